import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  PictureRefusedError,
  type PicturePipeline,
  type ProcessedMedia,
} from '@/backend/media/picture-pipeline';
import { limits, type MediaMimeType } from '@/contract';
import { runLimited } from './run-limited';
import { processAnimation, processStill } from './still-picture';
import { processVideo } from './video-media';

export interface SharpPictureOptions {
  /** Pictures past this many pixels (an animation's frames together) are refused. */
  maxPixels?: number;
  /** The longest side of the main file. */
  maxSide?: number;
  /**
   * How many uploads are processed at once, each on one core; the rest wait their turn. One core
   * fewer than the machine has unless set, so that one is always free for the API.
   */
  concurrency?: number;
}

/**
 * The Node host's picture pipeline (docs/api.md, "What the server does with an upload"): libvips
 * through sharp for pictures, ffmpeg for videos. Both work off the event loop (libvips on libuv's
 * threads, ffmpeg in a child process), and at most `concurrency` uploads run at once, so the API
 * keeps a core to answer with while pictures come in.
 */
export function createSharpPictures(options: SharpPictureOptions = {}): PicturePipeline {
  const maxPixels = options.maxPixels ?? limits.pictureMaxPixels;
  const sizes = { maxSide: options.maxSide ?? limits.pictureMaxSide };
  const run = runLimited(options.concurrency ?? Math.max(1, availableParallelism() - 1));
  // Each upload is decoded once: libvips' operation cache would only hold its memory longer. One
  // thread per operation: the queue above says how many run at once.
  sharp.cache(false);
  sharp.concurrency(1);

  async function processPicture(bytes: Uint8Array, type: MediaMimeType): Promise<ProcessedMedia> {
    // The header alone says how large the picture is, before any pixel is decoded.
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw new PictureRefusedError('pictureUnreadable');
      });
    const frames = header.pages ?? 1;
    const frameHeight = header.pageHeight ?? header.height;
    if (header.width * frameHeight * frames > maxPixels)
      throw new PictureRefusedError('pictureTooManyPixels');
    // failOn 'truncated': a file cut short is refused rather than shown half grey.
    const decode = (animated = false) =>
      sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels, animated });
    try {
      if (type === 'image/gif' || (type === 'image/webp' && frames > 1))
        return await processAnimation(decode, type, sizes);
      return await processStill(decode, type, sizes);
    } catch (error) {
      if (error instanceof PictureRefusedError) throw error;
      throw new PictureRefusedError('pictureUnreadable');
    }
  }

  return {
    process: (bytes, type) =>
      run(() =>
        type.startsWith('video/') ? processVideo(bytes, type) : processPicture(bytes, type),
      ),
  };
}
