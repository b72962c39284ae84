import { Smile } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { countGraphemes, limits } from '../../../../contract/limits';
import { Button } from '../../../components/button';
import { useEscapeWithin } from '../../../components/use-escape-within';
import type { MediaChoice } from '../api/media-upload';
import { MediaPreview, MediaTool } from './composer-media';
import styles from './post-composer.module.css';

const EmojiPicker = lazy(() => import('./emoji-picker'));

const maxLength = limits.postContentGraphemes;
// Counting stops here: a huge paste must not make every keystroke slow.
const countCap = maxLength * 4;

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
  const textId = useId();
  const counterId = useId();
  const limitId = useId();
  const fileErrorId = useId();
  const pickerId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [fileError, setFileError] = useState('');
  const [picking, setPicking] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  useEscapeWithin(picker, picking, () => {
    setPicking(false);
    emojiButton.current?.focus();
  });

  const count = countGraphemes(content, countCap);
  // Stacked combining marks make one character of any length; the server bounds both.
  const tooLong = count > maxLength || content.length > limits.postContentCodeUnits;
  const empty = content.trim() === '' && media === null;

  function insertEmoji(emoji: string) {
    const field = textarea.current;
    const start = field?.selectionStart ?? content.length;
    const end = field?.selectionEnd ?? content.length;
    onContentChange(content.slice(0, start) + emoji + content.slice(end));
    const caret = start + emoji.length;
    requestAnimationFrame(() => field?.setSelectionRange(caret, caret));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tooLong && !empty && !pending) props.onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={pending}>
      <label htmlFor={textId} className="visually-hidden">
        Post text
      </label>
      <textarea
        id={textId}
        ref={textarea}
        className={styles.text}
        placeholder="What's happening?"
        rows={5}
        value={content}
        aria-invalid={tooLong}
        aria-describedby={tooLong ? `${counterId} ${limitId}` : counterId}
        onChange={(event) => onContentChange(event.target.value)}
        // The dialog's focus trap starts here: typing can begin at once.
        data-autofocus
      />
      {tooLong && (
        <p id={limitId} role="alert" className={styles.error}>
          Posts can be at most {maxLength} characters.
        </p>
      )}
      {media && <MediaPreview url={media.url} onRemove={() => onMediaChange(null)} />}
      {fileError && (
        <p id={fileErrorId} role="alert" className={styles.error}>
          {fileError}
        </p>
      )}
      <div className={styles.toolbar}>
        <MediaTool
          onPick={onMediaChange}
          onError={setFileError}
          errorId={fileError ? fileErrorId : undefined}
        />
        <button
          ref={emojiButton}
          type="button"
          className={styles.tool}
          aria-expanded={picking}
          aria-controls={pickerId}
          aria-label="Add emoji"
          title="Add emoji"
          onClick={() => setPicking((open) => !open)}
        >
          <Smile aria-hidden size={20} />
        </button>
        <span id={counterId} className={tooLong ? styles.counterOver : styles.counter}>
          {count > countCap ? `${countCap}+` : count}/{maxLength}
          <span className="visually-hidden"> characters</span>
        </span>
        <Button type="submit" disabled={tooLong || empty || pending}>
          {submitLabel}
        </Button>
      </div>
      <div ref={picker} id={pickerId} className={styles.picker} hidden={!picking}>
        {picking && (
          <Suspense fallback={<p role="status">Loading emoji…</p>}>
            <EmojiPicker onPick={insertEmoji} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
