/**
 * Changes to the loaded pages of a post's replies, made from the writes' own answers (and at once,
 * for votes and deletes), so that a thread is never read again for one change.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Reply } from '@/contract';
import { replyKeys, type ReplyPages } from './reply-queries';

const mapReplies = (data: ReplyPages, map: (replies: Reply[]) => Reply[]): ReplyPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, comments: map(page.comments) })),
});

const pinnedOf = (queryClient: QueryClient, postId: string) =>
  queryClient.getQueryData<Reply[]>(replyKeys.pinned(postId)) ?? [];

export function patchReply(
  queryClient: QueryClient,
  postId: string,
  replyId: string,
  patch: (reply: Reply) => Reply,
) {
  const patchAll = (replies: Reply[]) =>
    replies.map((reply) => (reply._id === replyId ? patch(reply) : reply));
  queryClient.setQueryData<ReplyPages>(
    replyKeys.list(postId),
    (data) => data && mapReplies(data, patchAll),
  );
  if (pinnedOf(queryClient, postId).some((reply) => reply._id === replyId))
    queryClient.setQueryData<Reply[]>(replyKeys.pinned(postId), (pinned = []) => patchAll(pinned));
}

/**
 * A new reply goes at the end of the thread when its last page has been read. Otherwise its place
 * is pages away (a thread of 2,000 replies ends 100 pages on), so it is pinned first, under the
 * composer, where its writer sees it and can edit or delete it at once, as the social apps show
 * one's own new reply; the copy its page brings later is left out (repliesOf).
 */
export function appendReply(queryClient: QueryClient, reply: Reply) {
  const { postId } = reply;
  const data = queryClient.getQueryData<ReplyPages>(replyKeys.list(postId));
  const last = data?.pages.at(-1);
  if (!data || !last) return;
  if (repliesOf(pinnedOf(queryClient, postId), data).some((shown) => shown._id === reply._id))
    return;
  if (last.nextCursor !== null) {
    queryClient.setQueryData<Reply[]>(replyKeys.pinned(postId), (pinned = []) => [
      ...pinned,
      reply,
    ]);
    return;
  }
  const pages = [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, reply] }];
  queryClient.setQueryData<ReplyPages>(replyKeys.list(postId), { ...data, pages });
}

/** Pins a reply first (one a link leads to), unless it is pinned already. */
export function pinReply(queryClient: QueryClient, reply: Reply) {
  queryClient.setQueryData<Reply[]>(replyKeys.pinned(reply.postId), (pinned = []) =>
    pinned.some((shown) => shown._id === reply._id) ? pinned : [reply, ...pinned],
  );
}

/**
 * The replies to show in order, each once: those pinned first, then the loaded pages (where a
 * pinned reply comes again when its page is read).
 */
export function repliesOf(
  pinned: readonly Reply[],
  data: Pick<ReplyPages, 'pages'> | undefined,
): Reply[] {
  const seen = new Set<string>();
  const replies: Reply[] = [];
  for (const reply of [...pinned, ...(data?.pages.flatMap((page) => page.comments) ?? [])])
    if (!seen.has(reply._id)) {
      seen.add(reply._id);
      replies.push(reply);
    }
  return replies;
}

/** Where a removed reply stood, in the pages and among the pinned, to put it back if refused. */
export interface ReplyRemoval {
  reply: Reply;
  place?: { page: number; index: number };
  pinnedIndex?: number;
}

export function removeReply(
  queryClient: QueryClient,
  postId: string,
  replyId: string,
): ReplyRemoval | undefined {
  const data = queryClient.getQueryData<ReplyPages>(replyKeys.list(postId));
  const pinned = pinnedOf(queryClient, postId);
  let removal: ReplyRemoval | undefined;
  data?.pages.forEach((page, pageIndex) => {
    const index = page.comments.findIndex((reply) => reply._id === replyId);
    if (index >= 0) removal = { reply: page.comments[index]!, place: { page: pageIndex, index } };
  });
  const pinnedIndex = pinned.findIndex((reply) => reply._id === replyId);
  if (pinnedIndex >= 0) removal = { reply: pinned[pinnedIndex]!, ...removal, pinnedIndex };
  if (removal?.place)
    queryClient.setQueryData<ReplyPages>(
      replyKeys.list(postId),
      (current) =>
        current &&
        mapReplies(current, (replies) => replies.filter((reply) => reply._id !== replyId)),
    );
  if (pinnedIndex >= 0)
    queryClient.setQueryData<Reply[]>(replyKeys.pinned(postId), (current = []) =>
      current.filter((reply) => reply._id !== replyId),
    );
  return removal;
}

const insertAt = (replies: Reply[], index: number, reply: Reply) =>
  replies.some((shown) => shown._id === reply._id)
    ? replies
    : [...replies.slice(0, index), reply, ...replies.slice(index)];

export function restoreReply(queryClient: QueryClient, postId: string, removal: ReplyRemoval) {
  const { reply, place, pinnedIndex } = removal;
  if (place)
    queryClient.setQueryData<ReplyPages>(replyKeys.list(postId), (data) => {
      if (!data?.pages[place.page]) return data;
      return {
        ...data,
        pages: data.pages.map((page, n) =>
          n === place.page
            ? { ...page, comments: insertAt(page.comments, place.index, reply) }
            : page,
        ),
      };
    });
  if (pinnedIndex !== undefined)
    queryClient.setQueryData<Reply[]>(replyKeys.pinned(postId), (pinned = []) =>
      insertAt(pinned, pinnedIndex, reply),
    );
}
