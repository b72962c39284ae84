import { comparePosts, decodeCursor, encodeCursor, isAfterCursor, postSortKey } from './cursor';
import { InvalidCursorError, StoreConflictError } from './errors';
import { deleteVotesOf } from './memory-replies';
import { blockedInMemory, hiddenFrom } from './memory-hides';
import { tagsOfPost } from './memory-tags';
import { searchPosts } from './memory-post-search';
import { forgetPostNotifications } from './memory-notifications';
import { repostCounts, repostedFeedItems, type FeedItem } from './memory-reposts';
import { unattachUploads } from './memory-uploads';
import { withMediaList, withQuoteFields } from './post-media-list';
import {
  authorOf,
  copy,
  countBy,
  definedOnly,
  maybeCopy,
  seqPage,
  usersByName,
} from './memory-rows';
import { pair, rowNumbers, type MemoryState, type StateOf } from './memory-state';
import {
  trendingWindow,
  type BookmarkRow,
  type Page,
  type PageQuery,
  type PostQuery,
  type PostRow,
  type PostsPort,
  type PostState,
  type ReactionRow,
  type ReactionsPort,
} from './port';

/** The usernames whose posts make up a user's home feed: their own and the followed people's. */
function feedAuthors(state: MemoryState, userId: string): Set<string> {
  const ids = [userId];
  for (const edge of state.follows.values())
    if (edge.followerId === userId) ids.push(edge.followeeId);
  return new Set(ids.flatMap((id) => state.users.get(id)?.username ?? []));
}

function listPosts(state: MemoryState, query: PostQuery = {}): Page<PostRow> {
  const order = query.order ?? 'latest';
  if (query.feedOf && order === 'latest') return newestFeed(state, query.feedOf, query);
  const authors = query.feedOf
    ? feedAuthors(state, query.feedOf)
    : query.authors && new Set(query.authors);
  const hidden = hiddenFrom(state, query.reader);
  const tag = query.tag;
  let rows = [...state.posts.values()].filter(
    (post) =>
      (!authors || authors.has(post.username)) &&
      (tag === undefined || tagsOfPost(post).includes(tag)) &&
      !hidden(post),
  );
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order);
  if (query.cursor !== undefined && !cursor) throw new InvalidCursorError();
  // A feed's trending order ranks its newest posts only; the first page fixes the window.
  let since: number | undefined;
  if (query.feedOf && order === 'trending') {
    if (cursor && cursor.since === undefined) throw new InvalidCursorError();
    since = cursor ? cursor.since! : trendingSince(rows);
    rows = rows.filter((post) => Date.parse(post.createdAt) >= since!);
  }
  rows.sort((a, b) => comparePosts(a, b, order));
  if (cursor) rows = rows.filter((post) => isAfterCursor(post, cursor));
  if (query.limit === undefined || rows.length <= query.limit) {
    return { items: rows.map(copy), nextCursor: null };
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1]!;
  return {
    items: items.map(copy),
    nextCursor: encodeCursor({
      order,
      key: postSortKey(last, order),
      id: last._id,
      ...(since !== undefined ? { since } : {}),
    }),
  };
}

/** A home feed newest first: the feed authors' posts and the reposts it holds, at their places. */
function newestFeed(state: MemoryState, readerId: string, query: PostQuery): Page<PostRow> {
  const authors = feedAuthors(state, readerId);
  const hidden = hiddenFrom(state, query.reader);
  const own: FeedItem[] = [...state.posts.values()]
    .filter((post) => authors.has(post.username) && !hidden(post))
    .map((post) => ({ post, ms: Date.parse(post.createdAt) }));
  // A reposted post's hidden author is left out where the page is shown (safety/visible.ts), as
  // the SQL store's kept timelines cannot tell.
  const reposted = repostedFeedItems(state, readerId, authors, (id) => !hidden({ id }));
  const before = (a: FeedItem, b: FeedItem) =>
    a.ms !== b.ms ? b.ms - a.ms : a.post._id < b.post._id ? 1 : a.post._id > b.post._id ? -1 : 0;
  let items = [...own, ...reposted].sort(before);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'latest');
  if (query.cursor !== undefined && !cursor) throw new InvalidCursorError();
  if (cursor)
    items = items.filter(
      (item) => item.ms < cursor.key || (item.ms === cursor.key && item.post._id < cursor.id),
    );
  const page = query.limit === undefined ? items : items.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((item) => copy(item.post)),
    nextCursor:
      page.length < items.length && last
        ? encodeCursor({ order: 'latest', key: last.ms, id: last.post._id })
        : null,
  };
}

/** The instant of the trendingWindow-th newest post, or 0 when there are fewer. */
function trendingSince(rows: PostRow[]): number {
  const newest = [...rows].sort((a, b) => comparePosts(a, b, 'latest'));
  const edge = newest[trendingWindow - 1];
  return edge ? Date.parse(edge.createdAt) : 0;
}

