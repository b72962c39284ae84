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

/** What tells the two votes apart on screen. */
const looks = {
  up: { Icon: ArrowBigUp, word: 'upvote', name: 'Upvote', className: styles.up },
  down: { Icon: ArrowBigDown, word: 'downvote', name: 'Downvote', className: styles.down },
} as const;
const votes: readonly Vote[] = ['up', 'down'];

/**
 * Up- and downvote of someone's reply, each a toggle with its count; on the reader's own reply
 * only the counts, since one cannot vote on one's own.
 */
export function ReplyVotes({ reply, own }: { reply: Reply; own: boolean }) {
  const vote = useVoteReply();
  const once = useToggleClick();
  const counts = { up: reply.votes.upvoteCount, down: reply.votes.downvoteCount };
  const press = (event: { detail: number }, pressed: Vote) =>
    // A refusal is rolled back and toasted by the mutation.
    once(event, () => vote.mutateAsync({ reply, vote: nextVote(reply.viewerVote, pressed) }));

  if (own)
    return (
      <p className={styles.votes}>
        {votes.map((side) => {
          const { Icon, word } = looks[side];
          return (
            <span key={side} className={styles.voteCount}>
              <Icon aria-hidden size={18} />
              {formatCount(counts[side])}
              {/* "3 upvotes, 1 downvote" */}
              <span className="visually-hidden">
                {` ${counts[side] === 1 ? word : `${word}s`}${side === 'up' ? ',' : ''}`}
              </span>
            </span>
          );
        })}
      </p>
    );
  return (
    <div className={styles.votes}>
      {votes.map((side) => {
        const { Icon, word, name, className } = looks[side];
        const pressed = reply.viewerVote === side;
        return (
          <button
            key={side}
            type="button"
            className={`${actions.action} ${className}`}
            aria-pressed={pressed}
            aria-label={`${name} (${plural(counts[side], word)})`}
            title={pressed ? `Take back your ${word}` : name}
            onClick={(event) => press(event, side)}
          >
            <Icon aria-hidden size={18} fill={pressed ? 'currentColor' : 'none'} />
            <span className={actions.count}>{formatCount(counts[side])}</span>
          </button>
        );
      })}
    </div>
  );
}
