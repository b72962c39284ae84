import type { ReportBody, ReportTargetType } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, notFound, refusal } from '../http/api-error';
import type { ReportRow, StoreTx, UserRow } from '../store/port';

/** A reported post's, reply's or person's account and text, or undefined when it is not there. */
export async function findTarget(
  tx: StoreTx,
  targetType: ReportTargetType,
  targetId: string,
): Promise<{ user: UserRow | undefined; text: string | null; postId: string | null } | undefined> {
  if (targetType === 'user') {
    const user = await tx.users.get(targetId);
    return user && { user, text: null, postId: null };
  }
  const item =
    targetType === 'post'
      ? await tx.posts.get(targetId).then((post) => post && { ...post, postId: post._id })
      : await tx.replies.get(targetId);
  if (!item) return undefined;
  const text = 'content' in item ? item.content : item.text;
  return { user: await tx.users.getByUsername(item.username), text, postId: item.postId };
}

/**
 * Files a report: 404 for a target that is not there, 400 for one's own account or writing, 409
 * while the reporter's earlier report of it is open.
 */
export function fileReport(deps: ResolvedDeps, reporter: UserRow, body: ReportBody) {
  return deps.store.transaction(async (tx) => {
    const target = await findTarget(tx, body.targetType, body.targetId);
    if (!target?.user) throw notFound('reportTargetNotFound');
    if (target.user._id === reporter._id) throw badRequest('cannotReportSelf');
    if (await tx.moderation.openReportBy(reporter._id, body.targetType, body.targetId))
      throw refusal(409, 'alreadyReported');
    const report: ReportRow = {
      _id: deps.newId(),
      reporterId: reporter._id,
      targetType: body.targetType,
      targetId: body.targetId,
      targetUserId: target.user._id,
      reason: body.reason,
      comment: body.comment ?? '',
      createdAt: deps.timestamp(),
      resolvedAt: null,
    };
    await tx.moderation.insertReport(report);
    return report;
  });
}
