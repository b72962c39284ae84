import { copy, maybeCopy, seqPage } from './memory-rows';
import { rowNumbers, type StateOf } from './memory-state';
import type { ModerationPort, ReportRow } from './port';

export function memoryModeration(state: StateOf): ModerationPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  const bySeq = (table: string) => (a: { _id: string }, b: { _id: string }) =>
    seqOf(table, a._id) - seqOf(table, b._id);
  const openOf = (targetType: ReportRow['targetType'], targetId: string) =>
    [...state().reports.values()]
      .filter(
        (report) =>
          report.resolvedAt === null &&
          report.targetType === targetType &&
          report.targetId === targetId,
      )
      .sort(bySeq('reports'));

  return {
    insertReport: async (row) => {
      state().reports.set(row._id, copy(row));
      numberRow('reports', row._id);
    },
    getReport: async (id) => maybeCopy(state().reports.get(id)),
    openReportBy: async (reporterId, targetType, targetId) =>
      maybeCopy(openOf(targetType, targetId).find((report) => report.reporterId === reporterId)),
    openTargets: async (query) => {
      const seen = new Set<string>();
      const firsts = [...state().reports.values()]
        .filter((report) => report.resolvedAt === null)
        .sort(bySeq('reports'))
        .filter((report) => {
          const target = `${report.targetType}:${report.targetId}`;
          if (seen.has(target)) return false;
          seen.add(target);
          return true;
        });
      const rows = firsts.map((item) => ({ seq: seqOf('reports', item._id), item }));
      return seqPage('reports', rows, query, 'oldest');
    },
    openReportsOf: async (targetType, targetId, limit) =>
      openOf(targetType, targetId).slice(0, limit).map(copy),
    countOpenReportsOf: async (targetType, targetId) => openOf(targetType, targetId).length,
    resolveReportsOf: async (targetType, targetId, at) => {
      const open = openOf(targetType, targetId);
      for (const report of open) state().reports.set(report._id, { ...report, resolvedAt: at });
      return open.length;
    },

    insertAction: async (row) => {
      state().moderationActions.set(row._id, copy(row));
      numberRow('moderationActions', row._id);
    },
    actions: async (query) => {
      const rows = [...state().moderationActions.values()].map((item) => ({
        seq: seqOf('moderationActions', item._id),
        item,
      }));
      return seqPage('moderation-log', rows, query);
    },
    actionsOn: async (userId, limit) =>
      [...state().moderationActions.values()]
        .filter((action) => action.userId === userId)
        .sort(bySeq('moderationActions'))
        .reverse()
        .slice(0, limit)
        .map(copy),

    insertInvite: async (row) => {
      state().invites.set(row.code, copy(row));
      numberRow('invites', row.code);
    },
    getInvite: async (code) => maybeCopy(state().invites.get(code)),
    useInvite: async (code, at) => {
      const invite = state().invites.get(code);
      if (!invite || invite.uses >= invite.maxUses || !(invite.expiresAt > at)) return false;
      state().invites.set(code, { ...invite, uses: invite.uses + 1 });
      return true;
    },
    deleteInvite: async (code) => {
      state().invites.delete(code);
      forgetRow('invites', code);
    },
    invitesBy: async (creatorId, query) => {
      const rows = [...state().invites.values()]
        .filter((invite) => invite.creatorId === creatorId)
        .map((item) => ({ seq: seqOf('invites', item.code), item }));
      return seqPage('invites', rows, query);
    },
  };
}
