// What the rest of the app may use of this feature; everything else stays inside it.
export { TrendingTags } from './components/trending-tags';
export { useNewTaggedPosts } from './api/new-tagged-posts';
