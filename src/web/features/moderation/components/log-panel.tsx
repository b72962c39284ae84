import { moderationMessages as words } from '@/contract/moderation-messages';
import { PageMessage } from '@/web/components/layout/page';
import { formatFullDate } from '@/web/lib/format-date';
import { useModerationLog } from '../api/moderation-api';
import styles from './moderation.module.css';

/** The audit log: who did what to whom, when, and the note. */
export function LogPanel() {
  const log = useModerationLog();
  const actions = log.data?.pages.flatMap((page) => page.actions) ?? [];
  if (log.isPending) return <PageMessage role="status">Loading the log…</PageMessage>;
  if (actions.length === 0) return <PageMessage>{words.noLog}</PageMessage>;
  return (
    <ul className={styles.list}>
      {actions.map((action) => (
        <li key={action._id} className={styles.card}>
          <p>
            <strong>{action.moderator ? `@${action.moderator.username}` : 'The operator'}</strong>{' '}
            {action.kind}
            {action.role ? ` (${action.role})` : ''} ·{' '}
            {action.user ? `@${action.user.username}` : 'a removed account'}
          </p>
          <p className={styles.quote}>{action.note}</p>
          <p className={styles.meta}>
            {formatFullDate(action.createdAt)}
            {action.until ? ` · until ${formatFullDate(action.until)}` : ''}
          </p>
        </li>
      ))}
      {log.hasNextPage && (
        <li className={styles.buttons}>
          <button type="button" onClick={() => void log.fetchNextPage()}>
            More
          </button>
        </li>
      )}
    </ul>
  );
}
