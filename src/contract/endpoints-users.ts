import { endpoint, pageQuery } from './endpoint-row';
import type {
  AccountResponse,
  BookmarksResponse,
  FollowMinimalResponse,
  FollowResponse,
  PostResponse,
  UserResponse,
  UsersPageResponse,
  UsersResponse,
} from './responses';

/** People, follows and bookmarks. */
export const userEndpoints = {
  users: endpoint<UsersResponse>()({
    method: 'GET',
    path: '/api/users',
    auth: 'optional',
    summary: 'Every user (capped); ?q, ?limit or ?cursor search and page',
    query: ['q', ...pageQuery],
  }),
  bookmarks: endpoint<BookmarksResponse>()({
    method: 'GET',
    path: '/api/users/bookmark',
    auth: 'required',
    summary: "The ids of the caller's bookmarks (capped)",
  }),
  editUser: endpoint<AccountResponse, UserResponse>()({
    method: 'POST',
    path: '/api/users/edit',
    auth: 'required',
    summary: 'Edit your profile',
    sampleBody: {
      userData: { bio: 'Hello from the request tester', website: 'https://example.com' },
    },
  }),
  follow: endpoint<FollowResponse, FollowMinimalResponse>()({
    method: 'POST',
    path: '/api/users/follow/:userId/',
    auth: 'required',
    summary: 'Follow a user',
  }),
  unfollow: endpoint<FollowResponse, FollowMinimalResponse>()({
    method: 'POST',
    path: '/api/users/unfollow/:userId/',
    auth: 'required',
    summary: 'Unfollow a user',
  }),
  bookmark: endpoint<BookmarksResponse, PostResponse>()({
    method: 'POST',
    path: '/api/users/bookmark/:postId/',
    auth: 'required',
    summary: 'Bookmark a post',
  }),
  removeBookmark: endpoint<BookmarksResponse, PostResponse>()({
    method: 'POST',
    path: '/api/users/remove-bookmark/:postId/',
    auth: 'required',
    summary: 'Remove a bookmark',
  }),
  followers: endpoint<UsersPageResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId/followers',
    auth: 'optional',
    summary: "A user's followers, newest first, paged",
    query: pageQuery,
  }),
  following: endpoint<UsersPageResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId/following',
    auth: 'optional',
    summary: 'Whom a user follows, newest first, paged',
    query: pageQuery,
  }),
  user: endpoint<UserResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId',
    auth: 'optional',
    summary: 'One user',
  }),
  profile: endpoint<UserResponse>()({
    method: 'GET',
    path: '/api/profiles/:usernameOrId',
    auth: 'optional',
    summary: 'One user as a profile shows them: counts, no lists',
  }),
} as const;
