import type { Context } from 'hono';
import type { Notification } from '@/contract';
import type { AppEnv } from '../http/app-env';
import { notificationsPage } from '../notifications/reading';
import type { UserRow } from '../store/port';
import type { MastodonNotification } from './entities';
import { kindsOfTypes, notificationTypes, toAccount } from './map-entities';
import { recordNotFound } from './mastodon-error';
import { need, originOf, type MastodonDoor } from './mastodon-env';
import { linkHeader, readMastodonPage } from './paging';
import { statusesOfRows } from './present';
import { queryList } from './read-params';
import { presentUsers } from '../views';

/**
 * Murmur's notification lines as Mastodon's notifications: one each, told by its newest actor
 * (a line groups the likes of one post, or one day's new followers). Lines of kinds Mastodon has
 * no type for are left out.
 */
async function toNotifications(
  door: MastodonDoor,
  c: Context<AppEnv>,
  me: UserRow,
  lines: Notification[],
): Promise<MastodonNotification[]> {
  const { store } = door.deps;
  const origin = originOf(c);
  const shown = lines.filter((line) => notificationTypes[line.kind] && line.actors[0]);
  const actorIds = [...new Set(shown.map((line) => line.actors[0]!._id))];
  const postIds = [...new Set(shown.flatMap((line) => (line.post ? [line.post._id] : [])))];
  const [actors, posts] = await Promise.all([
    store.users.getMany(actorIds).then((rows) => presentUsers(store, rows, me)),
    store.posts.byIds(postIds).then((rows) => statusesOfRows(door.deps, rows, me, origin)),
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

export function registerNotificationRoutes(door: MastodonDoor) {
  const { on, deps, guard } = door;

  on('GET', '/api/v1/notifications', [...guard(need('read', 'notifications'))], async (c) => {
    const me = c.get('user');
    const page = readMastodonPage(c.req.query());
    const { notifications, nextCursor } = await notificationsPage(deps, me, {
      limit: page.limit,
      ...(page.maxId ? { cursor: page.maxId } : {}),
    });
    const only = queryList(c, 'types');
    const excluded = new Set(kindsOfTypes(queryList(c, 'exclude_types')));
    const kinds = only.length > 0 ? new Set(kindsOfTypes(only)) : undefined;
    const asked = notifications.filter(
      (line) => !excluded.has(line.kind) && (!kinds || kinds.has(line.kind)),
    );
    const answer = await toNotifications(door, c, me, asked);
    const link = linkHeader(new URL(c.req.url), undefined, nextCursor);
    return c.json(answer, 200, link ? { Link: link } : {});
  });

  // Murmur finds a line by its place in the list: one among the newest 40, as apps open them.
  on('GET', '/api/v1/notifications/:id', [...guard(need('read', 'notifications'))], async (c) => {
    const me = c.get('user');
    const { notifications } = await notificationsPage(deps, me, { limit: 40 });
    const line = notifications.find((candidate) => candidate._id === c.req.param('id')!);
    const [notification] = line ? await toNotifications(door, c, me, [line]) : [];
    if (!notification) throw recordNotFound();
    return c.json(notification);
  });
}
