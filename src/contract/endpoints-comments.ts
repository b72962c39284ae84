import { endpoint, pageQuery } from './endpoint-row';
import type { CommentResponse, CommentsPageResponse, DeletedCommentResponse } from './responses';

/** Replies (comments) and the votes on them. */
export const commentEndpoints = {
  comments: endpoint<CommentsPageResponse>()({
    method: 'GET',
    path: '/api/comments/:postId',
    auth: 'optional',
    summary: "A post's replies, oldest first, paged",
    query: pageQuery,
  }),
  addComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/add/:postId',
    auth: 'required',
    summary: 'Reply to a post (201)',
    sampleBody: { commentData: { text: 'Nice one, @guest!' } },
  }),
  editComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/edit/:postId/:commentId',
    auth: 'required',
    summary: 'Edit your reply',
    sampleBody: { commentData: { text: 'Edited from the request tester' } },
  }),
  deleteComment: endpoint<DeletedCommentResponse>()({
    method: 'DELETE',
    path: '/api/comments/delete/:postId/:commentId',
    auth: 'required',
    summary: 'Delete your reply, or any reply under your post',
  }),
  upvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/upvote/:postId/:commentId',
    auth: 'required',
    summary: "Upvote someone's reply (moves a downvote)",
  }),
  downvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/downvote/:postId/:commentId',
    auth: 'required',
    summary: "Downvote someone's reply (moves an upvote)",
  }),
  unvoteComment: endpoint<CommentResponse>()({
    method: 'POST',
    path: '/api/comments/unvote/:postId/:commentId',
    auth: 'required',
    summary: 'Take back your vote on a reply',
  }),
} as const;
