import type { Kysely } from 'kysely';
import type { StoreTx } from '../port';
import type { Database } from './schema';

export function sessionQueries(db: Kysely<Database>): StoreTx['sessions'] {
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
          conflict.column('id').doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            created_at: eb.ref('excluded.created_at'),
            expires_at: eb.ref('excluded.expires_at'),
            revoked_at: eb.ref('excluded.revoked_at'),
          })),
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
  };
}
