import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { Database } from '../schema';
import { tagCountTriggers } from '../tag-counts';
import { writePostTags } from '../tags';

/**
 * Hashtags. post_tags holds each post's tags (contract/hashtags.ts) with the post's author and
 * instant copied in, so that a tag's page is one range of (tag, created_ms, post_id) and the
 * trending count one range of created_ms over the last 24 hours, neither touching posts. A post's
 * rows go with it by foreign key, whatever deletes it. tag_counts keeps each tag's number of
 * posts by trigger, for the tag search, which reads it by prefix. Existing posts are backfilled.
 */
export function createTags(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table if not exists post_tags (
        post_id ${key} not null references posts (id) on delete cascade,
        tag ${key} not null,
        username ${key} not null,
        created_ms bigint not null,
        primary key (post_id, tag)
      )`.execute(db);
      await sql`create index if not exists post_tags_by_tag
        on post_tags (tag, created_ms, post_id)`.execute(db);
      await sql`create index if not exists post_tags_by_time
        on post_tags (created_ms, tag, username)`.execute(db);
      await sql`create table if not exists tag_counts (
        tag ${key} primary key,
        post_count integer not null
      )`.execute(db);
      for (const statement of tagCountTriggers(dialect)) await sql.raw(statement).execute(db);
      await backfill(db as Kysely<Database>);
    },
  };
}

/** The tags of the posts written before this migration, a thousand posts at a time. */
async function backfill(db: Kysely<Database>) {
  let after = 0;
  for (;;) {
    const posts = await db
      .selectFrom('posts')
      .select(['seq', 'id', 'content'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(1000)
      .execute();
    for (const post of posts)
      if (post.content.includes('#')) await writePostTags(db, post.id, post.content);
    if (posts.length < 1000) return;
    after = Number(posts[posts.length - 1]!.seq);
  }
}
