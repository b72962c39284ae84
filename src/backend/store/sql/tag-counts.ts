/**
 * Each tag's number of posts, kept in tag_counts by triggers on post_tags as the other kept
 * counts are (kept-counts.ts): a row that arrives adds one, a row that leaves (an edit, or its
 * post's cascade) takes one away. A tag whose count falls to 0 keeps its row; searches skip it.
 * Migration 0021 creates them: once shipped, changing one needs a migration.
 */
import type { SqlDialect } from './dialect';

const arrive = (row: string) => [
  `insert into tag_counts (tag, post_count) values (${row}.tag, 0) on conflict (tag) do nothing`,
  `update tag_counts set post_count = post_count + 1 where tag = ${row}.tag`,
];
const leave = (row: string) => [
  `update tag_counts set post_count = post_count - 1 where tag = ${row}.tag`,
];
const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');

export function tagCountTriggers(dialect: SqlDialect): string[] {
  if (dialect === 'sqlite')
    return [
      `create trigger if not exists kept_tag_count_insert after insert on post_tags begin
         ${body(arrive('new'))} end`,
      `create trigger if not exists kept_tag_count_delete after delete on post_tags begin
         ${body(leave('old'))} end`,
    ];
  return [
    `create or replace function kept_tag_count() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then ${body(leave('old'))} end if;
       if tg_op = 'INSERT' then ${body(arrive('new'))} end if;
       return null;
     end $$`,
    `drop trigger if exists kept_tag_count on post_tags`,
    `create trigger kept_tag_count after insert or delete on post_tags
     for each row execute function kept_tag_count()`,
  ];
}
