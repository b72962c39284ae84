import { guestCredentials } from './demo';
import type {
  AccountResponse,
  BookmarksResponse,
  CommentResponse,
  CommentsPageResponse,
  DeletedCommentResponse,
  DeletedPostResponse,
  FollowMinimalResponse,
  FollowResponse,
  HealthResponse,
  LoginResponse,
  LogoutResponse,
  MediaUploadResponse,
  NotificationsPageResponse,
  PostResponse,
  PostsPageResponse,
  PostsResponse,
  ServerConfigResponse,
  SignupResponse,
  TodosResponse,
  UnreadCountResponse,
  UserResponse,
  UsersPageResponse,
  UsersResponse,
} from './responses';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint: 'required' answers 401 without a valid token; 'optional' reads the
 * token when it is valid (to show the viewer's own likes and follows) and serves anyone otherwise.
 */
export type EndpointAuth = 'none' | 'optional' | 'required';

/**
 * One row of the API's table. `Answer` and `Minimal` are the success bodies, without and with
 * `Prefer: return=minimal`; they exist only as types here, so that the web app can import the
 * table without zod. Their zod schemas, checked against these types, are in endpoint-schemas.ts.
 */
export interface Endpoint<Answer = unknown, Minimal = Answer> {
  method: HttpMethod;
  /** The path with its parameters as :name. */
  path: string;
  auth: EndpointAuth;
  summary: string;
  sampleBody?: unknown;
  /** The query parameters it reads, for the request tester and the docs. */
  query?: readonly string[];
  /** The body is multipart/form-data (an upload), so the JSON request tester leaves it out. */
  multipart?: true;
  /**
   * The answer is a text/event-stream that stays open, not JSON: the request tester, which waits
   * for a whole answer, leaves it out.
   */
  stream?: true;
  /** Type carriers only: never set at run time. */
  readonly answer?: Answer;
  readonly minimalAnswer?: Minimal;
}

/** Declares a row with its answer types; the row's literal path stays in its type. */
const endpoint =
  <Answer, Minimal = Answer>() =>
  <const Row extends Omit<Endpoint, 'answer' | 'minimalAnswer'>>(row: Row) =>
    row as Row & Endpoint<Answer, Minimal>;

const pageQuery = ['limit', 'cursor'] as const;

/**
 * Every endpoint of the API, the spec's (section 7) and Murmur's own. The backend registers its
 * routes from this table, apiPaths and the request tester's catalogue are derived from it, and the
 * web's apiRequest infers each answer's type from its row.
 */
export const endpoints = {
  signup: endpoint<SignupResponse>()({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'none',
    summary: 'Create an account',
    sampleBody: {
      firstName: 'Sam',
      lastName: 'Lee',
      username: 'sam.lee',
      email: 'sam@example.com',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
    },
  }),
  login: endpoint<LoginResponse>()({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    summary: 'Log in',
    sampleBody: { ...guestCredentials },
  }),
  logout: endpoint<LogoutResponse>()({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'required',
    summary: 'Revoke the session token',
  }),
  health: endpoint<HealthResponse>()({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    summary: 'Is the API up?',
  }),
  config: endpoint<ServerConfigResponse>()({
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    summary: 'What this server offers: whether the shared guest account is on',
  }),
  feed: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/feed',
    auth: 'required',
    summary: 'Your home feed, paged: your posts and those of the people you follow',
    query: ['sort', ...pageQuery],
  }),
  // A stream of events (live-events.ts), never a JSON body: `never` keeps apiRequest off it.
  events: endpoint<never>()({
    method: 'GET',
    path: '/api/events',
    auth: 'required',
    summary: 'New posts by people you follow, as server-sent events (Last-Event-ID resumes)',
    stream: true,
  }),
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
  posts: endpoint<PostsResponse>()({
    method: 'GET',
    path: '/api/posts',
    auth: 'optional',
    summary: 'Every post (capped); ?sort, ?limit or ?cursor page (Explore)',
    query: ['sort', ...pageQuery],
  }),
  likedPosts: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/posts/liked',
    auth: 'required',
    summary: 'The posts you liked, newest like first, paged',
    query: pageQuery,
  }),
  bookmarkedPosts: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/posts/bookmarked',
    auth: 'required',
    summary: 'The posts you bookmarked, newest first, paged',
    query: pageQuery,
  }),
  userPosts: endpoint<PostsResponse>()({
    method: 'GET',
    path: '/api/posts/user/:username',
    auth: 'optional',
    summary: "A user's posts (capped); ?limit or ?cursor page",
    query: pageQuery,
  }),
  post: endpoint<PostResponse>()({
    method: 'GET',
    path: '/api/posts/:postId',
    auth: 'optional',
    summary: 'One post',
  }),
  createPost: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts',
    auth: 'required',
    summary: 'Create a post',
    sampleBody: { postData: { content: 'Hello, Murmur!', mediaURL: '' } },
  }),
  editPost: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/edit/:postId',
    auth: 'required',
    summary: 'Edit your post',
    sampleBody: { postData: { content: 'Edited from the request tester' } },
  }),
  deletePost: endpoint<PostsResponse, DeletedPostResponse>()({
    method: 'DELETE',
    path: '/api/posts/:postId',
    auth: 'required',
    summary: 'Delete your post',
  }),
  like: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/like/:postId',
    auth: 'required',
    summary: 'Like a post',
  }),
  dislike: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/dislike/:postId',
    auth: 'required',
    summary: 'Unlike (dislike) a post',
  }),
  comments: endpoint<CommentsPageResponse>()({
    method: 'GET',
    path: '/api/comments/:postId',
    auth: 'optional',
    summary: "A post's replies, oldest first, paged",
    query: pageQuery,
  }),
  addComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/add/:postId',
    auth: 'required',
    summary: 'Reply to a post (201)',
    sampleBody: { commentData: { text: 'Nice one, @guest!' } },
  }),
  editComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/edit/:postId/:commentId',
    auth: 'required',
    summary: 'Edit your reply',
    sampleBody: { commentData: { text: 'Edited from the request tester' } },
  }),
  deleteComment: endpoint<DeletedCommentResponse>()({
    method: 'DELETE',
    path: '/api/comments/delete/:postId/:commentId',
    auth: 'required',
    summary: 'Delete your reply, or any reply under your post',
  }),
  upvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/upvote/:postId/:commentId',
    auth: 'required',
    summary: "Upvote someone's reply (moves a downvote)",
  }),
  downvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/downvote/:postId/:commentId',
    auth: 'required',
    summary: "Downvote someone's reply (moves an upvote)",
  }),
  unvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/unvote/:postId/:commentId',
    auth: 'required',
    summary: 'Take back your vote on a reply',
  }),
  notifications: endpoint<NotificationsPageResponse>()({
    method: 'GET',
    path: '/api/notifications',
    auth: 'required',
    summary: 'Your notifications, newest first, grouped, paged',
    query: pageQuery,
  }),
  unreadNotifications: endpoint<UnreadCountResponse>()({
    method: 'GET',
    path: '/api/notifications/unread-count',
    auth: 'required',
    summary: 'How many notification lines are unread',
  }),
  readNotifications: endpoint<UnreadCountResponse>()({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'required',
    summary: "Mark read everything up to a page's marker",
    // The marker of before any event: valid for everyone, it marks nothing read.
    sampleBody: { marker: 'WyJub3RpZmljYXRpb25zLXJlYWQiLDBd' },
  }),
  media: endpoint<MediaUploadResponse>()({
    method: 'POST',
    path: '/api/media',
    auth: 'required',
    summary: 'Upload a picture or video (multipart field "file"; the Node host only)',
    multipart: true,
  }),
  testTodos: endpoint<TodosResponse>()({
    method: 'GET',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: list todos',
  }),
  createTestTodo: endpoint<TodosResponse>()({
    method: 'POST',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: add a todo',
    sampleBody: { title: 'Try the request tester' },
  }),
  deleteTestTodos: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: delete every todo',
  }),
  deleteTestTodo: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos/:todoId',
    auth: 'none',
    summary: 'Sandbox: delete a todo',
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The success body of an endpoint, or with `Prefer: return=minimal` its minimal one. */
export type AnswerOf<E> = E extends Endpoint<infer A, unknown> ? A : never;
export type MinimalAnswerOf<E> = E extends Endpoint<unknown, infer M> ? M : never;

/** The :name parameters of a path, as an object type ({} when there are none). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The endpoint's path with each :name replaced by its value, encoded. */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  params: PathParams<E['path']> & Record<string, string>,
): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string>)[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its :${name}`);
    return encodeURIComponent(value);
  });
}
