import { decodeRankCursor, decodeSeqCursor, encodeRankCursor, encodeSeqCursor } from './cursor';
import { InvalidCursorError } from './errors';
import type { PostSearchSort } from './port';

/** The lists' names in their cursors: a newest-first cursor is refused by the top order. */
const searchLists = { latest: 'search', top: 'search-top' } as const;

/** Where a search's page ends: the last post's like count (top only) and its seq. */
export interface SearchPosition {
  rank: number;
  seq: number;
}

/** The cursor after this post, as every store makes it. */
export const encodeSearchCursor = (sort: PostSearchSort, at: SearchPosition) =>
  sort === 'top'
    ? encodeRankCursor(searchLists.top, at.rank, at.seq)
    : encodeSeqCursor(searchLists.latest, at.seq);

/** Where the page after the cursor starts; a cursor not of this order is refused. */
export function decodeSearchCursor(sort: PostSearchSort, cursor: string): SearchPosition {
  if (sort === 'top') {
    const after = decodeRankCursor(cursor, searchLists.top);
    if (!after) throw new InvalidCursorError();
    return after;
  }
  const seq = decodeSeqCursor(cursor, searchLists.latest);
  if (seq === undefined) throw new InvalidCursorError();
  return { rank: 0, seq };
}
