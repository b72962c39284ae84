import type { MediaMimeType, PostMedia } from '@/contract';

/** One file the pipeline made of an upload, to be kept by the media store. */
export interface ProcessedFile {
  bytes: Uint8Array;
  type: MediaMimeType;
  width: number;
  height: number;
}

/**
 * What an upload becomes: the file readers open (a picture cut to at most limits.pictureMaxSide,
 * with no metadata), its smaller WebP copies narrowest first, and for a video its poster frame.
 */
export interface ProcessedMedia {
  kind: PostMedia['type'];
  main: ProcessedFile;
  variants: ProcessedFile[];
  poster?: ProcessedFile;
  blurhash: string | null;
}

/**
 * Turns an upload's bytes, already sniffed to be of `type`, into what is kept (the Node host's is
 * sharp, src/server/media/). Throws PictureRefusedError, keeping nothing, for a file it cannot
 * take.
 */
export interface PicturePipeline {
  process(bytes: Uint8Array, type: MediaMimeType): Promise<ProcessedMedia>;
}

/** An upload the pipeline refused: it did not decode, or it has too many pixels. */
export class PictureRefusedError extends Error {
  constructor(readonly reason: 'pictureUnreadable' | 'pictureTooManyPixels') {
    super(reason);
    this.name = 'PictureRefusedError';
  }
}
