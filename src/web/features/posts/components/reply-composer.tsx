import { Smile } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { countGraphemes, limits } from '../../../../contract/limits';
import { Button } from '../../../components/button';
import { useEscapeWithin } from '../../../components/use-escape-within';
import styles from './reply-composer.module.css';

const EmojiPicker = lazy(() => import('./emoji-picker'));

const maxLength = limits.postContentGraphemes;
// Counting stops here: a huge paste must not make every keystroke slow.
const countCap = maxLength * 4;

interface ReplyComposerProps {
  /** The field's name for screen readers: "Reply text" or "Edit reply text". */
  label: string;
  initialText?: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the text; the form empties when the answer is a success. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the field when shown: an edit opened from its menu continues there. */
  focusOnShow?: boolean;
}

/**
 * The reply form: text with its counter and emoji, with a post's limit and no media. A blank or
 * too long reply is refused here, with why, before anything is sent.
 */
export function ReplyComposer(props: ReplyComposerProps) {
  const { label, submitLabel, pending, onCancel } = props;
  const [text, setText] = useState(props.initialText ?? '');
  const [blankRefused, setBlankRefused] = useState(false);
  const [picking, setPicking] = useState(false);
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const pickerId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const { focusOnShow } = props;
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow]);
  useEscapeWithin(picker, picking, () => {
    setPicking(false);
    emojiButton.current?.focus();
  });

  const count = countGraphemes(text, countCap);
  const tooLong = count > maxLength || text.length > limits.postContentCodeUnits;
  const blank = text.trim() === '';
  const error = tooLong
    ? `Replies can be at most ${maxLength} characters.`
    : blankRefused && blank
      ? 'Write something before sending your reply.'
      : '';

  function change(next: string) {
    setText(next);
    if (next.trim() !== '') setBlankRefused(false);
  }

  function insertEmoji(emoji: string) {
    const start = field.current?.selectionStart ?? text.length;
    const end = field.current?.selectionEnd ?? text.length;
    change(text.slice(0, start) + emoji + text.slice(end));
    const caret = start + emoji.length;
    requestAnimationFrame(() => field.current?.setSelectionRange(caret, caret));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (blank || tooLong) {
      setBlankRefused(blank);
      field.current?.focus();
      return;
    }
    props.onSubmit(text).then(
      () => {
        setText('');
        setPicking(false);
      },
      // The server's message is in a toast already; the text stays, to try again.
      () => undefined,
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={pending}>
      <label htmlFor={textId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={textId}
        ref={field}
        className={styles.text}
        placeholder="Post your reply"
        rows={2}
        value={text}
        aria-invalid={error !== ''}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => change(event.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.toolbar}>
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
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
      <div ref={picker} id={pickerId} hidden={!picking}>
        {picking && (
          <Suspense fallback={<p role="status">Loading emoji…</p>}>
            <EmojiPicker onPick={insertEmoji} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
