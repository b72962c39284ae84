import { deleteRow, getRow, postRow } from './endpoint-row';
import type { ReplyResponse, RepliesPageResponse, DeletedReplyResponse } from './responses';

/**
 * Replies and the votes on them. The paths keep the original word, /api/comments
 * (docs/architecture.md, Glossary).
 */
export const replyEndpoints = {
  replies: getRow<RepliesPageResponse>()('/api/comments/:postId', 'optional'),
  reply: getRow<ReplyResponse>()('/api/comments/:postId/:replyId', 'optional'),
  addReply: postRow<ReplyResponse>()('/api/comments/add/:postId', 'required'),
  editReply: postRow<ReplyResponse>()('/api/comments/edit/:postId/:replyId', 'required'),
  deleteReply: deleteRow<DeletedReplyResponse>()(
    '/api/comments/delete/:postId/:replyId',
    'required',
  ),
  upvoteReply: postRow<ReplyResponse>()('/api/comments/upvote/:postId/:replyId', 'required'),
  downvoteReply: postRow<ReplyResponse>()('/api/comments/downvote/:postId/:replyId', 'required'),
  unvoteReply: postRow<ReplyResponse>()('/api/comments/unvote/:postId/:replyId', 'required'),
} as const;
