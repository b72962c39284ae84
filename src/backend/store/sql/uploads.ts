import type { Kysely, Selectable } from 'kysely';
import { StoreConflictError } from '../errors';
import type { StoreTx, UploadRow } from '../port';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database, UploadsTable } from './schema';
import { insertIfNew } from './writes';

const fromRecord = (record: Selectable<UploadsTable>): UploadRow => ({
  id: record.id,
  ownerId: record.owner_id,
  url: record.url,
  type: record.kind,
  width: record.width,
  height: record.height,
  blurhash: record.blurhash,
  poster: record.poster,
  variants: JSON.parse(record.variants_json) as UploadRow['variants'],
  files: JSON.parse(record.files_json) as string[],
  bytes: Number(record.bytes),
  createdAt: record.created_at,
  postId: record.post_id,
  description: record.description,
});

export function uploadQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['uploads'] {
  const all = () => db.selectFrom('uploads').selectAll();
  /** Deletes the uploads (their files' rows cascade) and answers all their files. */
  const removeIds = async (records: Selectable<UploadsTable>[]) => {
    if (records.length === 0) return [];
    const ids = records.map((record) => record.id);
    await db
      .deleteFrom('uploads')
      .where(isOneOf(dialect, 'id', ids))
      .execute();
    return records.flatMap((record) => fromRecord(record).files);
  };
  return {
    record: async (row) => {
      const insert = db.insertInto('uploads').values({
        id: row.id,
        owner_id: row.ownerId,
        url: row.url,
        kind: row.type,
        width: row.width,
        height: row.height,
        blurhash: row.blurhash,
        poster: row.poster,
        variants_json: JSON.stringify(row.variants),
        files_json: JSON.stringify(row.files),
        bytes: row.bytes,
        created_at: row.createdAt,
        post_id: row.postId,
        description: row.description,
      });
      if (!(await insertIfNew(insert))) throw new StoreConflictError(`upload ${row.id}`);
      const files = row.files.map((url) => ({ url, upload_id: row.id }));
      const written = await db
        .insertInto('upload_files')
        .values(files)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      // Inside the caller's transaction, which the error rolls back with the upload's row.
      if (written.numInsertedOrUpdatedRows !== BigInt(files.length))
        throw new StoreConflictError(`upload ${row.id}`);
    },
    bytesOf: async (ownerId) => {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
    byUrls: async (urls) =>
      urls.length === 0
        ? []
        : (
            await all()
              .where(isOneOf(dialect, 'url', urls))
              .execute()
          ).map(fromRecord),
    ofPost: async (postId) => (await all().where('post_id', '=', postId).execute()).map(fromRecord),
    describe: async (id, ownerId, description) => {
      const result = await db
        .updateTable('uploads')
        .set({ description })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    attach: async (postId, ids) => {
      if (ids.length === 0) return;
      await db
        .updateTable('uploads')
        .set({ post_id: postId })
        .where(isOneOf(dialect, 'id', ids))
        .execute();
    },
    remove: async (urls) =>
      urls.length === 0
        ? []
        : removeIds(
            await all()
              .where(isOneOf(dialect, 'url', urls))
              .execute(),
          ),
    removeOfOwner: async (ownerId) =>
      removeIds(await all().where('owner_id', '=', ownerId).execute()),
  };
}
