import { sql, type Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import {
  toAuthorRow,
  withStanding,
  type AuthorRow,
  type NewUserRow,
  type StoreTx,
  type UserPatch,
  type UserRow,
} from '../port';
import { isSuspendedAt } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import { visibilityFor } from './hides';
import type { Database, UsersTable } from './schema';
import { countRows, pageBySeq } from './seq-pages';
import { insertIfNew, patchColumns } from './writes';

const userColumns = [
  'id as _id',
  'username',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'password_hash as passwordHash',
  'avatar_url as avatarUrl',
  'bio',
  'website',
  'created_at as createdAt',
  'updated_at as updatedAt',
  'role',
  'suspended_until as suspendedUntil',
  'approval',
  'email_verified_at as emailVerifiedAt',
  'visible_to as visibleTo',
] as const;

/** The user columns read through a join, where the table goes by u. */
export const joinedUserColumns = [
  'u.id as _id',
  'u.username',
  'u.first_name as firstName',
  'u.last_name as lastName',
  'u.email',
  'u.password_hash as passwordHash',
  'u.avatar_url as avatarUrl',
  'u.bio',
  'u.website',
  'u.created_at as createdAt',
  'u.updated_at as updatedAt',
  'u.role',
  'u.suspended_until as suspendedUntil',
  'u.approval',
  'u.email_verified_at as emailVerifiedAt',
  'u.visible_to as visibleTo',
] as const;

/** joinedUserColumns for statements written as SQL text, each alias quoted to keep its case. */
export const joinedUserColumnsSql = sql.raw(
  joinedUserColumns.map((column) => column.replace(/ as (\w+)$/, ' as "$1"')).join(', '),
);

/** A row read with joinedUserColumnsSql beside other columns, through a left join. */
export type JoinedUser = { [K in keyof UserRow]: UserRow[K] | null };

/** The user of a row read with joinedUserColumnsSql, or undefined when the join found none. */
export function joinedUser(row: JoinedUser): UserRow | undefined {
  if (row._id === null) return undefined;
  return {
    _id: row._id,
    username: row.username!,
    firstName: row.firstName!,
    lastName: row.lastName!,
    email: row.email!,
    passwordHash: row.passwordHash!,
    avatarUrl: row.avatarUrl!,
    bio: row.bio!,
    website: row.website!,
    createdAt: row.createdAt!,
    updatedAt: row.updatedAt!,
    role: row.role!,
    suspendedUntil: row.suspendedUntil,
    approval: row.approval!,
    emailVerifiedAt: row.emailVerifiedAt,
    visibleTo: row.visibleTo!,
  };
}

/** The author columns (AuthorRow) read through a join, where the table goes by u. */
export const joinedAuthorColumnsSql = sql.raw(
  `u.id as "_id", u.username, u.first_name as "firstName", u.last_name as "lastName",
   u.avatar_url as "avatarUrl", u.website`,
);

/** A row read with joinedAuthorColumnsSql beside other columns, through a left join. */
export type JoinedAuthor = { [K in keyof AuthorRow]: AuthorRow[K] | null };

/** The author of a row read with joinedAuthorColumnsSql, or undefined when the join found none. */
export function joinedAuthor(row: JoinedAuthor): AuthorRow | undefined {
  // A user's columns are never null: an _id means the join found them all.
  return row._id === null ? undefined : toAuthorRow(row as AuthorRow);
}

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const userPatchColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  avatarUrl: 'avatar_url',
  bio: 'bio',
  website: 'website',
  updatedAt: 'updated_at',
  passwordHash: 'password_hash',
  role: 'role',
  suspendedUntil: 'suspended_until',
  approval: 'approval',
  email: 'email',
  emailVerifiedAt: 'email_verified_at',
  visibleTo: 'visible_to',
} as const satisfies Record<keyof UserPatch, keyof UsersTable>;

