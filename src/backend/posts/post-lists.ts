import { apiPaths } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { cappedListHeaders, withinAnswerBudget } from '../http/paging';
import type { PostQuery, UserRow } from '../store/port';
import { readerOf } from '../safety/blocked';
import { forReader } from '../safety/visible';
import type { Viewer } from '../user-summary';
import { presentPosts } from '../views';

type ListDeps = Pick<ResolvedDeps, 'store' | 'listCap' | 'now'>;

/** One page of posts as the API shows them, cut short if its posts are unusually large. */
export function postsPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  query: PostQuery & { limit: number },
  viewer: Viewer,
) {
  const reader = readerOf(now, viewer);
  return withinAnswerBudget(query.limit, async (limit) => {
    const page = await store.posts.list({ ...query, limit, ...(reader ? { reader } : {}) });
    const posts = await presentPosts(store, page.items, viewer, undefined, page.viewed);
    return { posts: await forReader(store, reader, posts), nextCursor: page.nextCursor };
  });
}

/**
 * The original whole list (every post, or one author's), newest first: capped at the list cap,
 * with X-Total-Count and a Link to the paged form when there are more (docs/api.md, "Capped
 * lists").
 */
export async function cappedPosts(deps: ListDeps, viewer: Viewer, author?: string) {
  const { store, listCap } = deps;
  const query = { order: 'latest' as const, ...(author ? { authors: [author] } : {}) };
  const { posts, nextCursor } = await postsPage(deps, { ...query, limit: listCap }, viewer);
  const path = author ? apiPaths.userPosts(author) : apiPaths.posts();
  const total = !nextCursor
    ? posts.length
    : author
      ? ((await store.posts.countByAuthors([author])).get(author) ?? 0)
      : await store.posts.count();
  const next = nextCursor ? { path, params: { sort: 'latest', cursor: nextCursor } } : undefined;
  return { body: { posts }, headers: cappedListHeaders(total, next) };
}

/** A page of the posts the viewer liked or bookmarked, the newest first. */
export function viewerPostsPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  list: 'likedBy' | 'bookmarkedBy',
  me: UserRow,
  { limit, cursor }: { limit: number; cursor?: string },
) {
  const reader = readerOf(now, me);
  return withinAnswerBudget(limit, async (size) => {
    const page = await store.posts[list](me._id, {
      limit: size,
      reader,
      ...(cursor ? { cursor } : {}),
    });
    const posts = await presentPosts(store, page.items, me);
    return { posts: await forReader(store, reader, posts), nextCursor: page.nextCursor };
  });
}
