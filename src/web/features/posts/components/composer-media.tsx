import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { limits } from '@/contract/limits';
import { mediaKind } from '@/contract/media';
import { IconButton } from '@/web/components/icon-button';
import type { MediaChoice } from '../api/media-upload';
import { choiceName } from '../lib/media-list';
import { acceptedMediaTypes } from '../lib/media-file';
import { PostMedia } from './post-media';
import tools from '@/web/components/composer/composer.module.css';
import note from '@/web/components/note.module.css';
import styles from './post-composer.module.css';

interface MediaToolProps {
  /** Files picked, in the order the picker gave them; checked by the form. */
  onFiles: (files: File[]) => void;
  errorId: string | undefined;
}

/** The picture or video button: several pictures may be picked at once. */
export function MediaTool({ onFiles, errorId }: MediaToolProps) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptedMediaTypes}
        className={`visually-hidden ${tools.fileInput}`}
        aria-describedby={errorId}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={tools.tool} title="Add images or a video">
        <ImagePlus aria-hidden size={20} />
        <span className="visually-hidden">Add images or a video</span>
      </label>
    </>
  );
}

interface MediaPreviewsProps {
  media: MediaChoice[];
  /** The server asks for a description of each (REQUIRE_ALT_TEXT). */
  altRequired: boolean;
  onAltChange: (index: number, alt: string) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The chosen pictures in the order they will show, each with its buttons and description. */
export function MediaPreviews({ media, ...props }: MediaPreviewsProps) {
  return (
    <ol className={styles.chosenList} aria-label="Chosen media">
      {media.map((choice, index) => (
        <MediaPreview
          key={choice.id}
          media={choice}
          index={index}
          count={media.length}
          {...props}
        />
      ))}
    </ol>
  );
}

interface MediaPreviewProps extends Omit<MediaPreviewsProps, 'media'> {
  media: MediaChoice;
  index: number;
  count: number;
}

/**
 * One chosen picture or video, the buttons that move it or remove it, and its description (alt
 * text), which screen readers read in its place, as Mastodon and Bluesky ask their posters for.
 * The move buttons stay in the tab order at the ends (marked unavailable), so that the focus is
 * not lost when a picture reaches the first or last place.
 */
function MediaPreview({ media, index, count, altRequired, ...props }: MediaPreviewProps) {
  const altId = useId();
  const hintId = useId();
  const alt = media.alt ?? '';
  const name = choiceName(media, index);
  const video = mediaKind(media.url) === 'video';
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className={styles.chosen}>
      <div className={styles.preview}>
        <PostMedia
          url={media.url}
          alt={alt || `${name[0]!.toUpperCase()}${name.slice(1)}, chosen for this post`}
          className={styles.previewMedia}
        />
        <div className={styles.previewTools}>
          {count > 1 && (
            <>
              <IconButton
                label={`Move ${name} earlier`}
                className={styles.previewTool}
                aria-disabled={first}
                onClick={() => !first && props.onMove(index, -1)}
              >
                <ArrowUp aria-hidden size={16} />
              </IconButton>
              <IconButton
                label={`Move ${name} later`}
                className={styles.previewTool}
                aria-disabled={last}
                onClick={() => !last && props.onMove(index, 1)}
              >
                <ArrowDown aria-hidden size={16} />
              </IconButton>
            </>
          )}
          <IconButton
            label={`Remove ${name}`}
            className={styles.previewTool}
            onClick={() => props.onRemove(index)}
          >
            <X aria-hidden size={16} />
          </IconButton>
        </div>
      </div>
      <div className={styles.altField}>
        <label htmlFor={altId} className={styles.altLabel}>
          Description of {name}
          {!altRequired && <span className={styles.altOptional}> (optional)</span>}
        </label>
        <textarea
          id={altId}
          className={`${tools.text} ${styles.alt}`}
          rows={2}
          maxLength={limits.mediaAltMax}
          value={alt}
          required={altRequired}
          data-alt-index={index}
          placeholder={video ? 'What happens in this video?' : 'What does this picture show?'}
          aria-describedby={hintId}
          onChange={(event) => props.onAltChange(index, event.target.value)}
        />
        <p id={hintId} className={note.note}>
          Read aloud to people who cannot see it. Up to {limits.mediaAltMax.toLocaleString('en')}{' '}
          characters.
        </p>
      </div>
    </li>
  );
}
