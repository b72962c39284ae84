import type { ResolvedDeps } from '../deps';
import { refusal } from '../http/api-error';
import type { KeptUpload } from './keep-upload';
import type { MediaStore } from './media-store';

/**
 * Records a kept upload as the owner's, with its measurements and every file it took, so that a
 * post can show it and its bytes count against the owner's share. The share is checked in the
 * same transaction as the record is written, so uploads at once (on any process) cannot pass it
 * together: SQLite's transactions take turns, PostgreSQL's serializable ones retry the loser.
 * When the record is refused or cannot be written the files are forgotten: nothing would ever
 * name them. Answers the upload's id.
 */
export async function recordUpload(
  deps: Pick<ResolvedDeps, 'store' | 'newId' | 'timestamp' | 'accountMediaQuotaBytes'>,
  store: MediaStore,
  ownerId: string,
  kept: KeptUpload,
  description: string | null = null,
): Promise<string> {
  const id = deps.newId();
  const { upload } = kept;
  try {
    await deps.store.transaction(async (tx) => {
      const used = await tx.uploads.bytesOf(ownerId);
      if (used + kept.bytes > deps.accountMediaQuotaBytes) throw refusal(507, 'accountMediaFull');
      await tx.uploads.record({
        id,
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
        description,
      });
    });
    return id;
  } catch (error) {
    for (const url of kept.files) await store.forget?.(url).catch(() => undefined);
    throw error;
  }
}
