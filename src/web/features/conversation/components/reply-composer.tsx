import { clientMessages, replyTooLongMessage } from '@/contract/client-messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useEscapeWithin } from '@/web/components/use-escape-within';
import { focusIfLost } from '@/web/lib/lost-focus';
import { Button } from '@/web/components/button';
import {
  ComposerError,
  ComposerText,
  ComposerToolbar,
  maxLength,
  useComposerText,
} from '@/web/components/composer/composer-tools';
import styles from './reply-composer.module.css';

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
  const errorId = useId();
  const { field, toolbar } = useComposerText(text, change);
  const { tooLong, setPicking } = toolbar;
  const { focusOnShow } = props;
  const form = useRef<HTMLFormElement>(null);
  // Leaving an edit waits for a save under way, whose failure keeps the text to try again.
  const cancel = () => {
    if (!pending) onCancel?.();
  };
  // Escape leaves an edit as Cancel does (Escape in the emoji picker closes the picker only).
  useEscapeWithin(form, Boolean(onCancel), cancel);
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow, field]);

  const blank = text.trim() === '';
  const error = tooLong
    ? replyTooLongMessage(maxLength)
    : blankRefused && blank
      ? clientMessages.replyBlank
      : '';

  function change(next: string) {
    setText(next);
    if (next.trim() !== '') setBlankRefused(false);
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
        // The button was disabled while sending, which let the focus fall to the page.
        focusIfLost(field.current, form.current);
      },
      // The server's message is in a toast already; the text stays, to try again.
      () => focusIfLost(field.current, form.current),
    );
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} aria-busy={pending}>
      <ComposerText
        label={label}
        field={field}
        toolbar={toolbar}
        errorId={error ? errorId : undefined}
        className={styles.text}
        placeholder="Post your reply"
        rows={2}
      />
      <ComposerError id={errorId} message={error} />
      <ComposerToolbar
        field={field}
        toolbar={toolbar}
        className={styles.toolbar}
        counterClassName={styles.counter}
      >
        {onCancel && (
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </ComposerToolbar>
    </form>
  );
}
