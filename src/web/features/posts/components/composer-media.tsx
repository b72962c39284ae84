import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { limits } from '@/contract/limits';
import { mediaKind } from '@/contract/media';
import { IconButton } from '@/web/components/icon-button';
import type { MediaChoice } from '../api/media-upload';
import { acceptedMediaTypes, checkMediaFile, readAsDataUrl } from '../lib/media-file';
import { PostMedia } from './post-media';
import tools from '@/web/components/composer/composer.module.css';
import note from '@/web/components/note.module.css';
import styles from './post-composer.module.css';

interface MediaToolProps {
  onPick: (media: MediaChoice) => void;
  /** Why the file cannot be used, or '' once a good one is picked. */
  onError: (message: string) => void;
  errorId: string | undefined;
}

/** The picture or video button: the file is checked at once, before anything is uploaded. */
export function MediaTool({ onPick, onError, errorId }: MediaToolProps) {
  const inputId = useId();

  async function pick(file: File | undefined) {
    if (!file) return;
    const check = await checkMediaFile(file);
    if (!check.ok) return onError(check.message);
    onError('');
    onPick({ url: await readAsDataUrl(file, check.type), file });
  }

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={acceptedMediaTypes}
        className={`visually-hidden ${tools.fileInput}`}
        aria-describedby={errorId}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={tools.tool} title="Add image or video">
        <ImagePlus aria-hidden size={20} />
        <span className="visually-hidden">Add image or video</span>
      </label>
    </>
  );
}

interface MediaPreviewProps {
  media: MediaChoice;
  onAltChange: (alt: string) => void;
  onRemove: () => void;
}

/**
 * The chosen picture or video, a button to remove it, and its description (alt text), which
 * screen readers read in its place, as Mastodon and Bluesky ask their posters for.
 */
export function MediaPreview({ media, onAltChange, onRemove }: MediaPreviewProps) {
  const altId = useId();
  const hintId = useId();
  const alt = media.alt ?? '';
  const video = mediaKind(media.url) === 'video';
  return (
    <div className={styles.chosen}>
      <div className={styles.preview}>
        <PostMedia
          url={media.url}
          alt={alt || 'Chosen for this post'}
          className={styles.previewMedia}
        />
        <IconButton label="Remove media" className={styles.remove} onClick={onRemove}>
          <X aria-hidden size={18} />
        </IconButton>
      </div>
      <label htmlFor={altId} className={styles.altLabel}>
        Description <span className={styles.altOptional}>(optional)</span>
      </label>
      <textarea
        id={altId}
        className={`${tools.text} ${styles.alt}`}
        rows={2}
        maxLength={limits.mediaAltMax}
        value={alt}
        placeholder={video ? 'What happens in this video?' : 'What does this picture show?'}
        aria-describedby={hintId}
        onChange={(event) => onAltChange(event.target.value)}
      />
      <p id={hintId} className={note.note}>
        Read aloud to people who cannot see it. Up to {limits.mediaAltMax.toLocaleString('en')}{' '}
        characters.
      </p>
    </div>
  );
}
