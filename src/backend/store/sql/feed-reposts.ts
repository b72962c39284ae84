// The reposts of a home feed read from the reposts themselves, for the pages and the builds that
// the kept timeline (home-timeline.ts) cannot answer. The memory store's twin is memory-reposts.ts.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { FeedKey } from './home-timeline';
import type { Database } from './schema';

/**
 * The keys of the newest reposts a reader's feed holds before a position, newest first: by the
 * people they follow (those `shown`, where `u` is the reposter), of posts neither the reader's
 * nor by someone they follow (whose posts are in the feed anyway), each post once, at its first
 * repost by someone they follow. Each followed person's reposts are one index range
 * (reposts_by_user); each candidate's earlier reposts another (reposts_by_post).
 */
export async function newestRepostKeys(
  db: Kysely<Database>,
  readerId: string,
  shown: RawBuilder<SqlBool>,
  limit: number,
  before: { key: number; id: string } | undefined,
): Promise<FeedKey[]> {
  const after = before
    ? sql`and (r.created_ms, r.post_id) < (cast(${before.key} as bigint), ${before.id})`
    : sql``;
  const { rows } = await sql<FeedKey>`
    select r.post_id as id, r.created_ms as key, r.user_id as "reposterId", u.username as reposter
    from follows f
    join users u on u.id = f.followee_id
    join reposts r on r.user_id = f.followee_id
    join posts p on p.id = r.post_id
    join users a on a.username = p.username
    where f.follower_id = ${readerId} and ${shown} ${after}
      and a.id <> ${readerId}
      and not exists (select 1 from follows fa
        where fa.follower_id = ${readerId} and fa.followee_id = a.id)
      and not exists (select 1 from reposts r2
        join follows f2 on f2.followee_id = r2.user_id and f2.follower_id = ${readerId}
        where r2.post_id = r.post_id
          and (r2.created_ms, r2.user_id) < (r.created_ms, r.user_id))
    order by r.created_ms desc, r.post_id desc
    limit ${limit}`.execute(db);
  return rows;
}

/** The newest `limit` of two newest-first key lists, in the feed's order. */
export function mergeNewest(own: FeedKey[], reposts: FeedKey[], limit: number): FeedKey[] {
  if (reposts.length === 0) return own;
  return [...own, ...reposts]
    .sort((a, b) => {
      const byKey = Number(b.key) - Number(a.key);
      return byKey !== 0 ? byKey : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
    })
    .slice(0, limit);
}
