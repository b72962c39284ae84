import type { ReportGroup } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { PageMessage } from '@/web/components/layout/page';
import { formatFullDate } from '@/web/lib/format-date';
import { useReportAction, useReportQueue, useSuspend } from '../api/moderation-api';
import { NoteActions, type NoteAction } from './note-actions';
import { RoleSelect } from './role-select';
import styles from './moderation.module.css';

const week = 7 * 24 * 60 * 60;

function GroupCard({ group, isAdmin }: { group: ReportGroup; isAdmin: boolean }) {
  const act = useReportAction();
  const suspend = useSuspend();
  const who = group.user ? `@${group.user.username}` : 'a removed account';
  const onReport = (kind: 'dismiss' | 'remove' | 'warn') => (note: string) =>
    act.mutateAsync({ kind, reportId: group.reportId, note });
  const actions: NoteAction[] = [
    { label: 'Dismiss', run: onReport('dismiss'), done: words.acted },
    ...(group.targetType !== 'user'
      ? [{ label: `Remove ${group.targetType}`, run: onReport('remove'), done: words.acted }]
      : []),
    { label: 'Warn', run: onReport('warn'), done: words.acted },
    ...(group.user
      ? [
          {
            label: 'Suspend 7 days',
            run: (note: string) =>
              suspend.mutateAsync({ userId: group.user!._id, note, durationSeconds: week }),
            done: words.acted,
          },
          {
            label: 'Suspend for good',
            run: (note: string) => suspend.mutateAsync({ userId: group.user!._id, note }),
            done: words.acted,
          },
        ]
      : []),
  ];
  const title = `${group.targetType === 'user' ? 'Account' : `A ${group.targetType}`} by ${who}`;
  return (
    <li>
      <article className={styles.card} aria-label={title}>
        <h2 className={styles.heading}>
          {title}: {group.reportCount} report{group.reportCount === 1 ? '' : 's'}
        </h2>
        {group.user && (
          <p className={styles.meta}>
            Role: {group.user.role}
            {group.user.suspendedUntil ? ` · suspended until ${group.user.suspendedUntil}` : ''}
          </p>
        )}
        {group.content && <blockquote className={styles.quote}>{group.content.text}</blockquote>}
        <ul className={styles.list}>
          {group.reports.map((report) => (
            <li key={report._id} className={styles.meta}>
              {report.reporter ? `@${report.reporter.username}` : 'Someone'}: {report.reason}
              {report.comment ? `, “${report.comment}”` : ''} · {formatFullDate(report.createdAt)}
            </li>
          ))}
        </ul>
        {group.history.length > 0 && (
          <ul className={styles.list} aria-label="Earlier actions on this account">
            {group.history.map((action) => (
              <li key={action._id} className={styles.meta}>
                {action.kind}: {action.note} · {formatFullDate(action.createdAt)}
              </li>
            ))}
          </ul>
        )}
        <NoteActions actions={actions} label={title} />
        {isAdmin && group.user && <RoleSelect user={group.user} />}
      </article>
    </li>
  );
}

/** The open reports, one card per target, the longest waiting first. */
export function ReportQueue({ isAdmin }: { isAdmin: boolean }) {
  const queue = useReportQueue();
  const groups = queue.data?.pages.flatMap((page) => page.groups) ?? [];
  if (queue.isPending) return <PageMessage role="status">Loading reports…</PageMessage>;
  if (groups.length === 0) return <PageMessage>{words.noReports}</PageMessage>;
  return (
    <ul className={styles.list}>
      {groups.map((group) => (
        <GroupCard key={group.reportId} group={group} isAdmin={isAdmin} />
      ))}
      {queue.hasNextPage && (
        <li className={styles.buttons}>
          <button type="button" onClick={() => void queue.fetchNextPage()}>
            More reports
          </button>
        </li>
      )}
    </ul>
  );
}
