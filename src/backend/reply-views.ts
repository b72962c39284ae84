import type { Reply } from '../contract';
import { UserDirectory } from './mentions';
import type { AuthorRow, ReplyRow, ReplyState, StoreTx } from './store/port';
import { toSummary, type Viewer } from './user-summary';

/**
 * Replies as the API shows them: the author's summary, the vote counts, the viewer's own vote and
 * the mentions that belong to someone. Like a post, a reply is bounded: upvotedBy and downvotedBy
 * hold the viewer alone, when the viewer voted so. A whole page takes one question for the votes
 * and authors, and one for the people it mentions who were not read yet.
 */
export async function presentReplies(
  tx: StoreTx,
  rows: ReplyRow[],
  viewer: Viewer,
  /** Users already read for this answer (a post list's), so that they are not asked for again. */
  users: UserDirectory = new UserDirectory(),
): Promise<Reply[]> {
  if (rows.length === 0) return [];
  const states = await users.readWithStates(
    tx,
    tx.replies.states(
      rows.map((row) => row._id),
      viewer?._id,
    ),
    rows.map((row) => row.text),
    rows.map((row) => row.username),
  );
  return rows.map((row) =>
    presentReply(row, users.get(row.username), states.get(row._id), viewer, users),
  );
}

const noVotes: ReplyState = {
  upvoteCount: 0,
  downvoteCount: 0,
  viewerVote: null,
  author: undefined,
};

function presentReply(
  row: ReplyRow,
  author: AuthorRow | undefined,
  state: ReplyState = noVotes,
  viewer: Viewer,
  users: UserDirectory,
): Reply {
  const viewerSummary = viewer ? [toSummary(viewer)] : [];
  return {
    _id: row._id,
    postId: row.postId,
    username: row.username,
    avatarUrl: author?.avatarUrl ?? '',
    ...(author?.website ? { website: author.website } : {}),
    text: row.text,
    votes: {
      upvotedBy: state.viewerVote === 'up' ? viewerSummary : [],
      downvotedBy: state.viewerVote === 'down' ? viewerSummary : [],
      upvoteCount: state.upvoteCount,
      downvoteCount: state.downvoteCount,
    },
    // replies.username has a foreign key, but the memory store accepts a reply before its user.
    author: author
      ? toSummary(author)
      : { _id: '', username: row.username, firstName: '', lastName: '', avatarUrl: '' },
    viewerVote: state.viewerVote,
    mentions: users.mentionsIn(row.text),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
