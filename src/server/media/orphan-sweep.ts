import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';
import type { ServerMediaStore } from './server-media-store';

/** What the sweep needs of a media store: the folder's and the bucket's both have it. */
export type SweptMedia = Pick<ServerMediaStore, 'list' | 'forget' | 'dropUnfinished'>;

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

/**
 * Removes the upload unless a post or profile uses it, deciding inside one transaction that holds
 * off every write that could start using it (SQLite's write lock, a PostgreSQL table lock): a
 * post made while the sweep runs either lands before the check, and keeps its file, or after the
 * file went.
 */
function removeIfUnused(store: Store, media: Pick<SweptMedia, 'forget'>, url: string) {
  return store.transaction(async (tx) => {
    await tx.media.holdReferences();
    if ((await tx.media.referenced([url])).length > 0) return false;
    // An upload no post ever showed goes with its main file, so that its bytes stop counting
    // against its owner's share; its other files are unused from then on and go too.
    await tx.uploads.remove([url]);
    await media.forget(url);
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
  media: SweptMedia,
  { now = Date.now(), graceMs = orphanGraceMs, beforeRemoving }: SweepOptions = {},
): Promise<number> {
  let removed = await media.dropUnfinished(now - graceMs);
  for await (const page of media.list(now - graceMs)) {
    const uploads = page.map(({ url }) => url);
    // A first look without locks narrows the page; each upload is checked again as it goes.
    const used = new Set(await store.media.referenced(uploads));
    const unused = uploads.filter((url) => !used.has(url));
    if (unused.length === 0) continue;
    await beforeRemoving?.(unused);
    for (const url of unused) if (await removeIfUnused(store, media, url)) removed++;
  }
  return removed;
}

/** Sweeps the orphans now and then every intervalMs, until the answered function stops it. */
export function sweepOrphanMedia(
  store: Store,
  media: SweptMedia,
  logger: Logger,
  { intervalMs = orphanSweepIntervalMs, turns }: { intervalMs?: number; turns?: JobTurns } = {},
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
    { name: 'orphan-sweep', turns },
  );
}
