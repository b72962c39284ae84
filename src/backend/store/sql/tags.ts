import { sql, type Kysely } from 'kysely';
import { hashtagsIn, type TagSummary } from '@/contract';
import { decodeTagCursor, encodeTagCursor } from '../cursor';
import { InvalidCursorError } from '../errors';
import type { TagsPort } from '../port';
import { visibilityFor } from './hides';
import type { Database } from './schema';

/**
 * Sets a post's rows of post_tags to the tags of its text, its author and instant read from
 * the post's row: one statement to clear and one to write. The posts' writes call it.
 */
export async function writePostTags(db: Kysely<Database>, postId: string, content: string) {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  const tags = hashtagsIn(content);
  if (tags.length === 0) return;
  // VALUES names its column column1 on SQLite and PostgreSQL alike.
  await sql`insert into post_tags (post_id, tag, username, created_ms)
    select p.id, t.column1, p.username, p.created_ms
    from posts p cross join (values ${sql.join(tags.map((tag) => sql`(${tag})`))}) as t
    where p.id = ${postId}`.execute(db);
}

// The greatest code point: every tag that begins with a prefix sorts before prefix + this.
const last = String.fromCodePoint(0x10ffff);

export function tagQueries(db: Kysely<Database>): TagsPort {
  return {
    // One range of post_tags_by_time, the window's rows only, whatever the world's size. Grouped
    // by an expression: by the bare column, SQLite would rather walk post_tags_by_tag whole, every
    // tag ever used, to have the groups in order.
    trending: async (sinceMs, limit, reader) => {
      const shown = (await visibilityFor(db, reader))({ username: 'post_tags.username' });
      const { rows } = await sql<{ tag: string; uses: number | string }>`
        select tag || '' as tag, count(distinct username) as uses from post_tags
        where created_ms >= cast(${sinceMs} as bigint) and ${shown}
        group by tag || ''
        order by uses desc, tag || ''
        limit ${limit}`.execute(db);
      return rows.map((row): TagSummary => ({ tag: row.tag, uses: Number(row.uses) }));
    },
    search: async (prefix, { limit, cursor }) => {
      const after = cursor === undefined ? undefined : decodeTagCursor(cursor);
      if (cursor !== undefined && after === undefined) throw new InvalidCursorError();
      let select = db
        .selectFrom('tag_counts')
        .select(['tag', 'post_count'])
        .where('tag', '>=', prefix)
        .where('tag', '<', prefix + last)
        .where('post_count', '>', 0);
      if (after !== undefined) select = select.where('tag', '>', after);
      const rows = await select
        .orderBy('tag')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit).map((row) => ({ tag: row.tag, uses: row.post_count }));
      return {
        items,
        nextCursor: rows.length > limit ? encodeTagCursor(items[items.length - 1]!.tag) : null,
      };
    },
  };
}
