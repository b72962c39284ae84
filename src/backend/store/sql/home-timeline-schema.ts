// The kept home timelines' tables and triggers; home-timeline.ts builds and reads them.
import type { SqlDialect } from './dialect';

export interface TimelineStatements {
  createTables: string[];
  createTriggers: string[];
  dropTriggers: string[];
  /** Forgets every timeline: each is built again on its reader's next page. */
  forgetAll: string[];
}

/**
 * The tables and triggers as plain SQL, so that the bulk fill (npm run seed:scale) can drop the
 * triggers for its writes, forget the timelines its posts would have joined, and create the
 * triggers again after. Migration 0008
 * creates them from here: once it has shipped, changing one needs a migration.
 */
export function timelineStatements(dialect: SqlDialect): TimelineStatements {
  const key = dialect === 'postgres' ? 'text collate "C"' : 'text';
  const createTables = [
    `create table if not exists timeline_owners (
      owner_id ${key} primary key references users (id) on delete cascade,
      ready integer not null default 0,
      floor_ms bigint,
      floor_id ${key}
    )`,
    `create table if not exists timeline_entries (
      owner_id ${key} not null references timeline_owners (owner_id) on delete cascade,
      created_ms bigint not null,
      post_id ${key} not null references posts (id) on delete cascade,
      primary key (owner_id, created_ms, post_id)
    )${dialect === 'sqlite' ? ' without rowid' : ''}`,
    // A deleted post's entries are found by its id.
    'create index if not exists timeline_entries_by_post on timeline_entries (post_id)',
  ];
  // The timelines a new post joins: its author's own and their followers', when built, and only
  // above a floor (a post dated in the past has no place in a timeline that stops later).
  const fanOut = (post: string) => `insert into timeline_entries (owner_id, created_ms, post_id)
    select o.owner_id, ${post}.created_ms, ${post}.id from timeline_owners o
    where o.owner_id in (
        select f.follower_id from follows f
        where f.followee_id = (select id from users where username = ${post}.username)
        union all select id from users where username = ${post}.username)
      and (o.floor_ms is null or (${post}.created_ms, ${post}.id) > (o.floor_ms, o.floor_id))`;
  const forgetAll = ['delete from timeline_entries', 'delete from timeline_owners'];
  const dropOwner = (edge: string) =>
    `delete from timeline_owners where owner_id = ${edge}.follower_id`;
  if (dialect === 'sqlite') {
    return {
      createTables,
      forgetAll,
      createTriggers: [
        `create trigger home_timeline_fan_out after insert on posts begin ${fanOut('new')}; end`,
        `create trigger home_timeline_follow after insert on follows begin
           ${dropOwner('new')}; end`,
        `create trigger home_timeline_unfollow after delete on follows begin
           ${dropOwner('old')}; end`,
      ],
      dropTriggers: [
        'drop trigger if exists home_timeline_fan_out',
        'drop trigger if exists home_timeline_follow',
        'drop trigger if exists home_timeline_unfollow',
      ],
    };
  }
  return {
    createTables,
    forgetAll,
    createTriggers: [
      `create or replace function home_timeline_fan_out() returns trigger language plpgsql as $$
       begin ${fanOut('new')}; return null; end $$`,
      `create trigger home_timeline_fan_out after insert on posts
       for each row execute function home_timeline_fan_out()`,
      `create or replace function home_timeline_follows() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${dropOwner('new')}; else ${dropOwner('old')}; end if;
         return null;
       end $$`,
      `create trigger home_timeline_follows after insert or delete on follows
       for each row execute function home_timeline_follows()`,
    ],
    dropTriggers: [
      'drop trigger if exists home_timeline_fan_out on posts',
      'drop trigger if exists home_timeline_follows on follows',
    ],
  };
}
