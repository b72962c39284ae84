import type { MediaMimeType, MediaUpload } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { unmeasuredMedia } from '../posts/post-media';
import type { MediaStore } from './media-store';
import type { ProcessedFile, ProcessedMedia } from './picture-pipeline';

/** An upload as kept: what the client is answered, and every file it took in the store. */
export interface KeptUpload {
  upload: MediaUpload;
  /** The URLs of all its files (the main one, its variants, a video's poster). */
  files: string[];
  /** The bytes all its files take together, counted against the quotas. */
  bytes: number;
}

/**
 * Saves the files one after another; when one cannot be saved, the ones already saved are
 * forgotten before the failure goes on, so a refused upload leaves nothing behind.
 */
async function saveAll(media: MediaStore, files: ProcessedFile[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await media.save(file.bytes, file.type));
    return urls;
  } catch (error) {
    await Promise.all(urls.map(async (url) => media.forget?.(url).catch(() => undefined)));
    throw error;
  }
}

async function keepProcessed(media: MediaStore, processed: ProcessedMedia): Promise<KeptUpload> {
  const { main, variants, poster } = processed;
  const files = [main, ...variants, ...(poster ? [poster] : [])];
  const urls = await saveAll(media, files);
  const [url, ...rest] = urls as [string, ...string[]];
  return {
    upload: {
      url,
      type: processed.kind,
      width: main.width,
      height: main.height,
      blurhash: processed.blurhash,
      poster: poster ? rest[variants.length]! : null,
      variants: variants.map(({ width, height }, i) => ({ url: rest[i]!, width, height })),
    },
    files: urls,
    bytes: files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
  };
}

/**
 * Puts an upload through the host's picture pipeline (when it has one) and keeps what comes out
 * in the media store. Without a pipeline the file is kept as it came, unmeasured. A picture the
 * pipeline refuses throws PictureRefusedError (answered 422) before anything is saved.
 */
export async function keepUpload(
  deps: Pick<ResolvedDeps, 'pictures'> & { media: MediaStore },
  bytes: Uint8Array,
  type: MediaMimeType,
): Promise<KeptUpload> {
  if (deps.pictures) return keepProcessed(deps.media, await deps.pictures.process(bytes, type));
  const url = await deps.media.save(bytes, type);
  const { alt: _alt, ...unmeasured } = unmeasuredMedia(url, '');
  return { upload: unmeasured, files: [url], bytes: bytes.byteLength };
}
