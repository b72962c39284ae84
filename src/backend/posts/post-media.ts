import { mediaKind, type PostMedia } from '@/contract';

/** One file taken as it is, with no measurements: a data URL, a sample file, an unprocessed upload. */
export function unmeasuredMedia(url: string, alt: string): PostMedia {
  const kind = mediaKind(url);
  return {
    url,
    type: kind === 'video' ? 'video' : /^data:image\/gif|\.gif$/i.test(url) ? 'gifv' : 'image',
    width: null,
    height: null,
    blurhash: null,
    poster: null,
    alt,
    variants: [],
  };
}

/**
 * The media list of a post stored with one mediaURL and no measurements (a data URL, or a post
 * from before the media list): one item, or none.
 */
export function singleMedia(mediaURL: string, mediaAlt: string): PostMedia[] {
  return mediaURL === '' ? [] : [unmeasuredMedia(mediaURL, mediaAlt)];
}
