import type { Context } from 'hono';
import { errorCodes, type PostData } from '@/contract';
import { refuseUnverified } from '../account/email-address';
import type { AppEnv } from '../http/app-env';
import { viewerPostsPage } from '../posts/post-lists';
import { deleteOwnPost, editOwnPost, publishPost } from '../posts/post-writes';
import { reactToPost } from '../posts/reactions';
import { setReposted } from '../posts/reposts';
import { findVisiblePost } from '../safety/visible';
import { setBookmarked } from '../users/bookmarks';
import { presentUsers } from '../views';
import { mediaUrlOf, reblogOf, toAccount } from './map-entities';
import { MastodonError, recordNotFound } from './mastodon-error';
import { idempotent, limited, need, originOf, type MastodonDoor } from './mastodon-env';
import { linkHeader, readMastodonPage } from './paging';
import { statusesOf, statusOfRow } from './present';
import { booleanField, listField, readFields, textField, type FormFields } from './read-params';
import { retryKeys } from './retry-keys';

/** Murmur's posts are seen by everyone: the audiences it cannot honour are refused. */
const honouredVisibilities = new Set(['public', 'unlisted']);

/**
 * A status form as Murmur's postData: text, media by id (each with the description its owner
 * gave the upload), content warning and sensitivity.
 */
async function postDataOf(
  deps: MastodonDoor['deps'],
  fields: FormFields,
  ownerId: string,
): Promise<PostData> {
  const visibility = textField(fields, 'visibility');
  if (visibility && !honouredVisibilities.has(visibility))
    throw new MastodonError(
      422,
      `Murmur's posts are public: visibility ${visibility} is not available`,
    );
  if (textField(fields, 'in_reply_to_id'))
    throw new MastodonError(422, "Murmur's replies are not statuses: reply from Murmur's own app");
  if (fields.poll !== undefined || textField(fields, 'scheduled_at'))
    throw new MastodonError(422, 'Murmur has no polls or scheduled posts');
  const content = textField(fields, 'status');
  const mediaIds = listField(fields, 'media_ids');
  const spoiler = textField(fields, 'spoiler_text');
  const sensitive = booleanField(fields, 'sensitive');
  const urls = mediaIds.map(mediaUrlOf);
  const described = new Map(
    (await deps.store.uploads.byUrls(urls))
      .filter((upload) => upload.ownerId === ownerId && upload.description)
      .map((upload) => [upload.url, upload.description!]),
  );
  return {
    ...(content !== undefined ? { content } : {}),
    ...(fields.media_ids !== undefined
      ? {
          media: urls.map((url) => {
            const alt = described.get(url);
            return alt ? { url, alt } : { url };
          }),
        }
      : {}),
    ...(spoiler !== undefined ? { contentWarning: spoiler } : {}),
    ...(sensitive !== undefined ? { sensitive } : {}),
  };
}

