import { removeUnusedMedia } from '../account/remove-unused-media';
import type { ResolvedDeps } from '../deps';
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
 * After the commit: removes those of the files that nothing uses any more from the media store
 * at once, rather than at the next orphan sweep. A failure is reported, not answered: the change
 * is made, and the sweep takes what is left within the hour.
 */
export async function forgetFiles(
  deps: Pick<ResolvedDeps, 'store' | 'media' | 'reportError'>,
  files: readonly string[],
): Promise<void> {
  if (files.length === 0) return;
  try {
    await removeUnusedMedia(deps, [...new Set(files)]);
  } catch (error) {
    deps.reportError(error);
  }
}
