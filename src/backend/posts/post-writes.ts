import { type PostData } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, unprocessable } from '../http/api-error';
import { refuseInlineMedia } from '../http/inline-media';
import { findPost } from '../lookups';
import { requireStoredMedia } from '../media/require-stored-media';
import { mentionedUserIds } from '../mentions';
import { notifyingWrite } from '../notifications/notifying-write';
import type { UserRow } from '../store/port';

type WriteDeps = Pick<
  ResolvedDeps,
  | 'store'
  | 'timestamp'
  | 'events'
  | 'media'
  | 'newId'
  | 'maxJsonBytes'
  | 'rateLimiter'
  | 'unsolicitedPerHour'
>;

const hasSomething = (post: { content: string; mediaURL: string }) =>
  post.content.trim() !== '' || post.mediaURL !== '';

/** The description kept with the media: trimmed, and none without media to describe. */
const altFor = (mediaURL: string, mediaAlt: string | undefined) =>
  mediaURL === '' ? '' : (mediaAlt ?? '').trim();

/**
 * Writes a new post: it needs text or media. The people it mentions hear of it, and once it is
 * committed the feeds of its author's followers do (GET /api/events). Answers its id.
 */
export async function publishPost(deps: WriteDeps, author: UserRow, postData: PostData) {
  refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
  const mediaURL = postData.mediaURL ?? '';
  const post = {
    content: postData.content ?? '',
    mediaURL,
    mediaAlt: altFor(mediaURL, postData.mediaAlt),
  };
  if (!hasSomething(post)) throw unprocessable('postNeedsContent');
  const postId = deps.newId();
  await notifyingWrite(
    deps,
    async (tx, notifier, now) => {
      const row = { _id: postId, ...post, username: author.username, likeCount: 0 };
      await tx.posts.insert({ ...row, createdAt: now, updatedAt: now });
      await requireStoredMedia(deps, post.mediaURL);
      const mentioned = await mentionedUserIds(tx, post.content);
      const stored = { ...row, createdAt: now, updatedAt: now };
      await notifier.mentions(stored, undefined, author._id, [], mentioned);
      return now;
    },
    // After the commit, so that a stream never announces a post its client cannot read yet.
    (createdAt) =>
      deps.events.publish({ postId, authorId: author._id, username: author.username, createdAt }),
  );
  return postId;
}

/**
 * Merges postData into the editor's own post. New media without a new description loses the old
 * one, which described other media; people newly mentioned hear of it. Answers the post's id.
 */
export function editOwnPost(deps: WriteDeps, editor: UserRow, postId: string, postData: PostData) {
  refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const post = await findPost(tx, postId);
    if (post.username !== editor.username) throw badRequest('cannotEditPost');
    const mediaURL = postData.mediaURL ?? post.mediaURL;
    const keptAlt = mediaURL === post.mediaURL ? post.mediaAlt : '';
    const merged = {
      content: postData.content ?? post.content,
      mediaURL,
      mediaAlt: altFor(mediaURL, postData.mediaAlt ?? keptAlt),
    };
    if (!hasSomething(merged)) throw unprocessable('postNeedsContent');
    await tx.posts.update(post._id, { ...merged, updatedAt: now });
    if (merged.mediaURL !== post.mediaURL) await requireStoredMedia(deps, merged.mediaURL);
    if (merged.content !== post.content) {
      const [before, after] = [
        await mentionedUserIds(tx, post.content),
        await mentionedUserIds(tx, merged.content),
      ];
      await notifier.mentions(post, undefined, editor._id, before, after);
    }
    return post._id;
  });
}

/** Deletes the deleter's own post; every notification line about it and its replies goes too. */
export function deleteOwnPost(deps: WriteDeps, deleter: UserRow, postId: string) {
  return notifyingWrite(deps, async (tx, notifier) => {
    const post = await findPost(tx, postId);
    if (post.username !== deleter.username) throw badRequest('cannotDeletePost');
    await notifier.postDeleted(post._id);
    await tx.posts.delete(post._id);
    return post._id;
  });
}
