import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * OAuth 2 for third-party apps (docs/api.md, "OAuth"): the registered apps, the authorization
 * codes and the access tokens. Secrets, codes and tokens are kept only as SHA-256 hashes. Scopes
 * are one space-separated text, as on the wire; redirect URIs one per line. A user's codes and
 * tokens go with the user, an app's with the app.
 */
export function createOAuth(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const withInsertionOrder = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : table.addColumn('seq', 'integer', (col) => col.primaryKey());
  return {
    async up(db: Kysely<unknown>) {
      const createTable = (name: string) =>
        db.schema.createTable(name).ifNotExists().$call(withInsertionOrder);
      await createTable('oauth_apps')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('client_id', key, (col) => col.notNull().unique())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('website', 'text')
        .addColumn('redirect_uris', 'text', (col) => col.notNull())
        .addColumn('scopes', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await createTable('oauth_codes')
        .addColumn('hash', key, (col) => col.notNull().unique())
        .addColumn('app_id', key, (col) =>
          col.notNull().references('oauth_apps.id').onDelete('cascade'),
        )
        .addColumn('user_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('redirect_uri', 'text', (col) => col.notNull())
        .addColumn('scopes', 'text', (col) => col.notNull())
        .addColumn('challenge', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await createTable('oauth_tokens')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('hash', key, (col) => col.notNull().unique())
        .addColumn('app_id', key, (col) =>
          col.notNull().references('oauth_apps.id').onDelete('cascade'),
        )
        .addColumn('user_id', key, (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('scopes', 'text', (col) => col.notNull())
        .addColumn('code_hash', key)
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      // The settings' list of a user's authorized apps, and a replayed code's tokens.
      await sql`create index if not exists oauth_tokens_by_user on oauth_tokens (user_id, app_id)
        where revoked_at is null`.execute(db);
      await sql`create index if not exists oauth_tokens_by_code on oauth_tokens (code_hash)
        where code_hash is not null`.execute(db);
    },
  };
}
