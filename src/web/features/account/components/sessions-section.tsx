import { useId, useState } from 'react';
import type { AccountSession } from '@/contract/account-sessions';
import { sessionListMessages } from '@/contract/client-messages';
import { guestCredentials } from '@/contract/demo';
import { Button } from '@/web/components/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import settings from '@/web/components/settings.module.css';
import { useViewerName } from '@/web/lib/session/use-session';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/sessions-api';
import styles from './sessions-section.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function When({ label, at }: { label: string; at: string }) {
  return (
    <span>
      {label} <time dateTime={at}>{dateTime.format(new Date(at))}</time>
    </span>
  );
}

interface SessionItemProps {
  session: AccountSession;
  onEnd: () => void;
}

function SessionItem({ session, onEnd }: SessionItemProps) {
  const deviceId = useId();
  return (
    <li className={styles.session} aria-labelledby={deviceId}>
      <span className={styles.about}>
        <span className={styles.device}>
          <span id={deviceId}>{session.device}</span>
          {session.current && <span className={styles.here}>This device</span>}
        </span>
        {session.address && <span className={styles.details}>{session.address}</span>}
        <span className={styles.details}>
          <When label="Logged in" at={session.createdAt} />
          {' · '}
          <When label="Last seen" at={session.lastSeenAt} />
        </span>
      </span>
      {!session.current && (
        <Button variant="secondary" aria-label={`Log out ${session.device}`} onClick={onEnd}>
          Log out
        </Button>
      )}
    </li>
  );
}

/**
 * Sessions: where the account is logged in, with Log out for each other one and for all of them
 * at once (after a question). The guest sees only this session: the others are strangers'.
 */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState(false);
  const isGuest = useViewerName() === guestCredentials.username;
  const list = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  const othersShown = list.some((session) => !session.current);

  return (
    <section className={settings.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={settings.heading}>
        Sessions
      </h2>
      <p className={settings.note}>
        {isGuest ? sessionListMessages.guestNote : sessionListMessages.note}
      </p>
      {sessions.isPending && <p role="status">Loading sessions…</p>}
      <ul className={styles.list} aria-label="Your sessions">
        {list.map((session) => (
          <SessionItem key={session._id} session={session} onEnd={() => endOne.mutate(session)} />
        ))}
      </ul>
      {sessions.hasNextPage && (
        <Button
          variant="secondary"
          disabled={sessions.isFetchingNextPage}
          onClick={() => void sessions.fetchNextPage()}
        >
          More sessions
        </Button>
      )}
      {!isGuest && othersShown && (
        <div className={settings.actions}>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Log out everywhere else
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title="Log out everywhere else?"
          question={sessionListMessages.endOthersQuestion}
          confirmLabel="Log out everywhere else"
          pending={endOthers.isPending}
          onConfirm={(settled) => endOthers.mutateAsync(undefined, settled)}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
