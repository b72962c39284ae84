import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { findPost } from '../lookups';
import { notifyingWrite } from '../notifications/notifying-write';
import { refuseIfAuthorBlocked } from '../safety/blocked';
import type { ReactionKind } from '../store/port';

/**
 * Like or dislike a post: one reaction per person, and the like count moves by one either way
 * (docs/api.md, "Likes and dislikes"). Liking twice, disliking twice, or disliking a post whose
 * count is 0 is refused. A like tells the author; a dislike that undoes a like takes it back.
 * Answers the post's id.
 */
export function reactToPost(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'>,
  postId: string,
  userId: string,
  kind: ReactionKind,
) {
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const post = await findPost(tx, postId);
    if (kind === 'like') await refuseIfAuthorBlocked(tx, userId, post.username);
    const current = await tx.reactions.get(post._id, userId);
    if (kind === 'like' && current?.kind === 'like') throw badRequest('alreadyLiked');
    if (kind === 'dislike') {
      if (post.likeCount === 0) throw badRequest('likeBelowZero');
      if (current?.kind === 'dislike') throw badRequest('alreadyDisliked');
    }
    await tx.reactions.put({ postId: post._id, userId, kind, createdAt: now });
    await tx.posts.update(post._id, {
      likeCount: post.likeCount + (kind === 'like' ? 1 : -1),
      updatedAt: now,
    });
    if (kind === 'like') await notifier.liked(post, userId);
    else if (current?.kind === 'like') await notifier.unliked(post, userId);
    return post._id;
  });
}
