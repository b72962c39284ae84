import type { ResolvedDeps } from '../deps';
import { notFound } from '../http/api-error';
import { withinAnswerBudget } from '../http/paging';
import { findPost } from '../lookups';
import { presentReplies } from '../reply-views';
import { readerOf } from '../safety/blocked';
import { findVisiblePost, repliesForReader } from '../safety/visible';
import type { PostRow, ReplyRow, StoreTx } from '../store/port';
import type { Viewer } from '../user-summary';

/** The reply of a path under its post: 404 when the post is unknown, or the reply is not its. */
export async function findReply(
  tx: StoreTx,
  postId: string,
  replyId: string,
): Promise<{ post: PostRow; reply: ReplyRow }> {
  const post = await findPost(tx, postId);
  const reply = await tx.replies.get(replyId);
  if (!reply || reply.postId !== post._id) throw notFound('replyNotFound');
  return { post, reply };
}

export async function replyCountOf(tx: StoreTx, postId: string): Promise<number> {
  return (await tx.posts.states([postId])).get(postId)?.replyCount ?? 0;
}

/** A reply as it now stands with its post's reply count (after a write, read after its commit). */
export async function replyAnswer(
  { store }: Pick<ResolvedDeps, 'store'>,
  postId: string,
  replyId: string,
  viewer: Viewer,
) {
  const { reply } = await findReply(store, postId, replyId);
  const [[view], replyCount] = await Promise.all([
    presentReplies(store, [reply], viewer),
    replyCountOf(store, reply.postId),
  ]);
  return { comment: view!, commentCount: replyCount };
}

/** A page of a post's replies, oldest first, cut short if they are unusually large. */
export async function repliesPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  postId: string,
  { limit, cursor }: { limit: number; cursor?: string },
  viewer: Viewer,
) {
  const post = await findVisiblePost(store, postId, viewer, now());
  const reader = readerOf(now, viewer);
  return withinAnswerBudget(limit, async (size) => {
    const page = await store.replies.page(post._id, {
      limit: size,
      ...(cursor ? { cursor } : {}),
      ...(reader ? { reader } : {}),
    });
    const words = reader.id ? await store.mutedWords.list(reader.id, reader.atMs) : [];
    const replies = await presentReplies(store, page.items, viewer);
    return {
      comments: repliesForReader(
        replies,
        words.map((word) => word.phrase),
      ),
      nextCursor: page.nextCursor,
    };
  });
}
