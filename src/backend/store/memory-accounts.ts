import type { MemoryState, StateOf } from './memory-state';
import { notificationRecentActors, type AccountsPort } from './port';

/** Deletes every row of the map that the test names. */
function deleteWhere<Row>(rows: Map<string, Row>, names: (row: Row) => boolean) {
  for (const [key, row] of rows) if (names(row)) rows.delete(key);
}

/** Its lines go, its place on others' lines goes, and a line left with nobody goes. */
function mendNotificationLines(s: MemoryState, userId: string, goneReplyIds: Set<string>) {
  const goneLines = new Set<string>();
  for (const line of s.notificationLines.values()) {
    const about =
      (line.replyId !== null && goneReplyIds.has(line.replyId)) ||
      (line.postId !== null && !s.posts.has(line.postId));
    if (line.recipientId === userId || about) goneLines.add(line._id);
  }
  const actedOn = new Set<string>();
  for (const [key, actor] of s.notificationActors) {
    if (goneLines.has(actor.lineId)) s.notificationActors.delete(key);
    else if (actor.actorId === userId) {
      s.notificationActors.delete(key);
      actedOn.add(actor.lineId);
    }
  }
  for (const lineId of goneLines) s.notificationLines.delete(lineId);
  for (const lineId of actedOn) {
    const line = s.notificationLines.get(lineId)!;
    const left = [...s.notificationActors.values()]
      .filter((actor) => actor.lineId === lineId)
      .sort((a, b) => b.order - a.order);
    if (left.length === 0) s.notificationLines.delete(lineId);
    else
      s.notificationLines.set(lineId, {
        ...line,
        actorCount: line.actorCount - 1,
        recentActorIds: left.slice(0, notificationRecentActors).map((actor) => actor.actorId),
      });
  }
  s.notificationMarks.delete(userId);
}

/** The insertion numbers of rows that are gone, which would otherwise name them still. */
function forgetGoneNumbers(s: MemoryState) {
  for (const name of s.seqs.keys()) {
    const [table, ...key] = name.split('\u0000');
    const rows = s[table as keyof MemoryState];
    if (rows instanceof Map && !rows.has(key.join('\u0000'))) s.seqs.delete(name);
  }
}

/** Accounts over plain maps, with the same outcome as the SQL adapter's statements (accounts.ts). */
export function memoryAccounts(state: StateOf): AccountsPort {
  return {
    delete: async (userId, tombstoneId) => {
      const s = state();
      const user = s.users.get(userId);
      if (!user) return undefined;
      const { username } = user;
      const sessionIds = [...s.sessions.values()]
        .filter((session) => session.userId === userId && session.revokedAt === null)
        .map((session) => session._id);
      const mediaUrls = new Set<string>();
      for (const post of s.posts.values())
        if (post.username === username && post.mediaURL !== '') mediaUrls.add(post.mediaURL);
      if (user.avatarUrl !== '') mediaUrls.add(user.avatarUrl);

      for (const reaction of s.reactions.values()) {
        const post = s.posts.get(reaction.postId);
        if (reaction.userId !== userId || reaction.kind !== 'like' || !post) continue;
        s.posts.set(post._id, { ...post, likeCount: Math.max(0, post.likeCount - 1) });
      }
      deleteWhere(s.posts, (post) => post.username === username);
      const goneReplyIds = new Set<string>();
      for (const reply of s.replies.values())
        if (reply.username === username || !s.posts.has(reply.postId)) goneReplyIds.add(reply._id);
      deleteWhere(s.replies, (reply) => goneReplyIds.has(reply._id));
      deleteWhere(s.replyVotes, (vote) => vote.userId === userId || goneReplyIds.has(vote.replyId));
      const postGone = (row: { postId: string }) => !s.posts.has(row.postId);
      deleteWhere(s.reactions, (row) => row.userId === userId || postGone(row));
      deleteWhere(s.bookmarks, (row) => row.userId === userId || postGone(row));
      deleteWhere(s.reposts, (row) => row.userId === userId || postGone(row));
      mendNotificationLines(s, userId, goneReplyIds);
      deleteWhere(s.follows, (row) => row.followerId === userId || row.followeeId === userId);
      deleteWhere(s.hides, (row) => row.readerId === userId || row.hiddenId === userId);
      deleteWhere(s.mutedWords, (row) => row.userId === userId);
      deleteWhere(s.reports, (row) => row.reporterId === userId || row.targetUserId === userId);
      deleteWhere(s.invites, (row) => row.creatorId === userId);
      deleteWhere(s.sessions, (row) => row.userId === userId);
      deleteWhere(s.oauthCodes, (row) => row.userId === userId);
      deleteWhere(s.oauthTokens, (row) => row.userId === userId);
      // Its mail names it: what was sent or waits for its address, or for an address it asked to
      // change to.
      const addresses = new Set([user.email.toLowerCase()]);
      for (const token of s.accountTokens.values())
        if (token.userId === userId) addresses.add(token.email.toLowerCase());
      deleteWhere(s.mail, (row) => addresses.has(row.to.toLowerCase()));
      deleteWhere(s.accountTokens, (row) => row.userId === userId);
      for (const action of s.moderationActions.values()) {
        const by = action.moderatorId === userId;
        const on = action.userId === userId;
        if (!by && !on) continue;
        s.moderationActions.set(action._id, {
          ...action,
          ...(by ? { moderatorId: tombstoneId } : {}),
          ...(on
            ? {
                userId: tombstoneId,
                note: '',
                targetId: action.targetId === userId ? tombstoneId : action.targetId,
              }
            : {}),
        });
      }
      s.users.delete(userId);
      deleteWhere(s.uploads, (row) => row.ownerId === userId);
      deleteWhere(s.retryKeys, (row) => row.userId === userId);
      forgetGoneNumbers(s);
      return { sessionIds, mediaUrls: [...mediaUrls] };
    },

    // Every row is in memory already: delete takes them all at once.
    deleteBatch: async () => ({ done: true, mediaUrls: [] }),

    hasOtherAdmin: async (userId) =>
      [...state().users.values()].some((user) => user.role === 'admin' && user._id !== userId),

    retireUsername: async (username, freesMs) =>
      void state().retiredUsernames.set(username, { username, freesMs }),

    isRetired: async (username, atMs) =>
      (state().retiredUsernames.get(username)?.freesMs ?? 0) > atMs,

    forgetFreedUsernames: async (atMs) => {
      const s = state();
      const before = s.retiredUsernames.size;
      deleteWhere(s.retiredUsernames, (row) => row.freesMs <= atMs);
      return before - s.retiredUsernames.size;
    },
  };
}
