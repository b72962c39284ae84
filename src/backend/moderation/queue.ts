import { moderationLimits, type ReportGroup } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { PageQuery, ReportRow, StoreTx } from '../store/port';
import { toSummary } from '../user-summary';
import { presentActions, presentModeratedUser } from './present';
import { findTarget } from './reports';

/** One target's card: its content, its open reports (the first few) and its account's history. */
async function presentGroup(tx: StoreTx, first: ReportRow): Promise<ReportGroup> {
  const { targetType, targetId } = first;
  const [target, reports, reportCount, history] = await Promise.all([
    findTarget(tx, targetType, targetId),
    tx.moderation.openReportsOf(targetType, targetId, moderationLimits.reportsShown),
    tx.moderation.countOpenReportsOf(targetType, targetId),
    tx.moderation.actionsOn(first.targetUserId, moderationLimits.historyShown),
  ]);
  const reporters = new Map(
    (await tx.users.getMany(reports.map((report) => report.reporterId))).map((user) => [
      user._id,
      user,
    ]),
  );
  const user = target?.user ?? (await tx.users.get(first.targetUserId));
  return {
    reportId: first._id,
    targetType,
    targetId,
    user: user ? presentModeratedUser(user) : null,
    content:
      target?.text !== null && target?.text !== undefined && target.postId !== null
        ? { text: target.text, postId: target.postId }
        : null,
    reportCount: Math.max(reportCount, 1),
    reports: reports.map((report) => {
      const reporter = reporters.get(report.reporterId);
      return {
        _id: report._id,
        reporter: reporter ? toSummary(reporter) : null,
        reason: report.reason,
        comment: report.comment,
        createdAt: report.createdAt,
      };
    }),
    history: await presentActions(tx, history),
  };
}

/** The open reports grouped by target, the longest waiting first. */
export async function reportQueue({ store }: ResolvedDeps, page: PageQuery) {
  const { items, nextCursor } = await store.moderation.openTargets(page);
  const groups: ReportGroup[] = [];
  for (const first of items) groups.push(await presentGroup(store, first));
  return { groups, nextCursor };
}

/** The audit log, newest first. */
export async function moderationLog({ store }: ResolvedDeps, page: PageQuery) {
  const { items, nextCursor } = await store.moderation.actions(page);
  return { actions: await presentActions(store, items), nextCursor };
}
