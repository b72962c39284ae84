import { useId, useState } from 'react';
import { mediaKind } from '@/contract/media';
import { PostMedia } from './post-media';
import styles from './described-media.module.css';

interface DescribedMediaProps {
  url: string;
  /** The author's description (alt text); empty when they wrote none. */
  description: string;
  /** What a screen reader says of a picture without a description. */
  fallbackAlt: string;
  onFirstScreen: boolean;
}

/**
 * A post's picture or video. One its author described carries an ALT badge, as on Mastodon and
 * Bluesky, which shows the description under it to anyone who asks, not only to screen readers
 * (which read it in the picture's place). Under, not over: a long one would not fit on the
 * picture, and a video's controls stay free (its badge sits at the top).
 */
export function DescribedMedia({
  url,
  description,
  fallbackAlt,
  onFirstScreen,
}: DescribedMediaProps) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  return (
    <div className={styles.described}>
      <div className={styles.frame} data-kind={mediaKind(url)}>
        <PostMedia
          url={url}
          alt={description || fallbackAlt}
          className={styles.media}
          onFirstScreen={onFirstScreen}
        />
        {description && (
          <button
            type="button"
            className={styles.badge}
            aria-expanded={shown}
            aria-controls={shown ? textId : undefined}
            // The name starts with what the badge shows, for those who speak to their browser;
            // aria-expanded tells whether the description is out.
            aria-label="ALT, description"
            onClick={() => setShown(!shown)}
          >
            ALT
          </button>
        )}
      </div>
      {description && shown && (
        <p id={textId} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
}
