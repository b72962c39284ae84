import { useId, useState } from 'react';
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
 * Bluesky, which shows the description over the picture's lower part to anyone who asks, not
 * only to screen readers (which read it in the picture's place). Over, not under: the card's
 * height stays as measured.
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
    <div className={styles.frame}>
      <PostMedia
        url={url}
        alt={description || fallbackAlt}
        className={styles.media}
        onFirstScreen={onFirstScreen}
      />
      {description && (
        <>
          <button
            type="button"
            className={styles.badge}
            aria-expanded={shown}
            aria-controls={shown ? textId : undefined}
            // The name starts with what the badge shows, for those who speak to their browser.
            aria-label={shown ? 'ALT, hide the description' : 'ALT, show the description'}
            onClick={() => setShown(!shown)}
          >
            ALT
          </button>
          {shown && (
            <p id={textId} className={styles.description}>
              {description}
            </p>
          )}
        </>
      )}
    </div>
  );
}
