// What the rest of the app may use of this feature; everything else stays inside it.
export { useShowNewPosts } from './api/show-new-posts';
export { useNewPosts, useNewPostsListener } from './api/use-new-posts';
export { NewPostsPill } from './components/new-posts-pill';