export function userQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['users'] {
  const selectUsers = () => db.selectFrom('users').select(userColumns);

  return {
    get: (id) => selectUsers().where('id', '=', id).executeTakeFirst(),
    getByUsername: (username) => selectUsers().where('username', '=', username).executeTakeFirst(),
    // Through users_by_email.
    getByEmail: (email) =>
      selectUsers()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .orderBy('seq')
        .limit(1)
        .executeTakeFirst(),
    list: () => selectUsers().orderBy('seq').execute(),
    getMany: async (ids) => {
      const rows = await selectUsers()
        .where(isOneOf(dialect, 'id', ids))
        .execute();
      // The memory adapter answers in the order asked, repeats included.
      const byId = new Map(rows.map((row) => [row._id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...row }] : [];
      });
    },
    getManyByUsername: (usernames) =>
      selectUsers()
        .where(isOneOf(dialect, 'username', usernames))
        .orderBy('seq')
        .execute(),
    // Newest first by seq, so a search reads the primary key backwards and stops after a page.
    page: (query) =>
      pageBySeq<UserRow>('users', query, async (before, limit) => {
        let select = db.selectFrom('users').select([...userColumns, 'seq']);
        const q = query.q?.trim();
        if (q) {
          const pattern = containsPattern(q);
          select = select.where((eb) =>
            eb.or([
              sql<boolean>`lower(username) like ${pattern} escape '\\'`,
              sql<boolean>`lower(first_name) like ${pattern} escape '\\'`,
            ]),
          );
        }
        if (query.excludeId !== undefined) select = select.where('id', '<>', query.excludeId);
        select = select.where((await visibilityFor(db, query.reader))({ id: 'users.id' }));
        if (before !== undefined) select = select.where('seq', '<', before);
        return select.orderBy('seq', 'desc').limit(limit).execute();
      }),
    count: () => countRows(db, 'users'),
    insert: async (row) => {
      if (await insertIfNew(db.insertInto('users').values(toRecord(row)))) return;
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', row.username)
        .executeTakeFirst();
      if (taken) throw new StoreConflictError(`username ${row.username}`, 'username');
      throw new StoreConflictError(`user ${row._id}`);
    },
    update: async (id, patch) => {
      const set = patchColumns(patch, userPatchColumns);
      if (Object.keys(set).length === 0) return;
      await db.updateTable('users').set(set).where('id', '=', id).execute();
    },
    touch: async (ids, at) => {
      await db
        .updateTable('users')
        .set({ updated_at: at })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('users')
            .select('id')
            .where(isOneOf(dialect, 'id', ids))
            .orderBy('id')
            .$if(dialect === 'postgres', (select) => select.forUpdate()),
        )
        .execute();
    },
    isSuspended: async (id, at) => {
      const row = await db
        .selectFrom('users')
        .select('suspended_until as suspendedUntil')
        .where('id', '=', id)
        .executeTakeFirst();
      return !!row && isSuspendedAt(row, at);
    },
    // One range of the primary key: a sitemap block reads its 50,000 rows and no more.
    publicProfiles: ({ from, to, at }) =>
      db
        .selectFrom('users')
        .select(['username', 'updated_at as updatedAt'])
        .where('seq', '>=', from)
        .where('seq', '<', to)
        .where('visible_to', '=', 'everyone')
        .where('approval', '=', 'approved')
        .where((eb) =>
          eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<=', at.toISOString())]),
        )
        .orderBy('seq')
        .execute(),
    lastNumber: async () => {
      const row = await db
        .selectFrom('users')
        .select('seq')
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.seq) : 0;
    },
    // Oldest first, through the partial index of the sign-ups waiting.
    awaitingApproval: (query) =>
      pageBySeq<UserRow>('signups', query, (after, limit) => {
        let select = db
          .selectFrom('users')
          .select([...userColumns, 'seq'])
          .where('approval', '=', 'awaiting');
        if (after !== undefined) select = select.where('seq', '>', after);
        return select.orderBy('seq').limit(limit).execute();
      }),
    deleteAwaiting: async (id) => {
      const result = await db
        .deleteFrom('users')
        .where('id', '=', id)
        .where('approval', '=', 'awaiting')
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

function toRecord(newRow: NewUserRow) {
  const row = withStanding(newRow);
  return {
    id: row._id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    password_hash: row.passwordHash,
    avatar_url: row.avatarUrl,
    bio: row.bio,
    website: row.website,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    role: row.role,
    suspended_until: row.suspendedUntil,
    approval: row.approval,
    email_verified_at: row.emailVerifiedAt,
    visible_to: row.visibleTo,
  };
}
