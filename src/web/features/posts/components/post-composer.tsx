import { useQuery } from '@tanstack/react-query';
import { composerMediaMessages, postTooLongMessage } from '@/contract/client-messages';
import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
} from 'react';
import { Button } from '@/web/components/button';
import { serverConfigQuery } from '@/web/lib/server-config';
import type { PostInput } from '../api/post-mutations';
import { choiceName, firstUndescribed, mediaListProblem, moveChoice } from '../lib/media-list';
import { pickedChoices } from '../lib/media-file';
import { MediaPreviews, MediaTool } from './composer-media';
import { AllowQuotesField, SensitiveField, WarningField, WarningTool } from './composer-warning';
import { QuoteFrame, quotedView } from './quote-frame';
import {
  ComposerError,
  ComposerText,
  ComposerToolbar,
  maxLength,
  useComposerText,
} from '@/web/components/composer/composer-tools';
import note from '@/web/components/note.module.css';
import styles from './post-composer.module.css';

interface PostComposerProps {
  value: PostInput;
  onChange: (value: PostInput) => void;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
}

/**
 * The post form: text with its counter, up to four pictures or a video (picked, dropped or
 * pasted), each described, a content warning, the sensitive mark, emoji, and Create or Update.
 * Where the server requires descriptions the button waits for them and says which is missing;
 * elsewhere the first press reminds once of a missing one, and the next posts.
 */
export function PostComposer(props: PostComposerProps) {
  const { value, onChange, submitLabel, pending } = props;
  const { content, media } = value;
  const form = useRef<HTMLFormElement>(null);
  const limitId = useId();
  const fileErrorId = useId();
  const missingId = useId();
  const [fileError, setFileError] = useState('');
  const [warningOn, setWarningOn] = useState(value.contentWarning !== '');
  const [reminder, setReminder] = useState('');
  const altRequired = useQuery(serverConfigQuery).data?.requireAltText ?? false;
  const { field, toolbar } = useComposerText(content, (text) =>
    onChange({ ...value, content: text }),
  );
  const { tooLong } = toolbar;
  const empty = content.trim() === '' && media.length === 0;
  const undescribed = firstUndescribed(media);
  const missing =
    altRequired && undescribed >= 0
      ? composerMediaMessages.altRequired(choiceName(media[undescribed]!, undescribed))
      : '';
  const blocked = tooLong || empty || pending || missing !== '';

  async function add(files: File[]) {
    if (files.length === 0) return;
    const picked = await pickedChoices(files);
    if (!picked.ok) return setFileError(picked.message);
    const next = [...media, ...picked.choices];
    const problem = mediaListProblem(next);
    setFileError(problem);
    if (!problem) onChange({ ...value, media: next });
  }
  const setMedia = (next: PostInput['media']) => {
    setFileError('');
    onChange({ ...value, media: next });
  };
  function onDrop(event: DragEvent) {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void add([...event.dataTransfer.files]);
  }
  function onPaste(event: ClipboardEvent) {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    void add(files);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (undescribed >= 0 && !reminder) {
      setReminder(composerMediaMessages.altReminder(choiceName(media[undescribed]!, undescribed)));
      form.current?.querySelector<HTMLElement>(`[data-alt-index="${undescribed}"]`)?.focus();
      return;
    }
    props.onSubmit();
  }

  return (
    // Dropping and pasting are shortcuts: the picker button does the same from the keyboard.
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
      onDrop={onDrop}
      onPaste={onPaste}
      aria-busy={pending}
    >
      {warningOn && (
        <WarningField
          value={value.contentWarning}
          onChange={(text) => onChange({ ...value, contentWarning: text })}
        />
      )}
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
      {media.length > 0 && (
        <>
          <MediaPreviews
            media={media}
            altRequired={altRequired}
            onAltChange={(index, alt) =>
              setMedia(media.map((choice, at) => (at === index ? { ...choice, alt } : choice)))
            }
            onMove={(index, step) => setMedia(moveChoice(media, index, step))}
            onRemove={(index) => setMedia(media.filter((_, at) => at !== index))}
          />
          <SensitiveField
            checked={value.sensitive}
            onChange={(sensitive) => onChange({ ...value, sensitive })}
          />
        </>
      )}
      {value.quoting && <QuoteFrame quoted={quotedView(value.quoting)} linked={false} />}
      <AllowQuotesField
        checked={value.allowQuotes}
        onChange={(allowQuotes) => onChange({ ...value, allowQuotes })}
      />
      <ComposerError id={fileErrorId} message={fileError} />
      {reminder && undescribed >= 0 && (
        <p role="status" className={note.note}>
          {reminder}
        </p>
      )}
      <ComposerToolbar
        field={field}
        toolbar={toolbar}
        className={styles.toolbar}
        counterClassName={styles.counter}
        pickerClassName={styles.picker}
        leading={
          <>
            <MediaTool
              onFiles={(files) => void add(files)}
              errorId={fileError ? fileErrorId : undefined}
            />
            <WarningTool
              on={warningOn}
              onToggle={() => {
                if (warningOn) onChange({ ...value, contentWarning: '' });
                setWarningOn(!warningOn);
              }}
            />
          </>
        }
      >
        <Button type="submit" disabled={blocked} aria-describedby={missing ? missingId : undefined}>
          {submitLabel}
        </Button>
      </ComposerToolbar>
      {missing && (
        <p id={missingId} className={note.note}>
          {missing}
        </p>
      )}
    </form>
  );
}
