import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The normalised tables, their keys and the indexes the queries need. Every statement is
 * "if not exists": SQLite runs DDL outside a transaction, so a crash halfway leaves tables that a
 * rerun must step over.
 *
 * Foreign keys follow the port's rules: deleting a post cascades to its reactions, replies and
 * bookmarks; edges that name users point at users. posts.username and reactions.user_id have no
 * foreign key because the port (and the memory adapter) accepts those rows before their user.
 */
export function createTables(dialect: SqlDialect): Migration {
  // PostgreSQL's default collation may sort by language; ids must order by code point, as in JS.
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const withInsertionOrder = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : // SQLite's INTEGER PRIMARY KEY is the rowid: each insert takes one more than the largest.
        table.addColumn('seq', 'integer', (col) => col.primaryKey());

  return {
    async up(db: Kysely<unknown>) {
      const createTable = (name: string) =>
        db.schema.createTable(name).ifNotExists().$call(withInsertionOrder);
      const createIndex = (name: string) => db.schema.createIndex(name).ifNotExists();

      await createTable('users')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('username', key, (col) => col.notNull().unique())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('avatar_url', 'text', (col) => col.notNull())
        .addColumn('bio', 'text', (col) => col.notNull())
        .addColumn('website', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await createTable('posts')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('media_url', 'text', (col) => col.notNull())
        .addColumn('username', key, (col) => col.notNull())
        .addColumn('like_count', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_ms', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // latest and oldest pages: (created_ms, id) keyset, read forwards or backwards.
      await createIndex('posts_by_time').on('posts').columns(['created_ms', 'id']).execute();
      // trending pages: (like_count, id) keyset.
      await createIndex('posts_by_likes').on('posts').columns(['like_count', 'id']).execute();
      // a profile or a feed: posts by a set of authors, newest first.
      await createIndex('posts_by_author')
        .on('posts')
        .columns(['username', 'created_ms', 'id'])
        .execute();

      await createTable('reactions')
        .addColumn('post_id', key, (col) =>
          col.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', key, (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('like', 'dislike')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('reactions_one_per_user', ['post_id', 'user_id'])
        .execute();

      await createTable('follows')
        .addColumn('follower_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('followee_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('follows_once', ['follower_id', 'followee_id'])
        .execute();
      // touching() looks edges up from either side; the unique key covers the follower side.
      await createIndex('follows_by_followee').on('follows').column('followee_id').execute();

      await createTable('bookmarks')
        .addColumn('user_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('post_id', key, (col) =>
          col.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('bookmarks_once', ['user_id', 'post_id'])
        .execute();
      // Deleting a post finds its bookmarks through this.
      await createIndex('bookmarks_by_post').on('bookmarks').column('post_id').execute();

      await createTable('comments')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('post_id', key, (col) =>
          col.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('username', key, (col) => col.notNull().references('users.username'))
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await createIndex('comments_by_post').on('comments').column('post_id').execute();

      await createTable('sessions')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('user_id', key, (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
    },
  };
}
