import type { Context } from 'hono';
import { commentBodySchema, endpoints, serverMessages } from '@/contract';
import { presentComments } from '../comment-views';
import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { On } from '../http/endpoint-router';
import { readPageParams, withinAnswerBudget } from '../http/paging';
import { readJson } from '../http/read-body';
import { mentionedUserIds } from '../mentions';
import { createNotifier, type Notifier } from '../notifications/notifier';
import type { CommentRow, PostRow, StoreTx, UserRow, VoteKind } from '../store/port';
import type { Viewer } from '../user-summary';
import { findPost } from './lookups';

/** The reply of a path under its post: 404 when the post is unknown, or the reply is not its. */
async function findComment(
  tx: StoreTx,
  postId: string,
  commentId: string,
): Promise<{ post: PostRow; comment: CommentRow }> {
  const post = await findPost(tx, postId);
  const comment = await tx.comments.get(commentId);
  if (!comment || comment.postId !== post._id) throw notFound(serverMessages.commentNotFound);
  return { post, comment };
}

async function commentCountOf(tx: StoreTx, postId: string): Promise<number> {
  return (await tx.posts.states([postId])).get(postId)?.commentCount ?? 0;
}

const alreadyVoted = {
  up: serverMessages.alreadyUpvoted,
  down: serverMessages.alreadyDownvoted,
} as const;

/**
 * A post's replies (spec: Comment): read a page oldest first, write, edit and delete your own
 * (the post's author may delete any under their post), and vote on others'. Each write is one
 * transaction in one function below (createReply, editReply, deleteReply, voteOnReply): the
 * place to hang whatever else a reply's life should do, such as notifications.
 */