export function registerStatusRoutes(door: MastodonDoor) {
  const { on, deps, guard } = door;
  const madeUnderKey = retryKeys(deps);

  const visiblePost = (c: Context<AppEnv>) =>
    findVisiblePost(deps.store, c.req.param('id')!, c.get('viewer'), deps.now()).catch(
      (error: unknown) => {
        if (error instanceof Error && 'status' in error && error.status === 404)
          throw recordNotFound();
        throw error;
      },
    );
  const answerStatus = async (c: Context<AppEnv>, postId: string, status = 200 as const) => {
    const post = await deps.store.posts.get(postId);
    if (!post) throw recordNotFound();
    return c.json(await statusOfRow(deps, post, c.get('viewer'), originOf(c)), status);
  };

  on(
    'POST',
    '/api/v1/statuses',
    [...guard(need('write', 'statuses')), ...limited(deps, 'posts')],
    async (c) => {
      const me = c.get('user');
      refuseUnverified(deps, me);
      const data = await postDataOf(deps, await readFields(c), me._id);
      const key = c.req.header('idempotency-key');
      const make = () => publishPost(deps, me, data);
      return answerStatus(c, await (key ? madeUnderKey(me._id, key, make) : make()));
    },
  );

  on('GET', '/api/v1/statuses/:id', [...guard(need('read', 'statuses'), true)], async (c) =>
    c.json(await statusOfRow(deps, await visiblePost(c), c.get('viewer'), originOf(c))),
  );

  on(
    'PUT',
    '/api/v1/statuses/:id',
    [...guard(need('write', 'statuses')), ...limited(deps, 'edits')],
    async (c) => {
      const me = c.get('user');
      const data = await postDataOf(deps, await readFields(c), me._id);
      const postId = await editOwnPost(deps, me, c.req.param('id')!, data);
      return answerStatus(c, postId);
    },
  );

  on(
    'DELETE',
    '/api/v1/statuses/:id',
    [...guard(need('write', 'statuses')), ...limited(deps, 'deletes')],
    async (c) => {
      const me = c.get('user');
      const post = await visiblePost(c);
      const status = await statusOfRow(deps, post, me, originOf(c));
      await deleteOwnPost(deps, me, post._id);
      // As Mastodon answers a deletion: the status with its source text, for "delete and redraft".
      return c.json({ ...status, text: post.content });
    },
  );

  // Murmur's replies are its own, not statuses: a post's context is empty, as a status without
  // replies is in Mastodon.
  on(
    'GET',
    '/api/v1/statuses/:id/context',
    [...guard(need('read', 'statuses'), true)],
    async (c) => {
      await visiblePost(c);
      return c.json({ ancestors: [], descendants: [] });
    },
  );

  on(
    'POST',
    '/api/v1/statuses/:id/favourite',
    [...guard(need('write', 'favourites')), ...limited(deps, 'likes')],
    async (c) => {
      const post = await visiblePost(c);
      await idempotent(
        () => reactToPost(deps, post._id, c.get('user')._id, 'like'),
        [errorCodes.alreadyLiked],
      );
      return answerStatus(c, post._id);
    },
  );

  // An unfavourite takes the viewer's like back, as Murmur's own unlike (its dislike) does; a
  // status the viewer has not favourited is left as it is.
  on(
    'POST',
    '/api/v1/statuses/:id/unfavourite',
    [...guard(need('write', 'favourites')), ...limited(deps, 'likes')],
    async (c) => {
      const post = await visiblePost(c);
      const reaction = await deps.store.reactions.get(post._id, c.get('user')._id);
      if (reaction?.kind === 'like')
        await reactToPost(deps, post._id, c.get('user')._id, 'dislike');
      return answerStatus(c, post._id);
    },
  );

  for (const [path, reposted] of [
    ['reblog', true],
    ['unreblog', false],
  ] as const)
    on('POST', `/api/v1/statuses/:id/${path}`, [...guard(need('write', 'statuses'))], async (c) => {
      const me = c.get('user');
      const post = await visiblePost(c);
      await setReposted(deps, post._id, me, reposted);
      const status = await statusOfRow(
        deps,
        (await deps.store.posts.get(post._id))!,
        me,
        originOf(c),
      );
      if (!reposted) return c.json(status);
      const [mine] = await presentUsers(deps.store, [me], me);
      return c.json(reblogOf(status, toAccount(mine!, originOf(c))));
    });

  for (const [path, bookmarked] of [
    ['bookmark', true],
    ['unbookmark', false],
  ] as const)
    on(
      'POST',
      `/api/v1/statuses/:id/${path}`,
      [...guard(need('write', 'bookmarks')), ...limited(deps, 'bookmarks')],
      async (c) => {
        const post = await visiblePost(c);
        await idempotent(
          () => setBookmarked(deps, c.get('user'), post._id, bookmarked),
          [errorCodes.alreadyBookmarked, errorCodes.notBookmarked],
        );
        return answerStatus(c, post._id);
      },
    );

  for (const [path, list] of [
    ['favourites', 'likedBy'],
    ['bookmarks', 'bookmarkedBy'],
  ] as const)
    on('GET', `/api/v1/${path}`, [...guard(need('read', path))], async (c) => {
      const page = readMastodonPage(c.req.query());
      const { posts, nextCursor } = await viewerPostsPage(deps, list, c.get('user'), {
        limit: page.limit,
        ...(page.maxId ? { cursor: page.maxId } : {}),
      });
      const link = linkHeader(new URL(c.req.url), undefined, nextCursor);
      return c.json(
        await statusesOf(deps, posts, c.get('user'), originOf(c)),
        200,
        link ? { Link: link } : {},
      );
    });
}
