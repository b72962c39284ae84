import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { outOfBandRedirect, type AuthorizationRequest } from '@/contract/oauth';
import { Button } from '@/web/components/button';
import settings from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { errorMessage } from '@/web/lib/api-client';
import { leaveFor } from '@/web/lib/leave-page';
import { notify } from '@/web/lib/notify';
import { useViewerName } from '@/web/lib/session';
import { useAuthorizationCheck, useAuthorizationDecision } from '../api/oauth-api';
import { scopeInWords } from '../lib/scope-words';
import styles from './consent-screen.module.css';

/** The host the person returns to, as they would recognise it (not the whole URI). */
function returnPlace(redirectUri: string) {
  if (redirectUri === outOfBandRedirect) return undefined;
  try {
    const url = new URL(redirectUri);
    return url.host || url.protocol.replace(/:$/, '');
  } catch {
    return redirectUri;
  }
}

function Leaving() {
  return (
    <p role="status" className={settings.note}>
      Returning to the app…
    </p>
  );
}

/** The out-of-band code: the app shows no page of its own, so the person copies it over. */
function CodeToCopy({ code, appName }: { code: string; appName: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success('Code copied');
    } catch {
      notify.error('Could not copy the code: select it and copy it by hand.');
    }
  };
  return (
    <div className={settings.stack}>
      <p role="status" className={settings.done}>
        You allowed {appName}.
      </p>
      <label htmlFor="oauth-code" className={settings.note}>
        Paste this code into {appName} to finish logging in:
      </label>
      <div className={styles.code}>
        <input id="oauth-code" ref={field} readOnly value={code} />
        <Button onClick={() => void copy()}>Copy</Button>
      </div>
    </div>
  );
}

/**
 * The consent screen of /oauth/authorize: which app asks, for which account, what it could do in
 * words, where the person goes back to, and Allow or Deny. A request the server refuses outright
 * (an unknown app, a redirect URI it never registered) is shown and sent nowhere; any other
 * fault, and every decision, goes back to the app as OAuth says, or shows the code to copy.
 */
export function ConsentScreen({ request }: { request: AuthorizationRequest }) {
  const check = useAuthorizationCheck(request);
  const decision = useAuthorizationDecision(request);
  const username = useViewerName();
  const [chosen, setChosen] = useState<'allow' | 'deny'>();

  const goBackTo = check.data && 'redirectTo' in check.data ? check.data.redirectTo : undefined;
  const decided = decision.data;
  const decidedTo = decided && 'redirectTo' in decided ? decided.redirectTo : undefined;
  useEffect(() => {
    const target = goBackTo ?? decidedTo;
    if (target) leaveFor(target);
  }, [goBackTo, decidedTo]);

  if (check.isPending)
    return (
      <p role="status" className={settings.note}>
        Checking the app’s request…
      </p>
    );
  if (check.isError)
    return (
      <div className={settings.stack}>
        <p role="alert" className={settings.problem}>
          {errorMessage(check.error)}
        </p>
        <p className={settings.note}>
          Nothing was shared. Ask the app’s makers to fix it, or{' '}
          <Link to={paths.feed.href()}>go to Murmur</Link>.
        </p>
      </div>
    );
  if (goBackTo || decidedTo) return <Leaving />;
  if (!('consent' in check.data)) return <Leaving />;

  const { app, scopes, redirectUri } = check.data.consent;
  if (decided && 'code' in decided) return <CodeToCopy code={decided.code} appName={app.name} />;
  if (decided && 'denied' in decided)
    return (
      <div className={settings.stack}>
        <p role="status" className={settings.done}>
          You denied {app.name}: it cannot use your account.
        </p>
        <p className={settings.note}>
          <Link to={paths.feed.href()}>Go to Murmur</Link>
        </p>
      </div>
    );

  const place = returnPlace(redirectUri);
  const decide = (approve: boolean) => {
    setChosen(approve ? 'allow' : 'deny');
    decision.mutate(approve);
  };
  const busy = decision.isPending;
  return (
    <div className={settings.stack}>
      <div className={styles.app}>
        <p className={styles.name}>{app.name}</p>
        {app.website && (
          <a className={styles.website} href={app.website} rel="noopener noreferrer nofollow">
            {app.website}
          </a>
        )}
      </div>
      <p className={styles.asks}>
        wants to use your account <strong>@{username}</strong>. It will be able to:
      </p>
      <ul className={styles.scopes} aria-label="What the app asks for">
        {scopes.map((scope) => (
          <li key={scope} className={styles.scope}>
            <Check aria-hidden="true" size={18} />
            <span>
              {scopeInWords(scope)} <span className={styles.scopeName}>({scope})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={settings.note}>
        {place
          ? `Allowing sends you back to ${place}. You can revoke it any time in Settings.`
          : 'Allowing shows a code to paste into the app. You can revoke it any time in Settings.'}
      </p>
      {decision.isError && (
        <p role="alert" className={settings.problem}>
          {errorMessage(decision.error)}
        </p>
      )}
      <div className={styles.choices}>
        <Button variant="secondary" disabled={busy} onClick={() => decide(false)}>
          {busy && chosen === 'deny' ? 'Denying…' : 'Deny'}
        </Button>
        <Button disabled={busy} onClick={() => decide(true)}>
          {busy && chosen === 'allow' ? 'Allowing…' : 'Allow'}
        </Button>
      </div>
    </div>
  );
}
