import { useState } from 'react';
import type { AuthorizedAppView } from '@/contract/oauth';
import { parentScopesOf } from '@/contract/oauth';
import { Button } from '@/web/components/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import settings from '@/web/components/settings.module.css';
import { errorMessage } from '@/web/lib/api-client';
import { formatFullDate } from '@/web/lib/format-date';
import { useAuthorizedApps, useRevokeApp } from '../api/oauth-api';
import { scopeInWords } from '../lib/scope-words';
import styles from './authorized-apps-section.module.css';

function AppItem({ app, onRevoke }: { app: AuthorizedAppView; onRevoke: () => void }) {
  const parents = parentScopesOf(app.scopes);
  return (
    <li className={styles.app} aria-label={app.name}>
      <span className={styles.about}>
        <span className={styles.name}>{app.name}</span>
        {app.website && <span className={styles.details}>{app.website}</span>}
        <span className={styles.details}>
          Allowed <time dateTime={app.authorizedAt}>{formatFullDate(app.authorizedAt)}</time>
          {' · '}
          {parents.length > 0 ? parents.join(', ') : app.scopes.join(', ')}
        </span>
        <span className={styles.details}>{app.scopes.map(scopeInWords).join('. ')}.</span>
      </span>
      <Button variant="secondary" aria-label={`Revoke ${app.name}`} onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}

/** Settings' apps: those holding live tokens of the account, each with Revoke (after a question). */
export function AuthorizedAppsSection() {
  const apps = useAuthorizedApps();
  const revoke = useRevokeApp();
  const [asking, setAsking] = useState<AuthorizedAppView>();
  const list = apps.data?.apps ?? [];

  return (
    <section className={settings.section} aria-labelledby="apps-heading">
      <h2 id="apps-heading" className={settings.heading}>
        Authorized apps
      </h2>
      <p className={settings.note}>
        Apps you allowed to use your account, such as a Mastodon app on your phone. Revoking one
        logs it out at once.
      </p>
      {apps.isPending && <p role="status">Loading apps…</p>}
      {apps.isError && (
        <p role="alert" className={settings.problem}>
          {errorMessage(apps.error)}
        </p>
      )}
      {apps.isSuccess && list.length === 0 && (
        <p className={settings.note}>No app can use your account.</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-label="Your authorized apps">
          {list.map((app) => (
            <AppItem key={app._id} app={app} onRevoke={() => setAsking(app)} />
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={`Revoke ${asking.name}?`}
          question={`${asking.name} will be logged out and can no longer read or write for you. To use it again you would allow it again.`}
          confirmLabel="Revoke"
          pending={revoke.isPending}
          onConfirm={(settled) => revoke.mutateAsync(asking, settled)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
