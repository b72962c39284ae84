import type { PostMedia } from '@/contract/post-media';

/** How wide a picture's box is in a grid: the whole media column, or half of it. */
export type PictureSpan = 'full' | 'half';

// The media column: the 600 px feed column less the card's padding and avatar, or the screen less
// the same on a phone (the shell's breakpoint, app-shell.module.css).
const sizesBySpan: Record<PictureSpan, string> = {
  full: '(max-width: 699.98px) calc(100vw - 84px), 516px',
  half: '(max-width: 699.98px) calc(50vw - 44px), 258px',
};

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcset` and `sizes` of a picture: the browser picks the narrowest variant that fills
 * the box at the screen's density (a 390 px phone drawing 2.6 device pixels per CSS pixel takes
 * the 480 px one for a half-width cell, the 960 px one for the whole width), the original being
 * the widest choice. A data URL or a GIF has no variants and is its own only source.
 */
export function pictureSources(media: PostMedia, span: PictureSpan): PictureSources {
  if (media.variants.length === 0) return { src: media.url };
  const candidates = media.variants.map((variant) => `${variant.url} ${variant.width}w`);
  const widest = media.variants.at(-1)!.width;
  if (media.width && media.width > widest) candidates.push(`${media.url} ${media.width}w`);
  return { src: media.url, srcSet: candidates.join(', '), sizes: sizesBySpan[span] };
}

/** The largest file of a picture, for the full-screen viewer: the original. */
export const largestSource = (media: PostMedia): string => media.url;
