import { comparePosts, decodeCursor, encodeCursor, isAfterCursor, postSortKey } from './cursor';
import { InvalidCursorError, StoreConflictError } from './errors';
import type {
  BookmarkRow,
  CommentRow,
  FollowRow,
  Page,
  PostQuery,
  PostRow,
  ReactionRow,
  SessionRow,
  Store,
  StoreTx,
  UserRow,
} from './port';

interface State {
  users: Map<string, UserRow>;
  posts: Map<string, PostRow>;
  reactions: Map<string, ReactionRow>;
  follows: Map<string, FollowRow>;
  bookmarks: Map<string, BookmarkRow>;
  comments: Map<string, CommentRow>;
  sessions: Map<string, SessionRow>;
}

const emptyState = (): State => ({
  users: new Map(),
  posts: new Map(),
  reactions: new Map(),
  follows: new Map(),
  bookmarks: new Map(),
  comments: new Map(),
  sessions: new Map(),
});

const pair = (a: string, b: string) => `${a}\u0000${b}`;
const copy = <T extends object>(row: T): T => ({ ...row });

function listPosts(state: State, query: PostQuery = {}): Page<PostRow> {
  const order = query.order ?? 'latest';
  const authors = query.authors && new Set(query.authors);
  let rows = [...state.posts.values()].filter((post) => !authors || authors.has(post.username));
  rows.sort((a, b) => comparePosts(a, b, order));
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, order);
    if (!cursor) throw new InvalidCursorError();
    rows = rows.filter((post) => isAfterCursor(post, cursor));
  }
  if (query.limit === undefined || rows.length <= query.limit) {
    return { items: rows.map(copy), nextCursor: null };
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1]!;
  return {
    items: items.map(copy),
    nextCursor: encodeCursor({ order, key: postSortKey(last, order), id: last._id }),
  };
}

/** The store's API over one state; a transaction runs it over a working copy. */
function operations(state: () => State): StoreTx {
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
      insert: async (row) => {
        const users = state().users;
        if (users.has(row._id)) throw new StoreConflictError(`user ${row._id}`);
        if ([...users.values()].some((user) => user.username === row.username))
          throw new StoreConflictError(`username ${row.username}`);
        users.set(row._id, copy(row));
      },
      update: async (id, patch) => {
        const user = state().users.get(id);
        if (user) state().users.set(id, { ...user, ...definedOnly(patch) });
      },
    },
    posts: {
      get: async (id) => maybeCopy(state().posts.get(id)),
      list: async (query) => listPosts(state(), query),
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
        for (const [key, row] of s.reactions) if (row.postId === id) s.reactions.delete(key);
        for (const [key, row] of s.comments) if (row.postId === id) s.comments.delete(key);
        for (const [key, row] of s.bookmarks) if (row.postId === id) s.bookmarks.delete(key);
      },
    },
    reactions: {
      get: async (postId, userId) => maybeCopy(state().reactions.get(pair(postId, userId))),
      put: async (row) => void state().reactions.set(pair(row.postId, row.userId), copy(row)),
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
      },
      delete: async (followerId, followeeId) =>
        void state().follows.delete(pair(followerId, followeeId)),
      touching: async (userIds) => {
        const ids = new Set(userIds);
        return [...state().follows.values()]
          .filter((row) => ids.has(row.followerId) || ids.has(row.followeeId))
          .map(copy);
      },
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
      },
      delete: async (userId, postId) => void state().bookmarks.delete(pair(userId, postId)),
    },
    comments: {
      forPosts: async (postIds) => {
        const ids = new Set(postIds);
        return [...state().comments.values()].filter((row) => ids.has(row.postId)).map(copy);
      },
      insert: async (row) => void state().comments.set(row._id, copy(row)),
    },
    sessions: {
      get: async (id) => maybeCopy(state().sessions.get(id)),
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
    sessions: new Map(state.sessions),
  };
}

export interface MemoryStore extends Store {
  /** A deep copy of everything stored, for tests that check a refused request changed nothing. */
  dump(): Record<keyof State, unknown[]>;
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
    comments: { ...direct.comments, insert: queued((tx, row) => tx.comments.insert(row)) },
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
        Object.entries(committed).map(([table, rows]) => [
          table,
          [...(rows as Map<string, object>).values()].map(copy),
        ]),
      ) as Record<keyof State, unknown[]>,
  };
}
