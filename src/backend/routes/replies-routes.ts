import { endpoints, replyBodySchema } from '@/contract';
import { refuseUnverified } from '../account/email-address';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { repliesPage, replyAnswer } from '../replies/reply-reads';
import { voteOnReply } from '../replies/reply-votes';
import { editOwnReply, removeReply, writeReply } from '../replies/reply-writes';
import type { VoteKind } from '../store/port';

const replies =
  (deps: ResolvedDeps): HandlerOf<'replies'> =>
  async (c, call) =>
    call.json(await repliesPage(deps, call.params.postId, readPageParams(c), c.get('viewer')), 200);

/** One reply, where a notification of it leads: its thread may hold it pages away. */
const reply =
  (deps: ResolvedDeps): HandlerOf<'reply'> =>
  async (c, call) => {
    const { postId, replyId } = call.params;
    return call.json(await replyAnswer(deps, postId, replyId, c.get('viewer')), 200);
  };

const addReply =
  (deps: ResolvedDeps): HandlerOf<'addReply'> =>
  async (c, call) => {
    refuseUnverified(deps, c.get('user'));
    const { commentData } = await readJson(c, replyBodySchema, deps.maxJsonBytes);
    const added = await writeReply(deps, call.params.postId, c.get('user'), commentData.text);
    return call.json(await replyAnswer(deps, added.postId, added._id, c.get('viewer')), 201);
  };

const editReply =
  (deps: ResolvedDeps): HandlerOf<'editReply'> =>
  async (c, call) => {
    const { commentData } = await readJson(c, replyBodySchema, deps.maxJsonBytes);
    const { postId, replyId } = call.params;
    const edited = await editOwnReply(deps, postId, replyId, c.get('user'), commentData.text);
    return call.json(await replyAnswer(deps, edited.postId, edited._id, c.get('viewer')), 200);
  };

const deleteReply =
  (deps: ResolvedDeps): HandlerOf<'deleteReply'> =>
  async (c, call) => {
    const { postId, replyId } = call.params;
    const { reply, replyCount } = await removeReply(deps, postId, replyId, c.get('user'));
    return call.json({ commentId: reply._id, commentCount: replyCount }, 200);
  };

const vote =
  (
    deps: ResolvedDeps,
    kind: VoteKind | null,
  ): HandlerOf<'upvoteReply' | 'downvoteReply' | 'unvoteReply'> =>
  async (c, call) => {
    const { postId, replyId } = call.params;
    const voted = await voteOnReply(deps, postId, replyId, c.get('user'), kind);
    return call.json(await replyAnswer(deps, voted.postId, voted._id, c.get('viewer')), 200);
  };

/**
 * A post's replies: read a page oldest first, write, edit and delete your own (the post's author
 * may delete any under their post), and vote on others'.
 */
export function registerReplyRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.replies, replies(deps));
  on(endpoints.reply, reply(deps));
  on(endpoints.addReply, addReply(deps));
  on(endpoints.editReply, editReply(deps));
  on(endpoints.deleteReply, deleteReply(deps));
  on(endpoints.upvoteReply, vote(deps, 'up'));
  on(endpoints.downvoteReply, vote(deps, 'down'));
  on(endpoints.unvoteReply, vote(deps, null));
}
