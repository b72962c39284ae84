import sharp, { type Sharp } from 'sharp';
import type { ProcessedFile, ProcessedMedia } from '@/backend/media/picture-pipeline';
import type { MediaMimeType } from '@/contract';
import { blurhashOf } from './blurhash-of';

/**
 * The widths of the WebP copies a picture gets (those narrower than the picture itself). Phones
 * draw 2 to 3 device pixels per CSS pixel: a half-width grid cell on a 390 px phone takes about
 * 400 of them and a whole-width picture about 800, so the 480 and 960 px copies spare them the
 * next size up (nearly twice the bytes).
 */
export const variantWidths = [320, 480, 640, 960, 1280] as const;

export interface PictureSizes {
  /** The longest side the main file may have. */
  maxSide: number;
}

/** The main file keeps the upload's format; its encoder settings are chosen for photos. */
function encodeMain(picture: Sharp, type: MediaMimeType): Sharp {
  // mozjpeg's quantisation table and progressive Huffman coding, without its trellis search:
  // that search costs a 12 MP photo half a second more for a few percent of bytes.
  if (type === 'image/jpeg')
    return picture.jpeg({
      quality: 82,
      progressive: true,
      optimiseCoding: true,
      quantisationTable: 3,
    });
  if (type === 'image/webp') return picture.webp({ quality: 82, effort: 4 });
  return picture.png({ compressionLevel: 9 });
}

// An animation's buffer is its frames stacked: the picture is one frame (page) high.
async function fileOf(picture: Sharp, type: MediaMimeType): Promise<ProcessedFile> {
  const { data, info } = await picture.toBuffer({ resolveWithObject: true });
  const height = info.pageHeight ?? info.height;
  return { bytes: new Uint8Array(data), type, width: info.width, height };
}

/**
 * A still picture (JPEG, PNG, WebP): decoded once, turned upright, cut to at most maxSide, then
 * encoded as the main file, the WebP variants and the BlurHash from those decoded pixels. Output
 * carries no metadata (sharp keeps none unless asked) and is in sRGB.
 */
export async function processStill(
  decode: () => Sharp,
  type: MediaMimeType,
  { maxSide }: PictureSizes,
): Promise<ProcessedMedia> {
  const { data, info } = await decode()
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const pixels = () => sharp(data, { raw });
  const widths = variantWidths.filter((width) => width < info.width);
  // One encode after another: the pipeline's queue, not each picture, decides how many cores work.
  const main = await fileOf(encodeMain(pixels(), type), type);
  const variants: ProcessedFile[] = [];
  for (const width of widths)
    variants.push(
      await fileOf(pixels().resize({ width }).webp({ quality: 78, effort: 3 }), 'image/webp'),
    );
  const blurhash = await blurhashOf(pixels());
  return { kind: 'image', main, variants, blurhash };
}

/**
 * An animated GIF or WebP: it stays animated in its own format, re-encoded (so its comments and
 * application blocks are gone) and cut to at most maxSide; no variants.
 */
export async function processAnimation(
  decode: (animated: boolean) => Sharp,
  type: MediaMimeType,
  { maxSide }: PictureSizes,
): Promise<ProcessedMedia> {
  const resized = decode(true).resize(maxSide, maxSide, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = type === 'image/gif' ? resized.gif() : resized.webp({ quality: 78, effort: 4 });
  const main = await fileOf(encoded, type);
  return { kind: 'gifv', main, variants: [], blurhash: await blurhashOf(decode(false)) };
}
