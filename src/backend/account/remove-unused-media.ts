import type { ResolvedDeps } from '../deps';

/** How many URLs one transaction checks and removes. */
const batchSize = 500;

/**
 * Removes the stored files of these URLs that no post or profile uses any more, a batch per
 * transaction that holds off the writes that could start using one meanwhile (as the orphan
 * sweep does). A host without files (the demo's data URLs) has nothing to remove.
 */
export async function removeUnusedMedia(
  deps: Pick<ResolvedDeps, 'store' | 'media'>,
  urls: readonly string[],
): Promise<void> {
  const media = deps.media;
  if (!media?.forget) return;
  for (let start = 0; start < urls.length; start += batchSize) {
    const batch = urls.slice(start, start + batchSize);
    await deps.store.transaction(async (tx) => {
      await tx.media.holdReferences();
      const used = new Set(await tx.media.referenced(batch));
      for (const url of batch) if (!used.has(url)) await media.forget?.(url);
    });
  }
}
