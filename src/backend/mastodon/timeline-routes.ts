import type { Context } from 'hono';
import type { Post } from '@/contract';
import type { AppEnv } from '../http/app-env';
import { postsPage } from '../posts/post-lists';
import type { PostQuery } from '../store/port';
import { tagPostsPage } from '../tags/tag-posts';
import { need, originOf, type MastodonDoor } from './mastodon-env';
import { cursorOfMaxId, linkHeader, newerThan, readMastodonPage } from './paging';
import { statusesOf } from './present';

type Page = { posts: Post[]; nextCursor: string | null };

/** A page of posts as Mastodon's timelines answer it: Statuses, with the Link header. */
export async function answerTimeline(
  door: MastodonDoor,
  c: Context<AppEnv>,
  read: (page: { limit: number; cursor?: string }) => Promise<Page>,
) {
  const page = readMastodonPage(c.req.query());
  const cursor = page.maxId ? await cursorOfMaxId(door.deps.store, page.maxId) : undefined;
  const { posts, nextCursor } = await read({ limit: page.limit, ...(cursor ? { cursor } : {}) });
  const newer = newerThan(posts, (post) => post._id, page.newerThan);
  const shown =
    c.req.query('only_media') === 'true' ? newer.filter((post) => post.media.length > 0) : newer;
  // A page of what is newer than an id ends where the client's list begins: no next.
  const link = linkHeader(new URL(c.req.url), newer[0]?._id, page.newerThan ? null : nextCursor);
  const statuses = await statusesOf(door.deps, shown, c.get('viewer'), originOf(c));
  return c.json(statuses, 200, link ? { Link: link } : {});
}

export function registerTimelineRoutes(door: MastodonDoor) {
  const { on, deps, guard } = door;
  const latest =
    (query: PostQuery, c: Context<AppEnv>) => (page: { limit: number; cursor?: string }) =>
      postsPage(deps, { order: 'latest', ...query, ...page }, c.get('viewer'));

  on('GET', '/api/v1/timelines/home', [...guard(need('read', 'statuses'))], (c) =>
    answerTimeline(door, c, latest({ feedOf: c.get('user')._id }, c)),
  );
  // Murmur is one instance: local and remote=false are everything, remote=true is nothing.
  on('GET', '/api/v1/timelines/public', [...guard(need('read', 'statuses'), true)], (c) =>
    c.req.query('remote') === 'true' ? c.json([]) : answerTimeline(door, c, latest({}, c)),
  );
  on('GET', '/api/v1/timelines/tag/:tag', [...guard(need('read', 'statuses'), true)], (c) =>
    answerTimeline(door, c, (page) =>
      tagPostsPage(deps, c.req.param('tag')!, page, c.get('viewer')),
    ),
  );
}
