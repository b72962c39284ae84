export { NewPostsPill } from './new-posts-pill';
export { useNewPosts } from './use-new-posts';
