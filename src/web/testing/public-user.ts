import type { PublicUser } from '@/contract';

/** A person as the API shows them, for tests of what the web app does with one: no lists. */
export const publicUser = (username: string, fields: Partial<PublicUser> = {}): PublicUser => ({
  _id: `id-${username}`,
  username,
  firstName: username,
  lastName: 'Tester',
  avatarUrl: '',
  bio: '',
  website: '',
  followers: [],
  following: [],
  followerCount: 0,
  followingCount: 0,
  postCount: 0,
  followedByViewer: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});
