import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PostMedia } from '@/contract/post-media';
import { IconButton } from '@/web/components/icon-button';
import { useFocusTrap } from '@/web/components/use-focus-trap';
import { useScrollLock } from '@/web/components/use-scroll-lock';
import { blurhashImage } from '../lib/blurhash-image';
import { largestSource } from '../lib/picture-sources';
import styles from './media-viewer.module.css';

interface MediaViewerProps {
  media: PostMedia[];
  /** The picture that was clicked. */
  start: number;
  fallbackAlt: string;
  onClose: () => void;
}

/** How far a finger must travel across the picture for the next or the previous one. */
const swipeDistance = 48;

/**
 * A post's pictures full screen, one at a time and at their largest, each with its description
 * under it. Arrow keys, the buttons or a swipe go through them; Escape or Close ends it, and the
 * focus goes back to the picture that opened it.
 */
export function MediaViewer({ media, start, fallbackAlt, onClose }: MediaViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState(start);
  const descriptionId = useId();
  useScrollLock();
  useFocusTrap(dialog, onClose);
  const count = media.length;
  const item = media[index] ?? media[0]!;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const placeholder = item.blurhash ? blurhashImage(item.blurhash, item.width, item.height) : null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }
  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    const from = swipeStart.current;
    swipeStart.current = null;
    if (from === null || count < 2) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) >= swipeDistance) go(distance < 0 ? 1 : -1);
  }

  return createPortal(
    // The arrow keys work wherever the focus is in the viewer, as they do in Mastodon's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label="Picture viewer"
      aria-describedby={item.alt ? descriptionId : undefined}
      tabIndex={-1}
      className={styles.viewer}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} of {count}
        </p>
        <IconButton label="Close" className={styles.button} onClick={onClose}>
          <X aria-hidden size={22} />
        </IconButton>
      </div>
      <figure
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={item.url}
          className={styles.picture}
          src={largestSource(item)}
          alt={item.alt || fallbackAlt}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          style={{ backgroundImage: placeholder ? `url(${placeholder})` : undefined }}
          draggable={false}
        />
        {item.alt && (
          <figcaption id={descriptionId} className={styles.description}>
            {item.alt}
          </figcaption>
        )}
      </figure>
      {count > 1 && (
        <>
          <IconButton
            label="Previous picture"
            className={`${styles.button} ${styles.previous}`}
            onClick={() => go(-1)}
          >
            <ChevronLeft aria-hidden size={28} />
          </IconButton>
          <IconButton
            label="Next picture"
            className={`${styles.button} ${styles.next}`}
            onClick={() => go(1)}
          >
            <ChevronRight aria-hidden size={28} />
          </IconButton>
        </>
      )}
    </div>,
    document.body,
  );
}
