import { hiddenFrom } from './memory-hides';
import { copy } from './memory-rows';
import type { MemoryState } from './memory-state';
import { topSearchMatches, type Page, type PostRow, type PostSearchQuery } from './port';
import { decodeSearchCursor, encodeSearchCursor } from './post-search-cursor';

type Numbered = { seq: number; post: PostRow };

/**
 * The memory store's post search: a plain scan of every post, as the demo's world is small. It
 * answers what SQLite's trigram index answers, in the same orders and with the same cursors.
 */
export function searchPosts(
  state: MemoryState,
  seqOf: (postId: string) => number,
  query: PostSearchQuery,
): Page<PostRow> {
  const hidden = hiddenFrom(state, query.reader);
  const matches = (post: PostRow) => {
    if (query.author !== undefined && post.username !== query.author) return false;
    const text = post.content.toLowerCase();
    return query.terms.every((term) => text.includes(term)) && !hidden(post);
  };
  const rank = (row: Numbered) => (query.sort === 'top' ? row.post.likeCount : 0);
  let rows: Numbered[] = [...state.posts.values()]
    .filter(matches)
    .map((post) => ({ seq: seqOf(post._id), post }))
    .sort((a, b) => b.seq - a.seq);
  // Top ranks the newest matches only, as the SQL stores do.
  if (query.sort === 'top') rows = rows.slice(0, query.rankedMatches ?? topSearchMatches);
  rows.sort((a, b) => rank(b) - rank(a) || b.seq - a.seq);
  if (query.cursor !== undefined) {
    const after = decodeSearchCursor(query.sort, query.cursor);
    rows = rows.filter(
      (row) => rank(row) < after.rank || (rank(row) === after.rank && row.seq < after.seq),
    );
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeSearchCursor(query.sort, { rank: rank(last), seq: last.seq })
      : null;
  return { items: items.map((row) => copy(row.post)), nextCursor };
}
