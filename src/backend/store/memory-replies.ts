import { blockedInMemory, hiddenFrom } from './memory-hides';
import { authorOf, copy, definedOnly, maybeCopy, seqPage, usersByName } from './memory-rows';
import { pair, rowNumbers, type StateOf } from './memory-state';
import type { ReplyState, RepliesPort } from './port';

/** Deletes every vote on a reply (SQL's foreign key cascades them). */
export function deleteVotesOf(state: StateOf, replyId: string) {
  for (const [key, vote] of state().replyVotes)
    if (vote.replyId === replyId) state().replyVotes.delete(key);
}

export function memoryReplies(state: StateOf): RepliesPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  return {
    forPosts: async (postIds) => {
      const ids = new Set(postIds);
      return [...state().replies.values()].filter((row) => ids.has(row.postId)).map(copy);
    },
    newest: async (postIds, perPost) =>
      postIds.flatMap((postId) => {
        const rows = [...state().replies.values()].filter((row) => row.postId === postId);
        return rows.slice(Math.max(0, rows.length - perPost)).map(copy);
      }),
    get: async (id) => maybeCopy(state().replies.get(id)),
    oldestBy: async (username, limit) =>
      [...state().replies.values()]
        .filter((row) => row.username === username)
        .sort((a, b) => seqOf('replies', a._id) - seqOf('replies', b._id))
        .slice(0, limit)
        .map(copy),
    pageByAuthor: async (username, page) => {
      const rows = [...state().replies.values()]
        .filter((row) => row.username === username)
        .map((row) => ({ seq: seqOf('replies', row._id), item: row }));
      return seqPage('authorReplies', rows, page, 'oldest');
    },
    page: async (postId, page) => {
      const hidden = hiddenFrom(state(), page.reader);
      const rows = [...state().replies.values()]
        .filter((row) => row.postId === postId && !hidden(row))
        .map((row) => ({ seq: seqOf('replies', row._id), item: row }));
      return seqPage('replies', rows, page, 'oldest');
    },
    states: async (replyIds, viewerId) => {
      const s = state();
      const known = replyIds.filter((id) => s.replies.has(id));
      const votes = [...s.replyVotes.values()];
      const authors = usersByName(s.users.values());
      const stateOf = (replyId: string): ReplyState => ({
        author: authorOf(authors.get(s.replies.get(replyId)!.username)),
        upvoteCount: votes.filter((v) => v.replyId === replyId && v.kind === 'up').length,
        downvoteCount: votes.filter((v) => v.replyId === replyId && v.kind === 'down').length,
        viewerVote:
          viewerId === undefined ? null : (s.replyVotes.get(pair(replyId, viewerId))?.kind ?? null),
      });
      return new Map(known.map((replyId) => [replyId, stateOf(replyId)]));
    },
    insert: async (row) => {
      state().replies.set(row._id, copy(row));
      numberRow('replies', row._id);
    },
    update: async (id, patch) => {
      const reply = state().replies.get(id);
      if (reply) state().replies.set(id, { ...reply, ...definedOnly(patch) });
    },
    delete: async (id) => {
      if (!state().replies.delete(id)) return;
      forgetRow('replies', id);
      deleteVotesOf(state, id);
    },
    // Transactions run one at a time here: nothing to lock.
    lockVoteTarget: async (replyId, userId) => {
      const reply = state().replies.get(replyId);
      if (!reply) return undefined;
      const author = [...state().users.values()].find((user) => user.username === reply.username);
      return {
        reply: copy(reply),
        authorId: author?._id,
        blocked: author !== undefined && blockedInMemory(state(), userId, author._id),
        vote: state().replyVotes.get(pair(replyId, userId))?.kind,
      };
    },
    getVote: async (replyId, userId) => maybeCopy(state().replyVotes.get(pair(replyId, userId))),
    putVote: async (row) => {
      // A vote on a reply that is gone is dropped, as SQL's foreign key would refuse it.
      if (!state().replies.has(row.replyId)) return;
      state().replyVotes.set(pair(row.replyId, row.userId), copy(row));
    },
    deleteVote: async (replyId, userId) => void state().replyVotes.delete(pair(replyId, userId)),
  };
}
