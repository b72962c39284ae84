import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountLimits } from '@/contract/account';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { errorMessage, failedWith } from '@/web/lib/api-client';
import { useResetPassword } from '../api/email-api';

const empty = { newPassword: '', confirmPassword: '' };

/** Whether the link itself is no good (rather than the password typed): ask for another. */
const linkFailed = (error: unknown) =>
  failedWith(error, 'token_invalid') ||
  failedWith(error, 'token_used') ||
  failedWith(error, 'token_expired');

/** The new password (twice) for the mailed link's token; every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<string>();
  const [badLink, setBadLink] = useState(!token);
  const [done, setDone] = useState(false);

  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (fields.newPassword.length < accountLimits.newPasswordMin)
      return setProblem(
        `Your new password needs at least ${accountLimits.newPasswordMin} characters.`,
      );
    if (fields.newPassword !== fields.confirmPassword)
      return setProblem('The two new passwords differ.');
    reset.mutate(
      { token, newPassword: fields.newPassword },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          setBadLink(linkFailed(error));
          setProblem(errorMessage(error));
        },
      },
    );
  };

  if (done)
    return (
      <p role="status" className={styles.done}>
        Your password is changed and you are logged out everywhere.{' '}
        <Link to={paths.login.href()}>Log in with the new password</Link>
      </p>
    );
  if (badLink)
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.problem}>
          {problem ?? 'This link does not work: ask for a new one.'}
        </p>
        <p className={styles.note}>
          <Link to={paths.forgotPassword.href()}>Ask for a new link</Link>
        </p>
      </div>
    );
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        hint={`At least ${accountLimits.newPasswordMin} characters, not your username or email.`}
        value={fields.newPassword}
        onChange={set('newPassword')}
      />
      <PasswordField
        label="New password again"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set the new password'}
        </Button>
      </div>
    </form>
  );
}
