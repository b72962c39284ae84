import { endpoint } from './endpoint-row';
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
  }),
  bookmarks: endpoint<BookmarksResponse>()({
    method: 'GET',
    path: '/api/users/bookmark',
    auth: 'required',
  }),
  editUser: endpoint<AccountResponse, UserResponse>()({
    method: 'POST',
    path: '/api/users/edit',
    auth: 'required',
  }),
  follow: endpoint<FollowResponse, FollowMinimalResponse>()({
    method: 'POST',
    path: '/api/users/follow/:userId/',
    auth: 'required',
  }),
  unfollow: endpoint<FollowResponse, FollowMinimalResponse>()({
    method: 'POST',
    path: '/api/users/unfollow/:userId/',
    auth: 'required',
  }),
  bookmark: endpoint<BookmarksResponse, PostResponse>()({
    method: 'POST',
    path: '/api/users/bookmark/:postId/',
    auth: 'required',
  }),
  removeBookmark: endpoint<BookmarksResponse, PostResponse>()({
    method: 'POST',
    path: '/api/users/remove-bookmark/:postId/',
    auth: 'required',
  }),
  followers: endpoint<UsersPageResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId/followers',
    auth: 'optional',
  }),
  following: endpoint<UsersPageResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId/following',
    auth: 'optional',
  }),
  user: endpoint<UserResponse>()({
    method: 'GET',
    path: '/api/users/:usernameOrId',
    auth: 'optional',
  }),
  profile: endpoint<UserResponse>()({
    method: 'GET',
    path: '/api/profiles/:usernameOrId',
    auth: 'optional',
  }),
} as const;
