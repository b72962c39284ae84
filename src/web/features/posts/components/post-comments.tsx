import type { Comment } from '../../../../contract';
import { Avatar } from '../../../components/avatar';
import styles from './post-comments.module.css';

interface PostCommentsProps {
  id: string;
  /** What the list holds: the newest comments only. */
  comments: Comment[];
  /** How many comments the post has in all. */
  total: number;
}

/** The comments under a post: who wrote each, and what; and how many older ones are not shown. */
export function PostComments({ id, comments, total }: PostCommentsProps) {
  const notShown = total - comments.length;
  return (
    <section id={id} className={styles.comments} aria-label="Comments">
      {total === 0 && <p className={styles.empty}>No comments yet.</p>}
      {comments.length > 0 && (
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
      {notShown > 0 && (
        <p className={styles.more}>
          {notShown === 1 ? '1 earlier comment' : `${notShown} earlier comments`} not shown
        </p>
      )}
    </section>
  );
}
