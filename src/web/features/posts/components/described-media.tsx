import { Suspense, useId, useState } from 'react';
import type { PostMedia } from '@/contract/post-media';
import { useShowSensitiveMedia } from '@/web/lib/sensitive-media';
import { LazyMediaViewer } from './lazy-media-viewer';
import { MediaGrid } from './media-grid';
import styles from './described-media.module.css';

interface DescribedMediaProps {
  media: PostMedia[];
  /** The author marked them sensitive: blurred until the reader clicks. */
  sensitive: boolean;
  /** What a screen reader says of a picture without a description. */
  fallbackAlt: string;
  /** How many of the first pictures load at once (the first two of a list). */
  eagerCount: number;
}

/**
 * A post's pictures or video. One its author described carries an ALT badge, as on Mastodon and
 * Bluesky, which shows the description under the pictures to anyone who asks, not only to screen
 * readers (which read it in the picture's place). A click on a picture opens the full-screen
 * viewer, where every description is readable under its picture.
 */
export function DescribedMedia({ media, sensitive, fallbackAlt, eagerCount }: DescribedMediaProps) {
  const showAlways = useShowSensitiveMedia();
  const [revealed, setRevealed] = useState(false);
  const [described, setDescribed] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const textId = useId();
  const hidden = sensitive && !showAlways && !revealed;
  const description = described === null ? '' : (media[described]?.alt ?? '');

  const badgeOf = (index: number) =>
    media[index]?.alt ? (
      <button
        type="button"
        className={styles.badge}
        aria-expanded={described === index}
        aria-controls={described === index ? textId : undefined}
        // The name starts with what the badge shows, for those who speak to their browser;
        // aria-expanded tells whether the description is out.
        aria-label={media.length === 1 ? 'ALT, description' : `ALT, description ${index + 1}`}
        onClick={() => setDescribed(described === index ? null : index)}
      >
        ALT
      </button>
    ) : null;

  return (
    <div className={styles.described}>
      <div className={styles.frame}>
        <MediaGrid
          media={media}
          fallbackAlt={fallbackAlt}
          eagerCount={eagerCount}
          hidden={hidden}
          onOpen={setViewing}
          badgeOf={badgeOf}
        />
        {hidden && (
          <button type="button" className={styles.cover} onClick={() => setRevealed(true)}>
            Sensitive content — click to show
          </button>
        )}
      </div>
      {description && (
        <p id={textId} className={styles.description}>
          {description}
        </p>
      )}
      {viewing !== null && (
        <Suspense>
          <LazyMediaViewer
            media={media}
            start={viewing}
            fallbackAlt={fallbackAlt}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
