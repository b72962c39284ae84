import type { Reply, UserSummary } from '@/contract';

export type Vote = 'up' | 'down';

/**
 * The reply as it is once the viewer's vote is `vote` (null: none): their earlier vote is taken
 * back from its count and the new one added, as the server does it.
 */
export function withViewerVote(reply: Reply, me: UserSummary, vote: Vote | null): Reply {
  const before = reply.viewerVote;
  const change = (side: Vote) => (vote === side ? 1 : 0) - (before === side ? 1 : 0);
  return {
    ...reply,
    viewerVote: vote,
    votes: {
      upvotedBy: vote === 'up' ? [me] : [],
      downvotedBy: vote === 'down' ? [me] : [],
      upvoteCount: Math.max(0, reply.votes.upvoteCount + change('up')),
      downvoteCount: Math.max(0, reply.votes.downvoteCount + change('down')),
    },
  };
}

/** Pressing a vote button: the same vote again takes it back; the other one moves it. */
export const nextVote = (current: Vote | null, pressed: Vote): Vote | null =>
  current === pressed ? null : pressed;
