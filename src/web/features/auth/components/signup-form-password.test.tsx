import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { renderApp } from '@/web/testing/render-app';

const noor = {
  'First name': 'Noor',
  'Last name': 'Said',
  Username: 'noor',
  Email: 'noor@example.com',
};

async function openSignup() {
  const app = renderApp(paths.signup.href());
  await screen.findByRole('heading', { name: 'Create your account' });
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await app.user.clear(input);
      // Pasted: one change, where typing would judge the password at every key.
      await app.user.click(input);
      await app.user.paste(value);
    }
  };
  return { app, fill };
}

// The first test loads the strength estimator, whose dictionaries take a while on a busy machine.
describe('signup form: the password', { timeout: 60_000 }, () => {
  const api = useTestApi();

  it('shows its strength as it is typed, in words the field describes itself with', async () => {
    const { fill } = await openSignup();
    await fill(noor);
    const password = screen.getByLabelText(/^Password/);
    await fill({ Password: 'qwertyuiop' });
    // The estimator loads with the first character: allow it the time a busy machine takes.
    const meter = await screen.findByText('Strength: Too weak', {}, { timeout: 30_000 });
    expect(meter.closest('[role="status"]')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(
      /^At least 8 characters\. Strength: Too weak This is a frequently used password\. Add more words that are less common\. Good or Strong is needed\.$/,
    );
    await fill({ Password: 'noor2024noor' });
    // The same step, with another reason: judged once typing pauses.
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /Strength: Too weak It is made of your own names or email address/,
      ),
    );
    await fill({ Password: 'violet kettle harbour' });
    expect(await screen.findByText('Strength: Strong')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('At least 8 characters. Strength: Strong');
  });

  it("says the server's refusal of a common password under the field, and makes nothing", async () => {
    const { app, fill } = await openSignup();
    await fill({ ...noor, Password: 'password123', 'Confirm password': 'password123' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const message = /^This password is one of the common ones that attackers try first/;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(message);
    expect(password).toHaveFocus();
    expect(await api.current().store.users.getByUsername('noor')).toBeUndefined();
  });

  it('says "User email already exists!" for an email address someone has, any case', async () => {
    const { app, fill } = await openSignup();
    const maya = await api.current().store.users.getByUsername('maya.clay');
    const strong = 'violet kettle harbour';
    await fill({
      ...noor,
      Email: maya!.email.toUpperCase(),
      Password: strong,
      'Confirm password': strong,
    });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const text = 'User email already exists! Please try signing up with another email!';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription(text);
    expect(email).toHaveFocus();
    await fill({ Email: 'noor@example.com' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
