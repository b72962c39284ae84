import { sql, type Kysely } from 'kysely';
import type { StoreTx } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';

export function mediaQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['media'] {
  return {
    referenced: async (urls) => {
      if (urls.length === 0) return [];
      const rows = await db
        .selectFrom('posts')
        .select('media_url as url')
        .where(isOneOf(dialect, 'media_url', urls))
        .union(
          db
            .selectFrom('users')
            .select('avatar_url as url')
            .where(isOneOf(dialect, 'avatar_url', urls)),
        )
        .execute();
      return rows.map((row) => row.url);
    },
    // SHARE mode waits for the writes under way and blocks new ones (they take ROW EXCLUSIVE) until
    // the transaction ends. Taken before any read, so that a SERIALIZABLE snapshot comes after it.
    // SQLite's BEGIN IMMEDIATE already holds the one write lock.
    holdReferences: async () => {
      if (dialect === 'postgres') await sql`lock table posts, users in share mode`.execute(db);
    },
  };
}
