import { useContext, useState } from 'react';
import type { PostMedia as Media } from '@/contract/post-media';
import { blurhashImage } from '../lib/blurhash-image';
import { FirstPaintRender } from '../lib/first-paint-render';
import { pictureSources, type PictureSpan } from '../lib/picture-sources';
import { PostMedia } from './post-media';
import styles from './media-grid.module.css';

interface GridPictureProps {
  media: Media;
  alt: string;
  span: PictureSpan;
  eager: boolean;
  /** The one picture of its post: its box takes the picture's own shape. */
  alone: boolean;
  onOpen: () => void;
  /** The ALT badge: shown for a picture its author described. */
  badge: React.ReactNode;
}

/**
 * One box of the grid. Its shape comes from the picture's measured width and height before a byte
 * of it arrives, and its BlurHash is painted there at once: nothing moves when the picture lands.
 */
export function GridPicture({ media, alt, span, eager, alone, onOpen, badge }: GridPictureProps) {
  const [loaded, setLoaded] = useState(false);
  const waitsForApp = useContext(FirstPaintRender) && !eager;
  const placeholder =
    !loaded && media.blurhash ? blurhashImage(media.blurhash, media.width, media.height) : null;
  const shape =
    alone && media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  const style = {
    aspectRatio: shape,
    backgroundImage: placeholder ? `url(${placeholder})` : undefined,
  };
  if (media.type === 'video')
    return (
      <div className={styles.cell} data-kind="video" style={style}>
        <PostMedia url={media.url} alt={alt} className={styles.video} />
        {badge}
      </div>
    );
  const picture = (
    <img
      {...pictureSources(media, span)}
      className={styles.picture}
      alt={alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      // A first-screen picture is decoded for the frame that shows it: decoded apart, it
      // missed the pre-rendered page's first frame and then waited behind the app's start.
      decoding={eager ? 'sync' : 'async'}
      onLoad={() => setLoaded(true)}
    />
  );
  return (
    <div className={styles.cell} data-kind={media.type} style={style}>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        aria-label={waitsForApp ? alt : undefined}
        onClick={onOpen}
      >
        {waitsForApp ? <noscript>{picture}</noscript> : picture}
      </button>
      {badge}
    </div>
  );
}
