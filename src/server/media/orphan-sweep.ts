import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../../backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically } from '../periodic';
import { uploadName } from './serve-media';

export const orphanSweepIntervalMs = 60 * 60 * 1000;
/**
 * How old an unused upload must be before it goes. The composer uploads a file the moment it
 * creates the post, so an upload not in a post after an hour never will be.
 */
export const orphanGraceMs = 60 * 60 * 1000;

const isMissing = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Deletes the uploads that no post and no profile uses and that are older than graceMs: files of
 * deleted posts, of replaced media, and of posts whose creation failed after the upload.
 * Answers how many went.
 */
export async function removeOrphanMedia(
  store: Store,
  mediaDir: string,
  { now = Date.now(), graceMs = orphanGraceMs } = {},
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(mediaDir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  const old: string[] = [];
  for (const name of names.filter((candidate) => uploadName.test(candidate))) {
    const info = await stat(join(mediaDir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs >= graceMs) old.push(name);
  }
  if (old.length === 0) return 0;
  const used = new Set(await store.media.referenced(old.map((name) => `/media/${name}`)));
  let removed = 0;
  for (const name of old) {
    if (used.has(`/media/${name}`)) continue;
    await unlink(join(mediaDir, name)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    removed++;
  }
  return removed;
}

/** Sweeps the orphans now and then every intervalMs, until the answered function stops it. */
export function sweepOrphanMedia(
  store: Store,
  mediaDir: string,
  logger: Logger,
  { intervalMs = orphanSweepIntervalMs } = {},
): () => Promise<void> {
  return runPeriodically(
    () =>
      removeOrphanMedia(store, mediaDir).then(
        (count) => {
          if (count > 0) logger.info(`Deleted ${count} unused upload${count === 1 ? '' : 's'}`);
        },
        (error: unknown) => logger.error('Deleting unused uploads failed', error),
      ),
    intervalMs,
  );
}
