import { endpoint } from './endpoint-row';
import type { ReplyResponse, RepliesPageResponse, DeletedReplyResponse } from './responses';

/**
 * Replies and the votes on them. The paths keep the original word, /api/comments
 * (docs/architecture.md, Glossary).
 */
export const replyEndpoints = {
  replies: endpoint<RepliesPageResponse>()({
    method: 'GET',
    path: '/api/comments/:postId',
    auth: 'optional',
  }),
  reply: endpoint<ReplyResponse>()({
    method: 'GET',
    path: '/api/comments/:postId/:replyId',
    auth: 'optional',
  }),
  addReply: endpoint<ReplyResponse>()({
    method: 'POST',
    path: '/api/comments/add/:postId',
    auth: 'required',
  }),
  editReply: endpoint<ReplyResponse>()({
    method: 'POST',
    path: '/api/comments/edit/:postId/:replyId',
    auth: 'required',
  }),
  deleteReply: endpoint<DeletedReplyResponse>()({
    method: 'DELETE',
    path: '/api/comments/delete/:postId/:replyId',
    auth: 'required',
  }),
  upvoteReply: endpoint<ReplyResponse>()({
    method: 'POST',
    path: '/api/comments/upvote/:postId/:replyId',
    auth: 'required',
  }),
  downvoteReply: endpoint<ReplyResponse>()({
    method: 'POST',
    path: '/api/comments/downvote/:postId/:replyId',
    auth: 'required',
  }),
  unvoteReply: endpoint<ReplyResponse>()({
    method: 'POST',
    path: '/api/comments/unvote/:postId/:replyId',
    auth: 'required',
  }),
} as const;
