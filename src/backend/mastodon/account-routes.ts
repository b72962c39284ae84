import type { Context } from 'hono';
import { errorCodes, userDataSchema } from '@/contract';
import type { AppEnv } from '../http/app-env';
import { findVisibleUser } from '../lookups';
import { postsPage } from '../posts/post-lists';
import { readerOf } from '../safety/blocked';
import { setBlocked } from '../safety/blocks';
import { setMuted } from '../safety/mutes';
import type { UserRow } from '../store/port';
import { setFollowing } from '../users/follows';
import { editProfile } from '../users/profile-edit';
import { presentUsers } from '../views';
import { toCredentialAccount } from './map-entities';
import { MastodonError, recordNotFound } from './mastodon-error';
import { idempotent, limited, need, originOf, type MastodonDoor } from './mastodon-env';
import { cursorOfMaxId, linkHeader, newerThan, readMastodonPage } from './paging';
import { accountsOfRows, relationshipsOf, statusesOf } from './present';
import { queryList, readFields, textField } from './read-params';

/** An account the viewer may see, by id or username; 404 in Mastodon's words otherwise. */
async function visibleAccount(door: MastodonDoor, c: Context<AppEnv>, id: string) {
  const { store, now } = door.deps;
  return findVisibleUser(store, id, c.get('viewer'), now()).catch((error: unknown) => {
    if (error instanceof Error && 'status' in error && error.status === 404) throw recordNotFound();
    throw error;
  });
}

async function credentials(door: MastodonDoor, c: Context<AppEnv>, me: UserRow) {
  const [view] = await presentUsers(door.deps.store, [me], me);
  return c.json(toCredentialAccount(view!, originOf(c)));
}

/** A display name as Murmur's first and last names: the first word, then the rest (if any). */
function namesOf(displayName: string) {
  const [first, ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first ?? '', ...(rest.length > 0 ? { lastName: rest.join(' ') } : {}) };
}

