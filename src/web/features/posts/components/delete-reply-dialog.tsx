import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useDeleteReply } from '../api/reply-mutations';
import styles from '../../../components/confirm.module.css';

interface DeleteReplyDialogProps {
  postId: string;
  commentId: string;
  onClose: () => void;
}

/** Asks before a reply is deleted for good. */
export function DeleteReplyDialog({ postId, commentId, onClose }: DeleteReplyDialogProps) {
  const remove = useDeleteReply(postId, commentId);
  const once = useSingleFlight();
  return (
    <Modal open onClose={onClose} title="Delete reply?">
      <div className={styles.confirm}>
        <p className={styles.question}>This can’t be undone: the reply goes from the thread.</p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            className={styles.discard}
            disabled={remove.isPending}
            // Closed at once: the reply leaves the thread at once too, and returns if refused.
            onClick={() => once(() => remove.mutateAsync(undefined, { onSettled: onClose }))}
          >
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
