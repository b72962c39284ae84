/**
 * What npm run seed:scale needs from a database (SQLite in sqlite.ts, PostgreSQL in
 * postgres.ts), and the checks both run on the written rows before committing them.
 */
import type { FillLog } from './log';
import { tables, type FillStep } from './tables';

/** Plain SQL with ? placeholders; the PostgreSQL target numbers them. */
export interface SqlRunner {
  all: <T>(sql: string, params?: readonly unknown[]) => Promise<T[]>;
}

export interface FillTarget extends SqlRunner {
  /** The database, for messages (a URL without its password). */
  readonly where: string;
  /**
   * Writes every step in one transaction, with the secondary indexes (and on PostgreSQL the
   * foreign keys) dropped during the writes and rebuilt after, runs checkFill, then commits.
   * Any failure rolls the whole fill back and leaves the indexes as they were. The count
   * triggers (src/backend/store/sql/kept-counts.ts) are dropped too and the counts made after,
   * and so are the timelines' (src/backend/store/sql/home-timeline.ts): the fill's posts would
   * join no kept timeline. The reposts' (src/backend/store/sql/repost-statements.ts) are dropped
   * as well: the rows give repost_count, and the reposts too would join no kept timeline.
   */
  fill(steps: FillStep[], log: FillLog): Promise<void>;
  close(): Promise<void>;
}

/** Tables written by the fill, for index and constraint lookups. */
export const filledTables = Object.values(tables).map((table) => table.name);

/** Up to `limit` usernames in the database that are not among `known`. */
export async function usernamesOutside(
  db: SqlRunner,
  known: readonly string[],
  limit = 3,
): Promise<string[]> {
  const marks = known.map(() => '?').join(', ');
  const rows = await db.all<{ username: string }>(
    `select username from users where username not in (${marks}) order by seq limit ${limit}`,
    known,
  );
  return rows.map((row) => row.username);
}

export async function userIdOf(db: SqlRunner, username: string): Promise<string | undefined> {
  const rows = await db.all<{ id: string }>('select id from users where username = ?', [username]);
  return rows[0]?.id;
}

/** The largest seq of the tables checked, taken before the fill: later rows are the fill's. */
export async function seqMarks(db: SqlRunner) {
  const mark = async (table: string) =>
    Number(
      (
        await db.all<{ seq: number | string }>(`select coalesce(max(seq), 0) as seq from ${table}`)
      )[0]?.seq ?? 0,
    );
  return {
    posts: await mark('posts'),
    reactions: await mark('reactions'),
    replyVotes: await mark('comment_votes'),
  };
}
export type SeqMarks = Awaited<ReturnType<typeof seqMarks>>;

const count = async (db: SqlRunner, sql: string, params: readonly unknown[] = []) =>
  Number((await db.all<{ n: number | string }>(sql, params))[0]?.n ?? 0);

/**
 * Checks what the constraints do not: every generated post's like_count is its number of like
 * rows, its repost_count its reposts (none by its author) and its comment_count its replies;
 * authors and likers exist, nobody follows themselves or votes on their own reply, and
 * created_ms is the instant of created_at. (Unique keys already refused duplicate follows and
 * likes.) Throws on a problem.
 */
export async function checkFill(db: SqlRunner, before: SeqMarks, log: FillLog): Promise<void> {
  const problems: string[] = [];
  const expectNone = async (what: string, sql: string, params: readonly unknown[]) => {
    const n = await count(db, sql, params);
    if (n > 0) problems.push(`${n} ${what}`);
  };
  /** Every generated post's kept count is the number of its rows in `rows` (post_id, and n). */
  const expectCounted = (column: string, what: string, rows: string) =>
    expectNone(
      `posts whose ${column} differs from their ${what}`,
      `select count(*) as n from posts p left join (${rows}) r on r.post_id = p.id
       where p.seq > ? and p.${column} <> coalesce(r.n, 0)`,
      [before.posts],
    );
  await expectCounted(
    'like_count',
    'likes',
    "select post_id, count(*) as n from reactions where kind = 'like' group by post_id",
  );
  await expectCounted(
    'repost_count',
    'reposts',
    'select post_id, count(*) as n from reposts group by post_id',
  );
  await expectNone(
    "reposts by their post's author",
    `select count(*) as n from reposts r
       join posts p on p.id = r.post_id
       join users u on u.username = p.username
     where p.seq > ? and u.id = r.user_id`,
    [before.posts],
  );
  // The kept counts (src/backend/store/sql/kept-counts.ts) were made after the writes, from
  // the rows.
  await expectCounted(
    'comment_count',
    'replies',
    'select post_id, count(*) as n from comments group by post_id',
  );
  await expectNone(
    'posts by unknown usernames',
    `select count(*) as n from posts p where p.seq > ?
       and not exists (select 1 from users u where u.username = p.username)`,
    [before.posts],
  );
  await expectNone(
    'likes by unknown users',
    `select count(*) as n from reactions r where r.seq > ?
       and not exists (select 1 from users u where u.id = r.user_id)`,
    [before.reactions],
  );
  await expectNone(
    'votes on their own replies',
    `select count(*) as n from comment_votes v
       join comments c on c.id = v.comment_id
       join users u on u.username = c.username
     where v.seq > ? and u.id = v.user_id`,
    [before.replyVotes],
  );
  await expectNone(
    'self-follows',
    'select count(*) as n from follows where follower_id = followee_id',
    [],
  );
  // A sample (one post in 97) is enough: every created_ms comes from the same code.
  const sample = await db.all<{ id: string; created_at: string; created_ms: number | string }>(
    'select id, created_at, created_ms from posts where seq > ? and seq % 97 = 0',
    [before.posts],
  );
  const off = sample.filter((row) => Date.parse(row.created_at) !== Number(row.created_ms));
  if (off.length > 0) problems.push(`${off.length} posts whose created_ms is not created_at`);
  if (problems.length > 0)
    throw new Error(`The generated rows fail checks: ${problems.join('; ')}`);
  log.note(
    `  checked ${sample.length} sampled timestamps, like and repost counts, authors and likers`,
  );
}

/** Rows per table after the fill, for the summary. */
export async function tableCounts(db: SqlRunner): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of filledTables)
    counts[table] = await count(db, `select count(*) as n from ${table}`);
  return counts;
}
