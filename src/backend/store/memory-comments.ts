import { authorOf, copy, definedOnly, maybeCopy, seqPage, usersByName } from './memory-rows';
import { pair, rowNumbers, type StateOf } from './memory-state';
import type { CommentState, CommentsPort } from './port';

/** Deletes every vote on a comment (SQL's foreign key cascades them). */
export function deleteVotesOf(state: StateOf, commentId: string) {
  for (const [key, vote] of state().commentVotes)
    if (vote.commentId === commentId) state().commentVotes.delete(key);
}

export function memoryComments(state: StateOf): CommentsPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  return {
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
        author: authorOf(authors.get(s.comments.get(commentId)!.username)),
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
      deleteVotesOf(state, id);
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
  };
}
