import { endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { cappedListHeaders, type PageParams } from '../http/paging';
import { readerOf } from '../safety/blocked';
import type { Viewer } from '../user-summary';
import { presentUsers } from '../views';

/**
 * A page of people, newest first, or of those whose username or first name holds `q`. A search
 * leaves the viewer out.
 */
export async function usersPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  params: PageParams,
  viewer: Viewer,
) {
  const reader = readerOf(now, viewer);
  // "@maya" is how a handle is written: the @ is not part of the username.
  const q = params.q?.trim().replace(/^@/, '');
  const page = await store.users.page({
    limit: params.limit,
    ...(params.cursor ? { cursor: params.cursor } : {}),
    ...(q ? { q } : {}),
    ...(viewer ? { excludeId: viewer._id } : {}),
    ...(reader ? { reader } : {}),
  });
  return { users: await presentUsers(store, page.items, viewer), nextCursor: page.nextCursor };
}

/**
 * The original whole list of everyone, viewer included, newest first: capped at the list cap,
 * with X-Total-Count and a Link to the paged form when there are more.
 */
export async function cappedUsers(
  { store, listCap, now }: Pick<ResolvedDeps, 'store' | 'listCap' | 'now'>,
  viewer: Viewer,
) {
  const reader = readerOf(now, viewer);
  const page = await store.users.page({ limit: listCap, ...(reader ? { reader } : {}) });
  const users = await presentUsers(store, page.items, viewer);
  const total = page.nextCursor ? await store.users.count() : users.length;
  const next = page.nextCursor
    ? { path: endpoints.users.path, params: { cursor: page.nextCursor } }
    : undefined;
  return { body: { users }, headers: cappedListHeaders(total, next) };
}
