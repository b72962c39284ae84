import { sql, type Kysely, type RawBuilder } from 'kysely';
import { decodeCursor, encodeCursor, postSortKey } from '../cursor';
import { InvalidCursorError } from '../errors';
import {
  trendingWindow,
  type Page,
  type PostOrder,
  type PostQuery,
  type PostRow,
  type PostsPage,
} from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { feedAuthorHidden, feedAuthorHiddenSql, visibilityFor } from './hides';
import { countRead, timelineKeys, type FeedKey, type SqlHandle } from './home-timeline';
import { mergeNewest, newestRepostKeys } from './feed-reposts';
import { keptNewestPosts, keptTrendingPosts, type KeptPost } from './kept-feed-page';
import { withMediaList, withQuoteFields } from '../post-media-list';
import type { Database } from './schema';

export const postColumns = [
  'id as _id',
  'content',
  'media_url as mediaURL',
  'media_alt as mediaAlt',
  'media_json as mediaJson',
  'content_warning as contentWarning',
  'sensitive',
  'username',
  'like_count as likeCount',
  'created_at as createdAt',
  'updated_at as updatedAt',
  'quote_of as quoteOf',
  'allow_quotes as allowQuotes',
] as const;

/** The post columns read through a join, where the table goes by p. */
export const joinedPostColumns = [
  'p.id as _id',
  'p.content',
  'p.media_url as mediaURL',
  'p.media_alt as mediaAlt',
  'p.media_json as mediaJson',
  'p.content_warning as contentWarning',
  'p.sensitive',
  'p.username',
  'p.like_count as likeCount',
  'p.created_at as createdAt',
  'p.updated_at as updatedAt',
  'p.quote_of as quoteOf',
  'p.allow_quotes as allowQuotes',
] as const;

/** A post as its columns answer it: the media list as JSON, SQLite's booleans as 0 or 1. */
export type PostRecord = Omit<PostRow, 'media' | 'sensitive' | 'quoteOf' | 'allowQuotes'> & {
  mediaJson: string | null;
  sensitive: boolean | number;
  quoteOf: string | null;
  allowQuotes: boolean | number;
};

export const toPostRow = ({
  mediaJson,
  sensitive,
  quoteOf,
  allowQuotes,
  ...row
}: PostRecord): PostRow =>
  withQuoteFields(
    withMediaList({
      ...row,
      media: mediaJson === null ? [] : (JSON.parse(mediaJson) as PostRow['media']),
      sensitive: Boolean(sensitive),
      ...(quoteOf === null ? {} : { quoteOf }),
      allowQuotes: Boolean(allowQuotes),
    }),
  );

/**
 * A page of posts in the order's keyset, (created_ms, id) or (like_count, id), newest or most
 * liked first except for 'oldest'. It answers what the memory adapter answers, cursors included:
 * both sort by cursor.ts's key and break ties by id.
 */
export async function listPosts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  query: PostQuery,
  inTransaction = false,
): Promise<PostsPage> {
  if (query.feedOf !== undefined)
    return listFeed({ db, dialect, inTransaction }, query.feedOf, query);
  if (query.tag !== undefined) return listTagged(db, query.tag, query);
  const order = query.order ?? 'latest';
  const key = order === 'trending' ? 'like_count' : 'created_ms';
  const direction = order === 'oldest' ? 'asc' : 'desc';

  let select = db.selectFrom('posts').select(postColumns);
  if (query.authors) select = select.where(isOneOf(dialect, 'username', query.authors));
  if (query.reader) {
    const shown = await visibilityFor(db, query.reader);
    select = select.where(shown({ username: 'posts.username' }));
  }
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, order);
    // Cursors this store makes hold whole numbers; another could not be compared as the memory
    // adapter compares it (a bigint column against 1.5), so it is refused as not ours.
    if (!cursor || !Number.isSafeInteger(cursor.key)) throw new InvalidCursorError();
    select = select.where((eb) =>
      eb(
        eb.refTuple(key, 'id'),
        direction === 'asc' ? '>' : '<',
        // Cast so that PostgreSQL compares like_count (integer) with a bigint, never overflows.
        eb.tuple(sql<number>`cast(${cursor.key} as bigint)`, cursor.id),
      ),
    );
  }
  select = select.orderBy(key, direction).orderBy('id', direction);
  // One more than the page tells whether another page follows.
  if (query.limit !== undefined) select = select.limit(query.limit + 1);

  const rows = (await select.execute()).map(toPostRow);
  if (query.limit === undefined || rows.length <= query.limit) {
    return { items: rows, nextCursor: null };
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1]!;
  return {
    items,
    nextCursor: encodeCursor({ order, key: postSortKey(last, order), id: last._id }),
  };
}

