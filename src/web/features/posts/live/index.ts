export { NewPostsPill, newPostsLabel, type NewPostsPillProps } from './new-posts-pill';
export { useNewPosts, maxNewPosts, type NewPosts } from './use-new-posts';
export { startFeedEvents, type FeedEventsMode, type FeedEventsOptions } from './feed-events';
