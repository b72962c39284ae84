import { mediaKind } from '@/contract/media';

/**
 * A post's picture or video (with the browser's controls), described for screen readers.
 * `onFirstScreen` marks a picture that is likely the largest thing of the first screen: it is
 * fetched at once and first, rather than once the layout finds it in view.
 */
export function PostMedia({
  url,
  alt,
  className,
  onFirstScreen = false,
}: {
  url: string;
  alt: string;
  className: string | undefined;
  onFirstScreen?: boolean;
}) {
  if (mediaKind(url) === 'video')
    return (
      // Uploaded videos come without caption files; the post text and the description tell
      // what they show.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video className={className} src={url} controls preload="metadata" aria-label={alt} />
    );
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      loading={onFirstScreen ? 'eager' : 'lazy'}
      fetchPriority={onFirstScreen ? 'high' : 'auto'}
    />
  );
}
