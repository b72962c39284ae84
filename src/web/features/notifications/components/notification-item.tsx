import { memo, type Ref } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { paths } from '@/web/config/paths';
import { formatFullDate, formatPostDate } from '@/web/lib/format-date';
import { notificationExcerpt, notificationText } from '../lib/notification-text';
import styles from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** The reader's username: a group of new followers leads to their followers list. */
  me: string;
  position: number;
  setSize: number;
  offsetY?: number;
  measureRef: Ref<HTMLElement>;
}

function targetOf(notification: Notification, me: string): string {
  if (notification.post) return paths.post.href(notification.post._id, notification.comment?._id);
  // A moderator's word is about the reader's own writing or account.
  if (notification.moderation) return paths.profile.href(me);
  const [first] = notification.actors;
  if (notification.actorCount === 1 && first) return paths.profile.href(first.username);
  return paths.followers.href(me);
}

/** One line: the faces of who did it, what they did, a few words of what about, and when. */
export const NotificationItem = memo(function NotificationItem(props: NotificationItemProps) {
  const { notification, me, position, setSize, offsetY, measureRef } = props;
  const text = notificationText(notification);
  const excerpt = notificationExcerpt(notification);
  return (
    <article
      ref={measureRef}
      style={offsetY === undefined ? undefined : { transform: `translateY(${offsetY}px)` }}
      data-index={position - 1}
      className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}
      aria-label={notification.read ? text : `New: ${text}`}
      aria-posinset={position}
      aria-setsize={setSize}
      tabIndex={-1}
    >
      <div className={styles.faces} aria-hidden>
        {notification.actors.map((actor) => (
          <Avatar key={actor._id} url={actor.avatarUrl} alt="" size={32} />
        ))}
      </div>
      <div className={styles.body}>
        <Link to={targetOf(notification, me)} className={styles.link}>
          <span className={styles.text}>{text}</span>
        </Link>
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        <time
          className={styles.time}
          dateTime={notification.updatedAt}
          title={formatFullDate(notification.updatedAt)}
        >
          {formatPostDate(notification.updatedAt)}
        </time>
      </div>
      {!notification.read && <span className={styles.dot} aria-hidden />}
    </article>
  );
});
