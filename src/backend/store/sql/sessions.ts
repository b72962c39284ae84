import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { withSessionDefaults, type SessionRow, type StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import { joinedUser, joinedUserColumnsSql, type JoinedUser } from './users';
import type { Database } from './schema';
import { pageBySeq } from './seq-pages';
import { replacing } from './writes';

/**
 * column against a time as instants: the text carries an offset, so it does not sort by time. An
 * empty or null column is never before nor after (an empty revoked_at is no revoke).
 */
function compared(
  dialect: SqlDialect,
  column: RawBuilder<unknown>,
  operator: '<' | '>',
  at: string,
): RawBuilder<SqlBool> {
  const value = sql`nullif(${column}, '')`;
  const op = sql.raw(operator);
  return dialect === 'postgres'
    ? sql<SqlBool>`cast(${value} as timestamptz) ${op} cast(${at} as timestamptz)`
    : sql<SqlBool>`julianday(${value}) ${op} julianday(${at})`;
}

const isBefore = (dialect: SqlDialect, column: string, before: string) =>
  compared(dialect, sql.ref(column), '<', before);

/** A session before 0016 was never seen since it was made. */
const lastSeenSql = sql<string>`coalesce(last_seen_at, created_at)`;

const sessionColumns = [
  'id as _id',
  'user_id as userId',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'revoked_at as revokedAt',
  'user_agent as userAgent',
  'address',
  lastSeenSql.as('lastSeenAt'),
] as const;

/** What a session inserted again under its id takes from the new row. */
const replacedColumns = [
  'user_id',
  'created_at',
  'expires_at',
  'revoked_at',
  'user_agent',
  'address',
  'last_seen_at',
] as const;

const notRevoked = sql<SqlBool>`(revoked_at is null or revoked_at = '')`;

export function sessionQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['sessions'] {
  return {
    get: (id) =>
      db.selectFrom('sessions').select(sessionColumns).where('id', '=', id).executeTakeFirst(),
    // The user's columns keep their names; the session's are renamed where the two would clash.
    getWithUser: async (id) => {
      const { rows } = await sql<
        JoinedUser & {
          sessionId: string;
          sessionUserId: string;
          sessionCreatedAt: string;
          expiresAt: string;
          revokedAt: string | null;
          userAgent: string | null;
          address: string | null;
          lastSeenAt: string;
        }
      >`select s.id as "sessionId", s.user_id as "sessionUserId",
          s.created_at as "sessionCreatedAt", s.expires_at as "expiresAt",
          s.revoked_at as "revokedAt", s.user_agent as "userAgent", s.address as "address",
          coalesce(s.last_seen_at, s.created_at) as "lastSeenAt", ${joinedUserColumnsSql}
        from sessions s left join users u on u.id = s.user_id
        where s.id = ${id}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      const session: SessionRow = {
        _id: row.sessionId,
        userId: row.sessionUserId,
        createdAt: row.sessionCreatedAt,
        expiresAt: row.expiresAt,
        revokedAt: row.revokedAt,
        userAgent: row.userAgent,
        address: row.address,
        lastSeenAt: row.lastSeenAt,
      };
      return { session, user: joinedUser(row) };
    },
    // A taken id replaces the session, as the memory adapter's Map.set does.
    insert: async (newRow) => {
      const row = withSessionDefaults(newRow);
      const values = {
        id: row._id,
        user_id: row.userId,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
        revoked_at: row.revokedAt,
        user_agent: row.userAgent,
        address: row.address,
        last_seen_at: row.lastSeenAt,
      };
      await db
        .insertInto('sessions')
        .values(values)
        .onConflict((conflict) => replacing(conflict, ['id'], replacedColumns))
        .execute();
    },
    // Only the first revoke counts; like the memory adapter, an empty revokedAt is not one.
    revoke: async (id, at) => {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where(notRevoked)
        .execute();
    },
    // Through sessions_by_user_newest; expired sessions are revoked too, which changes nothing.
    revokeAllOf: async (userId, at, keepId) => {
      let update = db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId);
      if (keepId !== undefined) update = update.where('id', '<>', keepId);
      const rows = await update.where(notRevoked).returning('id').execute();
      return rows.map((row) => row.id);
    },
    // Newest first through sessions_by_user_newest (user_id, seq).
    liveOf: (userId, at, query) =>
      pageBySeq<SessionRow>('sessions', query, (before, limit) => {
        let select = db
          .selectFrom('sessions')
          .select([...sessionColumns, 'seq'])
          .where('user_id', '=', userId)
          .where(notRevoked)
          .where(compared(dialect, sql.ref('expires_at'), '>', at));
        if (before !== undefined) select = select.where('seq', '<', before);
        return select.orderBy('seq', 'desc').limit(limit).execute();
      }),
    revokeOf: async (userId, id, at) => {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where(notRevoked)
        .where(compared(dialect, sql.ref('expires_at'), '>', at))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    // Conditional, so that processes seeing the same session at once write it once between them.
    touch: async (id, at, since) => {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('id', '=', id)
        .where(compared(dialect, lastSeenSql, '<', since))
        .execute();
    },
    deleteEnded: async (before) => {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([isBefore(dialect, 'expires_at', before), isBefore(dialect, 'revoked_at', before)]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
