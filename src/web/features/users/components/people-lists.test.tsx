import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { SignupResponse, UsersPageResponse } from '@/contract';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { userKeys } from '@/web/lib/shared-state';

/** Newest first: people made here come before the seed, which lands on the second page. */
const extraPeople = 24;

describe('people lists', () => {
  const api = useTestApi();
  afterEach(() => vi.restoreAllMocks());

  /** Signs up `count` people (Newcomer 1, …) and answers their tokens. */
  async function addPeople(count: number) {
    const tokens: string[] = [];
    for (let index = 1; index <= count; index++) {
      const username = `newcomer.${index}`;
      const answer = await api.current().call<SignupResponse>('POST', '/api/auth/signup', {
        body: {
          firstName: 'Newcomer',
          lastName: String(index),
          username,
          email: `${username}@example.com`,
          password: 'correct-horse',
          confirmPassword: 'correct-horse',
        },
      });
      expect(answer.status).toBe(201);
      tokens.push(answer.body.encodedToken);
    }
    return tokens;
  }

  /** The API requests the page makes from now on; `fail` may answer one instead. */
  function watchRequests(fail?: (url: URL) => boolean) {
    const requests: { url: URL; prefer: string | null }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requests.push({ url, prefer: new Headers(init?.headers).get('Prefer') });
      if (fail?.(url))
        return Promise.resolve(Response.json({ errors: ['The server is busy'] }, { status: 503 }));
      return realFetch(input, init);
    });
    return requests;
  }

  const peopleList = () => screen.findByRole('list', { name: 'People' });

  it('asks the server for what is typed once typing pauses, and finds people of later pages', async () => {
    await addPeople(extraPeople);
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.users.href());
    const list = await peopleList();
    await within(list).findByRole('link', { name: 'Newcomer 24 @newcomer.24' });
    const requests = watchRequests();
    await app.user.type(screen.getByRole('searchbox', { name: 'search user' }), 'MAYA');
    const maya = await within(list).findByRole('link', { name: 'Maya Lindqvist @maya.clay' });
    expect(maya).toHaveAttribute('href', paths.profile.href('maya.clay'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 person found');
    expect(screen.getByText('That’s everyone')).toBeVisible();
    const searches = requests
      .filter(({ url }) => url.pathname === '/api/users')
      .map(({ url }) => url.searchParams.get('q'));
    // One request once the word is typed, not one per key.
    expect(searches.at(-1)).toBe('MAYA');
    expect(searches.length).toBeLessThan(3);
  });

  it('reads the next page as the end nears, and offers Retry in place when it fails', async () => {
    await addPeople(extraPeople);
    await logInAs(api.current(), 'guest');
    let failures = 1;
    watchRequests((url) => url.searchParams.has('cursor') && failures-- > 0);
    const app = renderApp(paths.users.href());
    const list = await peopleList();
    expect(await screen.findByText('Could not load more people: The server is busy')).toBeVisible();
    // The first page stays where it was.
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByRole('link', { name: /Maya Lindqvist/ })).toBeVisible();
    expect(await screen.findByText('That’s everyone')).toBeVisible();
    // Everyone but the guest: the 24 newcomers and five of the seed.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(extraPeople + 5);
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', String(extraPeople + 5));
    expect(rows.at(-1)).toHaveAttribute('aria-setsize', String(extraPeople + 5));
    expect(screen.queryByText(/Could not load more people/)).toBeNull();
  });

  it("opens a person's followers from the count on their profile, page after page", async () => {
    const tokens = await addPeople(extraPeople);
    const maya = await api.current().call('GET', '/api/users/maya.clay');
    for (const token of tokens)
      await api.current().call('POST', `/api/users/follow/${maya.body.user._id}/`, { token });
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.profile.href('maya.clay'));
    const card = await screen.findByRole('region', { name: 'Profile of Maya Lindqvist' });
    await app.user.click(within(card).getByRole('link', { name: '28 Followers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'People following Maya Lindqvist' }),
    ).toBeVisible();
    expect(app.location()).toBe(paths.followers.href('maya.clay'));
    const list = await screen.findByRole('list', { name: 'People following Maya Lindqvist' });
    expect(await screen.findByText('That’s everyone')).toBeVisible();
    // 24 newcomers, then Tariq, Amara, Lucía and the guest of the seed, who has no Follow.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(28);
    expect(within(list).getByRole('link', { name: 'Guest Murmur @guest' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Guest Murmur/ })).toBeNull();
    const sides = screen.getByRole('navigation', { name: 'Follows' });
    expect(within(sides).getByRole('link', { name: '28 Followers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.user.click(within(sides).getByRole('link', { name: '2 Following' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'People Maya Lindqvist follows' }),
    ).toBeVisible();
    const following = await screen.findByRole('list', { name: 'People Maya Lindqvist follows' });
    await waitFor(() => expect(within(following).getAllByRole('listitem')).toHaveLength(2));
  });

  it('a follow asks for the minimal answer and patches the counts at once', async () => {
    await logInAs(api.current(), 'guest');
    const requests = watchRequests();
    const app = renderApp(paths.following.href('guest'));
    const list = await screen.findByRole('list', { name: 'People Guest Murmur follows' });
    const sides = screen.getByRole('navigation', { name: 'Follows' });
    expect(within(sides).getByRole('link', { name: '3 Following' })).toBeVisible();
    const feedKey = ['posts', 'list', 'feed', 'latest'];
    const exploreKey = ['posts', 'list', 'explore', 'latest'];
    for (const queryKey of [feedKey, exploreKey])
      app.queryClient.setQueryData(queryKey, { pages: [], pageParams: [] });

    await app.user.click(within(list).getByRole('button', { name: 'Following Maya Lindqvist' }));
    expect(within(sides).getByRole('link', { name: '2 Following' })).toBeVisible();
    expect(await screen.findByText('You have unfollowed Maya Lindqvist')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Follow Maya Lindqvist' })).toBeEnabled();
    expect(within(sides).getByRole('link', { name: '2 Following' })).toBeVisible();
    const unfollow = requests.find(({ url }) => url.pathname.startsWith('/api/users/unfollow/'));
    expect(unfollow?.prefer).toBe('return=minimal');
    // The feed depends on whom the guest follows: it starts again; Explore does not.
    expect(app.queryClient.getQueryData(feedKey)).toBeUndefined();
    expect(app.queryClient.getQueryData(exploreKey)).toEqual({ pages: [], pageParams: [] });

    // Maya's own count went down with it, in the list that holds her: 4 followers in the seed.
    const pages = app.queryClient.getQueryData<InfiniteData<UsersPageResponse>>(
      userKeys.follows('following', 'guest'),
    );
    const maya = pages?.pages[0]?.users.find((user) => user.username === 'maya.clay');
    expect(maya).toMatchObject({ followerCount: 3, followedByViewer: false });
  });

  it.each([paths.followers.href('maya.clay'), paths.following.href('maya.clay')])(
    '%s sends a logged-out visitor to /signup, as the profile does',
    async (href) => {
      const app = renderApp(href);
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
      expect(app.location()).toBe(paths.signup.href(href));
    },
  );
});
