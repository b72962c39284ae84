import { useState, type FormEvent } from 'react';
import { retiredUsernameDays } from '@/contract/account';
import { clientMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import { Modal } from '@/web/components/modal';
import settings from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { errorMessage } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { useNavigateThenEndSession } from '@/web/lib/session';
import { useDeleteAccount } from '../api/account-api';
import styles from './delete-account.module.css';

interface DeleteAccountDialogProps {
  username: string;
  onClose: () => void;
}

/**
 * Asks for the password and the username before the account goes: says what is lost, offers
 * the export first, and once it is done logs out to /login with a toast.
 */
export function DeleteAccountDialog({ username, onClose }: DeleteAccountDialogProps) {
  const deletion = useDeleteAccount();
  const navigateThenEndSession = useNavigateThenEndSession();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deletion.isPending) return;
    if (typed.trim().replace(/^@/, '').toLowerCase() !== username.toLowerCase()) {
      setProblem(`Type your username, ${username}, to confirm.`);
      return;
    }
    setProblem(undefined);
    deletion.mutate(
      { password, username: typed },
      {
        onSuccess: () =>
          navigateThenEndSession({
            to: paths.login.href(),
            then: () => notify.success(clientMessages.accountDeleted),
          }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal open onClose={onClose} title="Delete your account?">
      <form className={settings.stack} onSubmit={submit} noValidate>
        <p className={settings.note}>This cannot be undone. Everything you made goes for good:</p>
        <ul className={styles.losses}>
          <li>your posts and their pictures, and your replies</li>
          <li>your likes, votes and bookmarks</li>
          <li>who you follow and who follows you</li>
          <li>your notifications, blocks, mutes and muted words</li>
        </ul>
        <p className={settings.note}>
          Nobody can take the username @{username} for {retiredUsernameDays} days.{' '}
          <a href={`${paths.settings.href()}#export`} onClick={onClose}>
            Download your data first
          </a>
          .
        </p>
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Your username, to confirm"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {problem && (
          <p role="alert" className={settings.problem}>
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" className={styles.confirm} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
