import { decodeSeqCursor, encodeSeqCursor } from './cursor';
import { InvalidCursorError } from './errors';
import { hiddenFrom } from './memory-hides';
import type { MemoryState } from './memory-state';
import {
  excerptSourceLength,
  notificationRecentActors,
  unreadCountCap,
  type ReplyRow,
  type NotificationKind,
  type NotificationLine,
  type ModerationNotice,
  type PostRow,
  type StoreTx,
} from './port';

/** One line as the memory store keeps it: its actors live in notificationActors. */
export interface MemoryNotificationLine {
  _id: string;
  recipientId: string;
  kind: NotificationKind;
  groupKey: string;
  postId: string | null;
  replyId: string | null;
  position: number;
  actorCount: number;
  recentActorIds: string[];
  updatedAt: string;
  moderation: ModerationNotice | null;
}

export interface MemoryNotificationActor {
  lineId: string;
  actorId: string;
  createdAt: string;
  /** Insertion order, as SQL's id. */
  order: number;
}

/** The parts of the memory store's state this module reads and writes. */
export interface NotificationState {
  posts: Map<string, PostRow>;
  replies: Map<string, ReplyRow>;
  /** Lines by _id. */
  notificationLines: Map<string, MemoryNotificationLine>;
  /** Actors by line and actor (lineKey). */
  notificationActors: Map<string, MemoryNotificationActor>;
  /** Each recipient's newest position and read marker. */
  notificationMarks: Map<string, { last: number; read: number }>;
  lastSeq: number;
}

const actorKey = (lineId: string, actorId: string) => `${lineId}\u0000${actorId}`;
const lineKey = (recipientId: string, kind: string, groupKey: string) =>
  `${recipientId}\u0000${kind}\u0000${groupKey}`;
const textStart = (text: string | undefined) =>
  text === undefined ? null : Array.from(text).slice(0, excerptSourceLength).join('');

/**
 * Notifications over plain maps, as the SQL adapter keeps them (0006-notifications.ts). Rows are
 * replaced, never changed in place, so that a transaction's copied maps stay apart.
 */
