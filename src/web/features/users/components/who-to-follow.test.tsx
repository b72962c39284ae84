import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { UsersPageResponse } from '@/contract';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { sessionStore } from '@/web/lib/session';
import { userKeys } from '@/web/lib/shared-state';

describe('who to follow', () => {
  const api = useTestApi();

  async function openPanel() {
    const login = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const panel = await screen.findByRole('complementary');
    await within(panel).findByRole('link', { name: /Tariq Haddad/ });
    return { app, panel, token: login.encodedToken };
  }

  const personRow = (panel: HTMLElement, name: string) =>
    within(panel)
      .getByRole('link', { name: new RegExp(name) })
      .closest('li')!;

  it('suggests people but not the current user, with Follow or Following', async () => {
    const { panel } = await openPanel();
    const links = within(panel).getAllByRole('link', { name: /@/ });
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/posts/user/guest');
    expect(within(panel).getByRole('link', { name: 'Maya Lindqvist @maya.clay' })).toHaveAttribute(
      'href',
      '/posts/user/maya.clay',
    );
    // The guest follows Maya and not Tariq (the seed); with five others, all are suggested.
    const maya = within(personRow(panel, 'Maya')).getByRole('button');
    expect(maya).toHaveAccessibleName('Following Maya Lindqvist');
    // The label says the state; a pressed state as well would say it twice, and contradict it.
    expect(maya).not.toHaveAttribute('aria-pressed');
    const tariq = within(personRow(panel, 'Tariq')).getByRole('button');
    expect(tariq).toHaveAccessibleName('Follow Tariq Haddad');
  });

  it('asks the server for a part of the first name or username, whatever the case', async () => {
    const { app, panel } = await openPanel();
    const search = within(panel).getByRole('searchbox', { name: 'search user' });
    await app.user.type(search, 'AMA');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).getByRole('link', { name: /Amara Okafor/ })).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent('1 person found');
    await app.user.clear(search);
    await app.user.type(search, 'codes');
    expect(await within(panel).findByRole('link', { name: /Tariq Haddad/ })).toBeVisible();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    await app.user.clear(search);
    await app.user.type(search, 'guest');
    expect(await within(panel).findByText('No one matches “guest”')).toBeVisible();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('follows and unfollows, with toasts, updating the session and the caches', async () => {
    const { app, panel } = await openPanel();
    const before = await api.current().call('GET', '/api/users/tariq.codes');
    const followingBefore = sessionStore.get()!.user.followingCount;
    await app.user.click(within(panel).getByRole('button', { name: 'Follow Tariq Haddad' }));
    expect(await screen.findByText('You started following Tariq Haddad')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Following Tariq Haddad' })).toBeEnabled();
    expect(sessionStore.get()!.user.following.map((u) => u.username)).toContain('tariq.codes');
    expect(sessionStore.get()!.user.followingCount).toBe(followingBefore + 1);
    const people = app.queryClient.getQueryData<InfiniteData<UsersPageResponse>>(
      userKeys.panel(''),
    );
    const tariq = people?.pages[0]?.users.find((user) => user.username === 'tariq.codes');
    expect(tariq?.followers.map((u) => u.username)).toContain('guest');
    expect(tariq).toMatchObject({
      followedByViewer: true,
      followerCount: before.body.user.followerCount + 1,
    });

    await app.user.click(within(panel).getByRole('button', { name: 'Following Tariq Haddad' }));
    expect(await screen.findByText('You have unfollowed Tariq Haddad')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Follow Tariq Haddad' })).toBeEnabled();
    expect(sessionStore.get()!.user.following.map((u) => u.username)).not.toContain('tariq.codes');
  });

  it('shows the refusal when the server already had the follow, then the true state', async () => {
    const { app, panel, token } = await openPanel();
    // Another tab followed Tariq: this page still shows Follow.
    const tariq = await api.current().call('GET', '/api/users/tariq.codes');
    await api.current().call('POST', `/api/users/follow/${tariq.body.user._id}/`, { token });
    await app.user.click(within(panel).getByRole('button', { name: 'Follow Tariq Haddad' }));
    expect(await screen.findByText('User Already following')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Following Tariq Haddad' })).toBeEnabled(),
    );
  });

  it('shows the refusal of an unfollow the server already had', async () => {
    const { app, panel, token } = await openPanel();
    const maya = await api.current().call('GET', '/api/users/maya.clay');
    await api.current().call('POST', `/api/users/unfollow/${maya.body.user._id}/`, { token });
    await app.user.click(within(panel).getByRole('button', { name: 'Following Maya Lindqvist' }));
    expect(await screen.findByText('User already not following')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Follow Maya Lindqvist' })).toBeEnabled(),
    );
  });
});
