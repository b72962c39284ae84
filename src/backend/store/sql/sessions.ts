import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionRow, StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import { joinedUser, joinedUserColumnsSql, type JoinedUser } from './users';
import type { Database } from './schema';
import { replacing } from './writes';

/**
 * column < before as instants: the text carries an offset, so it does not sort by time. An
 * empty or null column is never before (an empty revoked_at is no revoke).
 */
function isBefore(dialect: SqlDialect, column: string, before: string): RawBuilder<SqlBool> {
  const value = sql`nullif(${sql.ref(column)}, '')`;
  return dialect === 'postgres'
    ? sql<SqlBool>`cast(${value} as timestamptz) < cast(${before} as timestamptz)`
    : sql<SqlBool>`julianday(${value}) < julianday(${before})`;
}

export function sessionQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['sessions'] {
  return {
    get: (id) =>
      db
        .selectFrom('sessions')
        .select([
          'id as _id',
          'user_id as userId',
          'created_at as createdAt',
          'expires_at as expiresAt',
          'revoked_at as revokedAt',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),
    // The user's columns keep their names; the session's are renamed where the two would clash.
    getWithUser: async (id) => {
      const { rows } = await sql<
        JoinedUser & {
          sessionId: string;
          sessionUserId: string;
          sessionCreatedAt: string;
          expiresAt: string;
          revokedAt: string | null;
        }
      >`select s.id as "sessionId", s.user_id as "sessionUserId",
          s.created_at as "sessionCreatedAt", s.expires_at as "expiresAt",
          s.revoked_at as "revokedAt", ${joinedUserColumnsSql}
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
      };
      return { session, user: joinedUser(row) };
    },
    // A taken id replaces the session, as the memory adapter's Map.set does.
    insert: async (row) => {
      await db
        .insertInto('sessions')
        .values({
          id: row._id,
          user_id: row.userId,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          revoked_at: row.revokedAt,
        })
        .onConflict((conflict) =>
          replacing(conflict, ['id'], ['user_id', 'created_at', 'expires_at', 'revoked_at']),
        )
        .execute();
    },
    // Only the first revoke counts; like the memory adapter, an empty revokedAt is not one.
    revoke: async (id, at) => {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '=', '')]))
        .execute();
    },
    // Through sessions_by_user; expired sessions are revoked too, which changes nothing they do.
    revokeAllOf: async (userId, at, keepId) => {
      let update = db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId);
      if (keepId !== undefined) update = update.where('id', '<>', keepId);
      const rows = await update
        .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '=', '')]))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
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
