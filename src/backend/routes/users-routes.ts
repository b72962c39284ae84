import { Hono } from 'hono';
import { editUserBodySchema, serverMessages } from '../../contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { refuseInlineMedia } from '../http/inline-media';
import { readJson } from '../http/read-body';
import type { AuthMiddleware } from '../http/require-user';
import type { UserRow } from '../store/port';
import { bookmarkIds, presentAccount, presentUser, presentUsers } from '../views';
import { findPost, findUser } from './lookups';

export function usersRoutes(deps: ResolvedDeps, auth: AuthMiddleware) {
  const { store } = deps;

  /** Follow or unfollow: both sides change, with the spec's refusals, in one transaction. */
  const setFollowing = (me: UserRow, targetId: string, follow: boolean) =>
    store.transaction(async (tx) => {
      const target = await findUser(tx, targetId);
      if (follow && target._id === me._id) throw notFound(serverMessages.cannotFollowSelf);
      const following = await tx.follows.exists(me._id, target._id);
      if (follow && following) throw badRequest(serverMessages.alreadyFollowing);
      if (!follow && !following) throw badRequest(serverMessages.alreadyNotFollowing);
      const now = deps.timestamp();
      if (follow)
        await tx.follows.insert({ followerId: me._id, followeeId: target._id, createdAt: now });
      else await tx.follows.delete(me._id, target._id);
      await tx.users.update(me._id, { updatedAt: now });
      await tx.users.update(target._id, { updatedAt: now });
      return {
        user: await presentAccount(tx, (await tx.users.get(me._id))!),
        followUser: await presentUser(tx, (await tx.users.get(target._id))!),
      };
    });

  /** Bookmark or remove a bookmark, refused when it is already so. */
  const setBookmarked = (me: UserRow, postId: string, bookmark: boolean) =>
    store.transaction(async (tx) => {
      const post = await findPost(tx, postId);
      const bookmarked = await tx.bookmarks.exists(me._id, post._id);
      if (bookmark && bookmarked) throw badRequest(serverMessages.alreadyBookmarked);
      if (!bookmark && !bookmarked) throw badRequest(serverMessages.notBookmarked);
      const now = deps.timestamp();
      if (bookmark) await tx.bookmarks.insert({ userId: me._id, postId: post._id, createdAt: now });
      else await tx.bookmarks.delete(me._id, post._id);
      await tx.users.update(me._id, { updatedAt: now });
      return { bookmarks: await bookmarkIds(tx, me._id) };
    });

  return (
    new Hono<AppEnv>()
      .get('/', async (c) =>
        c.json({ users: await presentUsers(store, await store.users.list()) }, 200),
      )
      // Registered before /:usernameOrId so that "bookmark" is never taken for a username.
      .get('/bookmark', auth, async (c) =>
        c.json({ bookmarks: await bookmarkIds(store, c.get('user')._id) }, 200),
      )
      .post('/edit', auth, async (c) => {
        const body = await readJson(c, editUserBodySchema, deps.maxJsonBytes);
        const { username, ...changes } = (body.userData ?? body.userInfo)!;
        refuseInlineMedia(deps, { avatarUrl: changes.avatarUrl });
        const me = c.get('user');
        if (username !== undefined && username !== me.username)
          throw notFound(serverMessages.usernameUnchangeable);
        const user = await store.transaction(async (tx) => {
          await tx.users.update(me._id, { ...changes, updatedAt: deps.timestamp() });
          return presentAccount(tx, (await tx.users.get(me._id))!);
        });
        return c.json({ user }, 201);
      })
      .post('/follow/:userId', auth, async (c) =>
        c.json(await setFollowing(c.get('user'), c.req.param('userId'), true), 200),
      )
      .post('/unfollow/:userId', auth, async (c) =>
        c.json(await setFollowing(c.get('user'), c.req.param('userId'), false), 200),
      )
      .post('/bookmark/:postId', auth, async (c) =>
        c.json(await setBookmarked(c.get('user'), c.req.param('postId'), true), 200),
      )
      .post('/remove-bookmark/:postId', auth, async (c) =>
        c.json(await setBookmarked(c.get('user'), c.req.param('postId'), false), 200),
      )
      .get('/:usernameOrId', async (c) =>
        c.json(
          { user: await presentUser(store, await findUser(store, c.req.param('usernameOrId'))) },
          200,
        ),
      )
  );
}
