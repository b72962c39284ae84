import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';
import { insertedNothing } from './writes';

export function followQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['follows'] {
  return {
    exists: async (followerId, followeeId) => {
      const row = await db
        .selectFrom('follows')
        .select('seq')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .executeTakeFirst();
      return row !== undefined;
    },
    insert: async (row) => {
      const result = await db
        .insertInto('follows')
        .values({
          follower_id: row.followerId,
          followee_id: row.followeeId,
          created_at: row.createdAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (insertedNothing(result)) throw new StoreConflictError('follow');
    },
    delete: async (followerId, followeeId) => {
      await db
        .deleteFrom('follows')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .execute();
    },
    touching: (userIds) =>
      db
        .selectFrom('follows')
        .select([
          'follower_id as followerId',
          'followee_id as followeeId',
          'created_at as createdAt',
        ])
        .where((eb) =>
          eb.or([
            isOneOf(dialect, 'follower_id', userIds),
            isOneOf(dialect, 'followee_id', userIds),
          ]),
        )
        .orderBy('seq')
        .execute(),
  };
}
