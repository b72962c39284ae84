// Murmur's views, read as Murmur's own routes read them, then mapped to Mastodon's entities.
import type { Post, PublicUser } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { readerOf } from '../safety/blocked';
import { withViewerHides } from '../safety/hide-views';
import { forReader } from '../safety/visible';
import type { PostRow, UserRow } from '../store/port';
import type { Viewer } from '../user-summary';
import { presentPosts, presentUsers } from '../views';
import type { MastodonAccount, MastodonRelationship, MastodonStatus } from './entities';
import { toAccount, toRelationship, toStatus, type Origin } from './map-entities';

type Deps = Pick<ResolvedDeps, 'store' | 'now'>;

/** The people a page of posts shows (authors and reposters), by username, in one read. */
async function accountsOf(deps: Deps, posts: Post[], viewer: Viewer) {
  const names = [
    ...new Set(
      posts.flatMap((post) => [
        post.username,
        ...(post.repostedBy ? [post.repostedBy.username] : []),
      ]),
    ),
  ];
  const rows = (
    await Promise.all(names.map((name) => deps.store.users.getByUsername(name)))
  ).filter((row): row is UserRow => row !== undefined);
  const views = await presentUsers(deps.store, rows, viewer);
  return new Map(views.map((view) => [view.username, view]));
}

/** Views of posts (as a list or a post's page shows them) as Statuses. */
export async function statusesOf(
  deps: Deps,
  posts: Post[],
  viewer: Viewer,
  origin: Origin,
): Promise<MastodonStatus[]> {
  const accounts = await accountsOf(deps, posts, viewer);
  return posts.map((post) => toStatus(post, accounts, origin));
}

/** Stored posts as the viewer may see them in a list, as Statuses. */
export async function statusesOfRows(
  deps: Deps,
  rows: PostRow[],
  viewer: Viewer,
  origin: Origin,
): Promise<MastodonStatus[]> {
  const reader = readerOf(deps.now, viewer);
  const posts = await forReader(deps.store, reader, await presentPosts(deps.store, rows, viewer));
  return statusesOf(deps, posts, viewer, origin);
}

export async function statusOfRow(deps: Deps, row: PostRow, viewer: Viewer, origin: Origin) {
  const [status] = await statusesOfRows(deps, [row], viewer, origin);
  return status!;
}

export async function accountsOfRows(
  deps: Deps,
  rows: UserRow[],
  viewer: Viewer,
  origin: Origin,
): Promise<MastodonAccount[]> {
  const views = await presentUsers(deps.store, rows, viewer);
  return views.map((view) => toAccount(view, origin));
}

export async function accountOfRow(deps: Deps, row: UserRow, viewer: Viewer, origin: Origin) {
  const [account] = await accountsOfRows(deps, [row], viewer, origin);
  return account!;
}

/** The viewer's relationships to these people, with blocks and mutes as their profile shows. */
export async function relationshipsOf(
  deps: Deps,
  me: UserRow,
  rows: UserRow[],
): Promise<MastodonRelationship[]> {
  const views = await presentUsers(deps.store, rows, me);
  const edges = await deps.store.follows.between(
    me._id,
    rows.map((row) => row._id),
  );
  const followsMe = new Set(
    edges.filter((edge) => edge.followeeId === me._id).map((edge) => edge.followerId),
  );
  return Promise.all(
    views.map(async (view: PublicUser) =>
      toRelationship(
        await withViewerHides(deps.store, view, me, deps.now()),
        followsMe.has(view._id),
      ),
    ),
  );
}
