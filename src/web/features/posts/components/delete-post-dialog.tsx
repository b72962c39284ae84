import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useDeletePost } from '../api/post-mutations';
import styles from '../../../components/confirm.module.css';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** Asks before a post is deleted for good. */
export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const remove = useDeletePost(postId);
  const once = useSingleFlight();
  return (
    <Modal open onClose={onClose} title="Delete post?">
      <div className={styles.confirm}>
        <p className={styles.question}>
          This can’t be undone: the post goes from your profile, the feed and Explore.
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            className={styles.discard}
            disabled={remove.isPending}
            onClick={() => once(() => remove.mutateAsync(undefined, { onSettled: onClose }))}
          >
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
