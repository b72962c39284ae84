import type { UserData } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { notFound } from '../http/api-error';
import { refuseInlineMedia } from '../http/inline-media';
import { requireStoredMedia } from '../media/require-stored-media';
import type { UserRow } from '../store/port';

/**
 * Changes the editor's own profile. The username may be sent, but not changed. Answers the
 * profile as it now stands.
 */
export async function editProfile(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'media'>,
  me: UserRow,
  { username, ...changes }: UserData,
): Promise<UserRow> {
  refuseInlineMedia(deps, { avatarUrl: changes.avatarUrl });
  if (username !== undefined && username !== me.username) throw notFound('usernameUnchangeable');
  await deps.store.transaction(async (tx) => {
    await tx.users.update(me._id, { ...changes, updatedAt: deps.timestamp() });
    if (changes.avatarUrl !== me.avatarUrl) await requireStoredMedia(deps, changes.avatarUrl);
  });
  // It exists: the write just committed.
  return (await deps.store.users.get(me._id))!;
}
