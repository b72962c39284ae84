import { mediaKind, type PostMedia } from '@/contract';

/**
 * The media list of a post stored with one mediaURL and no measurements (a data URL, or a post
 * from before the media list): one item, or none.
 */
export function singleMedia(mediaURL: string, mediaAlt: string): PostMedia[] {
  if (mediaURL === '') return [];
  const kind = mediaKind(mediaURL);
  return [
    {
      url: mediaURL,
      type:
        kind === 'video' ? 'video' : /^data:image\/gif|\.gif$/i.test(mediaURL) ? 'gifv' : 'image',
      width: null,
      height: null,
      blurhash: null,
      poster: null,
      alt: mediaAlt,
      variants: [],
    },
  ];
}
