import { guestCredentials } from '@/contract';
import type { ReportRow, Store } from '../store/port';

/** The demo's sample reports: a post and a reply that others reported, waiting in the queue. */
const sampleReports: Omit<ReportRow, 'resolvedAt'>[] = [
  {
    _id: 'demo-report-1',
    reporterId: '5',
    targetType: 'post',
    targetId: 'p02',
    targetUserId: '3',
    reason: 'spam',
    comment: 'Reads like an advert to me.',
    createdAt: '2026-11-20T09:00:00.000+00:00',
  },
  {
    _id: 'demo-report-2',
    reporterId: '6',
    targetType: 'post',
    targetId: 'p02',
    targetUserId: '3',
    reason: 'other',
    comment: '',
    createdAt: '2026-11-20T10:30:00.000+00:00',
  },
  {
    _id: 'demo-report-3',
    reporterId: '2',
    targetType: 'reply',
    targetId: 'c02',
    targetUserId: '5',
    reason: 'harassment',
    comment: 'Snide, and not the first time.',
    createdAt: '2026-11-21T08:15:00.000+00:00',
  },
];

/**
 * The in-page demo only, where each visitor has a world of their own: the guest is a moderator,
 * with a few reports waiting, so that the moderation screens can be tried. The Node host never
 * does this (the guest's password is published).
 */
export async function seedDemoModeration(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    const guest = await tx.users.getByUsername(guestCredentials.username);
    if (!guest) return;
    await tx.users.update(guest._id, { role: 'moderator' });
    for (const report of sampleReports)
      if (!(await tx.moderation.getReport(report._id)))
        await tx.moderation.insertReport({ ...report, resolvedAt: null });
  });
}
