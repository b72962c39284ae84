import { hashtagsIn, type TagSummary } from '@/contract';
import { encodeTagCursor, decodeTagCursor } from './cursor';
import { InvalidCursorError } from './errors';
import { hiddenFrom } from './memory-hides';
import type { StateOf } from './memory-state';
import type { PostRow, TagsPort } from './port';

// Rows are replaced, never changed in place, so a row's tags can be kept beside it.
const tagsByRow = new WeakMap<PostRow, string[]>();

/**
 * The tags a post carries. The memory store keeps no table of them: it reads them from the
 * text, so an edit or a delete, whichever way it comes, changes them with the post.
 */
export function tagsOfPost(post: PostRow): string[] {
  let tags = tagsByRow.get(post);
  if (!tags) tagsByRow.set(post, (tags = hashtagsIn(post.content)));
  return tags;
}

/** Code-point order, as SQLite and PostgreSQL's "C" collation compare the tags' bytes. */
const byCodePoint = (a: string, b: string) => {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

export function memoryTags(state: StateOf): TagsPort {
  return {
    trending: async (sinceMs, limit, reader) => {
      const people = new Map<string, Set<string>>();
      const hidden = hiddenFrom(state(), reader);
      for (const post of state().posts.values()) {
        if (Date.parse(post.createdAt) < sinceMs || hidden(post)) continue;
        for (const tag of tagsOfPost(post)) {
          if (!people.has(tag)) people.set(tag, new Set());
          people.get(tag)!.add(post.username);
        }
      }
      return [...people]
        .map(([tag, authors]): TagSummary => ({ tag, uses: authors.size }))
        .sort((a, b) => b.uses - a.uses || byCodePoint(a.tag, b.tag))
        .slice(0, limit);
    },
    search: async (prefix, { limit, cursor }) => {
      const after = cursor === undefined ? undefined : decodeTagCursor(cursor);
      if (cursor !== undefined && after === undefined) throw new InvalidCursorError();
      const uses = new Map<string, number>();
      for (const post of state().posts.values())
        for (const tag of tagsOfPost(post))
          if (tag.startsWith(prefix)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
      const found = [...uses]
        .map(([tag, count]): TagSummary => ({ tag, uses: count }))
        .filter((item) => after === undefined || byCodePoint(item.tag, after) > 0)
        .sort((a, b) => byCodePoint(a.tag, b.tag));
      const items = found.slice(0, limit);
      return {
        items,
        nextCursor: found.length > limit ? encodeTagCursor(items[items.length - 1]!.tag) : null,
      };
    },
  };
}
