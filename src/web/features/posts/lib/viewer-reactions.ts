import type { Post, UserSummary } from '@/contract';

/** What a like or unlike changes on a post, and so what a refusal puts back. */
export type ViewerReaction = Pick<Post, 'likes' | 'likedByViewer' | 'dislikedByViewer'>;

export const viewerReactionOf = ({
  likes,
  likedByViewer,
  dislikedByViewer,
}: Post): ViewerReaction => ({ likes, likedByViewer, dislikedByViewer });

const without = (people: UserSummary[], viewer: UserSummary) =>
  people.filter((person) => person._id !== viewer._id);

/**
 * The post as the server will have it once the viewer likes it, or unlikes it (the dislike of
 * docs/architecture.md's glossary): one reaction per person, so the one replaces the other, and
 * likedBy and dislikedBy name the viewer (the only person they hold) where the reaction is.
 */
export function withViewerLike(post: Post, viewer: UserSummary, like: boolean): Post {
  const others = {
    likedBy: without(post.likes.likedBy, viewer),
    dislikedBy: without(post.likes.dislikedBy, viewer),
  };
  return {
    ...post,
    likedByViewer: like,
    dislikedByViewer: !like,
    likes: {
      likeCount: Math.max(0, post.likes.likeCount + (like ? 1 : -1)),
      likedBy: like ? [...others.likedBy, viewer] : others.likedBy,
      dislikedBy: like ? others.dislikedBy : [...others.dislikedBy, viewer],
    },
  };
}
