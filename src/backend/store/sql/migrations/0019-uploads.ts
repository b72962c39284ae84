import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * Uploads as the server measured them, each with its owner (whose share of the storage it
 * counts against), every file it took and the post that shows it; beside it, each file's upload,
 * so that the orphan sweep asks of a variant by its primary key. Posts gain their media list (as
 * JSON riding along in the row, so a page of posts needs no second question), a content warning
 * and a sensitive mark: added columns with constant defaults rewrite no rows.
 */
export function createUploads(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const withInsertionOrder = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : table.addColumn('seq', 'integer', (col) => col.primaryKey());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .ifNotExists()
        .$call(withInsertionOrder)
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('owner_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('url', key, (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('blurhash', 'text')
        .addColumn('poster', 'text')
        .addColumn('variants_json', 'text', (col) => col.notNull())
        .addColumn('files_json', 'text', (col) => col.notNull())
        .addColumn('bytes', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        // A post's deletion that forgot its uploads leaves them to the orphan sweep.
        .addColumn('post_id', key, (col) => col.references('posts.id').onDelete('set null'))
        .execute();
      // The quota's sum of an owner's bytes, and a post's pictures.
      await sql`create index if not exists uploads_by_owner on uploads (owner_id)`.execute(db);
      await sql`create index if not exists uploads_by_post on uploads (post_id)`.execute(db);
      await db.schema
        .createTable('upload_files')
        .ifNotExists()
        .addColumn('url', key, (col) => col.primaryKey())
        .addColumn('upload_id', key, (col) =>
          col.notNull().references('uploads.id').onDelete('cascade'),
        )
        .execute();
      await sql`create index if not exists upload_files_by_upload on upload_files (upload_id)`.execute(
        db,
      );
      await sql`alter table posts add column media_json text`.execute(db);
      await sql`alter table posts add column content_warning text not null default ''`.execute(db);
      await sql`alter table posts add column sensitive boolean not null default false`.execute(db);
    },
  };
}
