import { lockRow } from './row-lock';
import { sql, type Kysely } from 'kysely';
import type { ReplyPatch, ReplyRow, ReplyState, StoreTx, VoteKind } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { blockedBetween } from './blocked-between';
import { edgesByKey } from './edges';
import { visibilityFor } from './hides';
import type { RepliesTable, Database } from './schema';
import { pageBySeq } from './seq-pages';
import type { KeptReply, NewestRepliesCache } from './newest-replies-cache';
import { joinedAuthor, joinedAuthorColumnsSql, type JoinedAuthor } from './users';
import { patchColumns, replacing } from './writes';

const replyColumns = [
  'id as _id',
  'post_id as postId',
  'username',
  'text',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

const replyPatchColumns = {
  text: 'text',
  updatedAt: 'updated_at',
} as const satisfies Record<keyof ReplyPatch, keyof RepliesTable>;

const voteColumns = [
  'comment_id as replyId',
  'user_id as userId',
  'kind',
  'created_at as createdAt',
] as const;

/** Branches of one SQLite compound SELECT, well under its limit of 500. */
const sqliteBranchesPerQuery = 200;

/**
 * A store's replies (the comments table). replyCache is given outside transactions only: a transaction's reads may see
 * its own writes, which a rollback would take back.
 */
export function replyQueries(
  db: Kysely<Database>,
  dialect: SqlDialect,
  replyCache?: NewestRepliesCache,
): StoreTx['replies'] {
  // One index range per post, read backwards and stopped after perPost rows: a post with
  // thousands of replies costs no more than one with two. PostgreSQL says so with a lateral
  // join (one plan for any number of posts); SQLite, which has none, with one branch per post.
  const readNewest = async (postIds: string[], perPost: number): Promise<KeptReply[]> => {
    const columns = sql`id as "_id", post_id as "postId", username, text,
      created_at as "createdAt", updated_at as "updatedAt", seq`;
    if (dialect === 'postgres') {
      const { rows } = await sql<KeptReply>`select c.* from
        unnest(cast(${postIds} as text[])) as wanted(post_id)
        cross join lateral (
          select ${columns} from comments
          where comments.post_id = wanted.post_id order by seq desc limit ${perPost}
        ) as c`.execute(db);
      return rows;
    }
    // SQLite takes at most 500 terms in one compound SELECT: a capped list of 1,000 posts
    // asks in several.
    const rows: KeptReply[] = [];
    for (let start = 0; start < postIds.length; start += sqliteBranchesPerQuery) {
      const branches = postIds.slice(start, start + sqliteBranchesPerQuery).map(
        (postId, index) => sql`select * from (
          select ${columns} from comments
          where post_id = ${postId} order by seq desc limit ${perPost}
        ) as ${sql.raw(`newest_${index}`)}`,
      );
      const result = await sql<KeptReply>`${sql.join(branches, sql` union all `)}`.execute(db);
      rows.push(...result.rows);
    }
    return rows;
  };
  return {
    get: (id) =>
      db.selectFrom('comments').select(replyColumns).where('id', '=', id).executeTakeFirst(),
    // One range of the (username, seq) index.
    oldestBy: (username, limit) =>
      db
        .selectFrom('comments')
        .select(replyColumns)
        .where('username', '=', username)
        .orderBy('seq')
        .limit(limit)
        .execute(),
    // The same range, read forwards from the cursor's seq.
    pageByAuthor: (username, page) =>
      pageBySeq<ReplyRow>('authorReplies', page, async (after, limit) => {
        let select = db
          .selectFrom('comments')
          .select([...replyColumns, 'seq'])
          .where('username', '=', username);
        if (after !== undefined) select = select.where('seq', '>', after);
        return select.orderBy('seq', 'asc').limit(limit).execute();
      }),
    forPosts: (postIds) =>
      db
        .selectFrom('comments')
        .select(replyColumns)
        .where(isOneOf(dialect, 'post_id', postIds))
        .orderBy('seq')
        .execute(),
    // Posts whose replies the cache holds at the version their states were read at are answered
    // from it; the others are read, and kept at that version. A reply written after the version
    // was read is then kept under the older one, which no later page reads: versions only grow.
    newest: async (postIds, perPost, versions) => {
      const unique = [...new Set(postIds)];
      if (unique.length === 0 || perPost <= 0) return [];
      const kept: KeptReply[] = [];
      const unknown: string[] = [];
      for (const postId of unique) {
        const version = versions?.get(postId);
        const replies =
          version === undefined ? undefined : replyCache?.get(postId, perPost, version);
        if (replies) kept.push(...replies);
        else unknown.push(postId);
      }
      const read = unknown.length > 0 ? await readNewest(unknown, perPost) : [];
      if (replyCache && versions) {
        const byPost = new Map<string, KeptReply[]>(unknown.map((postId) => [postId, []]));
        for (const row of read) byPost.get(row.postId)?.push(row);
        for (const [postId, replies] of byPost) {
          const version = versions.get(postId);
          if (version !== undefined) replyCache.set(postId, perPost, version, replies);
        }
      }
      return [...kept, ...read]
        .sort((a, b) => a.seq - b.seq)
        .map((row) => ({
          _id: row._id,
          postId: row.postId,
          username: row.username,
          text: row.text,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        }));
    },
    // Oldest first: one range of the (post_id, seq) index read forwards from the cursor's seq.
    page: (postId, page) =>
      pageBySeq<ReplyRow>('comments', page, async (after, limit) => {
        const shown = await visibilityFor(db, page.reader);
        let select = db
          .selectFrom('comments')
          .select([...replyColumns, 'seq'])
          .where('post_id', '=', postId)
          .where(shown({ username: 'comments.username' }));
        if (after !== undefined) select = select.where('seq', '>', after);
        return select.orderBy('seq', 'asc').limit(limit).execute();
      }),
    // One statement for a page of replies: each one's kept vote counts, the viewer's own vote
    // looked up on its unique key (without a viewer the null matches none) and its author.
    states: async (replyIds, viewerId) => {
      const { rows } = await sql<
        JoinedAuthor & {
          replyId: string;
          upvoteCount: number | string;
          downvoteCount: number | string;
          viewerVote: VoteKind | null;
        }
      >`select c.id as "replyId",
          c.upvote_count as "upvoteCount",
          c.downvote_count as "downvoteCount",
          (select v.kind from comment_votes v
            where v.comment_id = c.id and v.user_id = ${viewerId ?? null}) as "viewerVote",
          ${joinedAuthorColumnsSql}
        from comments c left join users u on u.username = c.username
        where ${isOneOf(dialect, 'c.id', replyIds)}`.execute(db);
      return new Map(
        rows.map((row): [string, ReplyState] => [
          row.replyId,
          {
            upvoteCount: Number(row.upvoteCount),
            downvoteCount: Number(row.downvoteCount),
            viewerVote: row.viewerVote,
            author: joinedAuthor(row),
          },
        ]),
      );
    },
    update: async (id, patch) => {
      const set = patchColumns(patch, replyPatchColumns);
      if (Object.keys(set).length === 0) return;
      await db.updateTable('comments').set(set).where('id', '=', id).execute();
    },
    // Its votes go with it: their foreign key cascades.
    delete: async (id) => {
      await db.deleteFrom('comments').where('id', '=', id).execute();
    },
    // What a vote reads in one statement, after the reply's row is locked on PostgreSQL (lockRow).
    lockVoteTarget: async (replyId, userId) => {
      if (dialect === 'postgres') await lockRow(db, 'comments', replyId);
      const select = db
        .selectFrom('comments as c')
        .leftJoin('users as u', 'u.username', 'c.username')
        .select([
          'c.id as _id',
          'c.post_id as postId',
          'c.username',
          'c.text',
          'c.created_at as createdAt',
          'c.updated_at as updatedAt',
          'u.id as authorId',
        ])
        .select((eb) => [
          eb
            .selectFrom('comment_votes as v')
            .select('v.kind')
            .whereRef('v.comment_id', '=', 'c.id')
            .where('v.user_id', '=', userId)
            .as('vote'),
          blockedBetween(eb, userId, 'u.id').as('blocked'),
        ])
        .where('c.id', '=', replyId);
      const found = await select.executeTakeFirst();
      if (!found) return undefined;
      const { authorId, vote, blocked, ...reply } = found;
      return {
        reply,
        authorId: authorId ?? undefined,
        blocked: Boolean(blocked),
        vote: vote ?? undefined,
      };
    },
    getVote: (replyId, userId) =>
      db
        .selectFrom('comment_votes')
        .select(voteColumns)
        .where('comment_id', '=', replyId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    // A vote on a reply that is gone inserts nothing (as the memory adapter drops it), rather
    // than failing its foreign key.
    putVote: async (row) => {
      await db
        .insertInto('comment_votes')
        .columns(['comment_id', 'user_id', 'kind', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('comments')
            .select([
              'id',
              eb.val(row.userId).as('user_id'),
              eb.val(row.kind).as('kind'),
              eb.val(row.createdAt).as('created_at'),
            ])
            .where('id', '=', row.replyId),
        )
        .onConflict((conflict) =>
          replacing(conflict, ['comment_id', 'user_id'], ['kind', 'created_at']),
        )
        .execute();
    },
    deleteVote: edgesByKey(db, 'comment_votes', ['comment_id', 'user_id']).delete,
    // A taken id replaces the reply in its place, as the memory adapter's Map.set does.
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
          replacing(conflict, ['id'], ['post_id', 'username', 'text', 'created_at', 'updated_at']),
        )
        .execute();
    },
  };
}
