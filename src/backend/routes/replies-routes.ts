import type { Context } from 'hono';
import { replyBodySchema, endpoints, serverMessages } from '@/contract';
import { presentReplies } from '../reply-views';
import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { On } from '../http/endpoint-router';
import { readPageParams, withinAnswerBudget } from '../http/paging';
import { readJson } from '../http/read-body';
import { mentionedUserIds } from '../mentions';
import { createNotifier, type Notifier } from '../notifications/notifier';
import type { ReplyRow, PostRow, StoreTx, UserRow, VoteKind } from '../store/port';
import type { Viewer } from '../user-summary';
import { findPost } from './lookups';

/** The reply of a path under its post: 404 when the post is unknown, or the reply is not its. */
async function findReply(
  tx: StoreTx,
  postId: string,
  replyId: string,
): Promise<{ post: PostRow; reply: ReplyRow }> {
  const post = await findPost(tx, postId);
  const reply = await tx.replies.get(replyId);
  if (!reply || reply.postId !== post._id) throw notFound(serverMessages.replyNotFound);
  return { post, reply };
}

async function replyCountOf(tx: StoreTx, postId: string): Promise<number> {
  return (await tx.posts.states([postId])).get(postId)?.replyCount ?? 0;
}

const alreadyVoted = {
  up: serverMessages.alreadyUpvoted,
  down: serverMessages.alreadyDownvoted,
} as const;

/**
 * A post's replies: read a page oldest first, write, edit and delete your own
 * (the post's author may delete any under their post), and vote on others'. Each write is one
 * transaction in one function below (createReply, editReply, deleteReply, voteOnReply): the
 * place to hang whatever else a reply's life should do, such as notifications.
 */
export function registerReplyRoutes(deps: ResolvedDeps, on: On) {
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
      const reply: ReplyRow = {
        _id: deps.newId(),
        postId: post._id,
        username: author.username,
        text,
        createdAt: now,
        updatedAt: now,
      };
      await tx.replies.insert(reply);
      await notifier.replied(post, reply, author._id);
      const mentioned = await mentionedUserIds(tx, text);
      await notifier.mentions(post, reply, author._id, [], mentioned);
      return reply;
    });

  // Only the reply's author may edit it; people it newly mentions hear of it.
  const editReply = (postId: string, replyId: string, editor: UserRow, text: string) =>
    notifying(async (tx, notifier) => {
      const { post, reply } = await findReply(tx, postId, replyId);
      if (reply.username !== editor.username) throw forbidden(serverMessages.cannotEditReply);
      await tx.replies.update(reply._id, { text, updatedAt: deps.timestamp() });
      const [before, after] = [
        await mentionedUserIds(tx, reply.text),
        await mentionedUserIds(tx, text),
      ];
      await notifier.mentions(post, reply, editor._id, before, after);
      return reply;
    });

  // The reply's author or the post's author may delete it; its votes and notifications go too.
  const deleteReply = (postId: string, replyId: string, deleter: UserRow) =>
    notifying(async (tx, notifier) => {
      const { post, reply } = await findReply(tx, postId, replyId);
      if (reply.username !== deleter.username && post.username !== deleter.username)
        throw forbidden(serverMessages.cannotDeleteReply);
      await notifier.replyDeleted(reply._id);
      await tx.replies.delete(reply._id);
      return { reply, replyCount: await replyCountOf(tx, post._id) };
    });

  // Sets the voter's one vote on someone else's reply (null takes it back). Up after down, or down
  // after up, moves the vote; the same vote twice, or taking back none, is refused. The reply's
  // author hears of an upvote, and no more of it once it is moved or taken back.
  const voteOnReply = (postId: string, replyId: string, voter: UserRow, kind: VoteKind | null) =>
    notifying(async (tx, notifier) => {
      const { reply } = await findReply(tx, postId, replyId);
      if (reply.username === voter.username) throw badRequest(serverMessages.cannotVoteOwnReply);
      const current = await tx.replies.getVote(reply._id, voter._id);
      if (kind === null) {
        if (!current) throw badRequest(serverMessages.notVoted);
        await tx.replies.deleteVote(reply._id, voter._id);
      } else {
        if (current?.kind === kind) throw badRequest(alreadyVoted[kind]);
        const vote = { replyId: reply._id, userId: voter._id, kind };
        await tx.replies.putVote({ ...vote, createdAt: deps.timestamp() });
      }
      if (kind === 'up') await notifier.upvoted(reply, voter._id);
      else if (current?.kind === 'up') await notifier.upvoteTaken(reply, voter._id);
      return reply;
    });

  // A reply as it now stands with its post's reply count (after a write, read after its commit).
  const presentReply = async (c: Context<AppEnv>, postId: string, replyId: string) => {
    const { reply } = await findReply(store, postId, replyId);
    const [[view], replyCount] = await Promise.all([
      presentReplies(store, [reply], viewerOf(c)),
      replyCountOf(store, reply.postId),
    ]);
    return { comment: view!, commentCount: replyCount };
  };

  on(endpoints.replies, async (c, call) => {
    const { limit, cursor } = readPageParams(c);
    const post = await findPost(store, call.params.postId);
    const answer = await withinAnswerBudget(limit, async (size) => {
      const page = await store.replies.page(post._id, {
        limit: size,
        ...(cursor ? { cursor } : {}),
      });
      return {
        comments: await presentReplies(store, page.items, viewerOf(c)),
        nextCursor: page.nextCursor,
      };
    });
    return call.json(answer, 200);
  });

  // One reply, where a notification of it leads: its thread may hold it pages away.
  on(endpoints.reply, async (c, call) =>
    call.json(await presentReply(c, call.params.postId, call.params.replyId), 200),
  );

  on(endpoints.addReply, async (c, call) => {
    const { commentData } = await readJson(c, replyBodySchema, deps.maxJsonBytes);
    const reply = await createReply(call.params.postId, c.get('user'), commentData.text);
    return call.json(await presentReply(c, reply.postId, reply._id), 201);
  });

  on(endpoints.editReply, async (c, call) => {
    const { commentData } = await readJson(c, replyBodySchema, deps.maxJsonBytes);
    const { postId, replyId } = call.params;
    const reply = await editReply(postId, replyId, c.get('user'), commentData.text);
    return call.json(await presentReply(c, reply.postId, reply._id), 200);
  });

  on(endpoints.deleteReply, async (c, call) => {
    const { postId, replyId } = call.params;
    const { reply, replyCount } = await deleteReply(postId, replyId, c.get('user'));
    return call.json({ commentId: reply._id, commentCount: replyCount }, 200);
  });

  for (const [endpoint, kind] of [
    [endpoints.upvoteReply, 'up'],
    [endpoints.downvoteReply, 'down'],
    [endpoints.unvoteReply, null],
  ] as const) {
    on(endpoint, async (c, call) => {
      const { postId, replyId } = call.params;
      const reply = await voteOnReply(postId, replyId, c.get('user'), kind);
      return call.json(await presentReply(c, reply.postId, reply._id), 200);
    });
  }
}
