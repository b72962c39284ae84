import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { HideRow, Reader, StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import { isOneOf } from './dialect';
import type { Database } from './schema';
import { wordInForce } from './muted-words';
import { pageBySeq } from './seq-pages';
import { replacing } from './writes';

/**
 * The statements that find, among a page's usernames, each way a name can be hidden from this
 * reader: a block or mute in force, a suspension (unless the reader is staff), a members-only
 * profile (for a visitor). The suspended and members-only parts read their partial indexes (0015,
 * 0023) or the usernames', as the planner finds cheaper.
 */
function hiddenAmongParts(
  dialect: SqlDialect,
  reader: Reader,
  usernames: readonly string[],
): RawBuilder<unknown>[] {
  if (usernames.length === 0) return [];
  const parts: RawBuilder<unknown>[] = [];
  const names = (column: string) => isOneOf(dialect, column, usernames);
  if (reader.id !== null)
    parts.push(sql`select hidden_username as username from user_hides
      where reader_id = ${reader.id} and ${names('hidden_username')}
        and ${inForce(reader.atMs)}`);
  if (!reader.staff)
    parts.push(sql`select s.username from users s
      where ${suspendedAt(reader.atMs)} and ${names('s.username')}`);
  if (reader.id === null)
    parts.push(sql`select username from users
      where visible_to = 'members' and ${names('username')}`);
  return parts;
}

/** How a list names the author of its rows: a column holding their username or their id. */
export type AuthorColumn = { username: string } | { id: string };

/**
 * The visibility filter, the one place every SQL list asks who is hidden from its reader: a
 * condition that the row's author (by username or by id) is not blocked by or blocking the
 * reader, nor muted by them until a later instant than the reader's now, nor (while anyone at all
 * is suspended, and unless the reader is a moderator) suspended at that instant, nor, for a
 * visitor, shown only to people logged in (visibleTo 'members'). One NOT EXISTS
 * per row on each side, answered by an index of user_hides (0013-hides.ts) and by the users'
 * unique index on id or username. Without a reader it hides nothing. The memory store's twin is
 * hiddenFrom (memory-hides.ts).
 */
export async function visibilityFor(
  db: Kysely<Database>,
  reader: Reader | undefined,
): Promise<(author: AuthorColumn) => RawBuilder<SqlBool>> {
  const [suspensions, membersOnly] = await Promise.all([
    suspensionsFor(db, reader),
    membersOnlyFor(db, reader),
  ]);
  return (author) => hiddenAuthorsFilter(reader, author, suspensions, membersOnly);
}

function hiddenAuthorsFilter(
  reader: Reader | undefined,
  author: AuthorColumn,
  suspensions: boolean,
  membersOnly: boolean,
): RawBuilder<SqlBool> {
  if (!reader) return sql<SqlBool>`1 = 1`;
  const conditions: RawBuilder<SqlBool>[] = [];
  if (reader.id !== null) {
    const match =
      'username' in author
        ? sql`h.hidden_username = ${sql.ref(author.username)}`
        : sql`h.hidden_id = ${sql.ref(author.id)}`;
    conditions.push(sql<SqlBool>`not exists (select 1 from user_hides h
      where h.reader_id = ${reader.id} and ${match}
        and (h.until_ms is null or h.until_ms > cast(${reader.atMs} as bigint)))`);
  }
  if (suspensions) {
    const match =
      'username' in author
        ? sql`s.username = ${sql.ref(author.username)}`
        : sql`s.id = ${sql.ref(author.id)}`;
    conditions.push(sql<SqlBool>`not exists (select 1 from users s
      where ${match} and ${suspendedAt(reader.atMs)})`);
  }
  if (membersOnly) {
    const match =
      'username' in author
        ? sql`m.username = ${sql.ref(author.username)}`
        : sql`m.id = ${sql.ref(author.id)}`;
    conditions.push(sql<SqlBool>`not exists (select 1 from users m
      where ${match} and m.visible_to = 'members')`);
  }
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql.join(conditions, sql` and `);
}

/** That the account `s` is suspended at the instant (suspended_until is an ISO instant). */
const suspendedAt = (atMs: number) =>
  sql<SqlBool>`s.suspended_until is not null
    and s.suspended_until > ${new Date(atMs).toISOString()}`;

/**
 * Whether suspended accounts must be filtered out for this reader: someone is suspended now, and
 * the reader is not a moderator. Asked of 0015-suspended.ts's partial index, which holds only the
 * accounts with a suspension, so that while nobody is suspended no list pays a probe per row; and
 * asked once per reader (one request's: a page of posts reads each post's newest replies too).
 */
function suspensionsFor(db: Kysely<Database>, reader: Reader | undefined): Promise<boolean> {
  if (!reader || reader.staff) return Promise.resolve(false);
  let answer = suspensionsAsked.get(reader);
  if (!answer) {
    answer = db
      .selectFrom('users as s')
      .select('s.seq')
      .where(suspendedAt(reader.atMs))
      .limit(1)
      .executeTakeFirst()
      .then((row) => row !== undefined);
    suspensionsAsked.set(reader, answer);
  }
  return answer;
}
const suspensionsAsked = new WeakMap<Reader, Promise<boolean>>();

/**
 * Whether a visitor's list must leave out the people who show themselves only to those logged in:
 * someone chose so. Asked once per reader of 0023-public-pages.ts's partial index, as above.
 */
function membersOnlyFor(db: Kysely<Database>, reader: Reader | undefined): Promise<boolean> {
  if (!reader || reader.id !== null) return Promise.resolve(false);
  let answer = membersOnlyAsked.get(reader);
  if (!answer) {
    answer = db
      .selectFrom('users')
      .select('seq')
      .where('visible_to', '=', 'members')
      .limit(1)
      .executeTakeFirst()
      .then((row) => row !== undefined);
    membersOnlyAsked.set(reader, answer);
  }
  return answer;
}
const membersOnlyAsked = new WeakMap<Reader, Promise<boolean>>();

const hideColumns = [
  'reader_id as readerId',
  'hidden_id as hiddenId',
  'hidden_username as hiddenUsername',
  'kind',
  'until_ms as untilMs',
  'created_at as createdAt',
] as const;

type HideRecord = Omit<HideRow, 'untilMs'> & { untilMs: number | string | null };
const toRow = ({ untilMs, ...row }: HideRecord): HideRow => ({
  ...row,
  untilMs: untilMs === null ? null : Number(untilMs),
});

const inForce = (atMs: number) =>
  sql<SqlBool>`(until_ms is null or until_ms > cast(${atMs} as bigint))`;

export function hideQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['hides'] {
  return {
    between: async (readerId, otherId) =>
      (
        await db
          .selectFrom('user_hides')
          .select(hideColumns)
          .where('reader_id', '=', readerId)
          .where('hidden_id', '=', otherId)
          .orderBy('seq')
          .execute()
      ).map(toRow),
    put: async (row) => {
      await db
        .insertInto('user_hides')
        .values({
          reader_id: row.readerId,
          hidden_id: row.hiddenId,
          hidden_username: row.hiddenUsername,
          kind: row.kind,
          until_ms: row.untilMs,
          created_at: row.createdAt,
        })
        .onConflict((conflict) =>
          replacing(
            conflict,
            ['reader_id', 'hidden_id', 'kind'],
            ['hidden_username', 'until_ms', 'created_at'],
          ),
        )
        .execute();
    },
    delete: async (readerId, hiddenId, kind) => {
      await db
        .deleteFrom('user_hides')
        .where('reader_id', '=', readerId)
        .where('hidden_id', '=', hiddenId)
        .where('kind', '=', kind)
        .execute();
    },
    // Newest first, from the index on (reader_id, kind, seq).
    page: async (readerId, kind, page) => {
      const found = await pageBySeq<HideRecord>(
        kind === 'block' ? 'blocks' : 'mutes',
        page,
        (before, limit) => {
          let select = db
            .selectFrom('user_hides')
            .select([...hideColumns, 'seq'])
            .where('reader_id', '=', readerId)
            .where('kind', '=', kind)
            .where(inForce(page.reader?.atMs ?? 0));
          if (before !== undefined) select = select.where('seq', '<', before);
          return select.orderBy('seq', 'desc').limit(limit).execute();
        },
      );
      return { items: found.items.map(toRow), nextCursor: found.nextCursor };
    },
    // One statement, a part for each way a name can be hidden from this reader: a page's round
    // trips cost PostgreSQL more than its few probes.
    hiddenAmong: async (reader, usernames) => {
      const parts = hiddenAmongParts(dialect, reader, usernames);
      if (parts.length === 0) return new Set();
      const { rows } = await sql<{ username: string }>`${sql.join(parts, sql` union `)}`.execute(
        db,
      );
      return new Set(rows.map((row) => row.username));
    },
    // hiddenAmong's parts and the reader's muted words in force, in one statement: every page of
    // posts asks both, and each round trip costs PostgreSQL more than these few probes.
    pageFilterOf: async (reader, usernames) => {
      const parts = hiddenAmongParts(dialect, reader, usernames).map(
        (part) => sql`select 'hidden' as kind, username as value, 0 as seq from (${part}) h`,
      );
      if (reader.id !== null)
        parts.push(sql`select 'phrase' as kind, phrase as value, seq from muted_words
          where user_id = ${reader.id} and ${wordInForce(reader.atMs)}`);
      if (parts.length === 0) return { hidden: new Set(), phrases: [] };
      const { rows } = await sql<{ kind: 'hidden' | 'phrase'; value: string }>`${sql.join(
        parts,
        sql` union all `,
      )} order by seq`.execute(db);
      return {
        hidden: new Set(rows.filter((row) => row.kind === 'hidden').map((row) => row.value)),
        phrases: rows.filter((row) => row.kind === 'phrase').map((row) => row.value),
      };
    },
    readersHiding: async (hiddenId, readerIds, atMs) => {
      if (readerIds.length === 0) return new Set();
      // The key (reader_id, hidden_id, kind) answers each reader with one probe.
      const rows = await db
        .selectFrom('user_hides')
        .select('reader_id')
        .distinct()
        .where(isOneOf(dialect, 'reader_id', readerIds))
        .where('hidden_id', '=', hiddenId)
        .where(inForce(atMs))
        .execute();
      return new Set(rows.map((row) => row.reader_id));
    },
    any: async (reader) => {
      const row = await db
        .selectFrom('user_hides')
        .select('seq')
        .where('reader_id', '=', reader.id)
        .where(inForce(reader.atMs))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/**
 * Whether anyone the reader follows is hidden from them now (a mute, or a suspension: a block
 * ends the follows): only then does their feed need the filter. A probe of user_hides' key per
 * followed person, and one of the follows per suspended account (0015-suspended.ts's index). As
 * a condition, for the kept feed pages to carry in their own statement (kept-feed-page.ts).
 */
export function feedAuthorHiddenSql(followerId: string, reader: Reader): RawBuilder<SqlBool> {
  const questions: RawBuilder<SqlBool>[] = [];
  if (reader.id !== null)
    questions.push(sql<SqlBool>`exists (select 1 from follows f
      where f.follower_id = ${followerId} and exists (select 1 from user_hides h
        where h.reader_id = ${reader.id} and h.hidden_id = f.followee_id
          and (h.until_ms is null or h.until_ms > cast(${reader.atMs} as bigint))))`);
  if (!reader.staff)
    questions.push(sql<SqlBool>`exists (select 1 from users s
      where ${suspendedAt(reader.atMs)} and exists (select 1 from follows f
        where f.follower_id = ${followerId} and f.followee_id = s.id))`);
  return questions.length === 0
    ? sql<SqlBool>`1 = 0`
    : sql<SqlBool>`(${sql.join(questions, sql` or `)})`;
}

/** feedAuthorHiddenSql asked alone: both questions in one statement. */
export async function feedAuthorHidden(
  db: Kysely<Database>,
  followerId: string,
  reader: Reader,
): Promise<boolean> {
  const { rows } = await sql<{
    hidden: SqlBool;
  }>`select ${feedAuthorHiddenSql(followerId, reader)} as hidden`.execute(db);
  return Boolean(rows[0]?.hidden);
}
