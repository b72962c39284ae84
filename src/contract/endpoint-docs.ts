/**
 * What the request tester's catalogue says of each endpoint: a summary, a sample body and the
 * query parameters it reads, by area, one for each row of the area's table (DocsOf holds them to
 * it). They live apart from the rows because the web app calls the API through the rows from its
 * first load, and only the request tester, loaded later, needs these words: a module is in one
 * chunk whole, so docs beside the rows would ride in the first load.
 */
import { guestCredentials } from './demo';
import { pageQuery, type DocsOf } from './endpoint-row';
import type { authEndpoints } from './endpoints-auth';
import type { replyEndpoints } from './endpoints-replies';
import type { mediaEndpoints, sandboxEndpoints, serverEndpoints } from './endpoints-misc';
import type { notificationEndpoints } from './endpoints-notifications';
import type { feedEndpoints, postEndpoints } from './endpoints-posts';
import type { safetyEndpoints } from './endpoints-safety';
import type { searchEndpoints } from './endpoints-search';
import type { userEndpoints } from './endpoints-users';

export const authDocs = {
  signup: {
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
  login: {
    summary: 'Log in',
    sampleBody: guestCredentials,
  },
  logout: { summary: 'Revoke the session token' },
} satisfies DocsOf<typeof authEndpoints>;

export const replyDocs = {
  replies: {
    summary: "A post's replies, oldest first, paged",
    query: pageQuery,
  },
  reply: { summary: "One reply, with its post's reply count (where a notification leads)" },
  addReply: {
    summary: 'Reply to a post (201)',
    sampleBody: { commentData: { text: 'Nice one, @guest!' } },
  },
  editReply: {
    summary: 'Edit your reply',
    sampleBody: { commentData: { text: 'Edited from the request tester' } },
  },
  deleteReply: { summary: 'Delete your reply, or any reply under your post' },
  upvoteReply: { summary: "Upvote someone's reply (moves a downvote)" },
  downvoteReply: { summary: "Downvote someone's reply (moves an upvote)" },
  unvoteReply: { summary: 'Take back your vote on a reply' },
} satisfies DocsOf<typeof replyEndpoints>;

export const serverDocs = {
  health: { summary: 'Is the API up?' },
  healthLive: { summary: 'Does the server process answer? (for a liveness probe)' },
  healthReady: {
    summary: 'Should this server take traffic: database, schema and media storage (readiness)',
  },
  config: { summary: 'What this server offers: whether the shared guest account is on' },
  openApi: { summary: 'This API described as an OpenAPI 3.1 document' },
} satisfies DocsOf<typeof serverEndpoints>;

export const mediaDocs = {
  media: { summary: 'Upload a picture or video (multipart field "file"; the Node host only)' },
} satisfies DocsOf<typeof mediaEndpoints>;

export const sandboxDocs = {
  testTodos: { summary: 'Sandbox: list todos' },
  createTestTodo: {
    summary: 'Sandbox: add a todo',
    sampleBody: { title: 'Try the request tester' },
  },
  deleteTestTodos: { summary: 'Sandbox: delete every todo' },
  deleteTestTodo: { summary: 'Sandbox: delete a todo' },
} satisfies DocsOf<typeof sandboxEndpoints>;

export const notificationDocs = {
  notifications: {
    summary: 'Your notifications, newest first, grouped, paged',
    query: pageQuery,
  },
  unreadNotifications: { summary: 'How many notification lines are unread' },
  readNotifications: {
    summary: "Mark read everything up to a page's marker",
    // The marker of before any event: valid for everyone, it marks nothing read.
    sampleBody: { marker: 'WyJub3RpZmljYXRpb25zLXJlYWQiLDBd' },
  },
} satisfies DocsOf<typeof notificationEndpoints>;

export const feedDocs = {
  feed: {
    summary: 'Your home feed, paged: your posts and those of the people you follow',
    query: ['sort', ...pageQuery],
  },
  events: {
    summary: 'New posts by people you follow, as server-sent events (Last-Event-ID resumes)',
  },
} satisfies DocsOf<typeof feedEndpoints>;

export const postDocs = {
  posts: {
    summary: 'Every post (capped); ?sort, ?limit or ?cursor page (Explore)',
    query: ['sort', ...pageQuery],
  },
  likedPosts: {
    summary: 'The posts you liked, newest like first, paged',
    query: pageQuery,
  },
  bookmarkedPosts: {
    summary: 'The posts you bookmarked, newest first, paged',
    query: pageQuery,
  },
  userPosts: {
    summary: "A user's posts (capped); ?limit or ?cursor page",
    query: pageQuery,
  },
  post: { summary: 'One post' },
  createPost: {
    summary: 'Create a post',
    sampleBody: { postData: { content: 'Hello, Murmur!', mediaURL: '', allowQuotes: true } },
  },
  editPost: {
    summary: 'Edit your post',
    sampleBody: { postData: { content: 'Edited from the request tester' } },
  },
  deletePost: { summary: 'Delete your post' },
  like: { summary: 'Like a post' },
  dislike: { summary: 'Unlike (dislike) a post' },
  repost: { summary: "Repost a post to your followers' feeds (again: no change)" },
  unrepost: { summary: 'Undo your repost (none: no change)' },
} satisfies DocsOf<typeof postEndpoints>;

export const searchDocs = {
  search: {
    summary:
      'Search posts (words, "phrases", from:username; ?sort=latest|top), people or tags, paged',
    query: ['q', 'type', 'sort', ...pageQuery],
  },
} satisfies DocsOf<typeof searchEndpoints>;

export const userDocs = {
  users: {
    summary: 'Every user (capped); ?q, ?limit or ?cursor search and page',
    query: ['q', ...pageQuery],
  },
  bookmarks: { summary: "The ids of the caller's bookmarks (capped)" },
  editUser: {
    summary: 'Edit your profile',
    sampleBody: {
      userData: { bio: 'Hello from the request tester', website: 'https://example.com' },
    },
  },
  follow: { summary: 'Follow a user' },
  unfollow: { summary: 'Unfollow a user' },
  bookmark: { summary: 'Bookmark a post' },
  removeBookmark: { summary: 'Remove a bookmark' },
  followers: {
    summary: "A user's followers, newest first, paged",
    query: pageQuery,
  },
  following: {
    summary: 'Whom a user follows, newest first, paged',
    query: pageQuery,
  },
  user: { summary: 'One user' },
  profile: { summary: 'One user as a profile shows them: counts, no lists' },
} satisfies DocsOf<typeof userEndpoints>;

export const safetyDocs = {
  blocks: { summary: 'The people you blocked, newest first, paged', query: pageQuery },
  mutes: {
    summary: 'The people you muted, newest first, paged, each with when the mute ends',
    query: pageQuery,
  },
  block: { summary: 'Block a user: neither of you sees the other, and the follows end' },
  unblock: { summary: 'Unblock a user' },
  mute: {
    summary:
      "Mute a user: their posts, replies and notifications leave your lists (they aren't told)",
    sampleBody: { durationSeconds: 86_400 },
  },
  unmute: { summary: 'Unmute a user' },
  mutedWords: { summary: 'Your muted words and phrases, oldest first' },
  addMutedWord: {
    summary: 'Mute a word or phrase: posts and replies holding it come folded in your lists',
    sampleBody: { phrase: 'spoiler', expiresInSeconds: 604_800 },
  },
  deleteMutedWord: { summary: 'Unmute a word or phrase' },
} satisfies DocsOf<typeof safetyEndpoints>;
