import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically } from '../periodic';
import { tempUploadName, type FileMediaStore } from './file-media-store';
import { uploadName } from './upload-name';

export const orphanSweepIntervalMs = 60 * 60 * 1000;
/**
 * How old an unused upload must be before it goes. The composer uploads a file the moment it
 * creates the post, so an upload not in a post after an hour never will be.
 */
export const orphanGraceMs = 60 * 60 * 1000;

export interface SweepOptions {
  now?: number;
  graceMs?: number;
  /** Runs between finding the unused uploads and removing them: tests race a post in here. */
  beforeRemoving?: (urls: string[]) => Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function oldFiles(mediaDir: string, now: number, graceMs: number) {
  let names: string[];
  try {
    names = await readdir(mediaDir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names.filter((file) => uploadName.test(file) || tempUploadName.test(file))) {
    const info = await stat(join(mediaDir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs >= graceMs) old.push(name);
  }
  return old;
}

/**
 * Removes the upload unless a post or profile uses it, deciding inside one transaction that holds
 * off every write that could start using it (SQLite's write lock, a PostgreSQL table lock): a
 * post made while the sweep runs either lands before the check, and keeps its file, or after the
 * file went.
 */
function removeIfUnused(store: Store, media: FileMediaStore, name: string) {
  return store.transaction(async (tx) => {
    await tx.media.holdReferences();
    if ((await tx.media.referenced([`/media/${name}`])).length > 0) return false;
    // An upload no post ever showed goes with its main file, so that its bytes stop counting
    // against its owner's share; its other files are unused from then on and go too.
    await tx.uploads.remove([`/media/${name}`]);
    await media.remove(name);
    return true;
  });
}

/**
 * Deletes the uploads that no post and no profile uses and that are older than graceMs: files of
 * deleted posts, of replaced media, of posts whose creation failed after the upload, and uploads
 * a crash left half-written. Answers how many went.
 */
export async function removeOrphanMedia(
  store: Store,
  media: FileMediaStore,
  { now = Date.now(), graceMs = orphanGraceMs, beforeRemoving }: SweepOptions = {},
): Promise<number> {
  const old = await oldFiles(media.mediaDir, now, graceMs);
  let removed = 0;
  for (const name of old.filter((file) => tempUploadName.test(file))) {
    await media.remove(name);
    removed++;
  }
  const uploads = old.filter((file) => uploadName.test(file));
  if (uploads.length === 0) return removed;
  // A first look without locks narrows the list; each file is checked again as it goes.
  const used = new Set(await store.media.referenced(uploads.map((name) => `/media/${name}`)));
  const unused = uploads.filter((name) => !used.has(`/media/${name}`));
  await beforeRemoving?.(unused.map((name) => `/media/${name}`));
  for (const name of unused) if (await removeIfUnused(store, media, name)) removed++;
  return removed;
}

/** Sweeps the orphans now and then every intervalMs, until the answered function stops it. */
export function sweepOrphanMedia(
  store: Store,
  media: FileMediaStore,
  logger: Logger,
  { intervalMs = orphanSweepIntervalMs } = {},
): () => Promise<void> {
  return runPeriodically(
    () =>
      removeOrphanMedia(store, media).then(
        (count) => {
          if (count > 0) logger.info(`Deleted ${count} unused upload${count === 1 ? '' : 's'}`);
        },
        (error: unknown) => logger.error('Deleting unused uploads failed', error),
      ),
    intervalMs,
  );
}
