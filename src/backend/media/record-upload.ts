import type { ResolvedDeps } from '../deps';
import type { KeptUpload } from './keep-upload';
import type { MediaStore } from './media-store';

/**
 * Records a kept upload as the owner's, with its measurements and every file it took, so that a
 * post can show it and its bytes count against the owner's share. When the record cannot be
 * written the files are forgotten: nothing would ever name them.
 */
export async function recordUpload(
  deps: Pick<ResolvedDeps, 'store' | 'newId' | 'timestamp'>,
  store: MediaStore,
  ownerId: string,
  kept: KeptUpload,
): Promise<void> {
  const { upload } = kept;
  try {
    await deps.store.transaction((tx) =>
      tx.uploads.record({
        id: deps.newId(),
        ownerId,
        url: upload.url,
        type: upload.type,
        width: upload.width,
        height: upload.height,
        blurhash: upload.blurhash,
        poster: upload.poster,
        variants: upload.variants,
        files: kept.files,
        bytes: kept.bytes,
        createdAt: deps.timestamp(),
        postId: null,
      }),
    );
  } catch (error) {
    for (const url of kept.files) await store.forget?.(url).catch(() => undefined);
    throw error;
  }
}
