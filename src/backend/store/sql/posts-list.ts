import { sql, type Kysely } from 'kysely';
import { decodeCursor, encodeCursor, postSortKey } from '../cursor';
import { InvalidCursorError } from '../errors';
import type { Page, PostQuery, PostRow } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';

export const postColumns = [
  'id as _id',
  'content',
  'media_url as mediaURL',
  'username',
  'like_count as likeCount',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/**
 * A page of posts in the order's keyset, (created_ms, id) or (like_count, id), newest or most
 * liked first except for 'oldest'. It answers what the memory adapter answers, cursors included:
 * both sort by cursor.ts's key and break ties by id.
 */
export async function listPosts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  query: PostQuery,
): Promise<Page<PostRow>> {
  const order = query.order ?? 'latest';
  const key = order === 'trending' ? 'like_count' : 'created_ms';
  const direction = order === 'oldest' ? 'asc' : 'desc';

  let select = db.selectFrom('posts').select(postColumns);
  if (query.authors) select = select.where(isOneOf(dialect, 'username', query.authors));
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

  const rows = await select.execute();
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
