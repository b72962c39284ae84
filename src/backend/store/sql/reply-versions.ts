/**
 * A post's reply version: a number on its row that moves whenever one of its replies is added,
 * edited or deleted, kept by triggers on the comments table. A list shows each post's newest replies; the
 * store keeps those it has read per version (newest-replies-cache.ts) and reads again only the
 * replies of posts whose version moved. The version is read with the posts' states, which a page
 * reads anyway, and lives in the database: a reply written by another process or machine moves
 * it there too, so no process needs telling.
 *
 * Plain SQL statements, so that the bulk fill (npm run seed:scale) can drop the triggers for its
 * writes and create them after. Migration 0011 creates them from here: once it has shipped,
 * changing one needs a migration that drops and creates them again.
 */
import type { SqlDialect } from './dialect';

export interface ReplyVersionStatements {
  createTriggers: string[];
  dropTriggers: string[];
}

/** The columns of a reply that its list view shows: changing one changes the post's replies. */
const shownColumns = 'post_id, username, text, created_at, updated_at';

const bump = (post: string) =>
  `update posts set reply_version = reply_version + 1 where id = ${post}`;

export function replyVersionStatements(dialect: SqlDialect): ReplyVersionStatements {
  if (dialect === 'postgres') {
    return {
      createTriggers: [
        `create or replace function reply_version() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') then ${bump('old.post_id')}; end if;
           if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.post_id <> old.post_id) then
             ${bump('new.post_id')};
           end if;
           return null;
         end $$`,
        `create trigger reply_version after insert or delete or update of ${shownColumns}
         on comments for each row execute function reply_version()`,
      ],
      dropTriggers: ['drop trigger if exists reply_version on comments'],
    };
  }
  return {
    createTriggers: [
      `create trigger reply_version_insert after insert on comments begin
         ${bump('new.post_id')}; end`,
      `create trigger reply_version_delete after delete on comments begin
         ${bump('old.post_id')}; end`,
      `create trigger reply_version_update after update of ${shownColumns} on comments begin
         ${bump('old.post_id')};
         update posts set reply_version = reply_version + 1
           where id = new.post_id and new.post_id <> old.post_id; end`,
    ],
    dropTriggers: ['insert', 'delete', 'update'].map(
      (event) => `drop trigger if exists reply_version_${event}`,
    ),
  };
}
