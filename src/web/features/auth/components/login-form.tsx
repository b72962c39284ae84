import { loggedInMessage } from '@/contract/session-messages';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { guestCredentials } from '@/contract/demo';
import { paths, safeRedirect } from '@/web/config/paths';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import { notify } from '@/web/lib/notify';
import { logIn, useSession } from '@/web/lib/session';
import { serverConfigQuery, useLoginMutation } from '../api/auth-api';
import note from '@/web/components/note.module.css';
import styles from './auth-form.module.css';
import { useSingleFlight } from '@/web/lib/use-single-flight';

/**
 * Username and password, or the shared guest account filled in where the server has it on. A
 * success starts the session and returns the user to the page they were sent here from; a
 * failure toasts the server's message and keeps what was typed. It stays reachable while logged in, to log in as someone else.
 */
export function LoginForm() {
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const login = useLoginMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const session = useSession();
  const once = useSingleFlight();
  const serverConfig = useQuery(serverConfigQuery);
  // Shown once the server says the guest can log in, so that it never appears and vanishes;
  // also when the server could not say, since the login's own answer then explains.
  const guestAccount = serverConfig.data?.guestAccount ?? serverConfig.isError;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    once(() =>
      login.mutateAsync(credentials, {
        onSuccess: (answer) => {
          logIn(answer);
          // The failed tries before this one are answered: their toasts would only cover the page.
          notify.clearErrors();
          notify.success(loggedInMessage(answer.foundUser.firstName));
          void navigate(safeRedirect(redirectTo), { replace: true });
        },
      }),
    );
  };
  const set = (name: 'username' | 'password') => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      {/* post: a submit before the script has taken over (the pre-rendered page) must not put
          the password in the address, as a GET would. */}
      <form method="post" className={styles.form} onSubmit={onSubmit}>
        {session && (
          <p className={styles.note}>
            You are logged in as @{session.user.username}.{' '}
            <Link to={safeRedirect(redirectTo)}>Continue to Murmur</Link>
          </p>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={credentials.username}
          onChange={set('username')}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={credentials.password}
          onChange={set('password')}
        />
        <p className={styles.forgot}>
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Submit'}
          </Button>
          {guestAccount && (
            <>
              <Button
                variant="secondary"
                aria-describedby="guest-account-note"
                onClick={() => setCredentials({ ...guestCredentials })}
              >
                Login As Guest?
              </Button>
              <p id="guest-account-note" className={note.note}>
                Shared demo account: anyone can use it, and it is reset every hour.
              </p>
            </>
          )}
        </div>
      </form>
      {!session && (
        <p className={styles.switch}>
          <Link to={paths.signup.href(redirectTo ?? undefined)}>Create a New Account? Sign Up</Link>
        </p>
      )}
    </>
  );
}
