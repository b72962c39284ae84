import { StoreConflictError } from './errors';
import { hiddenFrom } from './memory-hides';
import { copy, seqPage } from './memory-rows';
import { pair, rowNumbers, type StateOf } from './memory-state';
import type {
  BookmarkRow,
  BookmarksPort,
  FollowCounts,
  FollowRow,
  FollowsPort,
  PageQuery,
} from './port';

interface EdgeRows {
  follows: FollowRow;
  bookmarks: BookmarkRow;
}

/** Writes to an edge table: an edge is made once (again is a conflict, as in SQL) and numbered. */
function edgeWrites<Table extends keyof EdgeRows>(state: StateOf, table: Table, conflict: string) {
  const { numberRow, forgetRow } = rowNumbers(state);
  const rows = () => state()[table] as Map<string, EdgeRows[Table]>;
  return {
    insert: (key: string, row: EdgeRows[Table]) => {
      if (rows().has(key)) throw new StoreConflictError(conflict);
      rows().set(key, copy(row));
      numberRow(table, key);
    },
    delete: (key: string) => {
      rows().delete(key);
      forgetRow(table, key);
    },
  };
}

export function memoryFollows(state: StateOf): FollowsPort {
  const { seqOf } = rowNumbers(state);
  const edges = edgeWrites(state, 'follows', 'follow');
  // The user's followers, or the people they follow, each with the follow's number.
  const usersByEdge = (userId: string, side: 'followers' | 'following', page: PageQuery) => {
    const hidden = hiddenFrom(state(), page.reader);
    return [...state().follows.entries()].flatMap(([key, edge]) => {
      const [me, other] =
        side === 'followers'
          ? [edge.followeeId, edge.followerId]
          : [edge.followerId, edge.followeeId];
      const user = me === userId && !hidden({ id: other }) ? state().users.get(other) : undefined;
      return user ? [{ seq: seqOf('follows', key), item: user }] : [];
    });
  };
  return {
    exists: async (followerId, followeeId) => state().follows.has(pair(followerId, followeeId)),
    insert: async (row) => edges.insert(pair(row.followerId, row.followeeId), row),
    delete: async (followerId, followeeId) => edges.delete(pair(followerId, followeeId)),
    touching: async (userIds) => {
      const ids = new Set(userIds);
      return [...state().follows.values()]
        .filter((row) => ids.has(row.followerId) || ids.has(row.followeeId))
        .map(copy);
    },
    followers: async (userId, page) =>
      seqPage('followers', usersByEdge(userId, 'followers', page), page),
    following: async (userId, page) =>
      seqPage('following', usersByEdge(userId, 'following', page), page),
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
  };
}

export function memoryBookmarks(state: StateOf): BookmarksPort {
  const edges = edgeWrites(state, 'bookmarks', 'bookmark');
  return {
    forUsers: async (userIds) => {
      const ids = new Set(userIds);
      return [...state().bookmarks.values()].filter((row) => ids.has(row.userId)).map(copy);
    },
    exists: async (userId, postId) => state().bookmarks.has(pair(userId, postId)),
    insert: async (row) => edges.insert(pair(row.userId, row.postId), row),
    delete: async (userId, postId) => edges.delete(pair(userId, postId)),
  };
}
