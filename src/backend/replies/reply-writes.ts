import type { ResolvedDeps } from '../deps';
import { forbidden } from '../http/api-error';
import { findPost } from '../lookups';
import { refuseIfAuthorBlocked } from '../safety/blocked';
import { mentionedUserIds } from '../mentions';
import { lockingNotifyingWrite, notifyingWrite } from '../notifications/notifying-write';
import type { ReplyRow, UserRow } from '../store/port';
import { findReply, replyCountOf } from './reply-reads';

type WriteDeps = Pick<
  ResolvedDeps,
  'store' | 'timestamp' | 'events' | 'newId' | 'rateLimiter' | 'unsolicitedPerHour'
>;

/** A new reply under a post: the post's author hears of it, and whoever it mentions. */
export function writeReply(deps: WriteDeps, postId: string, author: UserRow, text: string) {
  // Nothing it reads is written back: its counts move in one statement each (their triggers).
  return lockingNotifyingWrite(deps, async (tx, notifier, now) => {
    const post = await findPost(tx, postId);
    await refuseIfAuthorBlocked(tx, author._id, post.username);
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
}

/** Only the reply's author may edit it; people it newly mentions hear of it. */
export function editOwnReply(
  deps: WriteDeps,
  postId: string,
  replyId: string,
  editor: UserRow,
  text: string,
) {
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const { post, reply } = await findReply(tx, postId, replyId);
    if (reply.username !== editor.username) throw forbidden('cannotEditReply');
    await tx.replies.update(reply._id, { text, updatedAt: now });
    const [before, after] = [
      await mentionedUserIds(tx, reply.text),
      await mentionedUserIds(tx, text),
    ];
    await notifier.mentions(post, reply, editor._id, before, after);
    return reply;
  });
}

/**
 * The reply's author or the post's author may delete it; its votes and notification lines go
 * too. Answers the reply and its post's reply count after it.
 */
export function removeReply(deps: WriteDeps, postId: string, replyId: string, deleter: UserRow) {
  return notifyingWrite(deps, async (tx, notifier) => {
    const { post, reply } = await findReply(tx, postId, replyId);
    if (reply.username !== deleter.username && post.username !== deleter.username)
      throw forbidden('cannotDeleteReply');
    await notifier.replyDeleted(reply._id);
    await tx.replies.delete(reply._id);
    return { reply, replyCount: await replyCountOf(tx, post._id) };
  });
}
