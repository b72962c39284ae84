import { searchPostsPage } from '../search/post-search';
import { searchTags } from '../tags/search-tags';
import { usersPage } from '../users/user-lists';
import { toSearchTag } from './map-entities';
import { MastodonError } from './mastodon-error';
import { need, originOf, type MastodonDoor } from './mastodon-env';
import { readMastodonPage } from './paging';
import { accountsOfRows, statusesOf } from './present';

const searchTypes = new Set(['accounts', 'statuses', 'hashtags']);

/** v2/search: Murmur's own search of people, posts and tags; resolve is ignored (one instance). */
export function registerSearchRoutes({ on, deps, guard }: MastodonDoor) {
  on('GET', '/api/v2/search', [...guard(need('read', 'search'), true)], async (c) => {
    const q = (c.req.query('q') ?? '').trim();
    const type = c.req.query('type');
    if (type && !searchTypes.has(type))
      throw new MastodonError(422, 'type must be accounts, statuses or hashtags');
    if (q.length > 100) throw new MastodonError(422, 'q must be at most 100 characters');
    const { limit } = readMastodonPage(c.req.query());
    const viewer = c.get('viewer');
    const origin = originOf(c);
    const wants = (name: string) => q !== '' && (!type || type === name);
    const [people, posts, tags] = await Promise.all([
      wants('accounts') ? usersPage(deps, { q, limit, asked: true }, viewer) : undefined,
      wants('statuses') ? searchPostsPage(deps, { q, sort: 'latest', limit }, viewer) : undefined,
      wants('hashtags') ? searchTags(deps, q, { limit }) : undefined,
    ]);
    const accountRows = people
      ? await deps.store.users.getMany(people.users.map((user) => user._id))
      : [];
    return c.json({
      accounts: await accountsOfRows(deps, accountRows, viewer, origin),
      statuses: posts ? await statusesOf(deps, posts.posts, viewer, origin) : [],
      hashtags: tags ? tags.items.map((tag) => toSearchTag(tag, origin)) : [],
    });
  });
}
