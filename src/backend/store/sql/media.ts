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
        // A recorded upload's files (its variants, a poster) by their primary key.
        .union(
          db
            .selectFrom('upload_files as f')
            .innerJoin('uploads as u', 'u.id', 'f.upload_id')
            .select('f.url as url')
            .where(isOneOf(dialect, 'f.url', urls))
            .where((eb) =>
              eb.or([
                eb('u.post_id', 'is not', null),
                eb.exists(
                  eb.selectFrom('users').select('id').whereRef('users.avatar_url', '=', 'u.url'),
                ),
              ]),
            ),
        )
        .execute();
      return rows.map((row) => row.url);
    },
    // SHARE mode waits for the writes under way and blocks new ones (they take ROW EXCLUSIVE) until
    // the transaction ends. Taken before any read, so that a SERIALIZABLE snapshot comes after it.
    // SQLite's BEGIN IMMEDIATE already holds the one write lock.
    holdReferences: async () => {
      if (dialect === 'postgres')
        await sql`lock table posts, users, uploads in share mode`.execute(db);
    },
  };
}
