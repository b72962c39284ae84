import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';

/**
 * Refuses a /media/ URL that names no stored upload. Called inside the transaction that writes
 * the URL, after the write: the orphan sweep deletes a file only in a transaction that holds off
 * such writes, so either the sweep went first and the file is gone here (422, nothing kept), or
 * the sweep runs after the commit and sees the reference.
 */
export async function requireStoredMedia(
  deps: Pick<ResolvedDeps, 'media'>,
  url: string | undefined,
): Promise<void> {
  if (!url?.startsWith('/media/') || !deps.media?.holds) return;
  if (!(await deps.media.holds(url))) throw unprocessable('mediaGone');
}
