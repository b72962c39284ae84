import { useSingleFlight } from '../lib/use-single-flight';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm.module.css';

interface ConfirmDialogProps {
  /** "Delete post?", "Block @maya?" */
  title: string;
  /** What it does, said before it is done. */
  question: string;
  /** The button that does it: "Delete", "Block". */
  confirmLabel: string;
  /** Whether it is being sent. */
  pending: boolean;
  /** Sends it, once however often pressed; the dialog closes when it settles. */
  onConfirm: (settled: { onSettled: () => void }) => Promise<unknown>;
  onClose: () => void;
}

/** Asks before something that cannot simply be taken back: Cancel, or do it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, question, confirmLabel, pending, onConfirm, onClose } = props;
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
            disabled={pending}
            onClick={() => once(() => onConfirm({ onSettled: onClose }))}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
