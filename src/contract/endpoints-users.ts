import { getRow, postRow } from './endpoint-row';
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
  users: getRow<UsersResponse>()('/api/users', 'optional'),
  bookmarks: getRow<BookmarksResponse>()('/api/users/bookmark', 'required'),
  editUser: postRow<AccountResponse, UserResponse>()('/api/users/edit', 'required'),
  follow: postRow<FollowResponse, FollowMinimalResponse>()(
    '/api/users/follow/:userId/',
    'required',
  ),
  unfollow: postRow<FollowResponse, FollowMinimalResponse>()(
    '/api/users/unfollow/:userId/',
    'required',
  ),
  bookmark: postRow<BookmarksResponse, PostResponse>()('/api/users/bookmark/:postId/', 'required'),
  removeBookmark: postRow<BookmarksResponse, PostResponse>()(
    '/api/users/remove-bookmark/:postId/',
    'required',
  ),
  followers: getRow<UsersPageResponse>()('/api/users/:usernameOrId/followers', 'optional'),
  following: getRow<UsersPageResponse>()('/api/users/:usernameOrId/following', 'optional'),
  user: getRow<UserResponse>()('/api/users/:usernameOrId', 'optional'),
  profile: getRow<UserResponse>()('/api/profiles/:usernameOrId', 'optional'),
} as const;