/**
 * A page of a user's home feed: their own posts and the followed people's. The newest order reads
 * the kept timeline (home-timeline.ts) when it holds the page; otherwise it reads, for each of
 * those authors, the index on (username, created_ms, id) (a CROSS JOIN makes SQLite start from
 * the authors rather than scan every post), keeps the page's keys, then loads those rows only.
 * Trending ranks the newest trendingWindow posts of the feed by likes, read from the timeline
 * when it holds them; the window's first instant rides in the cursor so that every page ranks
 * the same posts. A page the timeline holds is read in one statement (kept-feed-page.ts).
 *
 * A reader who follows someone hidden from them (a mute or a suspension; port/hides.ts) reads the
 * posts directly, their feed's authors filtered once each: the kept timeline holds every followed
 * person's posts, and a mute or suspension that ends must bring them back without building it
 * again. Hidden people the reader
 * does not follow are not in their feed, so the kept timeline serves them as before.
 */
async function listFeed(handle: SqlHandle, userId: string, query: PostQuery): Promise<PostsPage> {
  const { db, dialect } = handle;
  const order: PostOrder = query.order ?? 'latest';
  const trending = order === 'trending';
  const direction = order === 'oldest' ? sql.raw('asc') : sql.raw('desc');
  const comparison = order === 'oldest' ? sql.raw('>') : sql.raw('<');
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order);
  if (query.cursor !== undefined && (!cursor || !Number.isSafeInteger(cursor.key)))
    throw new InvalidCursorError();

  // SQLite's CROSS JOIN keeps this order: it starts from the authors and reads each one's index
  // range, rather than scanning every post. A user never follows themselves, so UNION ALL.
  const join = dialect === 'sqlite' ? sql.raw('cross join') : sql.raw('join');
  const limit = query.limit ?? 1_000_000;
  // A trending feed cursor carries its window; one without is not ours (and would rank all).
  if (trending && cursor && cursor.since === undefined) throw new InvalidCursorError();
  // Counted once per page, whichever of the reads below answers it.
  if (order !== 'oldest') await countRead(handle.db, userId);
  // A kept page asks in its own statement whether the feed needs the filter after all.
  const hidingSql = query.reader && feedAuthorHiddenSql(userId, query.reader);
  let hidingSeen: boolean | undefined;
  if (order === 'latest') {
    const kept = await keptNewestPosts(handle, userId, limit + 1, cursor, hidingSql);
    if (kept && !kept.hiding) return keptPage(kept.posts, userId, limit, order);
    hidingSeen = kept?.hiding;
  }
  if (trending) {
    const after = cursor ? { key: cursor.key, id: cursor.id, since: cursor.since! } : undefined;
    const kept = await keptTrendingPosts(
      handle,
      userId,
      limit + 1,
      trendingWindow,
      after,
      hidingSql,
    );
    if (kept && !kept.hiding) return keptPage(kept.posts, userId, limit, order, kept.since);
    hidingSeen = kept?.hiding;
  }
  const hiding =
    hidingSeen ??
    (query.reader !== undefined && (await feedAuthorHidden(db, userId, query.reader)));
  const shown = (await visibilityFor(db, hiding ? query.reader : undefined))({
    username: 'u.username',
  });
  const from = sql`(
      select u.username from follows f join users u on u.id = f.followee_id
      where f.follower_id = ${userId} and ${shown}
      union all select username from users where id = ${userId}
    ) a ${join} posts p on p.username = a.username`;

  // Newest first, the feed holds the followed people's reposts too (feed-reposts.ts).
  const withReposts = async (
    within: Kysely<Database>,
    count: number,
    before: { key: number; id: string } | undefined,
  ) =>
    mergeNewest(
      await newestFeedKeys(within, from, count, before),
      await newestRepostKeys(within, userId, shown, count, before),
      count,
    );
  const kept =
    order === 'oldest' || hiding
      ? undefined
      : await timelineKeys(
          handle,
          userId,
          {
            order,
            count: limit + 1,
            window: trendingWindow,
            ...(cursor ? { after: cursor, since: cursor.since } : {}),
          },
          (within, count) => withReposts(within, count, undefined),
        );
  let since = kept?.since;
  let keys: FeedKey[];
  if (kept) keys = kept.keys;
  else if (order === 'latest') keys = await withReposts(db, limit + 1, cursor);
  else {
    if (trending) since = cursor ? cursor.since! : await windowStart(db, from);
    const keyColumn = trending ? sql.ref('p.like_count') : sql.ref('p.created_ms');
    const conditions = [sql`1 = 1`];
    if (since !== undefined) conditions.push(sql`p.created_ms >= cast(${since} as bigint)`);
    if (cursor) {
      conditions.push(
        sql`(${keyColumn}, p.id) ${comparison} (cast(${cursor.key} as bigint), ${cursor.id})`,
      );
    }
    keys = (
      await sql<FeedKey>`
        select p.id as id, ${keyColumn} as key from ${from}
        where ${sql.join(conditions, sql` and `)}
        order by ${keyColumn} ${direction}, p.id ${direction}
        limit ${limit + 1}`.execute(db)
    ).rows;
  }

  const pageKeys = keys.slice(0, limit);
  const rows = await db
    .selectFrom('posts')
    .select(postColumns)
    .where(
      isOneOf(
        dialect,
        'id',
        pageKeys.map((key) => key.id),
      ),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row._id, toPostRow(row)]));
  const items = pageKeys.flatMap((key) => {
    const post = byId.get(key.id);
    if (!post) return [];
    return key.reposter ? [{ ...post, repostedBy: key.reposter }] : [post];
  });
  const last = pageKeys[pageKeys.length - 1];
  return {
    items,
    nextCursor:
      keys.length > limit && last
        ? encodeCursor({
            order,
            key: Number(last.key),
            id: last.id,
            ...(since !== undefined ? { since } : {}),
          })
        : null,
  };
}

