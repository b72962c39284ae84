import { notificationLimits, type Notification } from '@/contract';
import type { NotificationLine, StoreTx } from '../store/port';
import { toSummary } from '../user-summary';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The start of a post's or reply's text, on one line: at most excerptLength characters, the last
 * an ellipsis when the text goes on (the store hands over a little more than that, never all).
 */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const max = notificationLimits.excerptLength;
  // A grapheme is at least one code unit, so a text this short fits: most end here, unsegmented.
  if (flat.length <= max) return flat;
  // Printable ASCII is one grapheme per character, none joined to the next while the one after
  // is ASCII too: most texts end here. Segmenting is slow (a third of a notification page).
  if (/^[\x20-\x7e]*$/.test(flat.slice(0, max + 1))) return `${flat.slice(0, max - 1).trimEnd()}…`;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(flat)) {
    if (kept.length === max)
      return `${kept
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
    kept.push(segment);
  }
  return flat;
}

/** A page of lines as the API shows them: one question for all their actors. */
export async function presentNotifications(
  tx: StoreTx,
  lines: NotificationLine[],
): Promise<Notification[]> {
  const actorIds = [...new Set(lines.flatMap((line) => line.actorIds))];
  const actors = new Map(
    (actorIds.length > 0 ? await tx.users.getMany(actorIds) : []).map((user) => [user._id, user]),
  );
  return lines.map((line) => ({
    _id: line._id,
    kind: line.kind,
    actors: (line.moderation ? [] : line.actorIds).flatMap((id) => {
      const actor = actors.get(id);
      return actor ? [toSummary(actor)] : [];
    }),
    actorCount: line.moderation ? 0 : line.actorCount,
    post:
      line.postId === null ? null : { _id: line.postId, excerpt: excerptOf(line.postText ?? '') },
    comment:
      line.replyId === null
        ? null
        : { _id: line.replyId, excerpt: excerptOf(line.replyText ?? '') },
    read: line.read,
    updatedAt: line.updatedAt,
    ...(line.moderation ? { moderation: line.moderation } : {}),
  }));
}
