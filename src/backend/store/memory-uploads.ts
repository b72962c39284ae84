import { StoreConflictError } from './errors';
import type { MemoryState, StateOf } from './memory-state';
import type { UploadRow, UploadsPort } from './port';

const copyUpload = (row: UploadRow): UploadRow => ({
  ...row,
  variants: row.variants.map((variant) => ({ ...variant })),
  files: [...row.files],
});

/** Forgets the uploads the test names; answers all their files. */
function removeWhere(s: MemoryState, names: (row: UploadRow) => boolean): string[] {
  const files: string[] = [];
  for (const [id, row] of s.uploads) {
    if (!names(row)) continue;
    s.uploads.delete(id);
    files.push(...row.files);
  }
  return files;
}

export function memoryUploads(state: StateOf): UploadsPort {
  const all = () => [...state().uploads.values()];
  return {
    record: async (row) => {
      const s = state();
      const taken = new Set(all().flatMap((upload) => upload.files));
      if (s.uploads.has(row.id) || row.files.some((url) => taken.has(url)))
        throw new StoreConflictError(`upload ${row.id}`);
      s.uploads.set(row.id, copyUpload(row));
    },
    bytesOf: async (ownerId) =>
      all()
        .filter((row) => row.ownerId === ownerId)
        .reduce((sum, row) => sum + row.bytes, 0),
    byUrls: async (urls) => {
      const wanted = new Set(urls);
      return all()
        .filter((row) => wanted.has(row.url))
        .map(copyUpload);
    },
    ofPost: async (postId) =>
      all()
        .filter((row) => row.postId === postId)
        .map(copyUpload),
    describe: async (id, ownerId, description) => {
      const s = state();
      const row = s.uploads.get(id);
      if (!row || row.ownerId !== ownerId) return false;
      s.uploads.set(id, { ...row, description });
      return true;
    },
    attach: async (postId, ids) => {
      const s = state();
      for (const id of ids) {
        const row = s.uploads.get(id);
        if (row) s.uploads.set(id, { ...row, postId });
      }
    },
    remove: async (urls) => {
      const wanted = new Set(urls);
      return removeWhere(state(), (row) => wanted.has(row.url));
    },
    removeOfOwner: async (ownerId) => removeWhere(state(), (row) => row.ownerId === ownerId),
  };
}

/** What the SQL foreign keys do when a post goes: its uploads stay, shown by no post. */
export function unattachUploads(s: MemoryState, postIds: ReadonlySet<string>) {
  for (const [id, row] of s.uploads)
    if (row.postId !== null && postIds.has(row.postId)) s.uploads.set(id, { ...row, postId: null });
}
