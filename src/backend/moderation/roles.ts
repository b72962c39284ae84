import type { Role } from '@/contract';
import { notFound } from '../http/api-error';
import type { ModerationActionRow, Store, UserRow } from '../store/port';
import { refuseGuestRole } from './staff';

export interface RoleChange {
  store: Store;
  newId: () => string;
  timestamp: () => string;
  guestMayModerate: boolean;
}

/**
 * Sets a person's role and logs it. `by` is the admin who did it, or the operator's command
 * (which logs itself as the moderator "operator").
 */
export async function changeRole(
  deps: RoleChange,
  by: UserRow | 'operator',
  userIdOrName: string,
  role: Role,
): Promise<UserRow> {
  return deps.store.transaction(async (tx) => {
    const target =
      (await tx.users.get(userIdOrName)) ?? (await tx.users.getByUsername(userIdOrName));
    if (!target) throw notFound('accountNotFound');
    refuseGuestRole(target.username, role, deps.guestMayModerate);
    await tx.users.update(target._id, { role });
    const action: ModerationActionRow = {
      _id: deps.newId(),
      kind: 'role',
      moderatorId: by === 'operator' ? 'operator' : by._id,
      userId: target._id,
      targetType: 'user',
      targetId: target._id,
      note: `Role set to ${role}`,
      until: null,
      role,
      createdAt: deps.timestamp(),
    };
    await tx.moderation.insertAction(action);
    return { ...target, role };
  });
}
