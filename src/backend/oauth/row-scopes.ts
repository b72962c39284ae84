import { endpoints, type EndpointName } from '@/contract';
import { scopeNeed, type ScopeNeed } from './scopes';

/**
 * The rows only the web app's own login may call, whatever a token's scopes: the account's
 * password, sessions, email, export, import and deletion, logout, the live event stream (which
 * follows sessions) and the consent screen's and authorized apps' own rows, so that an app can
 * neither approve itself nor lock its owner out.
 */
const sessionOnlyPaths = /^\/api\/(account|auth|events|oauth)(\/|$)/;

/** Mastodon's granular scope for each part of the API, by the path's start. */
const granularAreas: [RegExp, string][] = [
  [/^\/api\/(posts\/bookmarked|users\/bookmark|users\/remove-bookmark)/, 'bookmarks'],
  [/^\/api\/posts\/(liked|like|dislike)/, 'favourites'],
  [/^\/api\/users\/(block|unblock|blocks)/, 'blocks'],
  [/^\/api\/users\/(mute|unmute|mutes)/, 'mutes'],
  [/^\/api\/users\/muted-words/, 'filters'],
  [/^\/api\/users\/(follow|unfollow)/, 'follows'],
  [/^\/api\/(posts|feed|comments|tags)/, 'statuses'],
  [/^\/api\/(users|profiles)/, 'accounts'],
  [/^\/api\/notifications/, 'notifications'],
  [/^\/api\/search/, 'search'],
  [/^\/api\/reports/, 'reports'],
  [/^\/api\/media/, 'media'],
];

function needOf(name: EndpointName): ScopeNeed | undefined {
  const { path, method } = endpoints[name];
  if (sessionOnlyPaths.test(path)) return undefined;
  const reads = method === 'GET';
  if (/^\/api\/(moderation|invites)/.test(path)) {
    const admin = reads ? 'admin:read' : 'admin:write';
    return { name: admin, any: [admin, `${admin}:accounts`, `${admin}:reports`] };
  }
  const area = granularAreas.find(([start]) => start.test(path))?.[1];
  return scopeNeed(reads ? 'read' : 'write', area);
}

/** Each row's need, worked out once; undefined for a row only a session may call. */
export const scopeNeeds = new Map(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [name, needOf(name)]),
);
