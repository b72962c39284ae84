/**
 * The feed's newest-first pages, the API's most read answers, in one statement when the reader's
 * kept timeline holds them (home-timeline.ts): its entries above the floor joined to their posts,
 * each row carrying the floor, so that the page and its floor come from one snapshot without a
 * transaction. It stands for a transaction of two reads and a read of the posts by id, statements
 * that cost more in Kysely and the driver than their lookups cost in SQLite.
 */
import { sql } from 'kysely';
import type { PostRow } from '../port';
import { timelineLength, type FeedPosition, type SqlHandle } from './home-timeline';

/** A post of a feed page with its position in the newest order. */
export interface KeptPost {
  post: PostRow;
  key: number | string;
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
): Promise<KeptPost[] | undefined> {
  if (count > timelineLength) return undefined;
  const conditions = [sql`o.owner_id = ${ownerId}`, sql`o.ready = 1`];
  if (after)
    conditions.push(sql`(e.created_ms, e.post_id) < (cast(${after.key} as bigint), ${after.id})`);
  const { rows } = await sql<PostRow & { key: number | string; floorMs: number | string | null }>`
    select p.id as "_id", p.content, p.media_url as "mediaURL", p.username,
      p.like_count as "likeCount", p.created_at as "createdAt", p.updated_at as "updatedAt",
      e.created_ms as key, o.floor_ms as "floorMs"
    from timeline_owners o
    join timeline_entries e on e.owner_id = o.owner_id
      and (o.floor_ms is null or (e.created_ms, e.post_id) >= (o.floor_ms, o.floor_id))
    join posts p on p.id = e.post_id
    where ${sql.join(conditions, sql` and `)}
    order by e.created_ms desc, e.post_id desc
    limit ${count}`.execute(handle.db);
  const first = rows[0];
  if (!first || (rows.length < count && first.floorMs !== null)) return undefined;
  return rows.map((row) => ({
    post: {
      _id: row._id,
      content: row.content,
      mediaURL: row.mediaURL,
      username: row.username,
      likeCount: Number(row.likeCount),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
    key: row.key,
  }));
}
