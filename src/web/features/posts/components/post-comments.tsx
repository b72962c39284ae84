import type { Comment } from '../../../../contract';
import { Avatar } from '../../../components/avatar';
import styles from './post-comments.module.css';

/** The comments under a post: who wrote each, and what. */
export function PostComments({ id, comments }: { id: string; comments: Comment[] }) {
  return (
    <section id={id} className={styles.comments} aria-label="Comments">
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments yet.</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment._id} className={styles.comment}>
              <Avatar url={comment.avatarUrl} alt="" size={32} />
              <div>
                <span className={styles.username}>@{comment.username}</span>
                <p className={styles.text}>{comment.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
