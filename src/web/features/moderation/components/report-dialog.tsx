import { useId, useState } from 'react';
import { Link } from 'react-router';
import { moderationLimits, reportReasons, type ReportReason } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { Button } from '@/web/components/button';
import { Modal } from '@/web/components/modal';
import { paths } from '@/web/config/paths';
import type { ReportTarget } from '@/web/lib/shared-state';
import { useReportMutation } from '../api/moderation-api';
import styles from './moderation.module.css';

const titles = { post: 'Report post', reply: 'Report reply', user: 'Report account' } as const;

/**
 * The report of a post, reply or person: a reason, an optional comment with its counter, Send;
 * then what happens next, and the way to the author's profile to block them.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const report = useReportMutation();
  const commentId = useId();
  const counterId = useId();

  if (report.isSuccess)
    return (
      <Modal open onClose={onClose} title={words.sentTitle}>
        <div className={styles.form}>
          <p>{words.sentText}</p>
          <p>
            <Link to={paths.profile.href(target.username)} onClick={onClose}>
              {words.offerBlock(target.username)}
            </Link>
          </p>
          <div className={styles.buttons}>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Modal>
    );

  return (
    <Modal open onClose={onClose} title={titles[target.targetType]}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason || report.isPending) return;
          report.mutate({
            targetType: target.targetType,
            targetId: target.targetId,
            reason,
            ...(comment.trim() ? { comment } : {}),
          });
        }}
      >
        <fieldset className={styles.reasons}>
          <legend>{words.reasonLegend}</legend>
          {reportReasons.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                required
              />
              {words.reasons[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={commentId}>
          {words.commentLabel}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          value={comment}
          maxLength={moderationLimits.commentLength}
          aria-describedby={counterId}
          onChange={(event) => setComment(event.target.value)}
        />
        <span id={counterId} className={styles.counter} aria-live="polite">
          {comment.length}/{moderationLimits.commentLength}
        </span>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reason || report.isPending}>
            {words.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
