import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { sessionStore } from '@/web/lib/session';

describe('profile page', () => {
  const api = useTestApi();

  async function openProfile(username: string) {
    const login = await logInAs(api.current(), 'guest');
    // A post of the guest's, so that their profile has a card to show the author on.
    await api.current().call('POST', '/api/posts', {
      body: { postData: { content: 'A post of the guest', mediaURL: '' } },
      token: login.encodedToken,
    });
    const app = renderApp(paths.profile.href(username));
    const card = await screen.findByRole('region', { name: /^Profile of/ });
    return { app, card };
  }

  it('shows who someone is, their counts and posts, and Follow (not Edit) on others', async () => {
    const { card } = await openProfile('maya.clay');
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
    expect(within(card).getByText('@maya.clay')).toBeVisible();
    expect(within(card).getByRole('img', { name: "Maya Lindqvist's avatar" })).toHaveAttribute(
      'src',
      '/avatars/avatar-1.svg',
    );
    expect(within(card).getByText(/^Ceramicist in a shared studio/)).toBeVisible();
    const site = within(card).getByRole('link', { name: /mayalindqvist\.studio/ });
    expect(site).toHaveAttribute('href', 'https://mayalindqvist.studio');
    expect(site).toHaveAttribute('target', '_blank');
    const counts = within(card).getByRole('list', { name: 'Counts' });
    // Seed: Maya is followed by Tariq, Amara, Lucía and the guest, and follows two.
    expect(counts).toHaveTextContent('4 Followers');
    expect(counts).toHaveTextContent('2 Following');
    const feed = await screen.findByRole('feed', { name: 'Posts by Maya Lindqvist' });
    const posts = within(feed).getAllByRole('article');
    await expect.poll(() => counts.textContent).toContain(`${posts.length} Posts`);
    expect(within(card).getByRole('button', { name: 'Following Maya Lindqvist' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says "No Link Provided" without a website', async () => {
    const { card } = await openProfile('amara_grows');
    expect(within(card).getByText('No Link Provided')).toBeVisible();
  });

  it('shows Edit on the own profile only', async () => {
    const { card } = await openProfile('guest');
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Follow/ })).toBeNull();
  });

  it('says so when nobody has the username', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.profile.href('no.such.person'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeVisible();
    expect(screen.getByText('No one here goes by @no.such.person')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute(
      'href',
      '/users',
    );
  });

  it('edits the profile: checks first, then saves and shows it everywhere', async () => {
    const { app, card } = await openProfile('guest');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('guest');
    expect(username).toHaveAttribute('readonly');
    expect(username).toHaveAccessibleDescription(/Usernames cannot be changed/);

    await app.user.click(within(dialog).getByRole('radio', { name: 'Avatar 3' }));
    expect(within(dialog).getByRole('img', { name: 'Your chosen avatar' })).toHaveAttribute(
      'src',
      '/avatars/avatar-3.svg',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Clear avatar' }));
    expect(within(dialog).getByRole('img', { name: 'The default avatar' })).toHaveAttribute(
      'src',
      '/avatars/default.svg',
    );
    expect(within(dialog).getByRole('radio', { name: 'Avatar 3' })).not.toBeChecked();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Avatar 2' }));

    const firstName = within(dialog).getByLabelText('First name');
    await app.user.clear(firstName);
    await app.user.type(firstName, 'Gwen');
    const bio = within(dialog).getByLabelText('Bio');
    await app.user.clear(bio);
    await app.user.type(bio, 'Trying things out');
    expect(bio).toHaveAccessibleDescription('17 of 160 characters');
    const website = within(dialog).getByLabelText('Website');
    await app.user.type(website, 'ftp://gwen.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }));
    expect(website).toHaveAccessibleDescription(
      'Website must be an http or https URL, such as https://example.com',
    );
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveFocus();
    expect(firstName).toHaveValue('Gwen');

    // Typed as people write it, saved with https:// in front.
    await app.user.clear(website);
    await app.user.type(website, 'gwen.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Hi, Gwen')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Gwen Murmur' })).toBeVisible();
    expect(within(card).getByText('Trying things out')).toBeVisible();
    expect(within(card).getByRole('link', { name: /gwen\.example/ })).toHaveAttribute(
      'href',
      'https://gwen.example',
    );
    expect(within(card).getByRole('img', { name: "Gwen Murmur's avatar" })).toHaveAttribute(
      'src',
      '/avatars/avatar-2.svg',
    );
    expect(sessionStore.get()!.user).toMatchObject({ firstName: 'Gwen', bio: 'Trying things out' });
    const feed = await screen.findByRole('feed', { name: 'Posts by Gwen Murmur' });
    expect(within(feed).getAllByRole('heading', { name: 'Gwen Murmur' }).length).toBeGreaterThan(0);
  });

  it("toasts the server's refusal and keeps what was typed", async () => {
    const { app, card } = await openProfile('guest');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await app.user.type(within(dialog).getByLabelText('Website'), 'https://guest.example');
    // Nothing the form checks, but text the server cannot store.
    const bio = within(dialog).getByLabelText('Bio');
    fireEvent.change(bio, { target: { value: 'null \u0000 byte' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }));
    expect(
      await screen.findByText(
        'Text may not contain the NUL character (U+0000) or unpaired surrogates.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    expect(bio).toHaveValue('null \u0000 byte');
    expect(within(dialog).getByLabelText('Website')).toHaveValue('https://guest.example');
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
  });

  it('Cancel closes at once when nothing changed, and asks before changes go unsaved', async () => {
    const { app, card } = await openProfile('guest');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Edit Profile' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await app.user.type(within(dialog).getByLabelText('First name'), 'zzz');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('Discard your changes to your profile?')).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Hi, Guest')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes at once when every change was undone by hand', async () => {
    const { app, card } = await openProfile('guest');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const firstName = within(dialog).getByLabelText('First name');
    await app.user.type(firstName, 'zz');
    await app.user.type(firstName, '{Backspace}{Backspace}');
    expect(firstName).toHaveValue('Guest');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Discard your changes to your profile?')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape asks before unsaved changes go, and Keep editing keeps them', async () => {
    const { app, card } = await openProfile('guest');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    // Nothing typed: Escape closes at once.
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const edited = screen.getByRole('dialog', { name: 'Edit Profile' });
    await app.user.type(within(edited).getByLabelText('First name'), 'zzz');
    await app.user.keyboard('{Escape}');
    expect(within(edited).getByText('Discard your changes to your profile?')).toBeVisible();
    await app.user.keyboard('{Escape}');
    const firstName = within(edited).getByLabelText('First name');
    expect(firstName).toHaveValue('Guestzzz');
    expect(firstName).toHaveFocus();

    await app.user.keyboard('{Escape}');
    await app.user.click(within(edited).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).not.toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Edit Profile' })).getByLabelText('First name'),
    ).toHaveValue('Guest');
  });

  it('asks for the person again when their post list changes', async () => {
    const { app, card } = await openProfile('guest');
    await screen.findByRole('feed', { name: 'Posts by Guest Murmur' });
    expect(card).toHaveTextContent('1 Post');
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    try {
      await api.current().call('POST', '/api/posts', {
        body: { postData: { content: 'Another one', mediaURL: '' } },
        token: sessionStore.get()!.token,
      });
      await app.queryClient.invalidateQueries({ queryKey: ['posts', 'list', 'user', 'guest'] });
      await waitFor(() => expect(card).toHaveTextContent('2 Posts'));
      await waitFor(() =>
        expect(asked.some((url) => url.endsWith('/api/profiles/guest'))).toBe(true),
      );
    } finally {
      spy.mockRestore();
    }
  });
});
