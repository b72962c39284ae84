import {
  comparePosts,
  decodeCursor,
  decodeSeqCursor,
  encodeCursor,
  encodeSeqCursor,
  isAfterCursor,
  postSortKey,
} from './cursor';
import { InvalidCursorError, StoreConflictError } from './errors';
import {
  forgetPostNotifications,
  memoryNotifications,
  type NotificationState,
} from './memory-notifications';
import type {
  BookmarkRow,
  CommentRow,
  CommentState,
  CommentVoteRow,
  FollowRow,
  FollowCounts,
  Page,
  PageQuery,
  PostQuery,
  PostRow,
  PostState,
  ReactionRow,
  SessionRow,
  Store,
  StoreTx,
  UserRow,
} from './port';
import { trendingWindow } from './port';

interface State extends NotificationState {
  users: Map<string, UserRow>;
  posts: Map<string, PostRow>;
  reactions: Map<string, ReactionRow>;
  follows: Map<string, FollowRow>;
  bookmarks: Map<string, BookmarkRow>;
  comments: Map<string, CommentRow>;
  commentVotes: Map<string, CommentVoteRow>;
  sessions: Map<string, SessionRow>;
  /** Each row's insertion number by table and key, as the SQL tables' seq column. */
  seqs: Map<string, number>;
  /** The last insertion number given: a row made again after a delete takes a new one. */
  lastSeq: number;
}

const emptyState = (): State => ({
  users: new Map(),
  posts: new Map(),
  reactions: new Map(),
  follows: new Map(),
  bookmarks: new Map(),
  comments: new Map(),
  commentVotes: new Map(),
  sessions: new Map(),
  notificationLines: new Map(),
  notificationActors: new Map(),
  notificationMarks: new Map(),
  seqs: new Map(),
  lastSeq: 0,
});

const pair = (a: string, b: string) => `${a}\u0000${b}`;
const copy = <T extends object>(row: T): T => ({ ...row });

/** The usernames whose posts make up a user's home feed: their own and the followed people's. */
function feedAuthors(state: State, userId: string): Set<string> {
  const ids = [userId];
  for (const edge of state.follows.values())
    if (edge.followerId === userId) ids.push(edge.followeeId);
  return new Set(ids.flatMap((id) => state.users.get(id)?.username ?? []));
}

