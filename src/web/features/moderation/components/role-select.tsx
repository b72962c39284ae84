import { useId } from 'react';
import { roles, type ModeratedUser, type Role } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { notify } from '@/web/lib/notify';
import { useSetRole } from '../api/moderation-api';
import styles from './moderation.module.css';

/** An admin's choice of someone's role. */
export function RoleSelect({ user }: { user: ModeratedUser }) {
  const setRole = useSetRole();
  const id = useId();
  return (
    <div className={styles.choice}>
      <label htmlFor={id}>Role of @{user.username}</label>
      <select
        id={id}
        value={user.role}
        disabled={setRole.isPending}
        onChange={(event) =>
          setRole.mutate(
            { userId: user._id, role: event.target.value as Role },
            { onSuccess: () => notify.success(words.roleChanged) },
          )
        }
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </div>
  );
}
