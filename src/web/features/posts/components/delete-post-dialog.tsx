import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useDeletePost } from '../api/post-mutations';
import styles from './composer-modal.module.css';

/** Asks before a post is deleted for good. */
export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const remove = useDeletePost(postId);
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
            onClick={() => remove.mutate(undefined, { onSettled: onClose })}
          >
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