function listPosts(state: State, query: PostQuery = {}): Page<PostRow> {
  const order = query.order ?? 'latest';
  const authors = query.feedOf
    ? feedAuthors(state, query.feedOf)
    : query.authors && new Set(query.authors);
  let rows = [...state.posts.values()].filter((post) => !authors || authors.has(post.username));
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

/** The instant of the trendingWindow-th newest post, or 0 when there are fewer. */
function trendingSince(rows: PostRow[]): number {
  const newest = [...rows].sort((a, b) => comparePosts(a, b, 'latest'));
  const edge = newest[trendingWindow - 1];
  return edge ? Date.parse(edge.createdAt) : 0;
}

/** One page, newest first (or oldest), of rows that carry their insertion number. */
function seqPage<T extends object>(
  list: string,
  rows: { seq: number; item: T }[],
  page: PageQuery,
  direction: 'newest' | 'oldest' = 'newest',
): Page<T> {
  const sign = direction === 'newest' ? -1 : 1;
  let sorted = rows.sort((a, b) => (a.seq - b.seq) * sign);
  if (page.cursor !== undefined) {
    const after = decodeSeqCursor(page.cursor, list);
    if (after === undefined) throw new InvalidCursorError();
    sorted = sorted.filter((row) => (row.seq - after) * sign > 0);
  }
  const items = sorted.slice(0, page.limit);
  const more = sorted.length > page.limit;
  return {
    items: items.map((row) => copy(row.item)),
    nextCursor: more ? encodeSeqCursor(list, items[items.length - 1]!.seq) : null,
  };
}

const countBy = <T>(rows: Iterable<T>, keyOf: (row: T) => string, keys: Iterable<string>) => {
  const wanted = new Set(keys);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (wanted.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

const usersByName = (users: Iterable<UserRow>) =>
  new Map([...users].map((user) => [user.username, user]));

/** Whether a search term matches a user: part of the username or first name, in any case. */
const matchesSearch = (user: UserRow, q: string) =>
  user.username.toLowerCase().includes(q) || user.firstName.toLowerCase().includes(q);

/** The store's API over one state; a transaction runs it over a working copy. */
function operations(state: () => State): StoreTx {
  /** Numbers a new row as SQL's seq would; a replaced row keeps its number. */
  const numberRow = (table: string, key: string) => {
    const s = state();
    const name = pair(table, key);
    if (!s.seqs.has(name)) s.seqs.set(name, ++s.lastSeq);
  };
  /** Forgets a deleted row's number, so that the row made again comes first, as in SQL. */
  const forgetRow = (table: string, key: string) => void state().seqs.delete(pair(table, key));
  const seqOf = (table: string, key: string) => state().seqs.get(pair(table, key)) ?? 0;
  const postsByEdge = (
    table: 'reactions' | 'bookmarks',
    keep: (row: ReactionRow | BookmarkRow) => boolean,
  ) =>
    [...state()[table].entries()].flatMap(([key, row]) => {
      const post = keep(row) ? state().posts.get(row.postId) : undefined;
      return post ? [{ seq: seqOf(table, key), item: post }] : [];
    });
  const deleteVotesOf = (commentId: string) => {
    for (const [key, vote] of state().commentVotes)
      if (vote.commentId === commentId) state().commentVotes.delete(key);
  };
  const usersByEdge = (userId: string, side: 'followers' | 'following') =>
    [...state().follows.entries()].flatMap(([key, edge]) => {
      const [me, other] =
        side === 'followers'
          ? [edge.followeeId, edge.followerId]
          : [edge.followerId, edge.followeeId];
      const user = me === userId ? state().users.get(other) : undefined;
      return user ? [{ seq: seqOf('follows', key), item: user }] : [];
    });
  return {
    users: {
      get: async (id) => maybeCopy(state().users.get(id)),
      getByUsername: async (username) =>
        maybeCopy([...state().users.values()].find((user) => user.username === username)),
      list: async () => [...state().users.values()].map(copy),
      getMany: async (ids) =>
        ids.flatMap((id) => {
          const user = state().users.get(id);
          return user ? [copy(user)] : [];
        }),
      getManyByUsername: async (usernames) => {
        const wanted = new Set(usernames);
        return [...state().users.values()].filter((user) => wanted.has(user.username)).map(copy);
      },
      page: async (query) => {
        const q = (query.q ?? '').trim().toLowerCase();
        const rows = [...state().users.values()]
          .filter((user) => user._id !== query.excludeId && (!q || matchesSearch(user, q)))
          .map((user) => ({ seq: seqOf('users', user._id), item: user }));
        return seqPage('users', rows, query);
      },
      count: async () => state().users.size,
      insert: async (row) => {
        const users = state().users;
        if (users.has(row._id)) throw new StoreConflictError(`user ${row._id}`);
        if ([...users.values()].some((user) => user.username === row.username))
          throw new StoreConflictError(`username ${row.username}`);
        users.set(row._id, copy(row));
        numberRow('users', row._id);
      },
      update: async (id, patch) => {
        const user = state().users.get(id);
        if (user) state().users.set(id, { ...user, ...definedOnly(patch) });
      },
    },
    posts: {
      get: async (id) => maybeCopy(state().posts.get(id)),
      list: async (query) => listPosts(state(), query),
      likedBy: async (userId, page) =>
        seqPage(
          'liked',
          postsByEdge(
            'reactions',
            (row) => row.userId === userId && (row as ReactionRow).kind === 'like',
          ),
          page,
        ),
      bookmarkedBy: async (userId, page) =>
        seqPage(
          'bookmarked',
          postsByEdge('bookmarks', (row) => row.userId === userId),
          page,
        ),
      countByAuthors: async (usernames) =>
        countBy(state().posts.values(), (post) => post.username, usernames),
      states: async (postIds, viewerId) => {
        const s = state();
        const known = postIds.filter((id) => s.posts.has(id));
        const comments = countBy(s.comments.values(), (comment) => comment.postId, known);
        const authors = usersByName(s.users.values());
        const stateOf = (postId: string): PostState => ({
          author: maybeCopy(authors.get(s.posts.get(postId)!.username)),
          commentCount: comments.get(postId) ?? 0,
          reaction:
            viewerId === undefined ? null : (s.reactions.get(pair(postId, viewerId))?.kind ?? null),
          bookmarked: viewerId !== undefined && s.bookmarks.has(pair(viewerId, postId)),
        });
        return new Map(known.map((postId) => [postId, stateOf(postId)]));
      },
      count: async () => state().posts.size,
      insert: async (row) => {
        if (state().posts.has(row._id)) throw new StoreConflictError(`post ${row._id}`);
        state().posts.set(row._id, copy(row));
      },
      update: async (id, patch) => {
        const post = state().posts.get(id);
        if (post) state().posts.set(id, { ...post, ...definedOnly(patch) });
      },
      delete: async (id) => {
        const s = state();
        s.posts.delete(id);
        for (const comment of s.comments.values())
          if (comment.postId === id) deleteVotesOf(comment._id);
        for (const table of ['reactions', 'comments', 'bookmarks'] as const) {
          for (const [key, row] of s[table]) {
            if (row.postId !== id) continue;
            s[table].delete(key);
            forgetRow(table, key);
          }
        }
        forgetPostNotifications(s, id);
      },
    },
    reactions: {
      get: async (postId, userId) => maybeCopy(state().reactions.get(pair(postId, userId))),
      put: async (row) => {
        state().reactions.set(pair(row.postId, row.userId), copy(row));
        numberRow('reactions', pair(row.postId, row.userId));
      },
      forPosts: async (postIds) => {
        const ids = new Set(postIds);
        return [...state().reactions.values()].filter((row) => ids.has(row.postId)).map(copy);
      },
    },
    follows: {
      exists: async (followerId, followeeId) => state().follows.has(pair(followerId, followeeId)),
      insert: async (row) => {
        const key = pair(row.followerId, row.followeeId);
        if (state().follows.has(key)) throw new StoreConflictError('follow');
        state().follows.set(key, copy(row));
        numberRow('follows', key);
      },
      delete: async (followerId, followeeId) => {
        state().follows.delete(pair(followerId, followeeId));
        forgetRow('follows', pair(followerId, followeeId));
      },
      touching: async (userIds) => {
        const ids = new Set(userIds);
        return [...state().follows.values()]
          .filter((row) => ids.has(row.followerId) || ids.has(row.followeeId))
          .map(copy);
      },
      followers: async (userId, page) =>
        seqPage('followers', usersByEdge(userId, 'followers'), page),
      following: async (userId, page) =>
        seqPage('following', usersByEdge(userId, 'following'), page),
      counts: async (userIds) => {
        const counts = new Map<string, FollowCounts>(
          userIds.map((id) => [id, { followers: 0, following: 0 }]),
        );
        for (const edge of state().follows.values()) {
          const followee = counts.get(edge.followeeId);
          if (followee) followee.followers++;
          const follower = counts.get(edge.followerId);
          if (follower) follower.following++;
        }
        return counts;
      },
      between: async (userId, otherIds) =>
        otherIds.flatMap((otherId) =>
          [pair(userId, otherId), pair(otherId, userId)].flatMap((key) => {
            const row = state().follows.get(key);
            return row ? [copy(row)] : [];
          }),
        ),
    },
    bookmarks: {
      forUsers: async (userIds) => {
        const ids = new Set(userIds);
        return [...state().bookmarks.values()].filter((row) => ids.has(row.userId)).map(copy);
      },
      exists: async (userId, postId) => state().bookmarks.has(pair(userId, postId)),
      insert: async (row) => {
        const key = pair(row.userId, row.postId);
        if (state().bookmarks.has(key)) throw new StoreConflictError('bookmark');
        state().bookmarks.set(key, copy(row));
        numberRow('bookmarks', key);
      },
      delete: async (userId, postId) => {
        state().bookmarks.delete(pair(userId, postId));
        forgetRow('bookmarks', pair(userId, postId));
      },
    },
    comments: {
      forPosts: async (postIds) => {
        const ids = new Set(postIds);
        return [...state().comments.values()].filter((row) => ids.has(row.postId)).map(copy);
      },
      newest: async (postIds, perPost) =>
        postIds.flatMap((postId) => {
          const rows = [...state().comments.values()].filter((row) => row.postId === postId);
          return rows.slice(Math.max(0, rows.length - perPost)).map(copy);
        }),
      get: async (id) => maybeCopy(state().comments.get(id)),
      oldestBy: async (username, limit) =>
        [...state().comments.values()]
          .filter((row) => row.username === username)
          .sort((a, b) => seqOf('comments', a._id) - seqOf('comments', b._id))
          .slice(0, limit)
          .map(copy),
      page: async (postId, page) => {
        const rows = [...state().comments.values()]
          .filter((row) => row.postId === postId)
          .map((row) => ({ seq: seqOf('comments', row._id), item: row }));
        return seqPage('comments', rows, page, 'oldest');
      },
      states: async (commentIds, viewerId) => {
        const s = state();
        const known = commentIds.filter((id) => s.comments.has(id));
        const votes = [...s.commentVotes.values()];
        const authors = usersByName(s.users.values());
        const stateOf = (commentId: string): CommentState => ({
          author: maybeCopy(authors.get(s.comments.get(commentId)!.username)),
          upvoteCount: votes.filter((v) => v.commentId === commentId && v.kind === 'up').length,
          downvoteCount: votes.filter((v) => v.commentId === commentId && v.kind === 'down').length,
          viewerVote:
            viewerId === undefined
              ? null
              : (s.commentVotes.get(pair(commentId, viewerId))?.kind ?? null),
        });
        return new Map(known.map((commentId) => [commentId, stateOf(commentId)]));
      },
      insert: async (row) => {
        state().comments.set(row._id, copy(row));
        numberRow('comments', row._id);
      },
      update: async (id, patch) => {
        const comment = state().comments.get(id);
        if (comment) state().comments.set(id, { ...comment, ...definedOnly(patch) });
      },
      delete: async (id) => {
        if (!state().comments.delete(id)) return;
        forgetRow('comments', id);
        deleteVotesOf(id);
      },
      getVote: async (commentId, userId) =>
        maybeCopy(state().commentVotes.get(pair(commentId, userId))),
      putVote: async (row) => {
        // A vote on a comment that is gone is dropped, as SQL's foreign key would refuse it.
        if (!state().comments.has(row.commentId)) return;
        state().commentVotes.set(pair(row.commentId, row.userId), copy(row));
      },
      deleteVote: async (commentId, userId) =>
        void state().commentVotes.delete(pair(commentId, userId)),
    },
    notifications: memoryNotifications(state),
    sessions: {
      get: async (id) => maybeCopy(state().sessions.get(id)),
      getWithUser: async (id) => {
        const session = state().sessions.get(id);
        if (!session) return undefined;
        return { session: copy(session), user: maybeCopy(state().users.get(session.userId)) };
      },
      insert: async (row) => void state().sessions.set(row._id, copy(row)),
      revoke: async (id, at) => {
        const session = state().sessions.get(id);
        if (session && !session.revokedAt) state().sessions.set(id, { ...session, revokedAt: at });
      },
      deleteEnded: async (before) => {
        const limit = Date.parse(before);
        const ended = [...state().sessions.values()].filter(
          (session) =>
            Date.parse(session.expiresAt) < limit ||
            (!!session.revokedAt && Date.parse(session.revokedAt) < limit),
        );
        for (const session of ended) state().sessions.delete(session._id);
        return ended.length;
      },
    },
    media: {
      referenced: async (urls) => {
        const wanted = new Set(urls);
        const used = [
          ...[...state().posts.values()].map((post) => post.mediaURL),
          ...[...state().users.values()].map((user) => user.avatarUrl),
        ];
        return [...new Set(used.filter((url) => wanted.has(url)))];
      },
      // Transactions run one at a time here.
      holdReferences: async () => undefined,
    },
  };
}

function maybeCopy<T extends object>(row: T | undefined): T | undefined {
  return row && copy(row);
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function cloneState(state: State): State {
  return {
    users: new Map(state.users),
    posts: new Map(state.posts),
    reactions: new Map(state.reactions),
    follows: new Map(state.follows),
    bookmarks: new Map(state.bookmarks),
    comments: new Map(state.comments),
    commentVotes: new Map(state.commentVotes),
    sessions: new Map(state.sessions),
    notificationLines: new Map(state.notificationLines),
    notificationActors: new Map(state.notificationActors),
    notificationMarks: new Map(state.notificationMarks),
    seqs: new Map(state.seqs),
    lastSeq: state.lastSeq,
  };
}

/** The state's tables of rows, without the insertion numbers kept beside them. */
type Table = Exclude<keyof State, 'seqs' | 'lastSeq'>;

export interface MemoryStore extends Store {
  /** A deep copy of everything stored, for tests that check a refused request changed nothing. */
  dump(): Record<Table, unknown[]>;
}

/**
 * Plain objects in memory: the browser host's storage and the fast store for unit tests.
 * Transactions run one at a time on a working copy that replaces the state only on success.
 * Rows are replaced, never mutated in place, so copying the maps is enough.
 */
export function createMemoryStore(): MemoryStore {
  let committed = emptyState();
  let queue: Promise<unknown> = Promise.resolve();
  const transaction = <T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> => {
    const run = async () => {
      const working = cloneState(committed);
      const result = await fn(operations(() => working));
      committed = working;
      return result;
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
  // A write outside a transaction queues behind the running one, whose commit would otherwise
  // replace the state and lose it (a logout's revoke during a login, say). Reads stay direct.
  const queued =
    <A extends unknown[]>(write: (tx: StoreTx, ...args: A) => Promise<void>) =>
    (...args: A) =>
      transaction((tx) => write(tx, ...args));
  const direct = operations(() => committed);
  const store: StoreTx = {
    users: {
      ...direct.users,
      insert: queued((tx, row) => tx.users.insert(row)),
      update: queued((tx, id, patch) => tx.users.update(id, patch)),
    },
    posts: {
      ...direct.posts,
      insert: queued((tx, row) => tx.posts.insert(row)),
      update: queued((tx, id, patch) => tx.posts.update(id, patch)),
      delete: queued((tx, id) => tx.posts.delete(id)),
    },
    reactions: { ...direct.reactions, put: queued((tx, row) => tx.reactions.put(row)) },
    follows: {
      ...direct.follows,
      insert: queued((tx, row) => tx.follows.insert(row)),
      delete: queued((tx, followerId, followeeId) => tx.follows.delete(followerId, followeeId)),
    },
    bookmarks: {
      ...direct.bookmarks,
      insert: queued((tx, row) => tx.bookmarks.insert(row)),
      delete: queued((tx, userId, postId) => tx.bookmarks.delete(userId, postId)),
    },
    comments: {
      ...direct.comments,
      insert: queued((tx, row) => tx.comments.insert(row)),
      update: queued((tx, id, patch) => tx.comments.update(id, patch)),
      delete: queued((tx, id) => tx.comments.delete(id)),
      putVote: queued((tx, row) => tx.comments.putVote(row)),
      deleteVote: queued((tx, commentId, userId) => tx.comments.deleteVote(commentId, userId)),
    },
    notifications: {
      ...direct.notifications,
      add: (event) => transaction((tx) => tx.notifications.add(event)),
      remove: (...args) => transaction((tx) => tx.notifications.remove(...args)),
      removeAbout: (...args) => transaction((tx) => tx.notifications.removeAbout(...args)),
      markRead: queued((tx, recipientId, position) =>
        tx.notifications.markRead(recipientId, position),
      ),
    },
    sessions: {
      ...direct.sessions,
      insert: queued((tx, row) => tx.sessions.insert(row)),
      revoke: queued((tx, id, at) => tx.sessions.revoke(id, at)),
    },
    media: direct.media,
  };

  return {
    ...store,
    transaction,
    close: async () => undefined,
    dump: () =>
      Object.fromEntries(
        Object.entries(committed)
          .filter(([table]) => table !== 'seqs' && table !== 'lastSeq')
          .map(([table, rows]) => [table, [...(rows as Map<string, object>).values()].map(copy)]),
      ) as Record<Table, unknown[]>,
  };
}
