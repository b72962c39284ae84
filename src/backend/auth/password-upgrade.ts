import type { ResolvedDeps } from '../deps';
import { HashingBusyError } from './passwords';
import type { UserRow } from '../store/port';

/**
 * After a successful login, stores the password hashed again at the hasher's current cost when
 * the stored hash was made at a lower one (the cost rose since), so that old hashes do not stay
 * cheap to crack. Best effort: a busy hasher or a failed write only postpones it to a later
 * login, and never fails this one.
 */
export async function upgradePasswordHash(
  deps: Pick<ResolvedDeps, 'store' | 'passwords' | 'reportError'>,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!deps.passwords.needsRehash?.(user.passwordHash)) return;
  try {
    const passwordHash = await deps.passwords.hash(password);
    await deps.store.users.update(user._id, { passwordHash });
  } catch (error) {
    if (!(error instanceof HashingBusyError)) deps.reportError(error);
  }
}
