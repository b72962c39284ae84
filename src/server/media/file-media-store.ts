import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import {
  MediaFullError,
  type MediaStore,
  type StorageReport,
} from '../../backend/media/media-store';
import type { MediaMimeType } from '../../contract';
import { extensionOf, uploadName } from './upload-name';

/** The file calls the store makes: node:fs/promises, or a failing stand-in in tests. */
export type MediaFs = Pick<
  typeof nodeFs,
  'mkdir' | 'open' | 'rename' | 'unlink' | 'readdir' | 'stat' | 'statfs'
>;

export interface MediaLimits {
  /** The most all uploads together may take (MEDIA_QUOTA_MB). */
  quotaBytes: number;
  /** Free disk space an upload must leave (DISK_FREE_FLOOR_MB). */
  freeFloorBytes: number;
}

export const unlimitedMedia: MediaLimits = {
  quotaBytes: Number.MAX_SAFE_INTEGER,
  freeFloorBytes: 0,
};

/** Half-written uploads: never served (not an upload name) and swept once old. */
export const tempUploadName = /^\.upload-[A-Za-z0-9_-]+\.tmp$/;

export interface FileMediaStore extends MediaStore {
  report(): Promise<StorageReport>;
  /** Deletes an upload by its file name and takes it off the running total. */
  remove(name: string): Promise<void>;
  readonly mediaDir: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
const isNoSpace = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/**
 * Keeps uploads as DATA_DIR/media/<random>.<ext>. The name is 128 random bits in base64url, so
 * nobody can guess another upload's URL or choose a name, and it fits the post media check.
 *
 * The running total of stored bytes is counted once by listing the folder (so it is right after
 * a restart) and then kept up to date by save and remove. A file is written under a temporary
 * name, synced and renamed, so that a full disk or a crash never leaves a partial upload behind
 * a URL.
 */
export function createFileMediaStore(
  mediaDir: string,
  limits: MediaLimits = unlimitedMedia,
  fs: MediaFs = nodeFs,
): FileMediaStore {
  let totalBytes: Promise<number> | undefined;
  // Bytes of uploads being written: counted against the quota before they land, so that uploads
  // running at once cannot together pass it.
  let reserved = 0;
  let stored = 0;

  const countStored = async () => {
    await fs.mkdir(mediaDir, { recursive: true, mode: 0o700 });
    let sum = 0;
    for (const name of await fs.readdir(mediaDir)) {
      if (!uploadName.test(name)) continue;
      const info = await fs.stat(join(mediaDir, name)).catch(() => undefined);
      sum += info?.size ?? 0;
    }
    stored = sum;
    return sum;
  };
  const ready = () => (totalBytes ??= countStored());

  const diskFreeBytes = async () => {
    const disk = await fs.statfs(mediaDir);
    return disk.bavail * disk.bsize;
  };

  async function writeAtomically(name: string, bytes: Uint8Array) {
    const temp = join(mediaDir, `.upload-${randomBytes(12).toString('base64url')}.tmp`);
    try {
      // wx: never overwrite, however unlikely a clash of random bits is.
      const file = await fs.open(temp, 'wx', 0o644);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(temp, join(mediaDir, name));
    } catch (error) {
      await fs.unlink(temp).catch(() => undefined);
      throw isNoSpace(error) ? new MediaFullError('disk') : error;
    }
  }

  return {
    mediaDir,
    async save(bytes, type: MediaMimeType) {
      await ready();
      if (stored + reserved + bytes.byteLength > limits.quotaBytes)
        throw new MediaFullError('quota');
      if ((await diskFreeBytes()) - bytes.byteLength < limits.freeFloorBytes)
        throw new MediaFullError('disk');
      const name = `${randomBytes(16).toString('base64url')}.${extensionOf[type]}`;
      reserved += bytes.byteLength;
      try {
        await writeAtomically(name, bytes);
        stored += bytes.byteLength;
      } finally {
        reserved -= bytes.byteLength;
      }
      return `/media/${name}`;
    },
    async remove(name) {
      await ready();
      const path = join(mediaDir, name);
      const info = await fs.stat(path).catch(() => undefined);
      await fs.unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      if (info && uploadName.test(name)) stored = Math.max(0, stored - info.size);
    },
    async holds(url) {
      const name = url.slice('/media/'.length);
      if (!url.startsWith('/media/') || !uploadName.test(name)) return false;
      const info = await fs.stat(join(mediaDir, name)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    async report() {
      await ready();
      const free = await diskFreeBytes();
      return {
        mediaBytes: stored,
        quotaBytes: limits.quotaBytes,
        diskFreeBytes: free,
        full: stored >= limits.quotaBytes || free <= limits.freeFloorBytes,
      };
    },
  };
}
