import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';
import { insertedNothing } from './writes';

export function bookmarkQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['bookmarks'] {
  return {
    // Oldest first means in the order they were made, as the memory adapter keeps them.
    forUsers: (userIds) =>
      db
        .selectFrom('bookmarks')
        .select(['user_id as userId', 'post_id as postId', 'created_at as createdAt'])
        .where(isOneOf(dialect, 'user_id', userIds))
        .orderBy('seq')
        .execute(),
    exists: async (userId, postId) => {
      const row = await db
        .selectFrom('bookmarks')
        .select('seq')
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      return row !== undefined;
    },
    insert: async (row) => {
      const result = await db
        .insertInto('bookmarks')
        .values({ user_id: row.userId, post_id: row.postId, created_at: row.createdAt })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (insertedNothing(result)) throw new StoreConflictError('bookmark');
    },
    delete: async (userId, postId) => {
      await db
        .deleteFrom('bookmarks')
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .execute();
    },
  };
}
