import { Hono } from 'hono';
import { editUserBodySchema, serverMessages } from '../../contract';
import { formatTimestamp, type ResolvedDeps } from '../deps';
import { badRequest, notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-body';
import type { requireUser } from '../http/require-user';
import type { StoreTx } from '../store/port';
import { presentAccount, presentUser, presentUsers } from '../views';
import { findPost, findUser } from './lookups';

async function bookmarkIds(store: StoreTx, userId: string) {
  const rows = await store.bookmarks.forUsers([userId]);
  return rows
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((row) => row.postId);
}

export function usersRoutes(deps: ResolvedDeps, auth: ReturnType<typeof requireUser>) {
  const { store } = deps;
  const stamp = () => formatTimestamp(deps.now());

  return (
    new Hono<AppEnv>()
      .get('/', async (c) =>
        c.json({ users: await presentUsers(store, await store.users.list()) }, 200),
      )
      // Registered before /:userId so that "bookmark" is never taken for a username.
      .get('/bookmark', auth, async (c) =>
        c.json({ bookmarks: await bookmarkIds(store, c.get('user')._id) }, 200),
      )
      .post('/edit', auth, async (c) => {
        const body = await readJson(c, editUserBodySchema, deps.maxJsonBytes);
        const { username, ...changes } = (body.userData ?? body.userInfo)!;
        const me = c.get('user');
        if (username !== undefined && username !== me.username)
          throw notFound(serverMessages.usernameUnchangeable);
        const user = await store.transaction(async (tx) => {
          await tx.users.update(me._id, { ...changes, updatedAt: stamp() });
          return presentAccount(tx, (await tx.users.get(me._id))!);
        });
        return c.json({ user }, 201);
      })
      .post('/follow/:userId', auth, async (c) => {
        const answer = await store.transaction(async (tx) => {
          const me = c.get('user');
          const target = await findUser(tx, c.req.param('userId'));
          if (target._id === me._id) throw notFound(serverMessages.cannotFollowSelf);
          if (await tx.follows.exists(me._id, target._id))
            throw badRequest(serverMessages.alreadyFollowing);
          const now = stamp();
          await tx.follows.insert({ followerId: me._id, followeeId: target._id, createdAt: now });
          await tx.users.update(me._id, { updatedAt: now });
          await tx.users.update(target._id, { updatedAt: now });
          return {
            user: await presentAccount(tx, (await tx.users.get(me._id))!),
            followUser: await presentUser(tx, (await tx.users.get(target._id))!),
          };
        });
        return c.json(answer, 200);
      })
      .post('/unfollow/:userId', auth, async (c) => {
        const answer = await store.transaction(async (tx) => {
          const me = c.get('user');
          const target = await findUser(tx, c.req.param('userId'));
          if (!(await tx.follows.exists(me._id, target._id)))
            throw badRequest(serverMessages.alreadyNotFollowing);
          const now = stamp();
          await tx.follows.delete(me._id, target._id);
          await tx.users.update(me._id, { updatedAt: now });
          await tx.users.update(target._id, { updatedAt: now });
          return {
            user: await presentAccount(tx, (await tx.users.get(me._id))!),
            followUser: await presentUser(tx, (await tx.users.get(target._id))!),
          };
        });
        return c.json(answer, 200);
      })
      .post('/bookmark/:postId', auth, async (c) => {
        const bookmarks = await store.transaction(async (tx) => {
          const me = c.get('user');
          const post = await findPost(tx, c.req.param('postId'));
          if (await tx.bookmarks.exists(me._id, post._id))
            throw badRequest(serverMessages.alreadyBookmarked);
          const now = stamp();
          await tx.bookmarks.insert({ userId: me._id, postId: post._id, createdAt: now });
          await tx.users.update(me._id, { updatedAt: now });
          return bookmarkIds(tx, me._id);
        });
        return c.json({ bookmarks }, 200);
      })
      .post('/remove-bookmark/:postId', auth, async (c) => {
        const bookmarks = await store.transaction(async (tx) => {
          const me = c.get('user');
          const post = await findPost(tx, c.req.param('postId'));
          if (!(await tx.bookmarks.exists(me._id, post._id)))
            throw badRequest(serverMessages.notBookmarked);
          await tx.bookmarks.delete(me._id, post._id);
          await tx.users.update(me._id, { updatedAt: stamp() });
          return bookmarkIds(tx, me._id);
        });
        return c.json({ bookmarks }, 200);
      })
      .get('/:userId', async (c) =>
        c.json(
          { user: await presentUser(store, await findUser(store, c.req.param('userId'))) },
          200,
        ),
      )
  );
}
