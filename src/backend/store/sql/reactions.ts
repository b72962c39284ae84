import { lockRow } from './row-lock';
import type { Kysely } from 'kysely';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { blockedBetween } from './blocked-between';
import { joinedPostColumns, toPostRow } from './posts-list';
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
    // What a reaction reads in one statement, after the post's row is locked on PostgreSQL by a
    // statement of its own (lockRow); SQLite's BEGIN IMMEDIATE holds the whole database already.
    lockTarget: async (postId, userId) => {
      if (dialect === 'postgres') await lockRow(db, 'posts', postId);
      const select = db
        .selectFrom('posts as p')
        .leftJoin('users as u', 'u.username', 'p.username')
        .select(joinedPostColumns)
        .select((eb) => [
          'u.id as authorId',
          eb
            .selectFrom('reactions as r')
            .select('r.kind')
            .whereRef('r.post_id', '=', 'p.id')
            .where('r.user_id', '=', userId)
            .as('reaction'),
          blockedBetween(eb, userId, 'u.id').as('blocked'),
        ])
        .where('p.id', '=', postId);
      const found = await select.executeTakeFirst();
      if (!found) return undefined;
      const { authorId, reaction, blocked, ...record } = found;
      return {
        post: toPostRow(record),
        authorId: authorId ?? undefined,
        blocked: Boolean(blocked),
        reaction: reaction ?? undefined,
      };
    },
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
