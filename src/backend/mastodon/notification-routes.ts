import { notificationsPage } from '../notifications/reading';
import { kindsOfTypes } from './map-entities';
import { recordNotFound } from './mastodon-error';
import { need, originOf, type MastodonDoor } from './mastodon-env';
import { linkHeader, readMastodonPage } from './paging';
import { toNotifications } from './notifications';
import { queryList } from './read-params';

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
    const answer = await toNotifications(deps, originOf(c), me, asked);
    const link = linkHeader(new URL(c.req.url), undefined, nextCursor);
    return c.json(answer, 200, link ? { Link: link } : {});
  });

  // Murmur finds a line by its place in the list: one among the newest 40, as apps open them.
  on('GET', '/api/v1/notifications/:id', [...guard(need('read', 'notifications'))], async (c) => {
    const me = c.get('user');
    const { notifications } = await notificationsPage(deps, me, { limit: 40 });
    const line = notifications.find((candidate) => candidate._id === c.req.param('id')!);
    const [notification] = line ? await toNotifications(deps, originOf(c), me, [line]) : [];
    if (!notification) throw recordNotFound();
    return c.json(notification);
  });
}
