import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import type { Reply } from '@/contract';
import { useToggleClick } from '@/web/lib/use-single-flight';
import { useVoteReply } from '../api/reply-mutations';
import { nextVote, type Vote } from '../lib/reply-votes';
import actions from '@/web/components/card-action.module.css';
import styles from './reply-card.module.css';
import { formatCount } from '@/web/lib/format-count';

const plural = (count: number, word: string) =>
  `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * Up- and downvote of someone's reply, each a toggle with its count; on the reader's own reply
 * only the counts, since one cannot vote on one's own.
 */
export function ReplyVotes({ reply, own }: { reply: Reply; own: boolean }) {
  const vote = useVoteReply();
  const once = useToggleClick();
  const { upvoteCount, downvoteCount } = reply.votes;
  const press = (event: { detail: number }, pressed: Vote) =>
    // A refusal is rolled back and toasted by the mutation.
    once(event, () => vote.mutateAsync({ reply, vote: nextVote(reply.viewerVote, pressed) }));

  if (own)
    return (
      <p className={styles.votes}>
        <span className={styles.voteCount}>
          <ArrowBigUp aria-hidden size={18} />
          {formatCount(upvoteCount)}
          <span className="visually-hidden"> {upvoteCount === 1 ? 'upvote' : 'upvotes'},</span>
        </span>
        <span className={styles.voteCount}>
          <ArrowBigDown aria-hidden size={18} />
          {formatCount(downvoteCount)}
          <span className="visually-hidden"> {downvoteCount === 1 ? 'downvote' : 'downvotes'}</span>
        </span>
      </p>
    );
  return (
    <div className={styles.votes}>
      <button
        type="button"
        className={`${actions.action} ${styles.up}`}
        aria-pressed={reply.viewerVote === 'up'}
        aria-label={`Upvote (${plural(upvoteCount, 'upvote')})`}
        title={reply.viewerVote === 'up' ? 'Take back your upvote' : 'Upvote'}
        onClick={(event) => press(event, 'up')}
      >
        <ArrowBigUp
          aria-hidden
          size={18}
          fill={reply.viewerVote === 'up' ? 'currentColor' : 'none'}
        />
        <span className={actions.count}>{formatCount(upvoteCount)}</span>
      </button>
      <button
        type="button"
        className={`${actions.action} ${styles.down}`}
        aria-pressed={reply.viewerVote === 'down'}
        aria-label={`Downvote (${plural(downvoteCount, 'downvote')})`}
        title={reply.viewerVote === 'down' ? 'Take back your downvote' : 'Downvote'}
        onClick={(event) => press(event, 'down')}
      >
        <ArrowBigDown
          aria-hidden
          size={18}
          fill={reply.viewerVote === 'down' ? 'currentColor' : 'none'}
        />
        <span className={actions.count}>{formatCount(downvoteCount)}</span>
      </button>
    </div>
  );
}