/** A page of kept posts, of which one more than `limit` was asked for; trending's has `since`. */
/** A page of the owner's kept feed, with the posts' states for the owner, who reads it. */
function keptPage(
  kept: KeptPost[],
  ownerId: string,
  limit: number,
  order: PostOrder,
  since?: number,
): PostsPage {
  const page = kept.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ post }) => post),
    viewed: {
      viewerId: ownerId,
      byPost: new Map(page.map(({ post, state }) => [post._id, state])),
    },
    nextCursor:
      kept.length > limit && last
        ? encodeCursor({
            order,
            key: Number(last.key),
            id: last.post._id,
            ...(since !== undefined ? { since } : {}),
          })
        : null,
  };
}

/** The instant of the feed's trendingWindow-th newest post, or 0 when it has fewer. */
async function windowStart(db: Kysely<Database>, from: RawBuilder<unknown>): Promise<number> {
  const keys = await newestFeedKeys(db, from, trendingWindow, undefined);
  return keys.length === trendingWindow ? Number(keys[keys.length - 1]!.key) : 0;
}

const dayMs = 24 * 60 * 60 * 1000;
/**
 * How far back the tries of a feed page look before reading all of it: a day holds a page of a
 * busy feed (the guest's of the generated world has about 2,000 posts a day), a week one of most.
 */
const feedSpansMs = [dayMs, 7 * dayMs];

/**
 * The keys of a feed's newest posts before a position, newest first. Sorting every post of the
 * followed people would cost as much as they ever wrote (a reader who follows prolific people
 * has hundreds of thousands), and SQLite reads the whole span to keep the newest, so the first
 * try reads, for each author, only the index range of the day before the position, the next the
 * week's. Posts newer than that are never left out (the span bounds only how far back it looks),
 * so when a span holds `limit` posts they are the feed's first. Otherwise the feed is sparse,
 * and the last try reads all of it.
 */
async function newestFeedKeys(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  limit: number,
  before: { key: number; id: string } | undefined,
): Promise<FeedKey[]> {
  const top = before ? before.key : Date.now();
  for (const since of [...feedSpansMs.map((span) => top - span), undefined]) {
    const conditions = [sql`1 = 1`];
    if (since !== undefined) conditions.push(sql`p.created_ms >= cast(${since} as bigint)`);
    if (before)
      conditions.push(sql`(p.created_ms, p.id) < (cast(${before.key} as bigint), ${before.id})`);
    const { rows } = await sql<FeedKey>`
      select p.id as id, p.created_ms as key from ${from}
      where ${sql.join(conditions, sql` and `)}
      order by p.created_ms desc, p.id desc
      limit ${limit}`.execute(db);
    if (rows.length >= limit || since === undefined) return rows;
  }
  return [];
}

/**
 * A page of a tag's posts, newest first: one range of post_tags_by_tag, (created_ms, post_id)
 * from the cursor on, its rows joined to their posts. The same cursors as the latest order.
 */
async function listTagged(
  db: Kysely<Database>,
  tag: string,
  query: PostQuery,
): Promise<Page<PostRow>> {
  if ((query.order ?? 'latest') !== 'latest') throw new RangeError('A tag lists latest only');
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'latest');
  if (query.cursor !== undefined && (!cursor || !Number.isSafeInteger(cursor.key)))
    throw new InvalidCursorError();
  let select = db
    .selectFrom('post_tags as t')
    .innerJoin('posts as p', 'p.id', 't.post_id')
    .select(joinedPostColumns)
    .where('t.tag', '=', tag);
  if (query.reader) {
    const shown = await visibilityFor(db, query.reader);
    select = select.where(shown({ username: 't.username' }));
  }
  if (cursor)
    select = select.where((eb) =>
      eb(
        eb.refTuple('t.created_ms', 't.post_id'),
        '<',
        eb.tuple(sql<number>`cast(${cursor.key} as bigint)`, cursor.id),
      ),
    );
  select = select.orderBy('t.created_ms', 'desc').orderBy('t.post_id', 'desc');
  if (query.limit !== undefined) select = select.limit(query.limit + 1);
  const rows = (await select.execute()).map(toPostRow);
  if (query.limit === undefined || rows.length <= query.limit)
    return { items: rows, nextCursor: null };
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1]!;
  return {
    items,
    nextCursor: encodeCursor({ order: 'latest', key: postSortKey(last, 'latest'), id: last._id }),
  };
}
