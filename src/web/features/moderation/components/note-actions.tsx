import { useId, useState } from 'react';
import { moderationLimits } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { Button } from '@/web/components/button';
import { notify } from '@/web/lib/notify';
import styles from './moderation.module.css';

export interface NoteAction {
  label: string;
  run: (note: string) => Promise<unknown>;
  done: string;
}

/** A note (required: why) and the buttons that act with it. */
export function NoteActions({ actions, label }: { actions: NoteAction[]; label: string }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const act = async ({ run, done }: NoteAction) => {
    if (!note.trim()) return notify.info(words.noteRequired);
    setBusy(true);
    try {
      await run(note);
      notify.success(done);
      setNote('');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={id}>
        {words.noteLabel}
        <span className="visually-hidden">, {label}</span>
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={note}
        maxLength={moderationLimits.noteLength}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.buttons}>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="secondary"
            disabled={busy}
            onClick={() => void act(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
