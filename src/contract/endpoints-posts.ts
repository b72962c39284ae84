import { deleteRow, getRow, postRow } from './endpoint-row';
import type {
  DeletedPostResponse,
  PostResponse,
  PostsPageResponse,
  PostsResponse,
} from './responses';

/** The home feed and its live stream of new posts. */
export const feedEndpoints = {
  feed: getRow<PostsPageResponse>()('/api/feed', 'required'),
  // A stream of events (live-events.ts), never a JSON body: `never` keeps apiRequest off it.
  events: getRow<never>()('/api/events', 'required', { stream: true }),
} as const;

/** Posts, likes and reposts. */
export const postEndpoints = {
  posts: getRow<PostsResponse>()('/api/posts', 'optional'),
  likedPosts: getRow<PostsPageResponse>()('/api/posts/liked', 'required'),
  bookmarkedPosts: getRow<PostsPageResponse>()('/api/posts/bookmarked', 'required'),
  userPosts: getRow<PostsResponse>()('/api/posts/user/:username', 'optional'),
  post: getRow<PostResponse>()('/api/posts/:postId', 'optional'),
  createPost: postRow<PostsResponse, PostResponse>()('/api/posts', 'required'),
  editPost: postRow<PostsResponse, PostResponse>()('/api/posts/edit/:postId', 'required'),
  deletePost: deleteRow<PostsResponse, DeletedPostResponse>()('/api/posts/:postId', 'required'),
  like: postRow<PostsResponse, PostResponse>()('/api/posts/like/:postId', 'required'),
  dislike: postRow<PostsResponse, PostResponse>()('/api/posts/dislike/:postId', 'required'),
  repost: postRow<PostResponse, PostResponse>()('/api/posts/repost/:postId', 'required'),
  unrepost: postRow<PostResponse, PostResponse>()('/api/posts/unrepost/:postId', 'required'),
} as const;
