import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicUser, UserResponse, UsersPageResponse } from '@/contract';
import { mergePerson, restorePeople, snapshotPeople } from './user-cache';
import { publicUser } from '@/web/testing/public-user';
import { patchPerson, userKeys } from '@/web/lib/shared-state';

const person = (username: string, followerCount: number) => publicUser(username, { followerCount });

const pages = (...users: PublicUser[][]): InfiniteData<UsersPageResponse, unknown> => ({
  pages: users.map((page, index) => ({ users: page, nextCursor: `c${index}` })),
  pageParams: users.map((_, index) => (index ? `c${index - 1}` : undefined)),
});

const followerCounts = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient
    .getQueryData<InfiniteData<UsersPageResponse>>(key)!
    .pages.flatMap((page) => page.users.map((user) => user.followerCount));

describe('people caches', () => {
  function filled() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.search(''), pages([person('ann', 1)], [person('maya', 1)]));
    queryClient.setQueryData(userKeys.follows('followers', 'ann'), pages([person('maya', 1)]));
    queryClient.setQueryData<UserResponse>(userKeys.detail('maya'), { user: person('maya', 1) });
    queryClient.setQueryData<UserResponse>(userKeys.profile('maya'), { user: person('maya', 1) });
    return queryClient;
  }

  it('patches one person in every page of every list, their detail and profile view', () => {
    const queryClient = filled();
    patchPerson(queryClient, 'id-maya', (user) => ({ ...user, followerCount: 2 }));
    expect(followerCounts(queryClient, userKeys.search(''))).toEqual([1, 2]);
    expect(followerCounts(queryClient, userKeys.follows('followers', 'ann'))).toEqual([2]);
    for (const key of [userKeys.detail('maya'), userKeys.profile('maya')])
      expect(queryClient.getQueryData<UserResponse>(key)?.user.followerCount).toBe(2);
    // Nothing is created for people the caches did not hold.
    patchPerson(queryClient, 'id-kenji', (user) => ({ ...user, followerCount: 9 }));
    expect(queryClient.getQueryData(userKeys.detail('kenji'))).toBeUndefined();
  });

  it("merges the server's fields but keeps the lists each cache holds", () => {
    const queryClient = filled();
    const withFollower = { ...person('maya', 1), followers: [person('ann', 0)] };
    queryClient.setQueryData<UserResponse>(userKeys.detail('maya'), { user: withFollower });
    mergePerson(queryClient, { ...person('maya', 5), bio: 'New bio' });
    const maya = queryClient.getQueryData<UserResponse>(userKeys.detail('maya'))!.user;
    expect(maya).toMatchObject({ followerCount: 5, bio: 'New bio' });
    expect(maya.followers).toHaveLength(1);
  });

  it('puts every cache back as the snapshot had it', async () => {
    const queryClient = filled();
    const snapshot = await snapshotPeople(queryClient);
    patchPerson(queryClient, 'id-maya', (user) => ({ ...user, followerCount: 2 }));
    restorePeople(queryClient, snapshot);
    expect(followerCounts(queryClient, userKeys.search(''))).toEqual([1, 1]);
    expect(
      queryClient.getQueryData<UserResponse>(userKeys.profile('maya'))?.user.followerCount,
    ).toBe(1);
  });
});
