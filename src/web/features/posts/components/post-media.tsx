import { mediaKind } from '../../../../contract/media';

/** A post's picture (described for screen readers) or video (with the browser's controls). */
export function PostMedia({
  url,
  alt,
  className,
}: {
  url: string;
  alt: string;
  className: string | undefined;
}) {
  if (mediaKind(url) === 'video')
    return (
      // Uploaded videos come without caption files; the post text describes them.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video className={className} src={url} controls preload="metadata" />
    );
  return <img className={className} src={url} alt={alt} loading="lazy" />;
}
