import { endpoint, pageQuery } from './endpoint-row';
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
    summary: 'Your home feed, paged: your posts and those of whom you follow',
    query: ['sort', ...pageQuery],
  }),
  // A stream of events (live-events.ts), never a JSON body: `never` keeps apiRequest off it.
  events: endpoint<never>()({
    method: 'GET',
    path: '/api/events',
    auth: 'required',
    summary: 'New posts of people you follow, live (SSE; Last-Event-ID resumes)',
    stream: true,
  }),
} as const;

/** Posts and likes. */
export const postEndpoints = {
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
} as const;
