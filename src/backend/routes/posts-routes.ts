import { Hono } from 'hono';
import * as z from 'zod';
import { createPostBodySchema, editPostBodySchema, serverMessages } from '../../contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { parseOrRefuse, readJson } from '../http/read-body';
import { refuseInlineMedia } from '../http/inline-media';
import type { AuthMiddleware } from '../http/require-user';
import { InvalidCursorError } from '../store/errors';
import type { ReactionKind } from '../store/port';
import { presentAllPosts, presentPost, presentPosts } from '../views';
import { findPost, findUser } from './lookups';

const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional(),
  cursor: z.string().optional(),
  sort: z
    .enum(['latest', 'oldest', 'trending'], 'sort must be latest, oldest or trending')
    .optional(),
});

const noTextOrMedia = 'A post needs text or media.';
const hasSomething = (post: { content: string; mediaURL: string }) =>
  post.content.trim() !== '' || post.mediaURL !== '';

export function postsRoutes(deps: ResolvedDeps, auth: AuthMiddleware) {
  const { store } = deps;

  /** Like and dislike: the spec's counter rules, checked and applied in one transaction. */
  const reactTo = (postId: string, userId: string, kind: ReactionKind) =>
    store.transaction(async (tx) => {
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
    });

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseOrRefuse(pageQuerySchema, c.req.query());
      // Without any paging parameter, the spec's plain list; ?sort or ?cursor alone still apply.
      if (query.limit === undefined && query.cursor === undefined && query.sort === undefined)
        return c.json({ posts: await presentAllPosts(store) }, 200);
      try {
        const page = await store.posts.list({
          order: query.sort ?? 'latest',
          ...(query.limit !== undefined ? { limit: query.limit } : {}),
          ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
        });
        return c.json(
          { posts: await presentPosts(store, page.items), nextCursor: page.nextCursor },
          200,
        );
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw unprocessable('cursor is not valid for this list');
        throw error;
      }
    })
    .get('/user/:username', async (c) => {
      const author = await findUser(store, c.req.param('username'));
      const { items } = await store.posts.list({ order: 'latest', authors: [author.username] });
      return c.json({ posts: await presentPosts(store, items) }, 200);
    })
    .get('/:postId', async (c) =>
      c.json({ post: await presentPost(store, await findPost(store, c.req.param('postId'))) }, 200),
    )
    .post('/', auth, async (c) => {
      const { postData } = await readJson(c, createPostBodySchema, deps.maxJsonBytes);
      refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
      const post = { content: postData.content ?? '', mediaURL: postData.mediaURL ?? '' };
      if (!hasSomething(post)) throw unprocessable(noTextOrMedia);
      await store.transaction(async (tx) => {
        const now = deps.timestamp();
        await tx.posts.insert({
          _id: deps.newId(),
          ...post,
          username: c.get('user').username,
          likeCount: 0,
          createdAt: now,
          updatedAt: now,
        });
      });
      // Rendered after the commit, so the write lock is held only for the write.
      const posts = await presentAllPosts(store);
      return c.json({ posts }, 201);
    })
    .post('/edit/:postId', auth, async (c) => {
      const { postData } = await readJson(c, editPostBodySchema, deps.maxJsonBytes);
      refuseInlineMedia(deps, { mediaURL: postData.mediaURL });
      await store.transaction(async (tx) => {
        const post = await findPost(tx, c.req.param('postId'));
        if (post.username !== c.get('user').username)
          throw badRequest(serverMessages.cannotEditPost);
        const merged = {
          content: postData.content ?? post.content,
          mediaURL: postData.mediaURL ?? post.mediaURL,
        };
        if (!hasSomething(merged)) throw unprocessable(noTextOrMedia);
        await tx.posts.update(post._id, { ...merged, updatedAt: deps.timestamp() });
      });
      // Rendered after the commit, so the write lock is held only for the write.
      const posts = await presentAllPosts(store);
      return c.json({ posts }, 201);
    })
    .delete('/:postId', auth, async (c) => {
      await store.transaction(async (tx) => {
        const post = await findPost(tx, c.req.param('postId'));
        if (post.username !== c.get('user').username)
          throw badRequest(serverMessages.cannotDeletePost);
        await tx.posts.delete(post._id);
      });
      // Rendered after the commit, so the write lock is held only for the write.
      const posts = await presentAllPosts(store);
      return c.json({ posts }, 200);
    })
    .post('/like/:postId', auth, async (c) => {
      await reactTo(c.req.param('postId'), c.get('user')._id, 'like');
      return c.json({ posts: await presentAllPosts(store) }, 201);
    })
    .post('/dislike/:postId', auth, async (c) => {
      await reactTo(c.req.param('postId'), c.get('user')._id, 'dislike');
      return c.json({ posts: await presentAllPosts(store) }, 201);
    });
}
