// The triggers that keep reposts' and quotes' counts, and that put reposts in the kept home
// timelines (home-timeline.ts). Migration 0022 creates them: once it has shipped, changing one
// needs a migration. The bulk fill (npm run seed:scale, bench/world) drops them for its writes,
// gives the counts itself, and creates them again after.
import type { SqlDialect } from './dialect';

interface RowTrigger {
  name: string;
  table: string;
  event: 'insert' | 'delete';
  /** The statements, where the row goes by `new` (insert) or `old` (delete). */
  body: string[];
}

/** The author of the reposted post, by id. */
const authorOf = (row: string) =>
  `(select u.id from posts p join users u on u.username = p.username where p.id = ${row}.post_id)`;

const triggers: RowTrigger[] = [
  {
    name: 'kept_repost_count_insert',
    table: 'reposts',
    event: 'insert',
    body: [
      'update posts set repost_count = repost_count + 1 where id = new.post_id',
      // The timelines the repost joins: those of the reposter's followers, unless the post is
      // theirs, its author's posts are in their feed anyway, or the timeline holds it already
      // (once per post, however many they follow repost it); above the floor only.
      `insert into timeline_entries (owner_id, created_ms, post_id, reposter_id)
       select o.owner_id, new.created_ms, new.post_id, new.user_id
       from follows f join timeline_owners o on o.owner_id = f.follower_id
       where f.followee_id = new.user_id
         and o.owner_id <> coalesce(${authorOf('new')}, '')
         and not exists (select 1 from follows a
           where a.follower_id = o.owner_id and a.followee_id = ${authorOf('new')})
         and not exists (select 1 from timeline_entries e
           where e.owner_id = o.owner_id and e.post_id = new.post_id)
         and (o.floor_ms is null or (new.created_ms, new.post_id) > (o.floor_ms, o.floor_id))`,
    ],
  },
  {
    name: 'kept_repost_count_delete',
    table: 'reposts',
    event: 'delete',
    body: [
      'update posts set repost_count = repost_count - 1 where id = old.post_id',
      // A timeline whose entry this repost was is built again on its reader's next page: another
      // person they follow may have reposted the post too, and it belongs there in their name.
      `delete from timeline_owners where owner_id in (select e.owner_id from timeline_entries e
         where e.post_id = old.post_id and e.reposter_id = old.user_id)`,
    ],
  },
  // A quote's row in quotes (its post's id and the quoted post's) comes and goes with the quote.
  {
    name: 'kept_quote_count_insert',
    table: 'quotes',
    event: 'insert',
    body: ['update posts set quote_count = quote_count + 1 where id = new.quoted_id'],
  },
  {
    name: 'kept_quote_count_delete',
    table: 'quotes',
    event: 'delete',
    body: ['update posts set quote_count = quote_count - 1 where id = old.quoted_id'],
  },
];

export function repostStatements(dialect: SqlDialect): {
  createTriggers: string[];
  dropTriggers: string[];
} {
  const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  if (dialect === 'sqlite')
    return {
      dropTriggers: triggers.map(({ name }) => `drop trigger if exists ${name}`),
      createTriggers: triggers.map(
        ({ name, table, event, body: statements }) =>
          `create trigger ${name} after ${event} on ${table} begin ${body(statements)} end`,
      ),
    };
  return {
    dropTriggers: triggers.map(({ name, table }) => `drop trigger if exists ${name} on ${table}`),
    createTriggers: triggers.flatMap(({ name, table, event, body: statements }) => [
      `create or replace function ${name}() returns trigger language plpgsql as $$
       begin ${body(statements)} return null; end $$`,
      `create trigger ${name} after ${event} on ${table}
       for each row execute function ${name}()`,
    ]),
  };
}
