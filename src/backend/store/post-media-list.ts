import { singleMedia } from '../posts/post-media';
import type { PostRow } from './port';

/**
 * A post stored with a mediaURL and no media list (written before posts kept one, or by a caller
 * that gave none) reads as a list of that one file, unmeasured.
 */
export function withMediaList(row: PostRow): PostRow {
  if (row.media.length > 0 || row.mediaURL === '') return row;
  return { ...row, media: singleMedia(row.mediaURL, row.mediaAlt) };
}

/** A post's quote fields as every store answers them: allowQuotes only when false. */
export function withQuoteFields(row: PostRow): PostRow {
  if (row.allowQuotes !== true) return row;
  const { allowQuotes: _allowed, ...rest } = row;
  return rest;
}
