import type { HiddenPerson, PublicUser } from '@/contract';
import type { HideRow, StoreTx, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { toSummary, type Viewer } from '../user-summary';

/**
 * One person's view with what stands between them and the viewer: whether the viewer blocked
 * them, they blocked the viewer, and the viewer's mute and its end. An ended mute is no mute.
 */
export async function withViewerHides(
  tx: StoreTx,
  user: PublicUser,
  viewer: Viewer,
  now: Date,
): Promise<PublicUser> {
  if (!viewer || viewer._id === user._id) return user;
  const rows = await tx.hides.between(viewer._id, user._id);
  const mute = rows.find(
    (row) => row.kind === 'mute' && (row.untilMs === null || row.untilMs > now.getTime()),
  );
  return {
    ...user,
    blockedByViewer: rows.some((row) => row.kind === 'block'),
    blockingViewer: rows.some((row) => row.kind === 'blockedBy'),
    mutedByViewer: mute !== undefined,
    mutedUntil: mute?.untilMs != null ? formatTimestamp(new Date(mute.untilMs)) : null,
  };
}

/** A page of the viewer's blocks or mutes as the API lists them: each person's summary. */
export async function presentHiddenPeople(tx: StoreTx, rows: HideRow[]): Promise<HiddenPerson[]> {
  const users = new Map<string, UserRow>(
    (await tx.users.getMany(rows.map((row) => row.hiddenId))).map((user) => [user._id, user]),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.hiddenId);
    if (!user) return [];
    const until = row.untilMs === null ? null : formatTimestamp(new Date(row.untilMs));
    return [{ user: toSummary(user), since: row.createdAt, until }];
  });
}