export function registerAccountRoutes(door: MastodonDoor) {
  const { on, deps, guard } = door;

  on(
    'GET',
    '/api/v1/accounts/verify_credentials',
    [...guard(need('read', 'accounts', ['profile']))],
    (c) => credentials(door, c, c.get('user')),
  );

  on(
    'PATCH',
    '/api/v1/accounts/update_credentials',
    [...guard(need('write', 'accounts')), ...limited(deps, 'profileEdits')],
    async (c) => {
      const fields = await readFields(c);
      const displayName = textField(fields, 'display_name');
      const note = textField(fields, 'note');
      const asked = {
        ...(displayName !== undefined ? namesOf(displayName) : {}),
        ...(note !== undefined ? { bio: note } : {}),
      };
      const checked = userDataSchema.safeParse(asked);
      if (!checked.success) throw new MastodonError(422, checked.error.issues[0]!.message);
      const updated = await editProfile(deps, c.get('user'), checked.data);
      return credentials(door, c, updated);
    },
  );

  on('GET', '/api/v1/accounts/lookup', [...guard(need('read', 'accounts'), true)], async (c) => {
    const acct = (c.req.query('acct') ?? '').replace(/^@/, '').split('@')[0]!;
    if (!acct) throw new MastodonError(422, 'acct is required');
    const user = await visibleAccount(door, c, acct);
    const [account] = await accountsOfRows(deps, [user], c.get('viewer'), originOf(c));
    return c.json(account);
  });

  on('GET', '/api/v1/accounts/relationships', [...guard(need('read', 'follows'))], async (c) => {
    const me = c.get('user');
    const ids = queryList(c, 'id').slice(0, 40);
    const found = await deps.store.users.getMany(ids);
    // In the order asked, as Mastodon answers; unknown ids are left out.
    const byId = new Map(found.map((row) => [row._id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    return c.json(await relationshipsOf(deps, me, rows));
  });

  on('GET', '/api/v1/accounts/:id', [...guard(need('read', 'accounts'), true)], async (c) => {
    const user = await visibleAccount(door, c, c.req.param('id')!);
    const [account] = await accountsOfRows(deps, [user], c.get('viewer'), originOf(c));
    return c.json(account);
  });

  on(
    'GET',
    '/api/v1/accounts/:id/statuses',
    [...guard(need('read', 'statuses'), true)],
    async (c) => {
      const author = await visibleAccount(door, c, c.req.param('id')!);
      // Murmur has no pinned posts; its posts are never replies, so exclude_replies changes nothing.
      if (c.req.query('pinned') === 'true') return c.json([]);
      const page = readMastodonPage(c.req.query());
      const cursor = page.maxId ? await cursorOfMaxId(deps.store, page.maxId) : undefined;
      const query = { order: 'latest' as const, authors: [author.username], limit: page.limit };
      const { posts, nextCursor } = await postsPage(
        deps,
        cursor ? { ...query, cursor } : query,
        c.get('viewer'),
      );
      let shown = newerThan(posts, (post) => post._id, page.newerThan);
      if (c.req.query('only_media') === 'true')
        shown = shown.filter((post) => post.media.length > 0);
      if (c.req.query('exclude_reblogs') === 'true')
        shown = shown.filter((post) => !post.repostedBy);
      const link = linkHeader(
        new URL(c.req.url),
        posts[0]?._id,
        page.newerThan ? null : nextCursor,
      );
      return c.json(
        await statusesOf(deps, shown, c.get('viewer'), originOf(c)),
        200,
        link ? { Link: link } : {},
      );
    },
  );

  for (const side of ['followers', 'following'] as const)
    on(
      'GET',
      `/api/v1/accounts/:id/${side}`,
      [...guard(need('read', 'accounts'), true)],
      async (c) => {
        const user = await visibleAccount(door, c, c.req.param('id')!);
        const page = readMastodonPage(c.req.query());
        const reader = readerOf(deps.now, c.get('viewer'));
        const found = await deps.store.follows[side](user._id, {
          limit: page.limit,
          reader,
          ...(page.maxId ? { cursor: page.maxId } : {}),
        });
        const accounts = await accountsOfRows(deps, found.items, c.get('viewer'), originOf(c));
        const link = linkHeader(new URL(c.req.url), undefined, found.nextCursor);
        return c.json(accounts, 200, link ? { Link: link } : {});
      },
    );

  /** A relationship write: the same service as Murmur's route, answered as the relationship. */
  const relate = (
    path: string,
    area: 'follows' | 'blocks' | 'mutes',
    write: (me: UserRow, id: string, c: Context<AppEnv>) => Promise<unknown>,
    before = limited(deps, 'follows'),
  ) =>
    on(
      'POST',
      `/api/v1/accounts/:id/${path}`,
      [...guard(need('write', area)), ...before],
      async (c) => {
        const me = c.get('user');
        const target = await visibleAccount(door, c, c.req.param('id')!);
        await write(me, target._id, c);
        const [relationship] = await relationshipsOf(deps, me, [target]);
        return c.json(relationship);
      },
    );
  relate('follow', 'follows', (me, id) =>
    idempotent(() => setFollowing(deps, me, id, true), [errorCodes.alreadyFollowing]),
  );
  relate('unfollow', 'follows', (me, id) =>
    idempotent(() => setFollowing(deps, me, id, false), [errorCodes.alreadyNotFollowing]),
  );
  relate('block', 'blocks', (me, id) => setBlocked(deps, me, id, true), []);
  relate('unblock', 'blocks', (me, id) => setBlocked(deps, me, id, false), []);
  relate(
    'mute',
    'mutes',
    async (me, id, c) => {
      const fields = await readFields(c);
      const duration = Number(textField(fields, 'duration') ?? 0);
      return setMuted(deps, me, id, duration > 0 ? duration : null);
    },
    [],
  );
  relate('unmute', 'mutes', (me, id) => setMuted(deps, me, id, false), []);
}
