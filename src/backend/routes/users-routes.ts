import { editUserBodySchema, endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { EndpointCall, HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { findVisibleUser } from '../lookups';
import type { UserRow } from '../store/port';
import { readerOf } from '../safety/blocked';
import { withViewerHides } from '../safety/hide-views';
import { setBookmarked } from '../users/bookmarks';
import { setFollowing } from '../users/follows';
import { editProfile } from '../users/profile-edit';
import { cappedUsers, usersPage } from '../users/user-lists';
import { bookmarkIds, presentAccount, presentPost, presentUser, presentUsers } from '../views';

/** Everyone: the capped whole list, or a page or a search when paging is asked for. */
const users =
  (deps: ResolvedDeps): HandlerOf<'users'> =>
  async (c, call) => {
    const params = readPageParams(c);
    if (params.asked) return call.json(await usersPage(deps, params, c.get('viewer')), 200);
    const { body, headers } = await cappedUsers(deps, c.get('viewer'));
    return call.json(body, 200, headers);
  };

const bookmarks =
  ({ store, listCap }: ResolvedDeps): HandlerOf<'bookmarks'> =>
  async (c, call) =>
    call.json({ bookmarks: await bookmarkIds(store, c.get('user')._id, listCap) }, 200);

const editUser =
  (deps: ResolvedDeps): HandlerOf<'editUser'> =>
  async (c, call) => {
    const body = await readJson(c, editUserBodySchema, deps.maxJsonBytes);
    const me = c.get('user');
    const updated = await editProfile(deps, me, (body.userData ?? body.userInfo)!);
    if (call.minimal) {
      const [user] = await presentUsers(deps.store, [updated], me);
      return call.minimalJson({ user: user! }, 201);
    }
    return call.json({ user: await presentAccount(deps.store, updated, deps.listCap) }, 201);
  };

/**
 * What a follow or an unfollow answers, read after the commit: both people as they now stand,
 * as the viewer sees them with Prefer: return=minimal, else the caller's whole account.
 */
async function answerFollow(
  { store, listCap }: ResolvedDeps,
  call: Pick<EndpointCall<typeof endpoints.follow>, 'minimal' | 'json' | 'minimalJson'>,
  me: UserRow,
  targetId: string,
) {
  // Both exist: the write just committed.
  const [meNow, target] = await Promise.all([store.users.get(me._id), store.users.get(targetId)]);
  if (call.minimal) {
    const [user, followUser] = await presentUsers(store, [meNow!, target!], me);
    return call.minimalJson({ user: user!, followUser: followUser! }, 200);
  }
  const [user, followUser] = await Promise.all([
    presentAccount(store, meNow!, listCap),
    presentUser(store, target!, me, listCap),
  ]);
  return call.json({ user, followUser }, 200);
}

const follow =
  (deps: ResolvedDeps, following: boolean): HandlerOf<'follow' | 'unfollow'> =>
  async (c, call) => {
    const me = c.get('user');
    const targetId = await setFollowing(deps, me, call.params.userId, following);
    return answerFollow(deps, call, me, targetId);
  };

const bookmark =
  (deps: ResolvedDeps, bookmarked: boolean): HandlerOf<'bookmark' | 'removeBookmark'> =>
  async (c, call) => {
    const me = c.get('user');
    const post = await setBookmarked(deps, me, call.params.postId, bookmarked);
    if (call.minimal)
      return call.minimalJson({ post: await presentPost(deps.store, post, me) }, 200);
    return call.json({ bookmarks: await bookmarkIds(deps.store, me._id, deps.listCap) }, 200);
  };

const follows =
  (
    { store, now }: ResolvedDeps,
    side: 'followers' | 'following',
  ): HandlerOf<'followers' | 'following'> =>
  async (c, call) => {
    const user = await findVisibleUser(store, call.params.usernameOrId, c.get('viewer'), now());
    const { limit, cursor } = readPageParams(c);
    const reader = readerOf(now, c.get('viewer'));
    const page = await store.follows[side](user._id, {
      limit,
      ...(cursor ? { cursor } : {}),
      ...(reader ? { reader } : {}),
    });
    const users = await presentUsers(store, page.items, c.get('viewer'));
    return call.json({ users, nextCursor: page.nextCursor }, 200);
  };

/** The bounded form of one person: what a profile page shows, whatever their following. */
const profile =
  ({ store, now }: ResolvedDeps): HandlerOf<'profile'> =>
  async (c, call) => {
    const viewer = c.get('viewer');
    const user = await findVisibleUser(store, call.params.usernameOrId, viewer, now());
    const [view] = await presentUsers(store, [user], viewer);
    return call.json({ user: await withViewerHides(store, view!, viewer, now()) }, 200);
  };

const user =
  ({ store, listCap, now }: ResolvedDeps): HandlerOf<'user'> =>
  async (c, call) => {
    const found = await findVisibleUser(store, call.params.usernameOrId, c.get('viewer'), now());
    return call.json({ user: await presentUser(store, found, c.get('viewer'), listCap) }, 200);
  };

/**
 * People: everyone and a search, one person, their followers and following, your profile, follows
 * and bookmarks. The fixed paths (/api/users/bookmark, /edit…) come before /api/users/:id, so that
 * "bookmark" is never taken for a username.
 */
export function registerUserRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.users, users(deps));
  on(endpoints.bookmarks, bookmarks(deps));
  on(endpoints.editUser, editUser(deps));
  on(endpoints.follow, follow(deps, true));
  on(endpoints.unfollow, follow(deps, false));
  on(endpoints.bookmark, bookmark(deps, true));
  on(endpoints.removeBookmark, bookmark(deps, false));
  on(endpoints.followers, follows(deps, 'followers'));
  on(endpoints.following, follows(deps, 'following'));
  on(endpoints.profile, profile(deps));
  on(endpoints.user, user(deps));
}
