import { endpoint } from './endpoint-row';
import type {
  DeletedPostResponse,
  PostResponse,
  PostsPageResponse,
  PostsResponse,
} from './responses';

/** The home feed and its live stream of new posts. */
export const feedEndpoints = {
  feed: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/feed',
    auth: 'required',
  }),
  // A stream of events (live-events.ts), never a JSON body: `never` keeps apiRequest off it.
  events: endpoint<never>()({
    method: 'GET',
    path: '/api/events',
    auth: 'required',
    stream: true,
  }),
} as const;

/** Posts and likes. */
export const postEndpoints = {
  posts: endpoint<PostsResponse>()({
    method: 'GET',
    path: '/api/posts',
    auth: 'optional',
  }),
  likedPosts: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/posts/liked',
    auth: 'required',
  }),
  bookmarkedPosts: endpoint<PostsPageResponse>()({
    method: 'GET',
    path: '/api/posts/bookmarked',
    auth: 'required',
  }),
  userPosts: endpoint<PostsResponse>()({
    method: 'GET',
    path: '/api/posts/user/:username',
    auth: 'optional',
  }),
  post: endpoint<PostResponse>()({
    method: 'GET',
    path: '/api/posts/:postId',
    auth: 'optional',
  }),
  createPost: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts',
    auth: 'required',
  }),
  editPost: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/edit/:postId',
    auth: 'required',
  }),
  deletePost: endpoint<PostsResponse, DeletedPostResponse>()({
    method: 'DELETE',
    path: '/api/posts/:postId',
    auth: 'required',
  }),
  like: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/like/:postId',
    auth: 'required',
  }),
  dislike: endpoint<PostsResponse, PostResponse>()({
    method: 'POST',
    path: '/api/posts/dislike/:postId',
    auth: 'required',
  }),
} as const;
