import type { Kysely } from 'kysely';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';
import { replacing } from './writes';

const reactionColumns = [
  'post_id as postId',
  'user_id as userId',
  'kind',
  'created_at as createdAt',
] as const;

export function reactionQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['reactions'] {
  return {
    get: (postId, userId) =>
      db
        .selectFrom('reactions')
        .select(reactionColumns)
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    put: async (row) => {
      await db
        .insertInto('reactions')
        .values({
          post_id: row.postId,
          user_id: row.userId,
          kind: row.kind,
          created_at: row.createdAt,
        })
        .onConflict((conflict) =>
          replacing(conflict, ['post_id', 'user_id'], ['kind', 'created_at']),
        )
        .execute();
    },
    forPosts: (postIds) =>
      db
        .selectFrom('reactions')
        .select(reactionColumns)
        .where(isOneOf(dialect, 'post_id', postIds))
        .orderBy('seq')
        .execute(),
  };
}
