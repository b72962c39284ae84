import { type PostData } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, unprocessable } from '../http/api-error';
import { findPost } from '../lookups';
import { forgetFilesLater, takeUploadsOf } from '../media/forget-files';
import { requireStoredMedia } from '../media/require-stored-media';
import { mentionedUserIds } from '../mentions';
import { lockingNotifyingWrite, notifyingWrite } from '../notifications/notifying-write';
import type { PostRow, StoreTx, UserRow } from '../store/port';
import { askedMedia, checkAskedMedia, firstMedia, measuredMedia } from './media-list';
import { quotablePost } from './reposts';

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
  | 'requireAltText'
  | 'onJobQueued'
  | 'now'
>;

const hasSomething = (post: { content: string; media: readonly unknown[] }) =>
  post.content.trim() !== '' || post.media.length > 0;

/** Each newly named upload must still be stored (require-stored-media.ts says why after the write). */
async function requireStored(deps: WriteDeps, urls: readonly string[]) {
  for (const url of urls) await requireStoredMedia(deps, url);
}

/**
 * Writes a new post: it needs text or media. A quote names the post it quotes, whose author hears
 * of it. The people it mentions hear of it, and once it is
 * committed the feeds of its author's followers do (GET /api/events). Answers its id.
 */
export async function publishPost(
  deps: WriteDeps,
  author: UserRow,
  postData: PostData,
  quoteOf?: string,
) {
  const asked = askedMedia(postData) ?? [];
  checkAskedMedia(deps, postData, asked);
  const content = postData.content ?? '';
  if (!hasSomething({ content, media: asked })) throw unprocessable('postNeedsContent');
  const postId = deps.newId();
  // Nothing it reads is written back, and its lines are about the new post alone.
  await lockingNotifyingWrite(
    deps,
    async (tx, notifier, now) => {
      const quoted =
        quoteOf === undefined ? undefined : await quotablePost(tx, author, quoteOf, deps);
      const { media, uploadIds } = await measuredMedia(tx, deps, author, postId, asked);
      const row: PostRow = {
        _id: postId,
        content,
        ...firstMedia(media),
        media,
        contentWarning: postData.contentWarning ?? '',
        sensitive: postData.sensitive ?? false,
        username: author.username,
        likeCount: 0,
        createdAt: now,
        updatedAt: now,
        ...(quoted ? { quoteOf: quoted._id } : {}),
        ...(postData.allowQuotes === false ? { allowQuotes: false } : {}),
      };
      await tx.posts.insert(row);
      if (quoted) await notifier.quoted(quoted, row, author._id);
      await tx.uploads.attach(postId, uploadIds);
      await requireStored(
        deps,
        media.map((item) => item.url),
      );
      const mentioned = await mentionedUserIds(tx, content);
      await notifier.mentions(row, undefined, author._id, [], mentioned);
      return now;
    },
    // After the commit, so that a stream never announces a post its client cannot read yet.
    (createdAt) =>
      deps.events.publish({ postId, authorId: author._id, username: author.username, createdAt }),
  );
  return postId;
}

/** Forgets the records of the post's uploads it no longer shows; answers all their files. */
async function dropUnshown(tx: StoreTx, post: PostRow, shown: ReadonlySet<string>) {
  const dropped = post.media.map((item) => item.url).filter((url) => !shown.has(url));
  if (dropped.length === 0) return [];
  return [...(await tx.uploads.remove(dropped)), ...dropped];
}

/**
 * Merges postData into the editor's own post. New media without a new description loses the old
 * one, which described other media; people newly mentioned hear of it; a file the post no longer
 * shows leaves the media store once the edit is committed. Answers the post's id.
 */
export async function editOwnPost(
  deps: WriteDeps,
  editor: UserRow,
  postId: string,
  postData: PostData,
) {
  checkAskedMedia(deps, postData, askedMedia(postData));
  const { id, queued } = await notifyingWrite(deps, async (tx, notifier, now) => {
    const post = await findPost(tx, postId);
    if (post.username !== editor.username) throw badRequest('cannotEditPost');
    const asked = askedMedia(postData, post.media);
    checkAskedMedia(deps, postData, asked);
    const { media, uploadIds } = asked
      ? await measuredMedia(tx, deps, editor, post._id, asked, post.media)
      : { media: post.media, uploadIds: [] };
    const content = postData.content ?? post.content;
    if (!hasSomething({ content, media })) throw unprocessable('postNeedsContent');
    await tx.posts.update(post._id, {
      content,
      ...firstMedia(media),
      media,
      contentWarning: postData.contentWarning ?? post.contentWarning,
      sensitive: postData.sensitive ?? post.sensitive,
      ...(postData.allowQuotes === undefined ? {} : { allowQuotes: postData.allowQuotes }),
      updatedAt: now,
    });
    await tx.uploads.attach(post._id, uploadIds);
    const before = new Set(post.media.map((item) => item.url));
    await requireStored(
      deps,
      media.map((item) => item.url).filter((url) => !before.has(url)),
    );
    if (content !== post.content) {
      const [was, is] = [
        await mentionedUserIds(tx, post.content),
        await mentionedUserIds(tx, content),
      ];
      await notifier.mentions(post, undefined, editor._id, was, is);
    }
    const shown = new Set(media.map((item) => item.url));
    return {
      id: post._id,
      queued: await forgetFilesLater(tx, deps, await dropUnshown(tx, post, shown)),
    };
  });
  if (queued) deps.onJobQueued();
  return id;
}

/**
 * Deletes the deleter's own post; every notification line about it and its replies goes too, and
 * its files leave the media store once that is committed.
 */
export async function deleteOwnPost(deps: WriteDeps, deleter: UserRow, postId: string) {
  const { id, queued } = await notifyingWrite(deps, async (tx, notifier) => {
    const post = await findPost(tx, postId);
    if (post.username !== deleter.username) throw badRequest('cannotDeletePost');
    await notifier.postDeleted(post._id);
    const files = await takeUploadsOf(tx, post);
    await tx.posts.delete(post._id);
    return { id: post._id, queued: await forgetFilesLater(tx, deps, files) };
  });
  if (queued) deps.onJobQueued();
  return id;
}
