import { sql, type Kysely } from 'kysely';
import type { InviteRow, ModerationActionRow, ModerationPort, ReportRow } from '../port';
import type { Database } from './schema';
import { pageBySeq } from './seq-pages';

const reportColumns = [
  'id as _id',
  'reporter_id as reporterId',
  'target_type as targetType',
  'target_id as targetId',
  'target_user_id as targetUserId',
  'reason',
  'comment',
  'created_at as createdAt',
  'resolved_at as resolvedAt',
] as const;

const actionColumns = [
  'id as _id',
  'kind',
  'moderator_id as moderatorId',
  'user_id as userId',
  'target_type as targetType',
  'target_id as targetId',
  'note',
  'until',
  'role',
  'created_at as createdAt',
] as const;

const inviteColumns = [
  'code',
  'creator_id as creatorId',
  'max_uses as maxUses',
  'uses',
  'expires_at as expiresAt',
  'created_at as createdAt',
] as const;

/** Instants compared as instants: the texts carry offsets. */
const laterThan = (column: string, at: string) => sql<boolean>`${sql.ref(column)} > ${at}`;

export function moderationQueries(db: Kysely<Database>): ModerationPort {
  const reports = () => db.selectFrom('reports').select(reportColumns);
  const openOf = (targetType: ReportRow['targetType'], targetId: string) =>
    db
      .selectFrom('reports')
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .where('resolved_at', 'is', null);

  return {
    insertReport: async (row) => {
      await db
        .insertInto('reports')
        .values({
          id: row._id,
          reporter_id: row.reporterId,
          target_type: row.targetType,
          target_id: row.targetId,
          target_user_id: row.targetUserId,
          reason: row.reason,
          comment: row.comment,
          created_at: row.createdAt,
          resolved_at: row.resolvedAt,
        })
        .execute();
    },
    getReport: (id) => reports().where('id', '=', id).executeTakeFirst(),
    openReportBy: (reporterId, targetType, targetId) =>
      openOf(targetType, targetId)
        .select(reportColumns)
        .where('reporter_id', '=', reporterId)
        .executeTakeFirst(),
    // Each open report that no older open report of its target comes before: one per target.
    openTargets: (query) =>
      pageBySeq<ReportRow>('reports', query, (after, limit) => {
        let select = db
          .selectFrom('reports as r')
          .select([
            'r.id as _id',
            'r.reporter_id as reporterId',
            'r.target_type as targetType',
            'r.target_id as targetId',
            'r.target_user_id as targetUserId',
            'r.reason',
            'r.comment',
            'r.created_at as createdAt',
            'r.resolved_at as resolvedAt',
            'r.seq',
          ])
          .where('r.resolved_at', 'is', null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('reports as o')
                  .select('o.seq')
                  .whereRef('o.target_type', '=', 'r.target_type')
                  .whereRef('o.target_id', '=', 'r.target_id')
                  .where('o.resolved_at', 'is', null)
                  .whereRef('o.seq', '<', 'r.seq'),
              ),
            ),
          );
        if (after !== undefined) select = select.where('r.seq', '>', after);
        return select.orderBy('r.seq').limit(limit).execute();
      }),
    openReportsOf: (targetType, targetId, limit) =>
      openOf(targetType, targetId).select(reportColumns).orderBy('seq').limit(limit).execute(),
    countOpenReportsOf: async (targetType, targetId) => {
      const row = await openOf(targetType, targetId)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    resolveReportsOf: async (targetType, targetId, at) => {
      const result = await db
        .updateTable('reports')
        .set({ resolved_at: at })
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    insertAction: async (row: ModerationActionRow) => {
      await db
        .insertInto('moderation_actions')
        .values({
          id: row._id,
          kind: row.kind,
          moderator_id: row.moderatorId,
          user_id: row.userId,
          target_type: row.targetType,
          target_id: row.targetId,
          note: row.note,
          until: row.until,
          role: row.role,
          created_at: row.createdAt,
        })
        .execute();
    },
    actions: (query) =>
      pageBySeq<ModerationActionRow>('moderation-log', query, (before, limit) => {
        let select = db.selectFrom('moderation_actions').select([...actionColumns, 'seq']);
        if (before !== undefined) select = select.where('seq', '<', before);
        return select.orderBy('seq', 'desc').limit(limit).execute();
      }),
    actionsOn: (userId, limit) =>
      db
        .selectFrom('moderation_actions')
        .select(actionColumns)
        .where('user_id', '=', userId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute(),

    insertInvite: async (row: InviteRow) => {
      await db
        .insertInto('invites')
        .values({
          code: row.code,
          creator_id: row.creatorId,
          max_uses: row.maxUses,
          uses: row.uses,
          expires_at: row.expiresAt,
          created_at: row.createdAt,
        })
        .execute();
    },
    getInvite: (code) =>
      db.selectFrom('invites').select(inviteColumns).where('code', '=', code).executeTakeFirst(),
    // The store writes expires_at as UTC text of one format, so text order is time order.
    useInvite: async (code, at) => {
      const result = await db
        .updateTable('invites')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('code', '=', code)
        .whereRef('uses', '<', 'max_uses')
        .where(laterThan('expires_at', at))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    deleteInvite: async (code) => {
      await db.deleteFrom('invites').where('code', '=', code).execute();
    },
    invitesBy: (creatorId, query) =>
      pageBySeq<InviteRow>('invites', query, (before, limit) => {
        let select = db
          .selectFrom('invites')
          .select([...inviteColumns, 'seq'])
          .where('creator_id', '=', creatorId);
        if (before !== undefined) select = select.where('seq', '<', before);
        return select.orderBy('seq', 'desc').limit(limit).execute();
      }),
  };
}
