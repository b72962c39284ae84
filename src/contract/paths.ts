import { endpoints, pathOf } from './endpoints';

export type { HttpMethod } from './endpoints';

/** Every API path as a function of its parameters, derived from the endpoint table. */
export const apiPaths = {
  signup: () => endpoints.signup.path,
  login: () => endpoints.login.path,
  logout: () => endpoints.logout.path,
  health: () => endpoints.health.path,
  config: () => endpoints.config.path,
  feed: () => endpoints.feed.path,
  events: () => endpoints.events.path,
  users: () => endpoints.users.path,
  user: (usernameOrId: string) => pathOf(endpoints.user, { usernameOrId }),
  profile: (usernameOrId: string) => pathOf(endpoints.profile, { usernameOrId }),
  followers: (usernameOrId: string) => pathOf(endpoints.followers, { usernameOrId }),
  following: (usernameOrId: string) => pathOf(endpoints.following, { usernameOrId }),
  editUser: () => endpoints.editUser.path,
  follow: (userId: string) => pathOf(endpoints.follow, { userId }),
  unfollow: (userId: string) => pathOf(endpoints.unfollow, { userId }),
  bookmarks: () => endpoints.bookmarks.path,
  bookmark: (postId: string) => pathOf(endpoints.bookmark, { postId }),
  removeBookmark: (postId: string) => pathOf(endpoints.removeBookmark, { postId }),
  posts: () => endpoints.posts.path,
  likedPosts: () => endpoints.likedPosts.path,
  bookmarkedPosts: () => endpoints.bookmarkedPosts.path,
  post: (postId: string) => pathOf(endpoints.post, { postId }),
  userPosts: (username: string) => pathOf(endpoints.userPosts, { username }),
  editPost: (postId: string) => pathOf(endpoints.editPost, { postId }),
  like: (postId: string) => pathOf(endpoints.like, { postId }),
  dislike: (postId: string) => pathOf(endpoints.dislike, { postId }),
  trendingTags: () => endpoints.trendingTags.path,
  tagPosts: (tag: string) => pathOf(endpoints.tagPosts, { tag }),
  testTodos: () => endpoints.testTodos.path,
  testTodo: (todoId: string) => pathOf(endpoints.deleteTestTodo, { todoId }),
  media: () => endpoints.media.path,
} as const;
