import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { FollowCounts, StoreTx, UserRow } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';
import { pageBySeq } from './seq-pages';
import { joinedUserColumns } from './users';
import { insertedNothing } from './writes';

export function followQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['follows'] {
  /** One side's people, newest edge first, from the index on (that side, seq). */
  const peoplePage = (side: 'followers' | 'following') =>
    ((userId, page) =>
      pageBySeq<UserRow>(side, page, (before, limit) => {
        const [mine, theirs] =
          side === 'followers'
            ? (['f.followee_id', 'f.follower_id'] as const)
            : (['f.follower_id', 'f.followee_id'] as const);
        let select = db
          .selectFrom('follows as f')
          .innerJoin('users as u', 'u.id', theirs)
          .select([...joinedUserColumns, 'f.seq as seq'])
          .where(mine, '=', userId);
        if (before !== undefined) select = select.where('f.seq', '<', before);
        return select.orderBy('f.seq', 'desc').limit(limit).execute();
      })) satisfies StoreTx['follows']['followers'];

  return {
    followers: peoplePage('followers'),
    following: peoplePage('following'),
    counts: async (userIds) => {
      const countSide = (column: 'followee_id' | 'follower_id') =>
        db
          .selectFrom('follows')
          .select((eb) => [`${column} as key`, eb.fn.countAll<number | string>().as('count')])
          .where(isOneOf(dialect, column, userIds))
          .groupBy(column)
          .execute();
      const [followers, following] = await Promise.all([
        countSide('followee_id'),
        countSide('follower_id'),
      ]);
      const counts = new Map<string, FollowCounts>(
        userIds.map((id) => [id, { followers: 0, following: 0 }]),
      );
      for (const row of followers) counts.get(row.key)!.followers = Number(row.count);
      for (const row of following) counts.get(row.key)!.following = Number(row.count);
      return counts;
    },
    between: (userId, otherIds) =>
      db
        .selectFrom('follows')
        .select([
          'follower_id as followerId',
          'followee_id as followeeId',
          'created_at as createdAt',
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('follower_id', '=', userId), isOneOf(dialect, 'followee_id', otherIds)]),
            eb.and([eb('followee_id', '=', userId), isOneOf(dialect, 'follower_id', otherIds)]),
          ]),
        )
        .execute(),
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
