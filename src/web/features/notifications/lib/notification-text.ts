import type { Notification } from '@/contract';

/**
 * Who did it, as one line says it: "Maya", "Maya and Lucia", "Maya and 3 others". The server sends
 * the newest few actors and the count of all of them.
 */
export function actorsText({ actors, actorCount }: Pick<Notification, 'actors' | 'actorCount'>) {
  const [first, second] = actors;
  const name = first ? first.firstName || `@${first.username}` : 'Someone';
  if (actorCount <= 1) return name;
  if (actorCount === 2 && second) return `${name} and ${second.firstName || `@${second.username}`}`;
  const others = actorCount - 1;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** What happened, after who: "liked your post", "mentioned you in a reply". */
function actionText(notification: Notification): string {
  switch (notification.kind) {
    case 'like':
      return 'liked your post';
    case 'reply':
      return 'replied to your post';
    case 'vote':
      // Only upvotes are announced (the server's notifier.ts says why).
      return 'upvoted your reply';
    case 'follow':
      return 'followed you';
    case 'mention':
      return notification.comment ? 'mentioned you in a reply' : 'mentioned you in a post';
    case 'moderation':
      return '';
    case 'repost':
      return 'reposted your post';
    case 'quote':
      return 'quoted your post';
  }
}

/** What the moderators did, as a moderation line says it (they speak as the server). */
const moderationText = {
  remove: 'A moderator removed your post or reply',
  warn: 'A moderator warned you about your post or reply',
  suspend: 'A moderator suspended your account',
} as const;

/** The line as shown and read out: "Maya and 3 others liked your post". */
export const notificationText = (notification: Notification) =>
  notification.moderation
    ? moderationText[notification.moderation.action]
    : `${actorsText(notification)} ${actionText(notification)}`;

/**
 * The few words the line is about: the reply's for replies, votes and mentions in replies; a
 * moderation line's note (why).
 */
export const notificationExcerpt = (notification: Notification) =>
  notification.moderation
    ? notification.moderation.note
    : ((notification.comment ?? notification.post)?.excerpt ?? '');
