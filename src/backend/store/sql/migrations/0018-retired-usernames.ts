import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The usernames of deleted accounts, each with the instant it frees up, so that nobody takes a
 * deleted person's name while others still know them by it (docs/product.md, "Deleting an
 * account"). Beside it, the indexes that let a deletion find an account's rows by each column
 * that names it, rather than read whole tables: its votes, its place on notification lines, the
 * people who hid it, the reports it filed and that name it, and the moderators' log it wrote.
 */
export function createRetiredUsernames(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table if not exists retired_usernames (
        username ${key} primary key,
        frees_ms bigint not null
      )`.execute(db);
      // The hourly job forgets the names that freed up, oldest first.
      await sql`create index if not exists retired_usernames_by_end
        on retired_usernames (frees_ms)`.execute(db);
      const indexes = [
        ['comment_votes_by_user', 'comment_votes (user_id)'],
        ['notification_actors_by_actor', 'notification_actors (actor_id)'],
        ['user_hides_by_hidden', 'user_hides (hidden_id)'],
        ['reports_by_reporter', 'reports (reporter_id)'],
        ['reports_by_target_user', 'reports (target_user_id)'],
        ['moderation_actions_by_moderator', 'moderation_actions (moderator_id)'],
      ];
      for (const [name, on] of indexes)
        await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
    },
  };
}
