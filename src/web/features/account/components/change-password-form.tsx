import { useId, useState, type FormEvent } from 'react';
import { accountLimits } from '@/contract/account';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import { PasswordMeter } from '@/web/components/password-meter/password-meter';
import styles from '@/web/components/settings.module.css';
import { errorMessage } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { useChangePassword } from '../api/account-api';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the form refuses before asking the server: the rules it can check itself. */
function problemOf(fields: typeof empty): string | undefined {
  if (fields.newPassword.length < accountLimits.newPasswordMin)
    return `Your new password needs at least ${accountLimits.newPasswordMin} characters.`;
  if (fields.newPassword !== fields.confirmPassword) return 'The two new passwords differ.';
  return undefined;
}

/** Change password: the current one, the new one twice; every other session then ends. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const meterId = useId();
  const owner = useSession()?.user ?? { username: '', email: '' };

  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const found = problemOf(fields);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: ({ sessionsEnded }) => {
          setFields(empty);
          setDone(
            sessionsEnded === 0
              ? 'Your password is changed.'
              : `Your password is changed, and ${sessionsEnded === 1 ? 'your other session is' : `your ${sessionsEnded} other sessions are`} logged out.`,
          );
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.heading}>
        Change password
      </h2>
      <p className={styles.note}>
        Everywhere else you are logged in (other browsers, phones) is logged out; this browser
        stays.
      </p>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={`At least ${accountLimits.newPasswordMin} characters, not your username or email.`}
          value={fields.newPassword}
          onChange={set('newPassword')}
          aria-describedby={fields.newPassword ? meterId : undefined}
          after={<PasswordMeter id={meterId} password={fields.newPassword} owner={owner} />}
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
        {done && (
          <p role="status" className={styles.done}>
            {done}
          </p>
        )}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
