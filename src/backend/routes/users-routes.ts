import type { Context } from 'hono';
import { editUserBodySchema, endpoints, serverMessages } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { On } from '../http/endpoint-router';
import { refuseInlineMedia } from '../http/inline-media';
import { requireStoredMedia } from '../media/require-stored-media';
import { cappedListHeaders, readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { createNotifier } from '../notifications/notifier';
import type { UserRow } from '../store/port';
import { bookmarkIds, presentAccount, presentPost, presentUser, presentUsers } from '../views';
import { findPost, findUser } from './lookups';

export function registerUserRoutes(deps: ResolvedDeps, on: On) {
  const { store, listCap } = deps;

  // Follow or unfollow: both sides change, with the spec's refusals, in one transaction. The
  // followed person is told; an unfollow takes it back.
  const setFollowing = async (me: UserRow, targetId: string, follow: boolean) => {
    const done = await store.transaction(async (tx) => {
      const target = await findUser(tx, targetId);
      if (follow && target._id === me._id) throw notFound(serverMessages.cannotFollowSelf);
      const [edge] = (await tx.follows.between(me._id, [target._id])).filter(
        (row) => row.followerId === me._id && row.followeeId === target._id,
      );
      if (follow && edge) throw badRequest(serverMessages.alreadyFollowing);
      if (!follow && !edge) throw badRequest(serverMessages.alreadyNotFollowing);
      const now = deps.timestamp();
      const notifier = createNotifier(tx, now);
      if (follow) {
        await tx.follows.insert({ followerId: me._id, followeeId: target._id, createdAt: now });
        await notifier.followed(me._id, target._id);
      } else {
        await tx.follows.delete(me._id, target._id);
        await notifier.unfollowed(me._id, target._id, edge!.createdAt);
      }
      await tx.users.update(me._id, { updatedAt: now });
      await tx.users.update(target._id, { updatedAt: now });
      return { targetId: target._id, changed: notifier.changed };
    });
    deps.events.announce({ userIds: done.changed });
    return done.targetId;
  };

  // Bookmark or remove a bookmark, refused when it is already so.
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
      return post;
    });

  // A fresh read of a user the request changed: it exists, as the write just committed.
  const reread = async (id: string) => (await store.users.get(id))!;

  on(endpoints.users, async (c, call) => {
    const viewer = c.get('viewer');
    const params = readPageParams(c);
    // "@maya" is how a handle is written: the @ is not part of the username.
    const q = params.q?.trim().replace(/^@/, '');
    const page = await store.users.page({
      limit: params.asked ? params.limit : listCap,
      ...(params.cursor ? { cursor: params.cursor } : {}),
      ...(q ? { q } : {}),
      // A search leaves the viewer out; the spec's whole list has everyone.
      ...(params.asked && viewer ? { excludeId: viewer._id } : {}),
    });
    const users = await presentUsers(store, page.items, viewer);
    if (params.asked) return call.json({ users, nextCursor: page.nextCursor }, 200);
    const total = page.nextCursor ? await store.users.count() : users.length;
    const next = page.nextCursor
      ? { path: endpoints.users.path, params: { cursor: page.nextCursor } }
      : undefined;
    return call.json({ users }, 200, cappedListHeaders(total, next));
  });

  // Registered before /:usernameOrId so that "bookmark" is never taken for a username.
  on(endpoints.bookmarks, async (c, call) =>
    call.json({ bookmarks: await bookmarkIds(store, c.get('user')._id, listCap) }, 200),
  );

  on(endpoints.editUser, async (c, call) => {
    const body = await readJson(c, editUserBodySchema, deps.maxJsonBytes);
    const { username, ...changes } = (body.userData ?? body.userInfo)!;
    refuseInlineMedia(deps, { avatarUrl: changes.avatarUrl });
    const me = c.get('user');
    if (username !== undefined && username !== me.username)
      throw notFound(serverMessages.usernameUnchangeable);
    await store.transaction(async (tx) => {
      await tx.users.update(me._id, { ...changes, updatedAt: deps.timestamp() });
      if (changes.avatarUrl !== me.avatarUrl) await requireStoredMedia(deps, changes.avatarUrl);
    });
    const updated = await reread(me._id);
    if (call.minimal) {
      const [user] = await presentUsers(store, [updated], me);
      return call.minimalJson({ user: user! }, 201);
    }
    return call.json({ user: await presentAccount(store, updated, listCap) }, 201);
  });

  for (const [endpoint, follow] of [
    [endpoints.follow, true],
    [endpoints.unfollow, false],
  ] as const) {
    on(endpoint, async (c, call) => {
      const me = c.get('user');
      const targetId = await setFollowing(me, call.params.userId, follow);
      const [meNow, target] = await Promise.all([reread(me._id), reread(targetId)]);
      if (call.minimal) {
        const [user, followUser] = await presentUsers(store, [meNow, target], me);
        return call.minimalJson({ user: user!, followUser: followUser! }, 200);
      }
      const [user, followUser] = await Promise.all([
        presentAccount(store, meNow, listCap),
        presentUser(store, target, me, listCap),
      ]);
      return call.json({ user, followUser }, 200);
    });
  }

  for (const [endpoint, bookmark] of [
    [endpoints.bookmark, true],
    [endpoints.removeBookmark, false],
  ] as const) {
    on(endpoint, async (c, call) => {
      const me = c.get('user');
      const post = await setBookmarked(me, call.params.postId, bookmark);
      if (call.minimal) return call.minimalJson({ post: await presentPost(store, post, me) }, 200);
      return call.json({ bookmarks: await bookmarkIds(store, me._id, listCap) }, 200);
    });
  }

  for (const [endpoint, side] of [
    [endpoints.followers, 'followers'],
    [endpoints.following, 'following'],
  ] as const) {
    on(endpoint, async (c: Context<AppEnv>, call) => {
      const user = await findUser(store, call.params.usernameOrId);
      const { limit, cursor } = readPageParams(c);
      const page = await store.follows[side](user._id, { limit, ...(cursor ? { cursor } : {}) });
      const users = await presentUsers(store, page.items, c.get('viewer'));
      return call.json({ users, nextCursor: page.nextCursor }, 200);
    });
  }

  // The bounded form of one person: what a profile page shows, whatever their following.
  on(endpoints.profile, async (c, call) => {
    const user = await findUser(store, call.params.usernameOrId);
    const [view] = await presentUsers(store, [user], c.get('viewer'));
    return call.json({ user: view! }, 200);
  });

  on(endpoints.user, async (c, call) => {
    const user = await findUser(store, call.params.usernameOrId);
    return call.json({ user: await presentUser(store, user, c.get('viewer'), listCap) }, 200);
  });
}
