import type { Kysely } from 'kysely';
import { StoreConflictError } from '../errors';
import type { PostPatch, PostRow, StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import { listPosts, postColumns } from './posts-list';
import type { Database, PostsTable } from './schema';
import { insertedNothing, patchColumns } from './writes';

const postPatchColumns = {
  content: 'content',
  mediaURL: 'media_url',
  likeCount: 'like_count',
  updatedAt: 'updated_at',
} as const satisfies Record<keyof PostPatch, keyof PostsTable>;

export function postQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['posts'] {
  return {
    get: (id) => db.selectFrom('posts').select(postColumns).where('id', '=', id).executeTakeFirst(),
    list: (query = {}) => listPosts(db, dialect, query),
    insert: async (row) => {
      const result = await db
        .insertInto('posts')
        .values(toRecord(row))
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (insertedNothing(result)) throw new StoreConflictError(`post ${row._id}`);
    },
    update: async (id, patch) => {
      const set = patchColumns(patch, postPatchColumns);
      if (Object.keys(set).length === 0) return;
      await db.updateTable('posts').set(set).where('id', '=', id).execute();
    },
    // Its reactions, comments and bookmarks go with it: their foreign keys cascade.
    delete: async (id) => {
      await db.deleteFrom('posts').where('id', '=', id).execute();
    },
  };
}

function toRecord(row: PostRow) {
  return {
    id: row._id,
    content: row.content,
    media_url: row.mediaURL,
    username: row.username,
    like_count: row.likeCount,
    created_at: row.createdAt,
    created_ms: instantOf(row.createdAt),
    updated_at: row.updatedAt,
  };
}

/** The instant a timestamp names, in epoch milliseconds, as the cursors count it. */
function instantOf(timestamp: string): number {
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return ms;
}
