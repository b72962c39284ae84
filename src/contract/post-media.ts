import * as z from 'zod';
import { limits } from './limits';

/**
 * One smaller copy of a stored picture, for srcset: the server keeps WebP copies 320, 480, 640,
 * 960 and 1,280 px wide (never wider than the picture itself).
 */
export const mediaVariantSchema = z.strictObject({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/**
 * One picture or video of a post, as readers get it. A file uploaded through POST /api/media has
 * its size, its BlurHash and its variants, all measured by the server; a data URL (the spec's
 * clients, the in-page demo) has none of them: null sizes and blurhash, no variants.
 */
export const postMediaSchema = z.strictObject({
  url: z.string(),
  type: z.enum(['image', 'gifv', 'video']),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** A BlurHash of the picture (of a video's poster frame), painted while it loads. */
  blurhash: z.string().nullable(),
  /** A video's still frame, shown before it plays; null for pictures. */
  poster: z.string().nullable(),
  /** The description its author wrote (alt text); empty without one. */
  alt: z.string(),
  /** Smaller copies, narrowest first; empty for a video, a GIF and a data URL. */
  variants: z.array(mediaVariantSchema),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** A post's content warning: what readers see before they choose to show the post. */
export const contentWarningSchema = z
  .string({ error: 'contentWarning must be text' })
  .trim()
  .max(
    limits.contentWarningMax,
    `contentWarning must be at most ${limits.contentWarningMax} characters`,
  );

/** POST /api/media: the stored file, ready for a post's media (and for mediaURL, as before). */
export const mediaUploadResponseSchema = z.strictObject({
  url: z.string().regex(/^\/media\/[A-Za-z0-9_-]+\.[a-z0-9]+$/),
  type: postMediaSchema.shape.type,
  width: postMediaSchema.shape.width,
  height: postMediaSchema.shape.height,
  blurhash: postMediaSchema.shape.blurhash,
  poster: postMediaSchema.shape.poster,
  variants: postMediaSchema.shape.variants,
});
export type MediaUpload = z.infer<typeof mediaUploadResponseSchema>;
