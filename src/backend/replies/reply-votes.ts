import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { findPost } from '../lookups';
import { lockingNotifyingWrite } from '../notifications/notifying-write';
import type { UserRow, VoteKind } from '../store/port';

const alreadyVoted = { up: 'alreadyUpvoted', down: 'alreadyDownvoted' } as const;

/**
 * Sets the voter's one vote on someone else's reply (null takes it back). Up after down, or down
 * after up, moves the vote; the same vote twice, or taking back none, is refused. The reply's
 * author hears of an upvote, and no more of it once it is moved or taken back.
 */
export function voteOnReply(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'>,
  postId: string,
  replyId: string,
  voter: UserRow,
  kind: VoteKind | null,
) {
  return lockingNotifyingWrite(deps, async (tx, notifier, now) => {
    const target = await tx.replies.lockVoteTarget(replyId, voter._id);
    if (!target || target.reply.postId !== postId) {
      await findPost(tx, postId); // an unknown post is told as such
      throw notFound('replyNotFound');
    }
    const { reply, authorId, vote } = target;
    if (reply.username === voter.username) throw badRequest('cannotVoteOwnReply');
    if (kind !== null && target.blocked) throw forbidden('blockedInteraction');
    if (kind === null) {
      if (!vote) throw badRequest('notVoted');
      await tx.replies.deleteVote(reply._id, voter._id);
    } else {
      if (vote === kind) throw badRequest(alreadyVoted[kind]);
      await tx.replies.putVote({ replyId: reply._id, userId: voter._id, kind, createdAt: now });
    }
    if (kind === 'up') await notifier.upvoted(reply, authorId, voter._id);
    else if (vote === 'up') await notifier.upvoteTaken(reply, authorId, voter._id);
    return reply;
  });
}
