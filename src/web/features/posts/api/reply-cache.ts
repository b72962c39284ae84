/**
 * Changes to the loaded pages of a post's replies, made from the writes' own answers (and at once,
 * for votes and deletes), so that a thread is never read again for one change.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Comment } from '@/contract';
import { patchPost } from './post-cache';
import { replyKeys, type ReplyPages } from './reply-queries';

const mapReplies = (data: ReplyPages, map: (comments: Comment[]) => Comment[]): ReplyPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, comments: map(page.comments) })),
});

export function patchReply(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  patch: (comment: Comment) => Comment,
) {
  queryClient.setQueryData<ReplyPages>(
    replyKeys.list(postId),
    (data) =>
      data &&
      mapReplies(data, (comments) =>
        comments.map((comment) => (comment._id === commentId ? patch(comment) : comment)),
      ),
  );
}

/**
 * A new reply goes at the end of the thread when its last page has been read. Otherwise its place
 * is pages away (a thread of 2,000 replies ends 100 pages on), so it goes first, under the
 * composer, where its writer sees it and can edit or delete it at once, as the social apps show
 * one's own new reply; the copy its page brings later is left out (repliesOf).
 */
export function appendReply(queryClient: QueryClient, comment: Comment) {
  queryClient.setQueryData<ReplyPages>(replyKeys.list(comment.postId), (data) => {
    const first = data?.pages[0];
    const last = data?.pages.at(-1);
    if (!data || !first || !last) return data;
    if (data.pages.some((page) => page.comments.some((shown) => shown._id === comment._id)))
      return data;
    if (last.nextCursor !== null) {
      const pages = [{ ...first, comments: [comment, ...first.comments] }, ...data.pages.slice(1)];
      return { ...data, pages };
    }
    const pages = [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }];
    return { ...data, pages };
  });
}

/** The loaded replies in the order shown, each once: a reply put first comes again with its page. */
export function repliesOf(data: Pick<ReplyPages, 'pages'> | undefined): Comment[] {
  const seen = new Set<string>();
  const replies: Comment[] = [];
  for (const page of data?.pages ?? [])
    for (const comment of page.comments)
      if (!seen.has(comment._id)) {
        seen.add(comment._id);
        replies.push(comment);
      }
  return replies;
}

/** Where a removed reply stood, to put it back if the server refuses. */
export interface ReplyRemoval {
  page: number;
  index: number;
  comment: Comment;
}

export function removeReply(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
): ReplyRemoval | undefined {
  const data = queryClient.getQueryData<ReplyPages>(replyKeys.list(postId));
  let removal: ReplyRemoval | undefined;
  data?.pages.forEach((page, pageIndex) => {
    const index = page.comments.findIndex((comment) => comment._id === commentId);
    if (index >= 0) removal = { page: pageIndex, index, comment: page.comments[index]! };
  });
  if (removal)
    queryClient.setQueryData<ReplyPages>(
      replyKeys.list(postId),
      (current) =>
        current &&
        mapReplies(current, (comments) => comments.filter((comment) => comment._id !== commentId)),
    );
  return removal;
}

export function restoreReply(queryClient: QueryClient, postId: string, removal: ReplyRemoval) {
  queryClient.setQueryData<ReplyPages>(replyKeys.list(postId), (data) => {
    const target = data?.pages[removal.page];
    if (!data || !target || target.comments.some((shown) => shown._id === removal.comment._id))
      return data;
    const comments = [
      ...target.comments.slice(0, removal.index),
      removal.comment,
      ...target.comments.slice(removal.index),
    ];
    return {
      ...data,
      pages: data.pages.map((page, n) => (n === removal.page ? { ...page, comments } : page)),
    };
  });
}

/** The post's reply count, in every list and on its page, as the server (or a guess) has it. */
export const setCommentCount = (queryClient: QueryClient, postId: string, commentCount: number) =>
  patchPost(queryClient, postId, (post) => ({ ...post, commentCount }));
