import { guestCredentials } from './demo';

/** Every API path, built in one place so that client, server and tests agree. */
const enc = encodeURIComponent;

export const apiPaths = {
  signup: () => '/api/auth/signup',
  login: () => '/api/auth/login',
  logout: () => '/api/auth/logout',
  health: () => '/api/health',
  users: () => '/api/users',
  user: (usernameOrId: string) => `/api/users/${enc(usernameOrId)}`,
  editUser: () => '/api/users/edit',
  follow: (userId: string) => `/api/users/follow/${enc(userId)}/`,
  unfollow: (userId: string) => `/api/users/unfollow/${enc(userId)}/`,
  bookmarks: () => '/api/users/bookmark',
  bookmark: (postId: string) => `/api/users/bookmark/${enc(postId)}/`,
  removeBookmark: (postId: string) => `/api/users/remove-bookmark/${enc(postId)}/`,
  posts: () => '/api/posts',
  post: (postId: string) => `/api/posts/${enc(postId)}`,
  userPosts: (username: string) => `/api/posts/user/${enc(username)}`,
  editPost: (postId: string) => `/api/posts/edit/${enc(postId)}`,
  like: (postId: string) => `/api/posts/like/${enc(postId)}`,
  dislike: (postId: string) => `/api/posts/dislike/${enc(postId)}`,
  testTodos: () => '/api/test-todos',
  testTodo: (todoId: string) => `/api/test-todos/${enc(todoId)}`,
  /** Uploads on the Node host only; multipart, so not in the request tester's catalogue below. */
  media: () => '/api/media',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface EndpointInfo {
  method: HttpMethod;
  /** The path with its parameters as :name. */
  path: string;
  auth: boolean;
  summary: string;
  sampleBody?: unknown;
}

/** The API's own catalogue: the request tester suggests from it, and tests cover each row. */
export const apiEndpoints: readonly EndpointInfo[] = [
  {
    method: 'POST',
    path: '/api/auth/signup',
    auth: false,
    summary: 'Create an account',
    sampleBody: {
      firstName: 'Sam',
      lastName: 'Lee',
      username: 'sam.lee',
      email: 'sam@example.com',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    summary: 'Log in',
    sampleBody: { ...guestCredentials },
  },
  { method: 'POST', path: '/api/auth/logout', auth: true, summary: 'Revoke the session token' },
  { method: 'GET', path: '/api/health', auth: false, summary: 'Is the API up?' },
  { method: 'GET', path: '/api/users', auth: false, summary: 'Every user' },
  { method: 'GET', path: '/api/users/bookmark', auth: true, summary: "The caller's bookmarks" },
  { method: 'GET', path: '/api/users/:usernameOrId', auth: false, summary: 'One user' },
  {
    method: 'POST',
    path: '/api/users/edit',
    auth: true,
    summary: 'Edit your profile',
    sampleBody: {
      userData: { bio: 'Hello from the request tester', website: 'https://example.com' },
    },
  },
  { method: 'POST', path: '/api/users/follow/:userId/', auth: true, summary: 'Follow a user' },
  { method: 'POST', path: '/api/users/unfollow/:userId/', auth: true, summary: 'Unfollow a user' },
  { method: 'POST', path: '/api/users/bookmark/:postId/', auth: true, summary: 'Bookmark a post' },
  {
    method: 'POST',
    path: '/api/users/remove-bookmark/:postId/',
    auth: true,
    summary: 'Remove a bookmark',
  },
  {
    method: 'GET',
    path: '/api/posts',
    auth: false,
    summary: 'Every post (?limit, ?cursor, ?sort to page)',
  },
  { method: 'GET', path: '/api/posts/:postId', auth: false, summary: 'One post' },
  { method: 'GET', path: '/api/posts/user/:username', auth: false, summary: "A user's posts" },
  {
    method: 'POST',
    path: '/api/posts',
    auth: true,
    summary: 'Create a post',
    sampleBody: { postData: { content: 'Hello, Murmur!', mediaURL: '' } },
  },
  {
    method: 'POST',
    path: '/api/posts/edit/:postId',
    auth: true,
    summary: 'Edit your post',
    sampleBody: { postData: { content: 'Edited from the request tester' } },
  },
  { method: 'DELETE', path: '/api/posts/:postId', auth: true, summary: 'Delete your post' },
  { method: 'POST', path: '/api/posts/like/:postId', auth: true, summary: 'Like a post' },
  {
    method: 'POST',
    path: '/api/posts/dislike/:postId',
    auth: true,
    summary: 'Unlike (dislike) a post',
  },
  { method: 'GET', path: '/api/test-todos', auth: false, summary: 'Sandbox: list todos' },
  {
    method: 'POST',
    path: '/api/test-todos',
    auth: false,
    summary: 'Sandbox: add a todo',
    sampleBody: { title: 'Try the request tester' },
  },
  { method: 'DELETE', path: '/api/test-todos', auth: false, summary: 'Sandbox: delete every todo' },
  {
    method: 'DELETE',
    path: '/api/test-todos/:todoId',
    auth: false,
    summary: 'Sandbox: delete a todo',
  },
];
