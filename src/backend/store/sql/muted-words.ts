import { sql, type Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { MutedWordRow, StoreTx } from '../port';
import type { Database } from './schema';
import { insertIfNew } from './writes';

const columns = [
  'id as _id',
  'user_id as userId',
  'phrase',
  'expires_ms as expiresMs',
  'created_at as createdAt',
] as const;

type Stored = Omit<MutedWordRow, 'expiresMs'> & { expiresMs: number | string | null };
const toRow = ({ expiresMs, ...row }: Stored): MutedWordRow => ({
  ...row,
  expiresMs: expiresMs === null ? null : Number(expiresMs),
});

/** A muted word in force at the instant: one without an end, or ending later. */
export const wordInForce = (atMs: number) =>
  sql<boolean>`(expires_ms is null or expires_ms > cast(${atMs} as bigint))`;

/** A reader's muted words (0013-hides.ts): one index range of (user_id, seq) each. */
export function mutedWordQueries(db: Kysely<Database>): StoreTx['mutedWords'] {
  return {
    list: async (userId, atMs) =>
      (
        await db
          .selectFrom('muted_words')
          .select(columns)
          .where('user_id', '=', userId)
          .where(wordInForce(atMs))
          .orderBy('seq')
          .execute()
      ).map(toRow),
    insert: async (row) => {
      const insert = db.insertInto('muted_words').values({
        id: row._id,
        user_id: row.userId,
        phrase: row.phrase,
        phrase_key: row.phrase.toLowerCase(),
        expires_ms: row.expiresMs,
        created_at: row.createdAt,
      });
      if (!(await insertIfNew(insert))) throw new StoreConflictError(`muted word ${row.phrase}`);
    },
    delete: async (userId, id) => {
      const result = await db
        .deleteFrom('muted_words')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    deleteEnded: async (userId, atMs) => {
      await db
        .deleteFrom('muted_words')
        .where('user_id', '=', userId)
        .where(sql<boolean>`expires_ms <= cast(${atMs} as bigint)`)
        .execute();
    },
  };
}
