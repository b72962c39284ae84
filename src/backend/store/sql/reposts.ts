import type { Kysely } from 'kysely';
import type { StoreTx } from '../port';
import type { Database } from './schema';

/** Reposts; their triggers keep the counts and the home timelines (repost-statements.ts). */
export function repostQueries(db: Kysely<Database>): StoreTx['reposts'] {
  return {
    put: async (row) => {
      const result = await db
        .insertInto('reposts')
        .values({
          post_id: row.postId,
          user_id: row.userId,
          created_at: row.createdAt,
          created_ms: Date.parse(row.createdAt),
        })
        .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    delete: async (postId, userId) => {
      const result = await db
        .deleteFrom('reposts')
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