export function memoryPosts(state: StateOf): PostsPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  // The posts of the edges that pass keep, each with the edge's number.
  const postsByEdge = (
    table: 'reactions' | 'bookmarks',
    keep: (row: ReactionRow | BookmarkRow) => boolean,
    page: PageQuery,
  ) => {
    const hidden = hiddenFrom(state(), page.reader);
    return [...state()[table].entries()].flatMap(([key, row]) => {
      const post = keep(row) ? state().posts.get(row.postId) : undefined;
      return post && !hidden(post) ? [{ seq: seqOf(table, key), item: post }] : [];
    });
  };
  return {
    get: async (id) => maybeCopy(state().posts.get(id)),
    byIds: async (ids) => ids.flatMap((id) => maybeCopy(state().posts.get(id)) ?? []),
    list: async (query) => listPosts(state(), query),
    search: async (query) => searchPosts(state(), (postId) => seqOf('posts', postId), query),
    likedBy: async (userId, page) =>
      seqPage(
        'liked',
        postsByEdge(
          'reactions',
          (row) => row.userId === userId && (row as ReactionRow).kind === 'like',
          page,
        ),
        page,
      ),
    bookmarkedBy: async (userId, page) =>
      seqPage(
        'bookmarked',
        postsByEdge('bookmarks', (row) => row.userId === userId, page),
        page,
      ),
    countByAuthors: async (usernames) =>
      countBy(state().posts.values(), (post) => post.username, usernames),
    states: async (postIds, viewerId) => {
      const s = state();
      const known = postIds.filter((id) => s.posts.has(id));
      const replies = countBy(s.replies.values(), (reply) => reply.postId, known);
      const authors = usersByName(s.users.values());
      const { reposts, quotes } = repostCounts(s, known);
      const stateOf = (postId: string): PostState => ({
        author: authorOf(authors.get(s.posts.get(postId)!.username)),
        replyCount: replies.get(postId) ?? 0,
        reaction:
          viewerId === undefined ? null : (s.reactions.get(pair(postId, viewerId))?.kind ?? null),
        bookmarked: viewerId !== undefined && s.bookmarks.has(pair(viewerId, postId)),
        repostCount: reposts.get(postId) ?? 0,
        quoteCount: quotes.get(postId) ?? 0,
        reposted: viewerId !== undefined && s.reposts.has(pair(postId, viewerId)),
      });
      return new Map(known.map((postId) => [postId, stateOf(postId)]));
    },
    count: async () => state().posts.size,
    // Keeps no timelines: a feed page reads the posts themselves.
    forgetQuietTimelines: async () => 0,
    insert: async (row) => {
      if (state().posts.has(row._id)) throw new StoreConflictError(`post ${row._id}`);
      state().posts.set(row._id, withQuoteFields(withMediaList(copy(row))));
      // Numbered as SQL's seq: a search lists the newest written first.
      numberRow('posts', row._id);
    },
    update: async (id, patch) => {
      const post = state().posts.get(id);
      if (post)
        state().posts.set(id, withQuoteFields(withMediaList({ ...post, ...definedOnly(patch) })));
    },
    delete: async (id) => {
      const s = state();
      s.posts.delete(id);
      forgetRow('posts', id);
      unattachUploads(s, new Set([id]));
      for (const reply of s.replies.values())
        if (reply.postId === id) deleteVotesOf(state, reply._id);
      for (const table of ['reactions', 'replies', 'bookmarks', 'reposts'] as const) {
        for (const [key, row] of s[table]) {
          if (row.postId !== id) continue;
          s[table].delete(key);
          forgetRow(table, key);
        }
      }
      forgetPostNotifications(s, id);
    },
  };
}

export function memoryReactions(state: StateOf): ReactionsPort {
  const { numberRow } = rowNumbers(state);
  return {
    get: async (postId, userId) => maybeCopy(state().reactions.get(pair(postId, userId))),
    // Transactions run one at a time here: nothing to lock.
    lockTarget: async (postId, userId) => {
      const post = state().posts.get(postId);
      if (!post) return undefined;
      const author = [...state().users.values()].find((user) => user.username === post.username);
      return {
        post: copy(post),
        authorId: author?._id,
        blocked: author !== undefined && blockedInMemory(state(), userId, author._id),
        reaction: state().reactions.get(pair(postId, userId))?.kind,
      };
    },
    put: async (row) => {
      state().reactions.set(pair(row.postId, row.userId), copy(row));
      numberRow('reactions', pair(row.postId, row.userId));
    },
    forPosts: async (postIds) => {
      const ids = new Set(postIds);
      return [...state().reactions.values()].filter((row) => ids.has(row.postId)).map(copy);
    },
  };
}
