import { decode } from 'blurhash';

/** Decoded placeholders by hash: a card leaving and coming back into the window is not decoded again. */
const painted = new Map<string, string>();
const keptPlaceholders = 200;
/** A BlurHash holds a few colours: 32 pixels across, stretched by the browser, look the same. */
const placeholderWidth = 32;

/**
 * The BlurHash as a small PNG data URL, to paint as the picture box's background the moment the
 * card renders; null where it cannot be decoded (a bad hash, or a browser without a canvas).
 */
export function blurhashImage(hash: string, width: number | null, height: number | null) {
  const known = painted.get(hash);
  if (known) return known;
  const ratio = width && height ? height / width : 2 / 3;
  const w = placeholderWidth;
  const h = Math.max(1, Math.min(64, Math.round(w * ratio)));
  try {
    const pixels = decode(hash, w, h);
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const image = context.createImageData(w, h);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
    const url = canvas.toDataURL('image/png');
    if (painted.size >= keptPlaceholders) painted.delete(painted.keys().next().value!);
    painted.set(hash, url);
    return url;
  } catch {
    return null;
  }
}
