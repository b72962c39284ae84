import { sql, type Kysely } from 'kysely';
import type { CommentRow, StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';

/** Branches of one SQLite compound SELECT, well under its limit of 500. */
const sqliteBranchesPerQuery = 200;

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
    // One index range per post, read backwards and stopped after perPost rows: a post with
    // thousands of comments costs no more than one with two. PostgreSQL says so with a lateral
    // join (one plan for any number of posts); SQLite, which has none, with one branch per post.
    newest: async (postIds, perPost) => {
      const unique = [...new Set(postIds)];
      if (unique.length === 0 || perPost <= 0) return [];
      const columns = sql`id as "_id", post_id as "postId", username, text,
        created_at as "createdAt", updated_at as "updatedAt", seq`;
      if (dialect === 'postgres') {
        const { rows } = await sql<CommentRow & { seq: number }>`select c.* from
          unnest(cast(${unique} as text[])) as wanted(post_id)
          cross join lateral (
            select ${columns} from comments
            where comments.post_id = wanted.post_id order by seq desc limit ${perPost}
          ) as c
          order by c.seq`.execute(db);
        return rows.map(({ seq: _seq, ...row }) => row);
      }
      // SQLite takes at most 500 terms in one compound SELECT: a capped list of 1,000 posts
      // asks in several.
      const rows: (CommentRow & { seq: number })[] = [];
      for (let start = 0; start < unique.length; start += sqliteBranchesPerQuery) {
        const branches = unique.slice(start, start + sqliteBranchesPerQuery).map(
          (postId, index) => sql`select * from (
            select ${columns} from comments
            where post_id = ${postId} order by seq desc limit ${perPost}
          ) as ${sql.raw(`newest_${index}`)}`,
        );
        const result = await sql<CommentRow & { seq: number }>`${sql.join(
          branches,
          sql` union all `,
        )}`.execute(db);
        rows.push(...result.rows);
      }
      return rows.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...row }) => row);
    },
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
