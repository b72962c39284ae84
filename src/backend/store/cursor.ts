import type { PostOrder, PostRow } from './port';

/** The sort key of a post under an order: newer or more liked first, ties broken by _id. */
export function postSortKey(post: PostRow, order: PostOrder): number {
  return order === 'trending' ? post.likeCount : Date.parse(post.createdAt);
}

interface CursorData {
  order: PostOrder;
  key: number;
  id: string;
}

export function encodeCursor(data: CursorData): string {
  return btoa(JSON.stringify([data.order, data.key, data.id]))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Undefined when the cursor is not one this API made, or was made for another order. */
export function decodeCursor(cursor: string, order: PostOrder): CursorData | undefined {
  try {
    const json = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [cursorOrder, key, id] = value as unknown[];
    if (cursorOrder !== order || typeof key !== 'number' || typeof id !== 'string')
      return undefined;
    return { order, key, id };
  } catch {
    return undefined;
  }
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
