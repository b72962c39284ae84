import { safetyMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import { Modal } from '@/web/components/modal';
import styles from '@/web/components/confirm.module.css';
import { useSingleFlight } from '@/web/lib/use-single-flight';
import { useSafetyAction } from '../api/use-safety-action';

interface BlockDialogProps {
  person: { _id: string; username: string };
  onClose: () => void;
}

/** Says what a block does before it is done: Cancel, or Block (sent once). */
export function BlockDialog({ person, onClose }: BlockDialogProps) {
  const action = useSafetyAction(person);
  const once = useSingleFlight();
  return (
    <Modal open onClose={onClose} title={`Block @${person.username}?`}>
      <div className={styles.confirm}>
        <p className={styles.question}>{safetyMessages.blockQuestion}</p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            className={styles.discard}
            disabled={action.isPending}
            onClick={() =>
              once(() => action.mutateAsync({ kind: 'block' }, { onSettled: onClose }))
            }
          >
            Block
          </Button>
        </div>
      </div>
    </Modal>
  );
}
