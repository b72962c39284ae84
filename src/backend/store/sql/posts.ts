import { sql, type Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { PostPatch, PostRow, PostState, StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { visibilityFor } from './hides';
import { searchPostsSql } from './post-search';
import { forgetQuietTimelines } from './timeline-read-days';
import { joinedPostColumns, listPosts, postColumns, toPostRow } from './posts-list';
import { countMap, countRows, pageBySeq } from './seq-pages';
import type { Database, PostsTable } from './schema';
import { postStateColumnsSql, toPostState, type PostStateColumns } from './post-states';
import { writePostTags } from './tags';
import { insertIfNew, patchColumns } from './writes';

const postPatchColumns = {
  content: 'content',
  mediaURL: 'media_url',
  mediaAlt: 'media_alt',
  media: 'media_json',
  contentWarning: 'content_warning',
  sensitive: 'sensitive',
  likeCount: 'like_count',
  updatedAt: 'updated_at',
  allowQuotes: 'allow_quotes',
} as const satisfies Record<keyof PostPatch, keyof PostsTable>;

export function postQueries(
  db: Kysely<Database>,
  dialect: SqlDialect,
  inTransaction: boolean,
): StoreTx['posts'] {
  return {
    get: async (id) => {
      const record = await db
        .selectFrom('posts')
        .select(postColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return record && toPostRow(record);
    },
    byIds: async (ids) =>
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('posts')
              .select(postColumns)
              .where(isOneOf(dialect, 'id', ids))
              .execute()
          ).map(toPostRow),
    list: (query = {}) => listPosts(db, dialect, query, inTransaction),
    search: (query) => searchPostsSql(db, dialect, query),
    // Each reads the user's edges newest first from an index on (user_id, seq), a page at a time.
    likedBy: (userId, page) =>
      pageBySeq<PostRow>('liked', page, async (before, limit) => {
        const shown = await visibilityFor(db, page.reader);
        let select = db
          .selectFrom('reactions as r')
          .innerJoin('posts as p', 'p.id', 'r.post_id')
          .select([...joinedPostColumns, 'r.seq as seq'])
          .where('r.user_id', '=', userId)
          .where('r.kind', '=', 'like')
          .where(shown({ username: 'p.username' }));
        if (before !== undefined) select = select.where('r.seq', '<', before);
        const rows = await select.orderBy('r.seq', 'desc').limit(limit).execute();
        return rows.map(({ seq, ...record }) => ({ ...toPostRow(record), seq }));
      }),
    bookmarkedBy: (userId, page) =>
      pageBySeq<PostRow>('bookmarked', page, async (before, limit) => {
        const shown = await visibilityFor(db, page.reader);
        let select = db
          .selectFrom('bookmarks as b')
          .innerJoin('posts as p', 'p.id', 'b.post_id')
          .select([...joinedPostColumns, 'b.seq as seq'])
          .where('b.user_id', '=', userId)
          .where(shown({ username: 'p.username' }));
        if (before !== undefined) select = select.where('b.seq', '<', before);
        const rows = await select.orderBy('b.seq', 'desc').limit(limit).execute();
        return rows.map(({ seq, ...record }) => ({ ...toPostRow(record), seq }));
      }),
    countByAuthors: async (usernames) =>
      countMap(
        await db
          .selectFrom('posts')
          .select((eb) => ['username as key', eb.fn.countAll<number>().as('count')])
          .where(isOneOf(dialect, 'username', usernames))
          .groupBy('username')
          .execute(),
      ),
    // One statement for a whole page (post-states.ts); the author by username, none when
    // posts.username, which has no foreign key, has no user.
    states: async (postIds, viewerId) => {
      const { rows } = await sql<PostStateColumns & { postId: string }>`
        select p.id as "postId", p.username, ${postStateColumnsSql(viewerId)}
        from posts p left join users u on u.username = p.username
        where ${isOneOf(dialect, 'p.id', postIds)}`.execute(db);
      return new Map(rows.map((row): [string, PostState] => [row.postId, toPostState(row)]));
    },
    count: () => countRows(db, 'posts'),
    forgetQuietTimelines: (before) => forgetQuietTimelines(db, before),
    insert: async (row) => {
      const insert = db.insertInto('posts').values(toRecord(row, dialect));
      if (!(await insertIfNew(insert))) throw new StoreConflictError(`post ${row._id}`);
      if (row.content.includes('#')) await writePostTags(db, row._id, row.content);
      if (row.quoteOf !== undefined)
        await db
          .insertInto('quotes')
          .values({ quote_id: row._id, quoted_id: row.quoteOf })
          .execute();
    },
    update: async (id, patch) => {
      const set = patchColumns(
        {
          ...patch,
          media: patch.media && mediaJson(patch.media),
          sensitive: patch.sensitive === undefined ? undefined : flag(dialect, patch.sensitive),
          allowQuotes:
            patch.allowQuotes === undefined ? undefined : flag(dialect, patch.allowQuotes),
        },
        postPatchColumns,
      );
      if (Object.keys(set).length === 0) return;
      await db.updateTable('posts').set(set).where('id', '=', id).execute();
      if (patch.content !== undefined) await writePostTags(db, id, patch.content);
    },
    // Its reactions, replies, bookmarks and tags go with it: their foreign keys cascade.
    delete: async (id) => {
      await db.deleteFrom('posts').where('id', '=', id).execute();
    },
  };
}

function toRecord(row: PostRow, dialect: SqlDialect) {
  return {
    id: row._id,
    content: row.content,
    media_url: row.mediaURL,
    media_alt: row.mediaAlt,
    media_json: mediaJson(row.media),
    content_warning: row.contentWarning,
    sensitive: flag(dialect, row.sensitive),
    username: row.username,
    like_count: row.likeCount,
    created_at: row.createdAt,
    created_ms: instantOf(row.createdAt),
    updated_at: row.updatedAt,
    quote_of: row.quoteOf ?? null,
    allow_quotes: flag(dialect, row.allowQuotes ?? true),
  };
}

/** The instant a timestamp names, in epoch milliseconds, as the cursors count it. */
function instantOf(timestamp: string): number {
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return ms;
}

/** The media list as its column keeps it: null without media. */
const mediaJson = (media: PostRow['media']) => (media.length === 0 ? null : JSON.stringify(media));

/** A boolean as the database binds it: SQLite takes numbers only. */
const flag = (dialect: SqlDialect, value: boolean) =>
  dialect === 'sqlite' ? Number(value) : value;
