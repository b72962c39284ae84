import type { Context } from 'hono';
import {
  apiPaths,
  createPostBodySchema,
  editPostBodySchema,
  endpoints,
  serverMessages,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { EndpointCall, On } from '../http/endpoint-router';
import { refuseInlineMedia } from '../http/inline-media';
import { requireStoredMedia } from '../media/require-stored-media';
import { cappedListHeaders, readPageParams, withinAnswerBudget } from '../http/paging';
import { readJson } from '../http/read-body';
import { mentionedUserIds } from '../mentions';
import { createNotifier } from '../notifications/notifier';
import type { PostQuery, ReactionKind } from '../store/port';
import type { Viewer } from '../user-summary';
import { presentPost, presentPosts } from '../views';
import { findPost, findUser } from './lookups';

const hasSomething = (post: { content: string; mediaURL: string }) =>
  post.content.trim() !== '' || post.mediaURL !== '';

/** The description kept with the media: trimmed, and none without media to describe. */
const altFor = (mediaURL: string, mediaAlt: string | undefined) =>
  mediaURL === '' ? '' : (mediaAlt ?? '').trim();

export function registerPostRoutes(deps: ResolvedDeps, on: On) {
  const { store, listCap } = deps;
  const viewerOf = (c: Context<AppEnv>): Viewer => c.get('viewer');

  // One page of posts as the API shows them, cut short if its posts are unusually large.
  const postsPage = (query: PostQuery & { limit: number }, viewer: Viewer) =>
    withinAnswerBudget(query.limit, async (limit) => {
      const page = await store.posts.list({ ...query, limit });
      return { posts: await presentPosts(store, page.items, viewer), nextCursor: page.nextCursor };
    });

  // The spec's whole list (every post, or one author's), newest first: capped at the list cap,
  // with X-Total-Count and a Link to the paged form when there are more.
  const cappedPosts = async (viewer: Viewer, author?: string) => {
    const query = { order: 'latest' as const, ...(author ? { authors: [author] } : {}) };
    const { posts, nextCursor } = await postsPage({ ...query, limit: listCap }, viewer);
    const path = author ? apiPaths.userPosts(author) : apiPaths.posts();
    const total = !nextCursor
      ? posts.length
      : author
        ? ((await store.posts.countByAuthors([author])).get(author) ?? 0)
        : await store.posts.count();
    const next = nextCursor ? { path, params: { sort: 'latest', cursor: nextCursor } } : undefined;
    return { body: { posts }, headers: cappedListHeaders(total, next) };
  };

  // Like and dislike: the spec's counter rules, checked and applied in one transaction. A like
  // tells the author; a dislike that undoes a like takes it back.
  const reactTo = async (postId: string, userId: string, kind: ReactionKind) => {
    const done = await store.transaction(async (tx) => {
      const post = await findPost(tx, postId);
      const current = await tx.reactions.get(post._id, userId);
      if (kind === 'like' && current?.kind === 'like')
        throw badRequest(serverMessages.alreadyLiked);
      if (kind === 'dislike') {
        if (post.likeCount === 0) throw badRequest(serverMessages.likeBelowZero);
        if (current?.kind === 'dislike') throw badRequest(serverMessages.alreadyDisliked);
      }
      const now = deps.timestamp();
      await tx.reactions.put({ postId: post._id, userId, kind, createdAt: now });
      await tx.posts.update(post._id, {
        likeCount: post.likeCount + (kind === 'like' ? 1 : -1),
        updatedAt: now,
      });
      const notifier = createNotifier(tx, now);
      if (kind === 'like') await notifier.liked(post, userId);
      else if (current?.kind === 'like') await notifier.unliked(post, userId);
      return { postId: post._id, changed: notifier.changed };
    });
    deps.events.announce({ userIds: done.changed });
    return done.postId;
  };

  // What a post write answers, rendered after the commit so that the write lock is held only for
  // the write: the changed post with Prefer: return=minimal, else the spec's capped "all posts".
  const answerPostWrite = async (
    c: Context<AppEnv>,
    call: Pick<EndpointCall<typeof endpoints.createPost>, 'minimal' | 'json' | 'minimalJson'>,
    postId: string,
  ) => {
    if (call.minimal) {
      const post = await findPost(store, postId);
      return call.minimalJson({ post: await presentPost(store, post, viewerOf(c)) }, 201);
    }
    const { body, headers } = await cappedPosts(viewerOf(c));
    return call.json(body, 201, headers);
  };

  on(endpoints.feed, async (c, call) => {
    const params = readPageParams(c);
    if (params.sort === 'oldest') throw badRequest(serverMessages.postSortUnknown);
    const query = { feedOf: c.get('user')._id, order: params.sort ?? 'latest', ...params };
    return call.json(await postsPage(query, viewerOf(c)), 200);
  });

  on(endpoints.posts, async (c, call) => {
    const params = readPageParams(c);
    if (!params.asked) {
      const { body, headers } = await cappedPosts(viewerOf(c));
      return call.json(body, 200, headers);
    }
    const query = { order: params.sort ?? 'latest', limit: params.limit };
    return call.json(
      await postsPage(params.cursor ? { ...query, cursor: params.cursor } : query, viewerOf(c)),
      200,
    );
  });

  for (const [endpoint, list] of [
    [endpoints.likedPosts, 'likedBy'],
    [endpoints.bookmarkedPosts, 'bookmarkedBy'],
  ] as const) {
    on(endpoint, async (c, call) => {
      const { limit, cursor } = readPageParams(c);
      const me = c.get('user');
      const answer = await withinAnswerBudget(limit, async (size) => {
        const page = await store.posts[list](me._id, {
          limit: size,
          ...(cursor ? { cursor } : {}),
        });
        return { posts: await presentPosts(store, page.items, me), nextCursor: page.nextCursor };
      });
      return call.json(answer, 200);
    });
  }

  on(endpoints.userPosts, async (c, call) => {
    const author = await findUser(store, call.params.username);
    const params = readPageParams(c);
    if (!params.asked) {
      const { body, headers } = await cappedPosts(viewerOf(c), author.username);
      return call.json(body, 200, headers);
    }
    const query = { order: 'latest' as const, authors: [author.username], limit: params.limit };
    return call.json(
      await postsPage(params.cursor ? { ...query, cursor: params.cursor } : query, viewerOf(c)),
      200,
    );
  });

  on(endpoints.post, async (c, call) => {
    const post = await findPost(store, call.params.postId);
    // Its replies page through GET /api/comments/{postId}: the post carries the newest two, as in
    // lists, so that a post with thousands of replies answers as fast as any other.
    return call.json({ post: await presentPost(store, post, viewerOf(c)) }, 200);
  });

  on(endpoints.createPost, async (c, call) => {
    const { postData } = await readJson(c, createPostBodySchema, deps.maxJsonBytes);
    refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
    const mediaURL = postData.mediaURL ?? '';
    const post = {
      content: postData.content ?? '',
      mediaURL,
      mediaAlt: altFor(mediaURL, postData.mediaAlt),
    };
    if (!hasSomething(post)) throw unprocessable(serverMessages.postNeedsContent);
    const postId = deps.newId();
    const author = c.get('user');
    const { createdAt, changed } = await store.transaction(async (tx) => {
      const now = deps.timestamp();
      const row = { _id: postId, ...post, username: author.username, likeCount: 0 };
      await tx.posts.insert({ ...row, createdAt: now, updatedAt: now });
      await requireStoredMedia(deps, post.mediaURL);
      const notifier = createNotifier(tx, now);
      const mentioned = await mentionedUserIds(tx, post.content);
      await notifier.mentions(
        { ...row, createdAt: now, updatedAt: now },
        undefined,
        author._id,
        [],
        mentioned,
      );
      return { createdAt: now, changed: notifier.changed };
    });
    // After the commit, so that a stream never announces a post its client cannot read yet.
    deps.events.publish({ postId, authorId: author._id, username: author.username, createdAt });
    deps.events.announce({ userIds: changed });
    return answerPostWrite(c, call, postId);
  });

  on(endpoints.editPost, async (c, call) => {
    const { postData } = await readJson(c, editPostBodySchema, deps.maxJsonBytes);
    refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
    const { postId, changed } = await store.transaction(async (tx) => {
      const post = await findPost(tx, call.params.postId);
      const editor = c.get('user');
      if (post.username !== editor.username) throw badRequest(serverMessages.cannotEditPost);
      const mediaURL = postData.mediaURL ?? post.mediaURL;
      // New media without a new description loses the old one: it described other media.
      const keptAlt = mediaURL === post.mediaURL ? post.mediaAlt : '';
      const merged = {
        content: postData.content ?? post.content,
        mediaURL,
        mediaAlt: altFor(mediaURL, postData.mediaAlt ?? keptAlt),
      };
      if (!hasSomething(merged)) throw unprocessable(serverMessages.postNeedsContent);
      const now = deps.timestamp();
      await tx.posts.update(post._id, { ...merged, updatedAt: now });
      if (merged.mediaURL !== post.mediaURL) await requireStoredMedia(deps, merged.mediaURL);
      const notifier = createNotifier(tx, now);
      if (merged.content !== post.content) {
        const [before, after] = [
          await mentionedUserIds(tx, post.content),
          await mentionedUserIds(tx, merged.content),
        ];
        await notifier.mentions(post, undefined, editor._id, before, after);
      }
      return { postId: post._id, changed: notifier.changed };
    });
    deps.events.announce({ userIds: changed });
    return answerPostWrite(c, call, postId);
  });

  on(endpoints.deletePost, async (c, call) => {
    const { postId, changed } = await store.transaction(async (tx) => {
      const post = await findPost(tx, call.params.postId);
      if (post.username !== c.get('user').username)
        throw badRequest(serverMessages.cannotDeletePost);
      const notifier = createNotifier(tx, deps.timestamp());
      await notifier.postDeleted(post._id);
      await tx.posts.delete(post._id);
      return { postId: post._id, changed: notifier.changed };
    });
    deps.events.announce({ userIds: changed });
    if (call.minimal) return call.minimalJson({ postId }, 200);
    const { body, headers } = await cappedPosts(viewerOf(c));
    return call.json(body, 200, headers);
  });

  for (const [endpoint, kind] of [
    [endpoints.like, 'like'],
    [endpoints.dislike, 'dislike'],
  ] as const) {
    on(endpoint, async (c, call) => {
      const postId = await reactTo(call.params.postId, c.get('user')._id, kind);
      return answerPostWrite(c, call, postId);
    });
  }
}
