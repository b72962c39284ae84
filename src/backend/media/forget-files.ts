import type { ResolvedDeps } from '../deps';
import { queueJob } from '../jobs/queue-job';
import type { PostRow, StoreTx } from '../store/port';

/**
 * Inside the transaction that deletes the post: forgets the records of its uploads and answers
 * every file they took, with the file of a post made before uploads had records.
 */
export async function takeUploadsOf(tx: StoreTx, post: PostRow): Promise<string[]> {
  const uploads = await tx.uploads.ofPost(post._id);
  const files = await tx.uploads.remove(uploads.map((upload) => upload.url));
  return [...files, ...post.media.map((item) => item.url)].filter((url) =>
    url.startsWith('/media/'),
  );
}

/**
 * Inside the transaction that lets the files go: queues their removal from the media store, of
 * those that nothing uses by then (a job of kind remove-files), so that a crash after the commit
 * loses nothing. Answers whether it queued one; the caller wakes the worker after the commit
 * (deps.onJobQueued). A host whose media store keeps no files (the demo's data URLs) queues
 * nothing.
 */
export async function forgetFilesLater(
  tx: StoreTx,
  deps: Pick<ResolvedDeps, 'media' | 'newId' | 'now'>,
  files: readonly string[],
): Promise<boolean> {
  if (files.length === 0 || !deps.media?.forget) return false;
  await queueJob(tx, deps, 'remove-files', { urls: [...new Set(files)] });
  return true;
}
