import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { StoreTx, UserPatch, UserRow } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database, UsersTable } from './schema';
import { insertedNothing, patchColumns } from './writes';

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
] as const;

const userPatchColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  avatarUrl: 'avatar_url',
  bio: 'bio',
  website: 'website',
  updatedAt: 'updated_at',
} as const satisfies Record<keyof UserPatch, keyof UsersTable>;

export function userQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['users'] {
  const selectUsers = () => db.selectFrom('users').select(userColumns);

  return {
    get: (id) => selectUsers().where('id', '=', id).executeTakeFirst(),
    getByUsername: (username) => selectUsers().where('username', '=', username).executeTakeFirst(),
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
    insert: async (row) => {
      const result = await db
        .insertInto('users')
        .values(toRecord(row))
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (insertedNothing(result))
        throw new StoreConflictError(`user ${row._id} or username ${row.username}`);
    },
    update: async (id, patch) => {
      const set = patchColumns(patch, userPatchColumns);
      if (Object.keys(set).length === 0) return;
      await db.updateTable('users').set(set).where('id', '=', id).execute();
    },
  };
}

function toRecord(row: UserRow) {
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
  };
}
