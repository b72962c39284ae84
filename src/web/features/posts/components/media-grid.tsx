import type { PostMedia } from '@/contract/post-media';
import type { PictureSpan } from '../lib/picture-sources';
import { GridPicture } from './grid-picture';
import styles from './media-grid.module.css';

interface MediaGridProps {
  media: PostMedia[];
  /** What a screen reader says of a picture without a description. */
  fallbackAlt: string;
  /** How many of the first pictures load at once rather than as they come near. */
  eagerCount: number;
  /** Blurred and out of the keyboard's way, behind the sensitive cover. */
  hidden: boolean;
  onOpen: (index: number) => void;
  badgeOf: (index: number) => React.ReactNode;
}

/** Where a picture sits in a grid of its count: only the second and later of 3 and 4 share a row. */
const spanOf = (count: number): PictureSpan => (count === 1 ? 'full' : 'half');

/** A post's pictures (1 to 4) or its video, in the order its author chose. */
export function MediaGrid({
  media,
  fallbackAlt,
  eagerCount,
  hidden,
  onOpen,
  badgeOf,
}: MediaGridProps) {
  return (
    <div
      className={styles.grid}
      data-count={media.length}
      data-hidden={hidden || undefined}
      inert={hidden}
    >
      {media.map((item, index) => (
        <GridPicture
          key={`${index}-${item.url}`}
          media={item}
          alt={item.alt || fallbackAlt}
          span={spanOf(media.length)}
          eager={index < eagerCount}
          alone={media.length === 1}
          onOpen={() => onOpen(index)}
          badge={badgeOf(index)}
        />
      ))}
    </div>
  );
}
