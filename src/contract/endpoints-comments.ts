import { endpoint } from './endpoint-row';
import type { CommentResponse, CommentsPageResponse, DeletedCommentResponse } from './responses';

/** Replies (comments) and the votes on them. */
export const commentEndpoints = {
  comments: endpoint<CommentsPageResponse>()({
    method: 'GET',
    path: '/api/comments/:postId',
    auth: 'optional',
  }),
  comment: endpoint<CommentResponse>()({
    method: 'GET',
    path: '/api/comments/:postId/:commentId',
    auth: 'optional',
  }),
  addComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/add/:postId',
    auth: 'required',
  }),
  editComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/edit/:postId/:commentId',
    auth: 'required',
  }),
  deleteComment: endpoint<DeletedCommentResponse>()({
    method: 'DELETE',
    path: '/api/comments/delete/:postId/:commentId',
    auth: 'required',
  }),
  upvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/upvote/:postId/:commentId',
    auth: 'required',
  }),
  downvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/downvote/:postId/:commentId',
    auth: 'required',
  }),
  unvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/unvote/:postId/:commentId',
    auth: 'required',
  }),
} as const;
