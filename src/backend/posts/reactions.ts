import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { lockingNotifyingWrite } from '../notifications/notifying-write';
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
  return lockingNotifyingWrite(deps, async (tx, notifier, now) => {
    const target = await tx.reactions.lockTarget(postId, userId);
    if (!target) throw notFound('postNotFound');
    const { post, authorId, reaction } = target;
    if (kind === 'like' && target.blocked) throw forbidden('blockedInteraction');
    if (kind === 'like' && reaction === 'like') throw badRequest('alreadyLiked');
    if (kind === 'dislike') {
      if (post.likeCount === 0) throw badRequest('likeBelowZero');
      if (reaction === 'dislike') throw badRequest('alreadyDisliked');
    }
    await tx.reactions.put({ postId: post._id, userId, kind, createdAt: now });
    // The post's row is locked (lockTarget): the count read with it is still the count.
    await tx.posts.update(post._id, {
      likeCount: post.likeCount + (kind === 'like' ? 1 : -1),
      updatedAt: now,
    });
    if (kind === 'like') await notifier.liked(post, authorId, userId);
    else if (reaction === 'like') await notifier.unliked(post, authorId, userId);
    return post._id;
  });
}
