import { moderationMessages as words } from '@/contract/moderation-messages';
import { PageMessage } from '@/web/components/layout/page';
import { formatFullDate } from '@/web/lib/format-date';
import { useSignupDecision, useSignups } from '../api/moderation-api';
import { NoteActions } from './note-actions';
import styles from './moderation.module.css';

/** The sign-ups waiting for a moderator: approve or reject (which deletes the account). */
export function SignupsPanel() {
  const signups = useSignups();
  const decide = useSignupDecision();
  const users = signups.data?.pages.flatMap((page) => page.users) ?? [];
  if (signups.isPending) return <PageMessage role="status">Loading sign-ups…</PageMessage>;
  if (users.length === 0) return <PageMessage>{words.noSignups}</PageMessage>;
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <li key={user._id}>
          <article className={styles.card} aria-label={`Sign-up of @${user.username}`}>
            <h2 className={styles.heading}>
              {user.firstName} {user.lastName} (@{user.username})
            </h2>
            <p className={styles.meta}>
              {user.email} · {formatFullDate(user.createdAt)}
            </p>
            <NoteActions
              label={`@${user.username}`}
              actions={[
                {
                  label: 'Approve',
                  run: (note) => decide.mutateAsync({ userId: user._id, note, approve: true }),
                  done: words.approved,
                },
                {
                  label: 'Reject',
                  run: (note) => decide.mutateAsync({ userId: user._id, note, approve: false }),
                  done: words.rejected,
                },
              ]}
            />
          </article>
        </li>
      ))}
    </ul>
  );
}
