import { postTooLongMessage } from '@/contract/client-messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/button';
import type { MediaChoice } from '../api/media-upload';
import { MediaPreview, MediaTool } from './composer-media';
import {
  ComposerError,
  ComposerText,
  ComposerToolbar,
  maxLength,
  useComposerText,
} from '@/web/components/composer/composer-tools';
import styles from './post-composer.module.css';

interface PostComposerProps {
  content: string;
  onContentChange: (content: string) => void;
  media: MediaChoice | null;
  onMediaChange: (media: MediaChoice | null) => void;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
}

/** The post form: text with its counter, a picture or video, emoji, and Create or Update. */
export function PostComposer(props: PostComposerProps) {
  const { content, onContentChange, media, onMediaChange, submitLabel, pending } = props;
  const limitId = useId();
  const fileErrorId = useId();
  const [fileError, setFileError] = useState('');
  const { field, toolbar } = useComposerText(content, onContentChange);
  const { tooLong } = toolbar;
  const empty = content.trim() === '' && media === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tooLong && !empty && !pending) props.onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={pending}>
      <ComposerText
        label="Post text"
        field={field}
        toolbar={toolbar}
        errorId={tooLong ? limitId : undefined}
        className={styles.text}
        placeholder="What's happening?"
        rows={5}
        // The dialog's focus trap starts here: typing can begin at once.
        data-autofocus
      />
      <ComposerError id={limitId} message={tooLong ? postTooLongMessage(maxLength) : ''} />
      {media && (
        <MediaPreview
          media={media}
          onAltChange={(alt) => onMediaChange({ ...media, alt })}
          onRemove={() => onMediaChange(null)}
        />
      )}
      <ComposerError id={fileErrorId} message={fileError} />
      <ComposerToolbar
        field={field}
        toolbar={toolbar}
        className={styles.toolbar}
        counterClassName={styles.counter}
        pickerClassName={styles.picker}
        leading={
          <MediaTool
            onPick={onMediaChange}
            onError={setFileError}
            errorId={fileError ? fileErrorId : undefined}
          />
        }
      >
        <Button type="submit" disabled={tooLong || empty || pending}>
          {submitLabel}
        </Button>
      </ComposerToolbar>
    </form>
  );
}
