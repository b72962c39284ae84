import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The index a post search reads (post-search.ts), so that its first page never scans every post.
 * SQLite: an FTS5 table of the posts' text with the trigram tokenizer, which finds a term inside
 * a word ("ello" in "hello"); it keeps no copy of the text (content='posts'), its rowid is the
 * post's seq, and triggers keep it in step with every insert, edit and delete, cascades and
 * account deletions included. PostgreSQL: a trigram GIN index of the text (pg_trgm), which
 * answers the same ILIKE '%term%' the search asks. Where the extension cannot be had (a role
 * that may not create it), the search runs the same statements without the index.
 */
export function createPostSearch(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await db.transaction().execute(createSqliteIndex);
      else await createPostgresIndex(db);
    },
  };
}

async function createSqliteIndex(db: Kysely<unknown>) {
  await sql`create virtual table if not exists posts_search
    using fts5(content, content = 'posts', content_rowid = 'seq', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`create trigger if not exists posts_search_insert after insert on posts begin
    insert into posts_search (rowid, content) values (new.seq, new.content);
  end`.execute(db);
  // An external-content table forgets a row by being told its old text.
  await sql`create trigger if not exists posts_search_delete after delete on posts begin
    insert into posts_search (posts_search, rowid, content) values ('delete', old.seq, old.content);
  end`.execute(db);
  await sql`create trigger if not exists posts_search_update after update of content on posts begin
    insert into posts_search (posts_search, rowid, content) values ('delete', old.seq, old.content);
    insert into posts_search (rowid, content) values (new.seq, new.content);
  end`.execute(db);
  await sql`insert into posts_search (posts_search) values ('rebuild')`.execute(db);
}

async function createPostgresIndex(db: Kysely<unknown>) {
  const schema = await trigramSchema(db);
  if (schema === undefined) return;
  await sql`create index if not exists posts_text_trigrams
    on posts using gin (content ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

/**
 * The schema pg_trgm lives in, creating it where it is missing and this role may (it is a
 * trusted extension: a database owner may). It goes in public where that exists: a schema of
 * its own would take it along when dropped, and with it every other schema's index.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = await extensionSchema(db);
  if (installed !== undefined) return installed;
  const { rows } = await sql<{ schema: string }>`select coalesce(
      (select nspname from pg_namespace where nspname = 'public'), current_schema()) as schema`.execute(
    db,
  );
  const target = rows[0]!.schema;
  // The migration runs in a transaction: a refusal must not end it.
  await sql`savepoint post_search_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema ${sql.id(target)}`.execute(db);
    await sql`release savepoint post_search_trigrams`.execute(db);
  } catch {
    await sql`rollback to savepoint post_search_trigrams`.execute(db);
    return undefined;
  }
  return extensionSchema(db);
}

async function extensionSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
