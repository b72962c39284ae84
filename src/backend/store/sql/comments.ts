import { sql, type Kysely } from 'kysely';
import type { CommentRow, StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';
import { countMap } from './seq-pages';

export function commentQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['comments'] {
  return {
    forPosts: (postIds) =>
      db
        .selectFrom('comments')
        .select([
          'id as _id',
          'post_id as postId',
          'username',
          'text',
          'created_at as createdAt',
          'updated_at as updatedAt',
        ])
        .where(isOneOf(dialect, 'post_id', postIds))
        .orderBy('seq')
        .execute(),
    // Ranked within each post by a window function, so only perPost rows a post leave the database.
    newest: async (postIds, perPost) => {
      const { rows } = await sql<CommentRow>`
        select id as "_id", post_id as "postId", username, text,
          created_at as "createdAt", updated_at as "updatedAt"
        from (
          select c.*, row_number() over (partition by post_id order by seq desc) as rank
          from comments c where ${isOneOf(dialect, 'post_id', postIds)}
        ) ranked
        where rank <= ${perPost}
        order by seq`.execute(db);
      return rows;
    },
    counts: async (postIds) =>
      countMap(
        await db
          .selectFrom('comments')
          .select((eb) => ['post_id as key', eb.fn.countAll<number>().as('count')])
          .where(isOneOf(dialect, 'post_id', postIds))
          .groupBy('post_id')
          .execute(),
      ),
    // A taken id replaces the comment in its place, as the memory adapter's Map.set does.
    insert: async (row) => {
      await db
        .insertInto('comments')
        .values({
          id: row._id,
          post_id: row.postId,
          username: row.username,
          text: row.text,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            post_id: eb.ref('excluded.post_id'),
            username: eb.ref('excluded.username'),
            text: eb.ref('excluded.text'),
            created_at: eb.ref('excluded.created_at'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
  };
}
