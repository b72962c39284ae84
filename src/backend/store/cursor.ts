import type { PostOrder, PostRow } from './port';

/** The sort key of a post under an order: newer or more liked first, ties broken by _id. */
export function postSortKey(post: PostRow, order: PostOrder): number {
  return order === 'trending' ? post.likeCount : Date.parse(post.createdAt);
}

interface CursorData {
  order: PostOrder;
  key: number;
  id: string;
  /** A trending feed's window: it ranks only posts created at or after this instant (ms). */
  since?: number;
}

/** Cursors are base64url JSON arrays: opaque to clients, and cheap to check when they return. */
const toBase64Url = (value: unknown[]) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function fromBase64Url(cursor: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
    return Array.isArray(value) ? (value as unknown[]) : undefined;
  } catch {
    return undefined;
  }
}

export function encodeCursor(data: CursorData): string {
  const base = [data.order, data.key, data.id];
  return toBase64Url(data.since === undefined ? base : [...base, data.since]);
}

/** Undefined when the cursor is not one this API made, or was made for another order. */
export function decodeCursor(cursor: string, order: PostOrder): CursorData | undefined {
  const value = fromBase64Url(cursor);
  if (!value || (value.length !== 3 && value.length !== 4)) return undefined;
  const [cursorOrder, key, id, since] = value;
  if (cursorOrder !== order || typeof key !== 'number' || typeof id !== 'string') return undefined;
  if (since === undefined) return { order, key, id };
  if (typeof since !== 'number' || !Number.isSafeInteger(since)) return undefined;
  return { order, key, id, since };
}

/**
 * The cursor of a list kept in insertion order (likes, bookmarks, follows, people): the list's
 * name, so that one list's cursor is refused by another, and the last row's sequence number.
 */
export function encodeSeqCursor(list: string, seq: number): string {
  return toBase64Url([list, seq]);
}

/** The sequence number after which the page starts; undefined for a cursor not of this list. */
export function decodeSeqCursor(cursor: string, list: string): number | undefined {
  const value = fromBase64Url(cursor);
  if (!value || value.length !== 2 || value[0] !== list) return undefined;
  const seq = value[1];
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : undefined;
}

/** Compares two posts in the order's direction: negative when a comes first. */
export function comparePosts(a: PostRow, b: PostRow, order: PostOrder): number {
  const direction = order === 'oldest' ? 1 : -1;
  const byKey = postSortKey(a, order) - postSortKey(b, order);
  if (byKey !== 0) return byKey * direction;
  return (a._id < b._id ? -1 : a._id > b._id ? 1 : 0) * direction;
}

/** True when the post comes strictly after the cursor's position in the order. */
export function isAfterCursor(post: PostRow, cursor: CursorData): boolean {
  const direction = cursor.order === 'oldest' ? 1 : -1;
  const key = postSortKey(post, cursor.order);
  if (key !== cursor.key) return (key - cursor.key) * direction > 0;
  return (post._id > cursor.id ? 1 : post._id < cursor.id ? -1 : 0) * direction > 0;
}

/**
 * The cursor of a list of tags in their order: the last tag of the page, percent-encoded, since
 * btoa takes Latin-1 only and tags are in any script.
 */
export const encodeTagCursor = (tag: string) => toBase64Url(['tags', encodeURIComponent(tag)]);

/** The tag after which the page starts; undefined for a cursor not of a tag list. */
export function decodeTagCursor(cursor: string): string | undefined {
  const value = fromBase64Url(cursor);
  if (!value || value.length !== 2 || value[0] !== 'tags') return undefined;
  if (typeof value[1] !== 'string') return undefined;
  try {
    return decodeURIComponent(value[1]);
  } catch {
    return undefined;
  }
}

/**
 * The cursor of a list ranked by a count and then by insertion order (a search by likes): the
 * list's name, the last row's count and its sequence number.
 */
export function encodeRankCursor(list: string, rank: number, seq: number): string {
  return toBase64Url([list, rank, seq]);
}

/** The rank and sequence number after which the page starts; undefined for another list's. */
export function decodeRankCursor(
  cursor: string,
  list: string,
): { rank: number; seq: number } | undefined {
  const value = fromBase64Url(cursor);
  if (!value || value.length !== 3 || value[0] !== list) return undefined;
  const [, rank, seq] = value;
  if (!Number.isSafeInteger(rank) || !Number.isSafeInteger(seq)) return undefined;
  return { rank: rank as number, seq: seq as number };
}
