import { useSingleFlight } from '../lib/use-single-flight';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm.module.css';

interface ConfirmDeleteDialogProps {
  /** "Delete post?" */
  title: string;
  /** What deleting it does, said before it is done. */
  question: string;
  /** The delete mutation, sent once; the dialog closes when it settles. */
  deletion: {
    isPending: boolean;
    mutateAsync: (variables: undefined, options: { onSettled: () => void }) => Promise<unknown>;
  };
  onClose: () => void;
}

/** Asks before something is deleted for good: Cancel, or Delete (pressed once, however often). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { title, question, deletion, onClose } = props;
  const once = useSingleFlight();
  return (
    <Modal open onClose={onClose} title={title}>
      <div className={styles.confirm}>
        <p className={styles.question}>{question}</p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            className={styles.discard}
            disabled={deletion.isPending}
            onClick={() => once(() => deletion.mutateAsync(undefined, { onSettled: onClose }))}
          >
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
