import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/button';
import { TextField } from '@/web/components/form/text-field';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { errorMessage } from '@/web/lib/api-client';
import { useRequestPasswordReset } from '../api/email-api';

/** The email address or username of a forgotten password's account; a link is mailed. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [login, setLogin] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!login.trim()) {
      setProblem('Enter your email address or username.');
      return;
    }
    request.mutate(
      { login: login.trim() },
      { onSuccess: () => setSent(true), onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        label="Email address or username"
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={login}
        onChange={(event) => setLogin(event.target.value)}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {sent && (
        <p role="status" className={styles.done}>
          If an account has this address or username, we have mailed it a link to choose a new
          password. The link works for an hour.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send the link'}
        </Button>
        <Link to={paths.login.href()}>Back to Log in</Link>
      </div>
    </form>
  );
}
