import type { Context } from 'hono';
import { createPostBodySchema, editPostBodySchema, endpoints } from '@/contract';
import { refuseUnverified } from '../account/email-address';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { EndpointCall, HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { findPost, findVisibleUser } from '../lookups';
import { cappedPosts, postsPage, viewerPostsPage } from '../posts/post-lists';
import { deleteOwnPost, editOwnPost, publishPost } from '../posts/post-writes';
import { reactToPost } from '../posts/reactions';
import { setReposted } from '../posts/reposts';
import { readerOf } from '../safety/blocked';
import { findVisiblePost, forReader } from '../safety/visible';
import { presentPost } from '../views';

type PostWrite = typeof endpoints.createPost;

/**
 * What a post write answers, read after the commit so that the write lock is held only for the
 * write: the changed post with Prefer: return=minimal, else the capped list of every post.
 */
async function answerPostWrite(
  deps: ResolvedDeps,
  c: Context<AppEnv>,
  call: Pick<EndpointCall<PostWrite>, 'minimal' | 'json' | 'minimalJson'>,
  postId: string,
) {
  if (call.minimal) {
    const post = await findPost(deps.store, postId);
    return call.minimalJson({ post: await presentPost(deps.store, post, c.get('viewer')) }, 201);
  }
  const { body, headers } = await cappedPosts(deps, c.get('viewer'));
  return call.json(body, 201, headers);
}

const feed =
  (deps: ResolvedDeps): HandlerOf<'feed'> =>
  async (c, call) => {
    const params = readPageParams(c);
    if (params.sort === 'oldest') throw badRequest('postSortUnknown');
    const query = { feedOf: c.get('user')._id, order: params.sort ?? 'latest', ...params };
    return call.json(await postsPage(deps, query, c.get('viewer')), 200);
  };

/** Every post: the capped whole list, or a page when paging is asked for. */
const allPosts =
  (deps: ResolvedDeps): HandlerOf<'posts'> =>
  async (c, call) => {
    const params = readPageParams(c);
    if (!params.asked) {
      const { body, headers } = await cappedPosts(deps, c.get('viewer'));
      return call.json(body, 200, headers);
    }
    const { limit, cursor } = params;
    const query = { order: params.sort ?? 'latest', limit, ...(cursor ? { cursor } : {}) };
    return call.json(await postsPage(deps, query, c.get('viewer')), 200);
  };

const viewerPosts =
  (
    deps: ResolvedDeps,
    list: 'likedBy' | 'bookmarkedBy',
  ): HandlerOf<'likedPosts' | 'bookmarkedPosts'> =>
  async (c, call) =>
    call.json(await viewerPostsPage(deps, list, c.get('user'), readPageParams(c)), 200);

/** One person's posts: the capped whole list, or a page when paging is asked for. */
const userPosts =
  (deps: ResolvedDeps): HandlerOf<'userPosts'> =>
  async (c, call) => {
    const author = await findVisibleUser(
      deps.store,
      call.params.username,
      c.get('viewer'),
      deps.now(),
    );
    const params = readPageParams(c);
    if (!params.asked) {
      const { body, headers } = await cappedPosts(deps, c.get('viewer'), author.username);
      return call.json(body, 200, headers);
    }
    const { limit, cursor } = params;
    const query = { order: 'latest' as const, authors: [author.username], limit };
    const page = cursor ? { ...query, cursor } : query;
    return call.json(await postsPage(deps, page, c.get('viewer')), 200);
  };

/**
 * One post. Its replies page through GET /api/comments/{postId}: the post carries the newest two,
 * as in lists, so that a post with thousands of replies answers as fast as any other.
 */
const onePost =
  (deps: ResolvedDeps): HandlerOf<'post'> =>
  async (c, call) => {
    const viewer = c.get('viewer');
    const post = await findVisiblePost(deps.store, call.params.postId, viewer, deps.now());
    const reader = readerOf(deps.now, viewer);
    const [view] = await forReader(deps.store, reader, [
      await presentPost(deps.store, post, viewer),
    ]);
    return call.json({ post: view! }, 200);
  };

const createPost =
  (deps: ResolvedDeps): HandlerOf<'createPost'> =>
  async (c, call) => {
    refuseUnverified(deps, c.get('user'));
    const { postData } = await readJson(c, createPostBodySchema, deps.maxJsonBytes);
    const { quoteOf, ...data } = postData;
    const postId = await publishPost(deps, c.get('user'), data, quoteOf);
    return answerPostWrite(deps, c, call, postId);
  };

const editPost =
  (deps: ResolvedDeps): HandlerOf<'editPost'> =>
  async (c, call) => {
    const { postData } = await readJson(c, editPostBodySchema, deps.maxJsonBytes);
    const postId = await editOwnPost(deps, c.get('user'), call.params.postId, postData);
    return answerPostWrite(deps, c, call, postId);
  };

const deletePost =
  (deps: ResolvedDeps): HandlerOf<'deletePost'> =>
  async (c, call) => {
    const postId = await deleteOwnPost(deps, c.get('user'), call.params.postId);
    if (call.minimal) return call.minimalJson({ postId }, 200);
    const { body, headers } = await cappedPosts(deps, c.get('viewer'));
    return call.json(body, 200, headers);
  };

const react =
  (deps: ResolvedDeps, kind: 'like' | 'dislike'): HandlerOf<'like' | 'dislike'> =>
  async (c, call) => {
    const postId = await reactToPost(deps, call.params.postId, c.get('user')._id, kind);
    return answerPostWrite(deps, c, call, postId);
  };

/** Reposts answer the post as it now is, reposted or not (again: unchanged). */
const repost =
  (deps: ResolvedDeps, reposted: boolean): HandlerOf<'repost' | 'unrepost'> =>
  async (c, call) => {
    const me = c.get('user');
    const postId = await setReposted(deps, call.params.postId, me, reposted);
    const post = await presentPost(deps.store, await findPost(deps.store, postId), me);
    return call.json({ post }, 200);
  };

/** The feed and posts: read them, write your own, like, dislike and repost. */
export function registerPostRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.feed, feed(deps));
  on(endpoints.posts, allPosts(deps));
  on(endpoints.likedPosts, viewerPosts(deps, 'likedBy'));
  on(endpoints.bookmarkedPosts, viewerPosts(deps, 'bookmarkedBy'));
  on(endpoints.userPosts, userPosts(deps));
  on(endpoints.post, onePost(deps));
  on(endpoints.createPost, createPost(deps));
  on(endpoints.editPost, editPost(deps));
  on(endpoints.deletePost, deletePost(deps));
  on(endpoints.like, react(deps, 'like'));
  on(endpoints.dislike, react(deps, 'dislike'));
  on(endpoints.repost, repost(deps, true));
  on(endpoints.unrepost, repost(deps, false));
}
