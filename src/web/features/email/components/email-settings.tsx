import { useState, type FormEvent } from 'react';
import { guestCredentials } from '@/contract/demo';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import styles from '@/web/components/settings.module.css';
import { errorMessage } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { useChangeEmail, useResendVerification } from '../api/email-api';

const empty = { currentPassword: '', newEmail: '' };

/**
 * Settings' Account section: the address and whether it is confirmed (with the confirmation mail
 * sent again), and changing it, which takes effect once the new address's link is opened.
 */
export function EmailSettings() {
  const session = useSession();
  const resend = useResendVerification();
  const change = useChangeEmail();
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  if (!session) return null;
  const { email, emailVerified, username } = session.user;
  const isGuest = username === guestCredentials.username;

  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    setProblem(undefined);
    if (!fields.currentPassword || !fields.newEmail.trim())
      return setProblem('Enter your current password and the new address.');
    change.mutate(
      { currentPassword: fields.currentPassword, newEmail: fields.newEmail.trim() },
      {
        onSuccess: (answer) => {
          setFields(empty);
          setDone(
            `We mailed a link to ${answer.email}: your address changes once you open it. Your current address was told of the change.`,
          );
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const sendAgain = () => {
    setDone(undefined);
    setProblem(undefined);
    resend.mutate(undefined, {
      onSuccess: (answer) => setDone(`We mailed a new confirmation link to ${answer.email}.`),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="account-heading">
      <h2 id="account-heading" className={styles.heading}>
        Account
      </h2>
      <p className={styles.note}>
        Your email address is <strong>{email}</strong>
        {emailVerified ? ' (confirmed).' : ' (not confirmed yet).'}
      </p>
      {!emailVerified && (
        <div>
          <Button variant="secondary" disabled={resend.isPending} onClick={sendAgain}>
            {resend.isPending ? 'Sending…' : 'Resend verification mail'}
          </Button>
        </div>
      )}
      {isGuest ? (
        <p className={styles.note}>The shared guest account keeps its address.</p>
      ) : (
        <form className={styles.stack} onSubmit={submit} noValidate aria-label="Change email">
          <TextField
            label="New email address"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            value={fields.newEmail}
            onChange={set('newEmail')}
          />
          <PasswordField
            label="Your password"
            name="emailCurrentPassword"
            autoComplete="current-password"
            required
            value={fields.currentPassword}
            onChange={set('currentPassword')}
          />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Sending…' : 'Change email'}
            </Button>
          </div>
        </form>
      )}
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
    </section>
  );
}
