import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { edgesByKey } from './edges';
import type { Database } from './schema';
import { insertIfNew } from './writes';

export function bookmarkQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['bookmarks'] {
  const { exists, delete: remove } = edgesByKey(db, 'bookmarks', ['user_id', 'post_id']);
  return {
    // Oldest first means in the order they were made, as the memory adapter keeps them.
    forUsers: (userIds) =>
      db
        .selectFrom('bookmarks')
        .select(['user_id as userId', 'post_id as postId', 'created_at as createdAt'])
        .where(isOneOf(dialect, 'user_id', userIds))
        .orderBy('seq')
        .execute(),
    exists,
    insert: async (row) => {
      const insert = db
        .insertInto('bookmarks')
        .values({ user_id: row.userId, post_id: row.postId, created_at: row.createdAt });
      if (!(await insertIfNew(insert))) throw new StoreConflictError('bookmark');
    },
    delete: remove,
  };
}
