// What the rest of the app may use of this feature; everything else stays inside it.
export { postPagesQuery } from './api/post-queries';
export { FeedTabs } from './components/feed-tabs';
export { LazyComposerModal, loadComposer } from './components/lazy-composer';
export { forgetListMeasurements } from './components/list-measurements';
export { PostListPage } from './components/post-list-page';
export { PostPage } from './components/post-page';
export { PostSkeletons } from './components/post-skeletons';
export { PostsFeed } from './components/posts-feed';
export { SortSelect } from './components/sort-select';
export { exploreSortOf } from './lib/explore-sorts';
export type { PostSort } from './lib/explore-sorts';
export { feedSortOf, feedTabStore, useFeedTab } from './lib/feed-sort';
export { FirstPaintRender } from './lib/first-paint-render';
export { firstPostList } from './lib/first-post-list';
export type { FirstPostList } from './lib/first-post-list';
