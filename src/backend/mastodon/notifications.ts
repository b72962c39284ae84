import type { Notification } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { UserRow } from '../store/port';
import { presentUsers } from '../views';
import type { MastodonNotification } from './entities';
import { notificationTypes, toAccount } from './map-entities';
import { statusesOfRows } from './present';

/**
 * Murmur's notification lines as Mastodon's notifications: one each, told by its newest actor
 * (a line groups the likes of one post, or one day's new followers). Lines of kinds Mastodon has
 * no type for are left out.
 */
export async function toNotifications(
  deps: ResolvedDeps,
  origin: string,
  me: UserRow,
  lines: Notification[],
): Promise<MastodonNotification[]> {
  const { store } = deps;
  const shown = lines.filter((line) => notificationTypes[line.kind] && line.actors[0]);
  const actorIds = [...new Set(shown.map((line) => line.actors[0]!._id))];
  const postIds = [...new Set(shown.flatMap((line) => (line.post ? [line.post._id] : [])))];
  const [actors, posts] = await Promise.all([
    store.users.getMany(actorIds).then((rows) => presentUsers(store, rows, me)),
    store.posts.byIds(postIds).then((rows) => statusesOfRows(deps, rows, me, origin)),
  ]);
  const actorById = new Map(actors.map((actor) => [actor._id, actor]));
  const statusById = new Map(posts.map((status) => [status.id, status]));
  return shown.flatMap((line) => {
    const actor = actorById.get(line.actors[0]!._id);
    if (!actor) return [];
    const status = line.post ? statusById.get(line.post._id) : undefined;
    // A line about a post the reader may no longer see is left out, as Mastodon drops it.
    if (line.post && !status) return [];
    return [
      {
        id: line._id,
        type: notificationTypes[line.kind]!,
        created_at: new Date(Date.parse(line.updatedAt)).toISOString(),
        account: toAccount(actor, origin),
        ...(status ? { status } : {}),
      },
    ];
  });
}
