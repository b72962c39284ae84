import { notificationLimits } from '@/contract/notification';
import type { Page, PageQuery } from './pages';

/** What a notification line is about; the API's NotificationKind. */
export type NotificationKind =
  'like' | 'reply' | 'vote' | 'follow' | 'mention' | 'moderation' | 'repost' | 'quote';

/** What a moderator did to the recipient's writing or account, and why. */
export interface ModerationNotice {
  action: 'remove' | 'warn' | 'suspend';
  note: string;
}

/** Someone did something that concerns the recipient: one actor joins one line. */
export interface NotificationEvent {
  recipientId: string;
  kind: NotificationKind;
  /**
   * Which line of the recipient's this event joins, with its kind: one per post for likes, per
   * reply for votes, per UTC day for follows, one per event for replies and mentions.
   */
  groupKey: string;
  postId: string | null;
  replyId: string | null;
  actorId: string;
  createdAt: string;
  /** A moderation line's notice (moderation lines only). */
  moderation?: ModerationNotice;
}

/** One line of a recipient's notifications, as stored. */
export interface NotificationLine {
  _id: string;
  kind: NotificationKind;
  postId: string | null;
  replyId: string | null;
  /** The newest actors, newest first: at most notificationRecentActors. */
  actorIds: string[];
  actorCount: number;
  /** Whether the recipient's read marker covers its newest event. */
  read: boolean;
  /** When its newest event happened. */
  updatedAt: string;
  /** The start of the post's and the reply's text (excerptSourceLength characters at most). */
  postText: string | null;
  replyText: string | null;
  moderation: ModerationNotice | null;
}

export const notificationRecentActors = notificationLimits.actorsShown;
/** How many characters of a post's or reply's text a line carries, to cut its excerpt from. */
export const excerptSourceLength = 120;
export const unreadCountCap = notificationLimits.unreadCountCap;

export interface NotificationsPort {
  /**
   * Adds the actor to the event's line, making the line when the recipient has none with this
   * kind and key, and moves the line to the top (a new position above the read marker). Answers
   * false, changing nothing, when the actor is on the line already.
   */
  add(event: NotificationEvent): Promise<boolean>;
  /**
   * Takes the actor out of the line; the line goes when nobody is left on it. Answers whether
   * the actor was on it.
   */
  remove(
    recipientId: string,
    kind: NotificationKind,
    groupKey: string,
    actorId: string,
  ): Promise<boolean>;
  /**
   * Deletes every line about this post (any of its replies included) or this reply, and
   * answers whose lines went (at most `limit` of them).
   */
  removeAbout(about: { postId: string } | { replyId: string }, limit: number): Promise<string[]>;
  /** The recipient's lines, the most recently moved first. */
  page(recipientId: string, page: PageQuery): Promise<Page<NotificationLine>>;
  /** How many lines are above the read marker, counted up to unreadCountCap. */
  unreadCount(recipientId: string): Promise<number>;
  /** The position of the recipient's newest event (0 before any): what a marker names. */
  lastPosition(recipientId: string): Promise<number>;
  /** Moves the read marker up to position (never down). */
  markRead(recipientId: string, position: number): Promise<void>;
}
