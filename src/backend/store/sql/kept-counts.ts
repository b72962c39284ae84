/**
 * Counts a page shows for every row, kept on the counted row's parent by triggers rather than
 * counted per read: a post's replies, a reply's up and down votes, a person's followers and
 * following. Counting at read time cost as much as the rows counted (a popular post's thousands
 * of replies, for each page that showed it). Triggers keep the counts right whatever deletes a
 * row, cascades included: a deleted post's replies, a deleted reply's votes.
 *
 * Plain SQL statements, so that the bulk fill (npm run seed:scale), which writes with its own
 * driver, can drop the triggers for its writes and recount once after. Migration 0007 creates
 * the triggers from here: once it has shipped, changing one needs a migration that drops and
 * creates them again.
 */
import type { SqlDialect } from './dialect';

export interface KeptCountStatements {
  /** Creates the triggers (each statement once; they do not exist yet). */
  createTriggers: string[];
  dropTriggers: string[];
  /** Sets every kept count from the rows, for a migration's backfill or after a bulk fill. */
  recount: string[];
}

export const keptCountColumns = {
  posts: ['comment_count'],
  comments: ['upvote_count', 'downvote_count'],
  users: ['follower_count', 'following_count'],
} as const;

interface CountedTable {
  /** The trigger's name, and on PostgreSQL its function's. */
  name: string;
  table: string;
  /** The columns whose update moves a row from one parent (or kind) to another. */
  columns: string;
  /** The updates a row that arrives ('+') or leaves ('-') makes; asNumber turns a test to 0/1. */
  change: (row: 'new' | 'old', sign: '+' | '-', asNumber: (test: string) => string) => string[];
}

/** Each counted table's trigger: what a row that arrives (+1) or leaves (-1) changes. */
const counted: CountedTable[] = [
  {
    name: 'kept_comment_count',
    table: 'comments',
    columns: 'post_id',
    change: (row, sign) => [
      `update posts set comment_count = comment_count ${sign} 1 where id = ${row}.post_id`,
    ],
  },
  {
    name: 'kept_vote_counts',
    table: 'comment_votes',
    columns: 'comment_id, kind',
    change: (row, sign, asNumber) => [
      `update comments set
         upvote_count = upvote_count ${sign} ${asNumber(`${row}.kind = 'up'`)},
         downvote_count = downvote_count ${sign} ${asNumber(`${row}.kind = 'down'`)}
       where id = ${row}.comment_id`,
    ],
  },
  {
    name: 'kept_follow_counts',
    table: 'follows',
    columns: 'follower_id, followee_id',
    // Both people's rows, the lower id first: in the edge's order, A following B beside B
    // following A would lock the two rows in opposite orders on PostgreSQL, and deadlock.
    change: (row, sign, asNumber) =>
      [
        `case when ${row}.follower_id < ${row}.followee_id
           then ${row}.follower_id else ${row}.followee_id end`,
        `case when ${row}.follower_id < ${row}.followee_id
           then ${row}.followee_id else ${row}.follower_id end`,
      ].map(
        (person) => `update users set
           follower_count = follower_count ${sign} ${asNumber(`id = ${row}.followee_id`)},
           following_count = following_count ${sign} ${asNumber(`id = ${row}.follower_id`)}
         where id = ${person}`,
      ),
  },
];

export function keptCountStatements(dialect: SqlDialect): KeptCountStatements {
  return {
    createTriggers: dialect === 'postgres' ? postgresTriggers() : sqliteTriggers(),
    dropTriggers: counted.flatMap(({ name, table }) =>
      dialect === 'postgres'
        ? [`drop trigger if exists ${name} on ${table}`]
        : ['insert', 'delete', 'update'].map((event) => `drop trigger if exists ${name}_${event}`),
    ),
    recount: recountStatements(),
  };
}

/** SQLite: a trigger per event; a comparison is already 0 or 1. */
function sqliteTriggers(): string[] {
  const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  return counted.flatMap(({ name, table, columns, change }) => {
    const asNumber = (test: string) => `(${test})`;
    return [
      `create trigger ${name}_insert after insert on ${table} begin
         ${body(change('new', '+', asNumber))} end`,
      `create trigger ${name}_delete after delete on ${table} begin
         ${body(change('old', '-', asNumber))} end`,
      `create trigger ${name}_update after update of ${columns} on ${table} begin
         ${body([...change('old', '-', asNumber), ...change('new', '+', asNumber)])} end`,
    ];
  });
}

/** PostgreSQL: one function and one row trigger per table, by TG_OP. */
function postgresTriggers(): string[] {
  const asNumber = (test: string) => `(${test})::int`;
  return counted.flatMap(({ name, table, columns, change }) => {
    const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
    return [
      `create or replace function ${name}() returns trigger language plpgsql as $$
       begin
         if tg_op in ('DELETE', 'UPDATE') then ${body(change('old', '-', asNumber))} end if;
         if tg_op in ('INSERT', 'UPDATE') then ${body(change('new', '+', asNumber))} end if;
         return null;
       end $$`,
      `create trigger ${name} after insert or delete or update of ${columns} on ${table}
       for each row execute function ${name}()`,
    ];
  });
}

/** Zeroes the counts that are not, then sets each counted parent's from its rows in one pass. */
function recountStatements(): string[] {
  const zero = (table: string, columns: readonly string[]) =>
    `update ${table} set ${columns.map((c) => `${c} = 0`).join(', ')}
     where ${columns.map((c) => `${c} <> 0`).join(' or ')}`;
  return [
    zero('posts', keptCountColumns.posts),
    zero('comments', keptCountColumns.comments),
    zero('users', keptCountColumns.users),
    `update posts set comment_count = counted.n
     from (select post_id, count(*) as n from comments group by post_id) as counted
     where posts.id = counted.post_id`,
    `update comments set upvote_count = counted.up, downvote_count = counted.down
     from (select comment_id,
             count(*) filter (where kind = 'up') as up,
             count(*) filter (where kind = 'down') as down
           from comment_votes group by comment_id) as counted
     where comments.id = counted.comment_id`,
    `update users set follower_count = counted.n
     from (select followee_id, count(*) as n from follows group by followee_id) as counted
     where users.id = counted.followee_id`,
    `update users set following_count = counted.n
     from (select follower_id, count(*) as n from follows group by follower_id) as counted
     where users.id = counted.follower_id`,
  ];
}
