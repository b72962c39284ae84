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

const pinnedOf = (queryClient: QueryClient, postId: string) =>
  queryClient.getQueryData<Comment[]>(replyKeys.pinned(postId)) ?? [];

export function patchReply(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  patch: (comment: Comment) => Comment,
) {
  const patchAll = (comments: Comment[]) =>
    comments.map((comment) => (comment._id === commentId ? patch(comment) : comment));
  queryClient.setQueryData<ReplyPages>(
    replyKeys.list(postId),
    (data) => data && mapReplies(data, patchAll),
  );
  if (pinnedOf(queryClient, postId).some((comment) => comment._id === commentId))
    queryClient.setQueryData<Comment[]>(replyKeys.pinned(postId), (pinned = []) =>
      patchAll(pinned),
    );
}

/**
 * A new reply goes at the end of the thread when its last page has been read. Otherwise its place
 * is pages away (a thread of 2,000 replies ends 100 pages on), so it is pinned first, under the
 * composer, where its writer sees it and can edit or delete it at once, as the social apps show
 * one's own new reply; the copy its page brings later is left out (repliesOf).
 */
export function appendReply(queryClient: QueryClient, comment: Comment) {
  const { postId } = comment;
  const data = queryClient.getQueryData<ReplyPages>(replyKeys.list(postId));
  const last = data?.pages.at(-1);
  if (!data || !last) return;
  if (repliesOf(pinnedOf(queryClient, postId), data).some((shown) => shown._id === comment._id))
    return;
  if (last.nextCursor !== null) {
    queryClient.setQueryData<Comment[]>(replyKeys.pinned(postId), (pinned = []) => [
      ...pinned,
      comment,
    ]);
    return;
  }
  const pages = [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }];
  queryClient.setQueryData<ReplyPages>(replyKeys.list(postId), { ...data, pages });
}

/** Pins a reply first (one a link leads to), unless it is pinned already. */
export function pinReply(queryClient: QueryClient, comment: Comment) {
  queryClient.setQueryData<Comment[]>(replyKeys.pinned(comment.postId), (pinned = []) =>
    pinned.some((shown) => shown._id === comment._id) ? pinned : [comment, ...pinned],
  );
}

/**
 * The replies to show in order, each once: those pinned first, then the loaded pages (where a
 * pinned reply comes again when its page is read).
 */
export function repliesOf(
  pinned: readonly Comment[],
  data: Pick<ReplyPages, 'pages'> | undefined,
): Comment[] {
  const seen = new Set<string>();
  const replies: Comment[] = [];
  for (const comment of [...pinned, ...(data?.pages.flatMap((page) => page.comments) ?? [])])
    if (!seen.has(comment._id)) {
      seen.add(comment._id);
      replies.push(comment);
    }
  return replies;
}

/** Where a removed reply stood, in the pages and among the pinned, to put it back if refused. */
export interface ReplyRemoval {
  comment: Comment;
  place?: { page: number; index: number };
  pinnedIndex?: number;
}

export function removeReply(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
): ReplyRemoval | undefined {
  const data = queryClient.getQueryData<ReplyPages>(replyKeys.list(postId));
  const pinned = pinnedOf(queryClient, postId);
  let removal: ReplyRemoval | undefined;
  data?.pages.forEach((page, pageIndex) => {
    const index = page.comments.findIndex((comment) => comment._id === commentId);
    if (index >= 0) removal = { comment: page.comments[index]!, place: { page: pageIndex, index } };
  });
  const pinnedIndex = pinned.findIndex((comment) => comment._id === commentId);
  if (pinnedIndex >= 0) removal = { comment: pinned[pinnedIndex]!, ...removal, pinnedIndex };
  if (removal?.place)
    queryClient.setQueryData<ReplyPages>(
      replyKeys.list(postId),
      (current) =>
        current &&
        mapReplies(current, (comments) => comments.filter((comment) => comment._id !== commentId)),
    );
  if (pinnedIndex >= 0)
    queryClient.setQueryData<Comment[]>(replyKeys.pinned(postId), (current = []) =>
      current.filter((comment) => comment._id !== commentId),
    );
  return removal;
}

const insertAt = (comments: Comment[], index: number, comment: Comment) =>
  comments.some((shown) => shown._id === comment._id)
    ? comments
    : [...comments.slice(0, index), comment, ...comments.slice(index)];

export function restoreReply(queryClient: QueryClient, postId: string, removal: ReplyRemoval) {
  const { comment, place, pinnedIndex } = removal;
  if (place)
    queryClient.setQueryData<ReplyPages>(replyKeys.list(postId), (data) => {
      if (!data?.pages[place.page]) return data;
      return {
        ...data,
        pages: data.pages.map((page, n) =>
          n === place.page
            ? { ...page, comments: insertAt(page.comments, place.index, comment) }
            : page,
        ),
      };
    });
  if (pinnedIndex !== undefined)
    queryClient.setQueryData<Comment[]>(replyKeys.pinned(postId), (pinned = []) =>
      insertAt(pinned, pinnedIndex, comment),
    );
}

/** The post's reply count, in every list and on its page, as the server (or a guess) has it. */
export const setCommentCount = (queryClient: QueryClient, postId: string, commentCount: number) =>
  patchPost(queryClient, postId, (post) => ({ ...post, commentCount }));
