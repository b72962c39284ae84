import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { notifyingWrite } from '../notifications/notifying-write';
import type { UserRow, VoteKind } from '../store/port';
import { refuseIfAuthorBlocked } from '../safety/blocked';
import { findReply } from './reply-reads';

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
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const { reply } = await findReply(tx, postId, replyId);
    if (reply.username === voter.username) throw badRequest('cannotVoteOwnReply');
    if (kind !== null) await refuseIfAuthorBlocked(tx, voter._id, reply.username);
    const current = await tx.replies.getVote(reply._id, voter._id);
    if (kind === null) {
      if (!current) throw badRequest('notVoted');
      await tx.replies.deleteVote(reply._id, voter._id);
    } else {
      if (current?.kind === kind) throw badRequest(alreadyVoted[kind]);
      await tx.replies.putVote({ replyId: reply._id, userId: voter._id, kind, createdAt: now });
    }
    if (kind === 'up') await notifier.upvoted(reply, voter._id);
    else if (current?.kind === 'up') await notifier.upvoteTaken(reply, voter._id);
    return reply;
  });
}
