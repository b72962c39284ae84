import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * Grouped notifications (docs/architecture.md, "Notifications"). A line (notification_groups) is
 * one recipient's "Maya and 3 others liked your post": its actors are rows of notification_actors,
 * counted in actor_count, the newest few named in recent_actor_ids (a JSON array) so that a page
 * needs no per-line query. Each new event takes the recipient's next position
 * (notification_marks.last_position) and moves its line there; a line is read when its position is
 * at or below read_position. Positions are per recipient and never reused, so a marker keeps
 * meaning the same events.
 *
 * Deleting a post cascades to its lines (and their actors); a reply's lines are removed by the
 * write that deletes it, as are a like's, vote's or follow's actor when it is undone.
 */
export function createNotificationTables(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  // Never reused: a line's id must not come back as another line's while a client holds it.
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      const createIndex = (name: string) => db.schema.createIndex(name).ifNotExists();

      await db.schema
        .createTable('notification_marks')
        .ifNotExists()
        .addColumn('user_id', key, (col) => col.primaryKey().references('users.id'))
        .addColumn('last_position', 'bigint', (col) => col.notNull())
        .addColumn('read_position', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('notification_groups')
        .ifNotExists()
        .$call(withId)
        .addColumn('recipient_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('kind', 'text', (col) =>
          col.notNull().check(sql`kind in ('like', 'reply', 'vote', 'follow', 'mention')`),
        )
        .addColumn('group_key', key, (col) => col.notNull())
        .addColumn('post_id', key, (col) => col.references('posts.id').onDelete('cascade'))
        .addColumn('comment_id', key)
        .addColumn('position', 'bigint', (col) => col.notNull())
        .addColumn('actor_count', 'integer', (col) => col.notNull())
        .addColumn('recent_actor_ids', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('notification_groups_one_per_key', [
          'recipient_id',
          'kind',
          'group_key',
        ])
        .execute();
      // The page (newest position first) and the unread count (positions above the marker).
      await createIndex('notification_groups_by_position')
        .on('notification_groups')
        .columns(['recipient_id', 'position'])
        .unique()
        .execute();
      // Deleting a post or a reply finds its lines through these.
      await createIndex('notification_groups_by_post')
        .on('notification_groups')
        .column('post_id')
        .execute();
      await createIndex('notification_groups_by_comment')
        .on('notification_groups')
        .column('comment_id')
        .execute();

      await db.schema
        .createTable('notification_actors')
        .ifNotExists()
        .$call(withId)
        .addColumn('group_id', 'bigint', (col) =>
          col.notNull().references('notification_groups.id').onDelete('cascade'),
        )
        .addColumn('actor_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('notification_actors_once', ['group_id', 'actor_id'])
        .execute();
      // A line's newest actors, when one of the named ones leaves it.
      await createIndex('notification_actors_by_group')
        .on('notification_actors')
        .columns(['group_id', 'id'])
        .execute();
    },
  };
}
