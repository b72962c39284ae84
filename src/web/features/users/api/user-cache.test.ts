import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicUser, UserResponse, UsersResponse } from '../../../../contract';
import { restoreUsers, snapshotUsers, writeUsers } from './user-cache';
import { userKeys } from './user-queries';

const person = (username: string, followers: number): PublicUser => ({
  _id: `id-${username}`,
  username,
  firstName: username,
  lastName: 'Tester',
  avatarUrl: '',
  bio: '',
  website: '',
  followers: Array.from({ length: followers }, (_, i) => ({
    _id: `f${i}`,
    username: `f${i}`,
    firstName: 'F',
    lastName: 'F',
    avatarUrl: '',
  })),
  following: [],
  followerCount: followers,
  followingCount: 0,
  postCount: 0,
  followedByViewer: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('restoreUsers', () => {
  it('puts cached people back and removes entries that only the guess created', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<UsersResponse>(userKeys.list(), { users: [person('maya', 1)] });
    queryClient.setQueryData<UserResponse>(userKeys.detail('maya'), { user: person('maya', 1) });
    const snapshot = await snapshotUsers(queryClient, ['maya', 'kenji']);

    // The optimistic follow: maya gains a follower, kenji's detail appears.
    writeUsers(queryClient, [person('maya', 2), person('kenji', 1)]);
    expect(queryClient.getQueryData(userKeys.detail('kenji'))).toBeDefined();

    restoreUsers(queryClient, snapshot);
    const list = queryClient.getQueryData<UsersResponse>(userKeys.list());
    expect(list?.users[0]?.followers).toHaveLength(1);
    const maya = queryClient.getQueryData<UserResponse>(userKeys.detail('maya'));
    expect(maya?.user.followers).toHaveLength(1);
    expect(queryClient.getQueryData(userKeys.detail('kenji'))).toBeUndefined();
  });
});
