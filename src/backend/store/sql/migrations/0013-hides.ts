import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The people hidden from each reader: blocks (one row per side, so a block hides both ways) and
 * mutes, which may end (until_ms). Every list asks it through one NOT EXISTS per row (hides.ts),
 * answered by one of its two indexes: by the hidden person's username (posts and replies name
 * their authors so) or by their id (people lists, notification actors, the unique key).
 * Beside it, each reader's muted words and phrases, unique per reader in any case (phrase_key).
 */
export function createHides(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_hides')
        .ifNotExists()
        .$call((table) =>
          dialect === 'postgres'
            ? table.addColumn('seq', 'bigint', (col) =>
                col.generatedAlwaysAsIdentity().primaryKey(),
              )
            : table.addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn('reader_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('hidden_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('hidden_username', key, (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('until_ms', 'bigint')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('user_hides_key', ['reader_id', 'hidden_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('user_hides_by_username')
        .ifNotExists()
        .on('user_hides')
        .columns(['reader_id', 'hidden_username', 'until_ms'])
        .execute();
      await db.schema
        .createIndex('user_hides_by_kind')
        .ifNotExists()
        .on('user_hides')
        .columns(['reader_id', 'kind', 'seq'])
        .execute();
      await db.schema
        .createTable('muted_words')
        .ifNotExists()
        .$call((table) =>
          dialect === 'postgres'
            ? table.addColumn('seq', 'bigint', (col) =>
                col.generatedAlwaysAsIdentity().primaryKey(),
              )
            : table.addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('user_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('phrase', 'text', (col) => col.notNull())
        .addColumn('phrase_key', 'text', (col) => col.notNull())
        .addColumn('expires_ms', 'bigint')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('muted_words_key', ['user_id', 'phrase_key'])
        .execute();
    },
  };
}