export function memoryNotifications(
  state: () => NotificationState & Pick<MemoryState, 'hides' | 'users'>,
): StoreTx['notifications'] {
  const findLine = (recipientId: string, kind: string, groupKey: string) => {
    const wanted = lineKey(recipientId, kind, groupKey);
    for (const line of state().notificationLines.values())
      if (lineKey(line.recipientId, line.kind, line.groupKey) === wanted) return line;
    return undefined;
  };
  const marksOf = (recipientId: string) =>
    state().notificationMarks.get(recipientId) ?? { last: 0, read: 0 };
  const nextPosition = (recipientId: string) => {
    const marks = marksOf(recipientId);
    state().notificationMarks.set(recipientId, { ...marks, last: marks.last + 1 });
    return marks.last + 1;
  };
  const actorsOf = (lineId: string) =>
    [...state().notificationActors.values()]
      .filter((actor) => actor.lineId === lineId)
      .sort((a, b) => b.order - a.order);
  const deleteLine = (lineId: string) => {
    const s = state();
    s.notificationLines.delete(lineId);
    for (const [key, actor] of s.notificationActors)
      if (actor.lineId === lineId) s.notificationActors.delete(key);
  };

  return {
    add: async (event) => {
      const s = state();
      const line = findLine(event.recipientId, event.kind, event.groupKey);
      if (line && s.notificationActors.has(actorKey(line._id, event.actorId))) return false;
      const position = nextPosition(event.recipientId);
      const lineId = line?._id ?? `n${++s.lastSeq}`;
      s.notificationLines.set(lineId, {
        _id: lineId,
        recipientId: event.recipientId,
        kind: event.kind,
        groupKey: event.groupKey,
        postId: line ? line.postId : event.postId,
        replyId: line ? line.replyId : event.replyId,
        position,
        actorCount: (line?.actorCount ?? 0) + 1,
        recentActorIds: [event.actorId, ...(line?.recentActorIds ?? [])].slice(
          0,
          notificationRecentActors,
        ),
        updatedAt: event.createdAt,
        moderation: line ? line.moderation : (event.moderation ?? null),
      });
      s.notificationActors.set(actorKey(lineId, event.actorId), {
        lineId,
        actorId: event.actorId,
        createdAt: event.createdAt,
        order: ++s.lastSeq,
      });
      return true;
    },

    remove: async (recipientId, kind, groupKey, actorId) => {
      const s = state();
      const line = findLine(recipientId, kind, groupKey);
      if (!line || !s.notificationActors.delete(actorKey(line._id, actorId))) return false;
      const left = actorsOf(line._id);
      if (left.length === 0) {
        deleteLine(line._id);
        return true;
      }
      const named = line.recentActorIds.includes(actorId);
      s.notificationLines.set(line._id, {
        ...line,
        actorCount: line.actorCount - 1,
        ...(named
          ? {
              recentActorIds: left.slice(0, notificationRecentActors).map((actor) => actor.actorId),
              updatedAt: left[0]!.createdAt,
            }
          : {}),
      });
      return true;
    },

    removeAbout: async (about, limit) => {
      const matches = (line: MemoryNotificationLine) =>
        'postId' in about ? line.postId === about.postId : line.replyId === about.replyId;
      const gone = [...state().notificationLines.values()].filter(matches);
      for (const line of gone) deleteLine(line._id);
      return [...new Set(gone.map((line) => line.recipientId))].slice(0, limit);
    },

    page: async (recipientId, page) => {
      const s = state();
      const { read } = marksOf(recipientId);
      const hidden = hiddenFrom(s, page.reader);
      // A line stays while one of its actors is not hidden from the reader.
      const shown = (lineId: string) =>
        actorsOf(lineId).some(({ actorId }) => !hidden({ id: actorId }));
      let lines = [...s.notificationLines.values()]
        .filter((line) => line.recipientId === recipientId && shown(line._id))
        .sort((a, b) => b.position - a.position);
      if (page.cursor !== undefined) {
        const before = decodeSeqCursor(page.cursor, 'notifications');
        if (before === undefined) throw new InvalidCursorError();
        lines = lines.filter((line) => line.position < before);
      }
      const items = lines.slice(0, page.limit);
      const last = items[items.length - 1];
      return {
        items: items.map((line): NotificationLine => ({
          _id: line._id,
          kind: line.kind,
          postId: line.postId,
          replyId: line.replyId,
          actorIds: [...line.recentActorIds],
          actorCount: line.actorCount,
          read: line.position <= read,
          updatedAt: line.updatedAt,
          postText: line.postId ? textStart(s.posts.get(line.postId)?.content) : null,
          replyText: line.replyId ? textStart(s.replies.get(line.replyId)?.text) : null,
          moderation: line.moderation,
        })),
        nextCursor:
          lines.length > page.limit && last
            ? encodeSeqCursor('notifications', last.position)
            : null,
      };
    },

    unreadCount: async (recipientId) => {
      const { read } = marksOf(recipientId);
      let count = 0;
      for (const line of state().notificationLines.values())
        if (line.recipientId === recipientId && line.position > read) count++;
      return Math.min(count, unreadCountCap);
    },

    lastPosition: async (recipientId) => marksOf(recipientId).last,

    markRead: async (recipientId, position) => {
      const marks = state().notificationMarks.get(recipientId);
      if (marks && marks.read < position)
        state().notificationMarks.set(recipientId, { ...marks, read: position });
    },
  };
}

/** Deletes the lines about a post, as SQL's cascade does when the post goes. */
export function forgetPostNotifications(state: NotificationState, postId: string): void {
  for (const [lineId, line] of state.notificationLines) {
    if (line.postId !== postId) continue;
    state.notificationLines.delete(lineId);
    for (const [key, actor] of state.notificationActors)
      if (actor.lineId === lineId) state.notificationActors.delete(key);
  }
}
