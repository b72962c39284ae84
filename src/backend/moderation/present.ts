import type { ModeratedUser, ModerationAction, Report } from '@/contract';
import type { ModerationActionRow, ReportRow, StoreTx, UserRow } from '../store/port';
import { toSummary } from '../user-summary';

export function presentModeratedUser(user: UserRow): ModeratedUser {
  return { ...toSummary(user), role: user.role, suspendedUntil: user.suspendedUntil };
}

export function presentReport(row: ReportRow): Report {
  return {
    _id: row._id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    comment: row.comment,
    createdAt: row.createdAt,
    resolved: row.resolvedAt !== null,
  };
}

/** Log entries with their moderators and accounts, in one read of the people they name. */
export async function presentActions(
  tx: StoreTx,
  rows: ModerationActionRow[],
): Promise<ModerationAction[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.moderatorId, row.userId]))];
  const people = new Map((await tx.users.getMany(ids)).map((user) => [user._id, user]));
  const summary = (id: string) => {
    const user = people.get(id);
    return user ? toSummary(user) : null;
  };
  return rows.map((row) => ({
    _id: row._id,
    kind: row.kind,
    moderator: summary(row.moderatorId),
    user: summary(row.userId),
    targetType: row.targetType,
    targetId: row.targetId,
    note: row.note,
    until: row.until,
    role: row.role,
    createdAt: row.createdAt,
  }));
}
