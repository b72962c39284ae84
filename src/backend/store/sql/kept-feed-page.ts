/**
 * The feed's pages, the API's most read answers, in one statement when the reader's kept
 * timeline holds them (home-timeline.ts), so that a page and what tells it is whole come from one
 * snapshot without a transaction:
 * - newest first: the entries above the floor joined to their posts, each row carrying the floor;
 * - trending: the window's entries ranked by likes, the window's start found in the same
 *   statement and carried in each row, the floor checked there too.
 * Each stands for a read-only transaction of two or three reads and a read of the posts by id,
 * statements that cost more in Kysely and the driver than their lookups cost in SQLite.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PostRow, PostState } from '../port';
import { timelineLength, type FeedPosition, type SqlHandle } from './home-timeline';
import { postStateColumnsSql, toPostState, type PostStateColumns } from './post-states';
import { toPostRow, type PostRecord } from './posts-list';

/** A post of a feed page with its position in the page's order, and its state for the owner. */
export interface KeptPost {
  post: PostRow;
  key: number | string;
  state: PostState;
}

/** The post columns of a kept page's rows, where the table goes by p. */
const postColumnsSql = sql.raw(`p.id as "_id", p.content, p.media_url as "mediaURL",
  p.media_alt as "mediaAlt", p.media_json as "mediaJson", p.content_warning as "contentWarning",
  p.sensitive, p.username, p.like_count as "likeCount", p.created_at as "createdAt",
  p.updated_at as "updatedAt", p.quote_of as "quoteOf", p.allow_quotes as "allowQuotes"`);

type KeptRow = PostRecord &
  PostStateColumns & { key: number | string; repostedBy?: string | null; hiding: SqlBool };

/**
 * A kept page, and whether the reader's feed needs the filter after all (someone it follows is
 * hidden from them: hides.ts's feedAuthorHiddenSql, asked in the page's statement so that the
 * page costs one round trip); when it does, the page is read again, filtered.
 */
export interface KeptPage {
  posts: KeptPost[];
  hiding: boolean;
}

/** Nobody the reader follows is hidden: the question of a page read without a reader. */
export const noneHidden = sql<SqlBool>`1 = 0`;

const toKeptPost = (row: KeptRow): KeptPost => ({
  post: withReposter(row.repostedBy, {
    _id: row._id,
    content: row.content,
    mediaURL: row.mediaURL,
    mediaAlt: row.mediaAlt,
    mediaJson: row.mediaJson,
    contentWarning: row.contentWarning,
    sensitive: row.sensitive,
    username: row.username,
    likeCount: Number(row.likeCount),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    quoteOf: row.quoteOf,
    allowQuotes: row.allowQuotes,
  }),
  key: row.key,
  state: toPostState(row),
});

/** The post of a feed row, marked with the reposter whose repost brought it, if one did. */
export function withReposter(reposter: string | null | undefined, record: PostRecord): PostRow {
  const post = toPostRow(record);
  return reposter ? { ...post, repostedBy: reposter } : post;
}

/**
 * Up to `count` posts of the owner's feed after `after`, newest first, from the kept timeline in
 * one snapshot (one statement, each row carrying the floor). Undefined when the statement cannot
 * tell: no row came (no ready timeline, or nothing above the floor), or fewer than `count` above
 * a floor (the rest of the feed is older than what is kept); timelineKeys then reads the page.
 */
