import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { FollowCounts, StoreTx, UserRow } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { edgesByKey } from './edges';
import type { Database } from './schema';
import { pageBySeq } from './seq-pages';
import { joinedUserColumns } from './users';
import { insertIfNew } from './writes';
import { visibilityFor } from './hides';

const followColumns = [
  'follower_id as followerId',
  'followee_id as followeeId',
  'created_at as createdAt',
] as const;

export function followQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['follows'] {
  // One side's people, newest edge first, from the index on (that side, seq).
  const peoplePage = (side: 'followers' | 'following') =>
    ((userId, page) =>
      pageBySeq<UserRow>(side, page, async (before, limit) => {
        const shown = await visibilityFor(db, page.reader);
        const [mine, theirs] =
          side === 'followers'
            ? (['f.followee_id', 'f.follower_id'] as const)
            : (['f.follower_id', 'f.followee_id'] as const);
        let select = db
          .selectFrom('follows as f')
          .innerJoin('users as u', 'u.id', theirs)
          .select([...joinedUserColumns, 'f.seq as seq'])
          .where(mine, '=', userId)
          .where(shown({ id: 'u.id' }));
        if (before !== undefined) select = select.where('f.seq', '<', before);
        return select.orderBy('f.seq', 'desc').limit(limit).execute();
      })) satisfies StoreTx['follows']['followers'];

  const edges = edgesByKey(db, 'follows', ['follower_id', 'followee_id']);
  return {
    followers: peoplePage('followers'),
    following: peoplePage('following'),
    // The counts the follows' triggers keep on each user's row (kept-counts.ts).
    counts: async (userIds) => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'follower_count as followers', 'following_count as following'])
        .where(isOneOf(dialect, 'id', userIds))
        .execute();
      const counts = new Map<string, FollowCounts>(
        userIds.map((id) => [id, { followers: 0, following: 0 }]),
      );
      for (const { id, followers, following } of rows) counts.set(id, { followers, following });
      return counts;
    },
    between: (userId, otherIds) =>
      db
        .selectFrom('follows')
        .select(followColumns)
        .where((eb) =>
          eb.or([
            eb.and([eb('follower_id', '=', userId), isOneOf(dialect, 'followee_id', otherIds)]),
            eb.and([eb('followee_id', '=', userId), isOneOf(dialect, 'follower_id', otherIds)]),
          ]),
        )
        .execute(),
    exists: edges.exists,
    insert: async (row) => {
      const insert = db.insertInto('follows').values({
        follower_id: row.followerId,
        followee_id: row.followeeId,
        created_at: row.createdAt,
      });
      if (!(await insertIfNew(insert))) throw new StoreConflictError('follow');
    },
    delete: edges.delete,
    touching: (userIds) =>
      db
        .selectFrom('follows')
        .select(followColumns)
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
