import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import { MediaFullError, type StoredMedia } from '@/backend/media/media-store';
import type { MediaMimeType } from '@/contract';
import { contentTypeOf } from '../http/content-types';
import { fileResponse } from '../http/file-response';
import type { ServerMediaStore } from './server-media-store';
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

export interface FileMediaStore extends ServerMediaStore {
  readonly mediaDir: string;
}

/** How many names the sweep is handed at a time. */
const listPage = 500;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
const isNoSpace = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/** The upload's file name in the folder, or undefined when the URL names none it could hold. */
function storedName(url: string): string | undefined {
  const name = url.slice('/media/'.length);
  return url.startsWith('/media/') && uploadName.test(name) ? name : undefined;
}

/** 64 KB at a time, so that a large video never sits whole in memory. */
async function* readPieces(file: nodeFs.FileHandle): AsyncIterable<Uint8Array> {
  try {
    for (;;) {
      const { bytesRead, buffer } = await file.read(new Uint8Array(64 * 1024), 0, 64 * 1024);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}

/**
 * Keeps uploads as DATA_DIR/media/<random>.<ext>. The name is 128 random bits in base64url, so
 * nobody can guess another upload's URL or choose a name, and it fits the post media check.
 *
 * Several server processes (on PostgreSQL) share one media folder, so no process's own running
 * total would hold the quota: the folder itself is the count. Each upload lists it again (sizes
 * of names seen before are remembered, so only new files are stat'ed), checks the quota before
 * writing, and checks once more after its file is written under a temporary name, counting every
 * process's half-written uploads too; only then is the file renamed into place. Two uploads that
 * together pass the quota may both be refused, but never both kept. A crash or a full disk never
 * leaves a partial upload behind a URL.
 */
export function createFileMediaStore(
  mediaDir: string,
  limits: MediaLimits = unlimitedMedia,
  fs: MediaFs = nodeFs,
): FileMediaStore {
  let madeDir: Promise<unknown> | undefined;
  // Bytes of this process's uploads being written, refused early by the first check.
  let reserved = 0;
  const knownSizes = new Map<string, number>();
  let lastCount: { at: number; bytes: number } | undefined;

  // The bytes of stored uploads and of half-written ones (every process's), read from the folder.
  async function countFolder() {
    await (madeDir ??= fs.mkdir(mediaDir, { recursive: true, mode: 0o700 }));
    const names = await fs.readdir(mediaDir);
    const present = new Set(names);
    for (const name of knownSizes.keys()) if (!present.has(name)) knownSizes.delete(name);
    let stored = 0;
    let writing = 0;
    for (const name of names) {
      const isUpload = uploadName.test(name);
      if (!isUpload && !tempUploadName.test(name)) continue;
      let size = isUpload ? knownSizes.get(name) : undefined;
      if (size === undefined) {
        size = (await fs.stat(join(mediaDir, name)).catch(() => undefined))?.size ?? 0;
        if (isUpload) knownSizes.set(name, size);
      }
      if (isUpload) stored += size;
      else writing += size;
    }
    lastCount = { at: Date.now(), bytes: stored };
    return { stored, writing };
  }

  const diskFreeBytes = async () => {
    const disk = await fs.statfs(mediaDir);
    return disk.bavail * disk.bsize;
  };

  // Writes and syncs a temporary file, lets beforeRename refuse it, then renames it into place.
  async function writeAtomically(
    name: string,
    bytes: Uint8Array,
    beforeRename: () => Promise<void>,
  ) {
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
      await beforeRename();
      await fs.rename(temp, join(mediaDir, name));
    } catch (error) {
      await fs.unlink(temp).catch(() => undefined);
      throw isNoSpace(error) ? new MediaFullError('disk') : error;
    }
  }

  // The folder's names of that pattern, with when each was last written; none before it exists.
  async function* namesBefore(pattern: RegExp, savedBefore: number) {
    const names = await fs.readdir(mediaDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    let page: StoredMedia[] = [];
    for (const name of names.filter((file) => pattern.test(file))) {
      const info = await fs.stat(join(mediaDir, name)).catch(() => undefined);
      if (!info || info.mtimeMs >= savedBefore) continue;
      page.push({ url: `/media/${name}`, savedAt: info.mtimeMs });
      if (page.length === listPage) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async function holds(url: string) {
    const name = storedName(url);
    if (!name) return false;
    const info = await fs.stat(join(mediaDir, name)).catch(() => undefined);
    return info?.isFile() ?? false;
  }

  async function remove(name: string) {
    await fs.unlink(join(mediaDir, name)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    knownSizes.delete(name);
    lastCount = undefined;
  }

  return {
    mediaDir,
    async save(bytes, type: MediaMimeType) {
      const before = await countFolder();
      if (before.stored + reserved + bytes.byteLength > limits.quotaBytes)
        throw new MediaFullError('quota');
      if ((await diskFreeBytes()) - bytes.byteLength < limits.freeFloorBytes)
        throw new MediaFullError('disk');
      const name = `${randomBytes(16).toString('base64url')}.${extensionOf[type]}`;
      reserved += bytes.byteLength;
      try {
        await writeAtomically(name, bytes, async () => {
          // Other processes may have stored or begun uploads meanwhile; this one is among `writing`.
          const now = await countFolder();
          if (now.stored + now.writing > limits.quotaBytes) throw new MediaFullError('quota');
        });
      } finally {
        reserved -= bytes.byteLength;
      }
      knownSizes.set(name, bytes.byteLength);
      lastCount = undefined;
      return `/media/${name}`;
    },
    async forget(url) {
      const name = storedName(url);
      if (name) await remove(name);
    },
    // Named as a half-written upload, so that a crash between the two calls leaves it to the sweep.
    async probe() {
      // Made afresh each time rather than once: a folder mended by the operator passes again.
      await fs.mkdir(mediaDir, { recursive: true, mode: 0o700 });
      const temp = join(mediaDir, `.upload-${randomBytes(12).toString('base64url')}.tmp`);
      const file = await fs.open(temp, 'wx', 0o644);
      try {
        await file.writeFile('ready');
      } finally {
        await file.close();
        await fs.unlink(temp);
      }
    },
    holds,
    async read(url) {
      const name = storedName(url);
      const file = name && (await fs.open(join(mediaDir, name), 'r').catch(() => undefined));
      return file ? readPieces(file) : undefined;
    },
    list: (savedBefore) => namesBefore(uploadName, savedBefore),
    async dropUnfinished(savedBefore) {
      let dropped = 0;
      for await (const page of namesBefore(tempUploadName, savedBefore))
        for (const { url } of page) {
          await remove(url.slice('/media/'.length));
          dropped++;
        }
      return dropped;
    },
    async respond(name, request) {
      // A name is never written twice, so it is the file's version as well.
      const etag = `"${name}"`;
      if (request.headers.get('if-none-match') === etag)
        return (await holds(`/media/${name}`))
          ? new Response(null, { status: 304, headers: { ETag: etag } })
          : undefined;
      return fileResponse(join(mediaDir, name), request, {
        'Content-Type': contentTypeOf(name),
        ETag: etag,
      });
    },
    async report() {
      // Health checks may come often: a count at most 5 s old is good enough for them.
      const stored =
        lastCount && Date.now() - lastCount.at < 5000
          ? lastCount.bytes
          : (await countFolder()).stored;
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