export function registerCommentRoutes(deps: ResolvedDeps, on: On) {
  const { store } = deps;
  const viewerOf = (c: Context<AppEnv>): Viewer => c.get('viewer');

  // Runs a reply write with a notifier of its own transaction, and after the commit tells the
  // people whose notifications it changed.
  const notifying = async <T>(write: (tx: StoreTx, notifier: Notifier) => Promise<T>) => {
    const { result, changed } = await store.transaction(async (tx) => {
      const notifier = createNotifier(tx, deps.timestamp());
      return { result: await write(tx, notifier), changed: notifier.changed };
    });
    deps.events.announce({ userIds: changed });
    return result;
  };

  // The post's author hears of it, and whoever it mentions.
  const createReply = (postId: string, author: UserRow, text: string) =>
    notifying(async (tx, notifier) => {
      const post = await findPost(tx, postId);
      const now = deps.timestamp();
      const comment: CommentRow = {
        _id: deps.newId(),
        postId: post._id,
        username: author.username,
        text,
        createdAt: now,
        updatedAt: now,
      };
      await tx.comments.insert(comment);
      await notifier.replied(post, comment, author._id);
      const mentioned = await mentionedUserIds(tx, text);
      await notifier.mentions(post, comment, author._id, [], mentioned);
      return comment;
    });

  // Only the reply's author may edit it; people it newly mentions hear of it.
  const editReply = (postId: string, commentId: string, editor: UserRow, text: string) =>
    notifying(async (tx, notifier) => {
      const { post, comment } = await findComment(tx, postId, commentId);
      if (comment.username !== editor.username) throw forbidden(serverMessages.cannotEditComment);
      await tx.comments.update(comment._id, { text, updatedAt: deps.timestamp() });
      const [before, after] = [
        await mentionedUserIds(tx, comment.text),
        await mentionedUserIds(tx, text),
      ];
      await notifier.mentions(post, comment, editor._id, before, after);
      return comment;
    });

  // The reply's author or the post's author may delete it; its votes and notifications go too.
  const deleteReply = (postId: string, commentId: string, deleter: UserRow) =>
    notifying(async (tx, notifier) => {
      const { post, comment } = await findComment(tx, postId, commentId);
      if (comment.username !== deleter.username && post.username !== deleter.username)
        throw forbidden(serverMessages.cannotDeleteComment);
      await notifier.replyDeleted(comment._id);
      await tx.comments.delete(comment._id);
      return { comment, commentCount: await commentCountOf(tx, post._id) };
    });

  // Sets the voter's one vote on someone else's reply (null takes it back). Up after down, or down
  // after up, moves the vote; the same vote twice, or taking back none, is refused. The reply's
  // author hears of an upvote, and no more of it once it is moved or taken back.
  const voteOnReply = (postId: string, commentId: string, voter: UserRow, kind: VoteKind | null) =>
    notifying(async (tx, notifier) => {
      const { comment } = await findComment(tx, postId, commentId);
      if (comment.username === voter.username)
        throw badRequest(serverMessages.cannotVoteOwnComment);
      const current = await tx.comments.getVote(comment._id, voter._id);
      if (kind === null) {
        if (!current) throw badRequest(serverMessages.notVoted);
        await tx.comments.deleteVote(comment._id, voter._id);
      } else {
        if (current?.kind === kind) throw badRequest(alreadyVoted[kind]);
        const vote = { commentId: comment._id, userId: voter._id, kind };
        await tx.comments.putVote({ ...vote, createdAt: deps.timestamp() });
      }
      if (kind === 'up') await notifier.upvoted(comment, voter._id);
      else if (current?.kind === 'up') await notifier.upvoteTaken(comment, voter._id);
      return comment;
    });

  // A reply as it now stands with its post's reply count (after a write, read after its commit).
  const presentReply = async (c: Context<AppEnv>, postId: string, commentId: string) => {
    const { comment } = await findComment(store, postId, commentId);
    const [[view], commentCount] = await Promise.all([
      presentComments(store, [comment], viewerOf(c)),
      commentCountOf(store, comment.postId),
    ]);
    return { comment: view!, commentCount };
  };

  on(endpoints.comments, async (c, call) => {
    const { limit, cursor } = readPageParams(c);
    const post = await findPost(store, call.params.postId);
    const answer = await withinAnswerBudget(limit, async (size) => {
      const page = await store.comments.page(post._id, {
        limit: size,
        ...(cursor ? { cursor } : {}),
      });
      return {
        comments: await presentComments(store, page.items, viewerOf(c)),
        nextCursor: page.nextCursor,
      };
    });
    return call.json(answer, 200);
  });

  // One reply, where a notification of it leads: its thread may hold it pages away.
  on(endpoints.comment, async (c, call) =>
    call.json(await presentReply(c, call.params.postId, call.params.commentId), 200),
  );

  on(endpoints.addComment, async (c, call) => {
    const { commentData } = await readJson(c, commentBodySchema, deps.maxJsonBytes);
    const comment = await createReply(call.params.postId, c.get('user'), commentData.text);
    return call.json(await presentReply(c, comment.postId, comment._id), 201);
  });

  on(endpoints.editComment, async (c, call) => {
    const { commentData } = await readJson(c, commentBodySchema, deps.maxJsonBytes);
    const { postId, commentId } = call.params;
    const comment = await editReply(postId, commentId, c.get('user'), commentData.text);
    return call.json(await presentReply(c, comment.postId, comment._id), 200);
  });

  on(endpoints.deleteComment, async (c, call) => {
    const { postId, commentId } = call.params;
    const { comment, commentCount } = await deleteReply(postId, commentId, c.get('user'));
    return call.json({ commentId: comment._id, commentCount }, 200);
  });

  for (const [endpoint, kind] of [
    [endpoints.upvoteComment, 'up'],
    [endpoints.downvoteComment, 'down'],
    [endpoints.unvoteComment, null],
  ] as const) {
    on(endpoint, async (c, call) => {
      const { postId, commentId } = call.params;
      const comment = await voteOnReply(postId, commentId, c.get('user'), kind);
      return call.json(await presentReply(c, comment.postId, comment._id), 200);
    });
  }
}