export async function keptNewestPosts(
  handle: SqlHandle,
  ownerId: string,
  count: number,
  after: FeedPosition | undefined,
  hiding: RawBuilder<SqlBool> = noneHidden,
): Promise<KeptPage | undefined> {
  if (count > timelineLength) return undefined;
  const conditions = [sql`o.owner_id = ${ownerId}`, sql`o.ready = 1`];
  if (after)
    conditions.push(sql`(e.created_ms, e.post_id) < (cast(${after.key} as bigint), ${after.id})`);
  // The page's entries are picked first and only they are joined to their posts: joined before
  // the limit, PostgreSQL read every one of the timeline's 800 posts to sort them (3,400 buffers
  // a page rather than 120) whenever it took the timeline for a small one.
  const { rows } = await sql<KeptRow & { floorMs: number | string | null }>`
    select ${postColumnsSql}, e.key, e."floorMs", ru.username as "repostedBy",
      ${postStateColumnsSql(ownerId)}, ${hiding} as hiding
    from (
      select e.post_id, e.reposter_id, e.created_ms as key, o.floor_ms as "floorMs"
      from timeline_owners o
      join timeline_entries e on e.owner_id = o.owner_id
        and (o.floor_ms is null or (e.created_ms, e.post_id) >= (o.floor_ms, o.floor_id))
      where ${sql.join(conditions, sql` and `)}
      order by e.created_ms desc, e.post_id desc
      limit ${count}
    ) e
    join posts p on p.id = e.post_id
    left join users u on u.username = p.username
    left join users ru on ru.id = e.reposter_id
    order by e.key desc, e.post_id desc`.execute(handle.db);
  const first = rows[0];
  if (!first || (rows.length < count && first.floorMs !== null)) return undefined;
  return { posts: rows.map(toKeptPost), hiding: Boolean(first.hiding) };
}

/** Where a trending page starts: after a post (its likes and id) of the window from `since`. */
export type TrendingPosition = FeedPosition & { since: number };

/**
 * Up to `count` posts of the owner's trending feed after `after`, most liked first, and the
 * window's start: the instant of the feed's window-th newest post (0 when it has fewer), or the
 * cursor's. Undefined when the statement cannot tell: no row came (no ready timeline, a floor
 * above the window's start, or nothing left to rank); timelineKeys and the posts then answer.
 */
export async function keptTrendingPosts(
  handle: SqlHandle,
  ownerId: string,
  count: number,
  window: number,
  after: TrendingPosition | undefined,
  hiding: RawBuilder<SqlBool> = noneHidden,
): Promise<(KeptPage & { since: number }) | undefined> {
  const since: RawBuilder<unknown> = after
    ? sql`cast(${after.since} as bigint)`
    : sql`coalesce(
        (select created_ms from timeline_entries where owner_id = ${ownerId}
          and reposter_id is null
          order by created_ms desc, post_id desc limit 1 offset ${window - 1}),
        case when o.floor_ms is null then 0 end)`;
  const conditions = [sql`(b.floor_ms is null or b.since > b.floor_ms)`];
  if (after)
    conditions.push(sql`(l.like_count, l.id) < (cast(${after.key} as bigint), ${after.id})`);
  // Each entry's like count is read from posts_likes_by_id alone, as home-timeline.ts's mostLiked
  // reads it (SQLite is told); only the page's posts are read whole.
  const likesById =
    handle.dialect === 'sqlite' ? sql.raw('indexed by posts_likes_by_id') : sql.raw('');
  const { rows } = await sql<KeptRow & { since: number | string }>`
    select ${postColumnsSql}, r.key, r.since, ${postStateColumnsSql(ownerId)},
      ${hiding} as hiding from (
      select l.id, l.like_count as key, b.since
      from (
        -- LIMIT keeps SQLite from flattening this row into the join, where the window's start
        -- would be looked for once in each place it is used.
        select o.floor_ms, ${since} as since from timeline_owners o
        where o.owner_id = ${ownerId} and o.ready = 1 limit 1
      ) b
      join timeline_entries e on e.owner_id = ${ownerId} and e.created_ms >= b.since
        and e.reposter_id is null
      join posts l ${likesById} on l.id = e.post_id
      where ${sql.join(conditions, sql` and `)}
      order by l.like_count desc, l.id desc
      limit ${count}
    ) r
    join posts p on p.id = r.id
    left join users u on u.username = p.username
    order by r.key desc, r.id desc`.execute(handle.db);
  const first = rows[0];
  return first
    ? { posts: rows.map(toKeptPost), since: Number(first.since), hiding: Boolean(first.hiding) }
    : undefined;
}
