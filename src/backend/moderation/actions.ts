import type { ModerationActionKind, ReportTargetType } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, notFound } from '../http/api-error';
import { forgetFilesLater, takeUploadsOf } from '../media/forget-files';
import { notifyingWrite } from '../notifications/notifying-write';
import type { ModerationActionRow, StoreTx, UserRow } from '../store/port';
import { refuseUntouchable } from './staff';

/** What an action did, for the log: to whom, about what, why. */
interface Done {
  kind: ModerationActionKind;
  userId: string;
  targetType: ReportTargetType;
  targetId: string;
  note: string;
  until?: string | null;
}

/** Closes the target's open reports and writes the action into the log. */
export async function logAction(
  deps: Pick<ResolvedDeps, 'newId'>,
  tx: StoreTx,
  moderator: UserRow,
  now: string,
  done: Done,
): Promise<ModerationActionRow> {
  await tx.moderation.resolveReportsOf(done.targetType, done.targetId, now);
  const action: ModerationActionRow = {
    _id: deps.newId(),
    kind: done.kind,
    moderatorId: moderator._id,
    userId: done.userId,
    targetType: done.targetType,
    targetId: done.targetId,
    note: done.note,
    until: done.until ?? null,
    role: null,
    createdAt: now,
  };
  await tx.moderation.insertAction(action);
  return action;
}

export type ReportAction = 'dismiss' | 'remove' | 'warn';

/**
 * Acts on an open report's target: dismiss closes its reports; remove deletes the reported post
 * or reply for everyone (a post's files leave the media store once that is committed); warn
 * tells its author. Remove and warn tell the author why (the note).
 */
export async function actOnReport(
  deps: ResolvedDeps,
  moderator: UserRow,
  reportId: string,
  kind: ReportAction,
  note: string,
) {
  let queued = false;
  const action = await notifyingWrite(deps, async (tx, notifier, now) => {
    queued = false;
    const report = await tx.moderation.getReport(reportId);
    if (!report || report.resolvedAt !== null) throw notFound('reportNotFound');
    const author = await tx.users.get(report.targetUserId);
    if (kind !== 'dismiss' && author) refuseUntouchable(moderator, author);
    if (kind === 'remove') {
      if (report.targetType === 'user') throw badRequest('reportNotRemovable');
      const post = report.targetType === 'post' ? await tx.posts.get(report.targetId) : undefined;
      if (post) {
        await notifier.postDeleted(post._id);
        const files = await takeUploadsOf(tx, post);
        await tx.posts.delete(post._id);
        queued = await forgetFilesLater(tx, deps, files);
      }
      if (report.targetType === 'reply' && (await tx.replies.get(report.targetId))) {
        await notifier.replyDeleted(report.targetId);
        await tx.replies.delete(report.targetId);
      }
    }
    if (kind !== 'dismiss' && author)
      await notifier.moderated(author._id, moderator._id, `${kind}:${reportId}`, kind, note);
    return logAction(deps, tx, moderator, now, {
      kind,
      userId: report.targetUserId,
      targetType: report.targetType,
      targetId: report.targetId,
      note,
    });
  });
  if (queued) deps.onJobQueued();
  return action;
}
