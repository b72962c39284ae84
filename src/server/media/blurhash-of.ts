import { encode } from 'blurhash';
import type { Sharp } from 'sharp';

/**
 * The BlurHash of a picture, 4×3 components, encoded from a copy at most 32 px on its long side:
 * the encoder's work grows with the pixels, and a placeholder needs no more.
 */
export async function blurhashOf(picture: Sharp): Promise<string> {
  const { data, info } = await picture
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}
