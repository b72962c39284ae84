/**
 * The one module through which web features share state (docs/architecture.md, the layers). It
 * owns the query keys and cache changes that more than one feature touches, and each change is a
 * function the feature that caused it calls directly: no feature listens to another's queries or
 * mutations in the query cache.
 *
 * - posts: the post lists' keys and patches, postCreated and postDeleted (which also move the
 *   author's post count in the people caches);
 * - conversation: replyCountChanged;
 * - live: the Latest feed's posts and putOnLatestFeed, and liveNotifications for the
 *   notifications feature; tags: a tag page's posts and putOnList, for its new posts;
 * - users: the people caches' keys, patchPerson, and followChanged (which restarts the feed);
 * - safety: personHidden and personShown, after a block, a mute or their undoing;
 * - request-tester: apiDataChanged, after a write it sent;
 * - the profile page: useWhenUserPostsChange;
 * - moderation: reportRequests, which posts, conversation and users ask to show its dialog.
 */
export { apiDataChanged } from './api-data-changed';
export { followChanged } from './follow-changed';
export {
  latestFeedPostIds,
  putOnLatestFeed,
  putOnList,
  useLatestFeedPostIds,
  useListPostIds,
} from './latest-feed';
export { liveNotifications } from './live-notifications';
export type { NotificationSignal } from './live-notifications';
export { patchPerson } from './patch-person';
export { personHidden, personShown } from './person-hidden';
export { reportRequests } from './report-requests';
export type { ReportTarget } from './report-requests';
export { postCreated, postDeleted } from './post-events';
export { postKeys, postsPerPage } from './post-keys';
export type { PostList, PostPages, ServerSort } from './post-keys';
export {
  cancelPostRefreshes,
  patchPost,
  removePost,
  restoreRemoved,
  postRetagged,
  settlePost,
  updateViewerList,
} from './post-lists';
export type { Removal } from './post-lists';
export { replyCountChanged } from './reply-count';
export { userKeys } from './user-keys';
export type { FollowSide } from './user-keys';
export { useWhenUserPostsChange } from './user-posts';
