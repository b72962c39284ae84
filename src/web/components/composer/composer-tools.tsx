import { Smile } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { countGraphemes, limits } from '@/contract/limits';
import { useEscapeWithin } from '@/web/components/use-escape-within';
import styles from './composer.module.css';

const EmojiPicker = lazy(() => import('./emoji-picker'));

/** A post's limit, which a reply shares. */
export const maxLength = limits.postContentGraphemes;
// Counting stops here: a huge paste must not make every keystroke slow.
const countCap = maxLength * 4;

function useTextLimit(text: string) {
  const count = countGraphemes(text, countCap);
  // Stacked combining marks make one character of any length; the server bounds both.
  const tooLong = count > maxLength || text.length > limits.postContentCodeUnits;
  return { count, tooLong };
}

/**
 * A composer's text as its toolbar shares it: the field (where an emoji goes), its length, the
 * counter's id and whether the emoji picker is open (the form closes it once sent). `toolbar` is
 * what ComposerToolbar takes beside the field.
 */
export function useComposerText(text: string, onTextChange: (text: string) => void) {
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const [picking, setPicking] = useState(false);
  const { count, tooLong } = useTextLimit(text);
  return { field, toolbar: { text, onTextChange, count, tooLong, counterId, picking, setPicking } };
}

/** The text, its change and its counter's id, as useComposerText gives them. */
type ComposerTextState = ReturnType<typeof useComposerText>['toolbar'];

interface ComposerTextProps extends Omit<
  ComponentProps<'textarea'>,
  'id' | 'ref' | 'value' | 'onChange' | 'aria-invalid'
> {
  /** The field's name for screen readers, in a hidden label: "Post text", "Reply text". */
  label: string;
  field: RefObject<HTMLTextAreaElement | null>;
  toolbar: ComposerTextState;
  /** The shown refusal's id, if there is one: the field is invalid and described by it too. */
  errorId: string | undefined;
}

/** A composer's text box, named by a hidden label and described by its counter and refusal. */
export function ComposerText(props: ComposerTextProps) {
  const { label, field, toolbar, errorId, className, ...textarea } = props;
  const { text, onTextChange, counterId } = toolbar;
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        className={`${styles.text} ${className ?? ''}`}
        value={text}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onTextChange(event.target.value)}
        {...textarea}
      />
    </>
  );
}

/** A composer's refusal, read out as it shows; the field points at `id` (aria-describedby). */
export function ComposerError({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}

interface ComposerToolbarProps {
  field: RefObject<HTMLTextAreaElement | null>;
  toolbar: {
    text: string;
    onTextChange: (text: string) => void;
    count: number;
    tooLong: boolean;
    counterId: string;
    picking: boolean;
    setPicking: (picking: boolean) => void;
  };
  /** The form's own spacing for the toolbar, its counter and the picker. */
  className: string | undefined;
  counterClassName: string | undefined;
  pickerClassName?: string | undefined;
  /** Tools before the emoji button (the media one). */
  leading?: ReactNode;
  /** The form's buttons, after the counter. */
  children: ReactNode;
}

/**
 * A composer's toolbar: its tools, the emoji button, "12/500 characters" (in red once over the
 * limit) and the form's buttons; then the emoji picker, loaded the first time it opens, which
 * puts the emoji picked where the caret was. Escape within the picker closes it.
 */
export function ComposerToolbar(props: ComposerToolbarProps) {
  const { field } = props;
  const { text, onTextChange, count, tooLong, picking } = props.toolbar;
  const onPickingChange = props.toolbar.setPicking;
  const pickerId = useId();
  const picker = useRef<HTMLDivElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  useEscapeWithin(picker, picking, () => {
    onPickingChange(false);
    emojiButton.current?.focus();
  });

  function insertEmoji(emoji: string) {
    const start = field.current?.selectionStart ?? text.length;
    const end = field.current?.selectionEnd ?? text.length;
    onTextChange(text.slice(0, start) + emoji + text.slice(end));
    const caret = start + emoji.length;
    requestAnimationFrame(() => field.current?.setSelectionRange(caret, caret));
  }

  return (
    <>
      <div className={props.className}>
        {props.leading}
        <button
          ref={emojiButton}
          type="button"
          className={styles.tool}
          aria-expanded={picking}
          aria-controls={pickerId}
          aria-label="Add emoji"
          title="Add emoji"
          onClick={() => onPickingChange(!picking)}
        >
          <Smile aria-hidden size={20} />
        </button>
        <span
          id={props.toolbar.counterId}
          className={`${tooLong ? styles.counterOver : styles.counter} ${props.counterClassName}`}
        >
          {count > countCap ? `${countCap}+` : count}/{maxLength}
          <span className="visually-hidden"> characters</span>
        </span>
        {props.children}
      </div>
      <div ref={picker} id={pickerId} className={props.pickerClassName} hidden={!picking}>
        {picking && (
          <Suspense fallback={<p role="status">Loading emoji…</p>}>
            <EmojiPicker onPick={insertEmoji} />
          </Suspense>
        )}
      </div>
    </>
  );
}
