import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { sessionStore } from '@/web/lib/session';

const sam = {
  'First name': 'Sam',
  'Last name': 'Lee',
  Username: 'sam.lee',
  Email: 'sam@example.com',
  Password: 'correct-horse',
  'Confirm password': 'correct-horse',
};

async function fill(user: UserEvent, values: Partial<typeof sam>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

async function openSignup() {
  const app = renderApp(paths.signup.href());
  await screen.findByRole('heading', { name: 'Create your account' });
  return app;
}

describe('signup form', () => {
  const api = useTestApi();
  const userExists = async (username: string) =>
    (await api.current().store.users.getByUsername(username)) !== undefined;

  it('creates the account, toasts and goes to /login without logging in', async () => {
    const app = await openSignup();
    await fill(app.user, sam);
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Signed Up successfully. Please login to continue'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await userExists('sam.lee')).toBe(true);
    expect(sessionStore.get()).toBeNull();
  });

  it('makes a username typed with capitals lowercase', async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, Username: 'Sam.Lee' });
    expect(screen.getByLabelText(/^Username/)).toHaveValue('sam.lee');
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await userExists('sam.lee')).toBe(true);
  });

  it('says "Username already exists" for a taken username and keeps the form', async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, Username: 'guest' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    const username = screen.getByLabelText(/^Username/);
    expect(username).toHaveValue('guest');
    // Said under the field too, which has the focus to mend it.
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username already exists');
    expect(username).toHaveFocus();
    expect(app.location()).toBe('/signup');

    // Mended, the signup goes through and the refusal's toast goes with it.
    await fill(app.user, { Username: 'sam.lee' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    // A dismissed toast is no longer an alert (jsdom plays no exit animation to remove it).
    await waitFor(() =>
      expect(
        screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes('exists')),
      ).toHaveLength(0),
    );
  });

  it('asks for every field and sends nothing while one is empty', async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, Email: '' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('please fill all the fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(await userExists('sam.lee')).toBe(false);
  });

  it('refuses passwords that differ without a request', async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, 'Confirm password': 'correct-horses' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // The form's toast, and the same words under the field.
    expect(await screen.findAllByText('Your password is not matching')).toHaveLength(2);
    const confirm = screen.getByLabelText(/^Confirm password/);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Your password is not matching');
    expect(await userExists('sam.lee')).toBe(false);
  });

  it("replaces the last submit's toast rather than stack it", async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, 'Confirm password': 'correct-horses' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('Your password is not matching')).toHaveLength(2);
    await fill(app.user, { 'Confirm password': sam.Password, Email: 'not-an-email' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // The dismissed toast is no longer an alert (jsdom plays no exit animation to remove it).
    await waitFor(() =>
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter a valid email address.',
      ]),
    );
    expect(await userExists('sam.lee')).toBe(false);
  });

  it('shows the limits beside the fields and checks them before sending', async () => {
    const app = await openSignup();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      '3–30 characters: lowercase letters, digits, _ and .',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    for (const label of [/^First name/, /^Last name/])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('At most 50 characters.');
    await fill(app.user, { ...sam, Username: 'Sam Lee' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText(/Choose a username of 3 to 30 characters/)).toHaveLength(2);

    await fill(app.user, { Username: 'sam.lee', Password: 'short', 'Confirm password': 'short' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('Your password needs at least 8 characters.')).toHaveLength(
      2,
    );
    expect(await userExists('sam.lee')).toBe(false);
  });

  it('says every problem under its field at once, and forgets one as its field is mended', async () => {
    const app = await openSignup();
    await fill(app.user, {
      ...sam,
      Username: 'bad name!',
      Email: 'not-an-email',
      Password: '123',
      'Confirm password': '123',
    });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const username = screen.getByLabelText(/^Username/);
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    expect(username).toHaveAccessibleDescription(/^Choose a username of 3 to 30 characters/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(password).toHaveAccessibleDescription('Your password needs at least 8 characters.');
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('aria-invalid');
    // What was typed stays, and a field being mended goes back to its hint.
    expect(email).toHaveValue('not-an-email');
    await app.user.type(email, '@example.com');
    expect(email).toHaveAccessibleDescription('');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await userExists('bad name!')).toBe(false);
  });

  it('says "Please fill this in." under each empty field', async () => {
    const app = await openSignup();
    await fill(app.user, { ...sam, 'Last name': '', Email: '' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const label of [/^Last name/, /^Email/])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus();
  });

  it('marks the fields required and the email as an email', async () => {
    await openSignup();
    for (const label of Object.keys(sam))
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('shows and hides each password', async () => {
    const app = await openSignup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'text');
  });

  it('links back to /login', async () => {
    await openSignup();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
