import { accountEndpoints } from '../endpoints-account';
import { authEndpoints } from '../endpoints-auth';
import { emailEndpoints } from '../endpoints-email';
import { mediaEndpoints, sandboxEndpoints, serverEndpoints } from '../endpoints-misc';
import { moderationEndpoints } from '../endpoints-moderation';
import { notificationEndpoints } from '../endpoints-notifications';
import { oauthEndpoints } from '../endpoints-oauth';
import { feedEndpoints, postEndpoints } from '../endpoints-posts';
import { replyEndpoints } from '../endpoints-replies';
import { safetyEndpoints } from '../endpoints-safety';
import { searchEndpoints } from '../endpoints-search';
import { tagEndpoints } from '../endpoints-tags';
import { userEndpoints } from '../endpoints-users';
import type { EndpointName } from '../endpoints';

/** Each area of the endpoint table (endpoints-<area>.ts) is one tag, in the table's order. */
const areas = [
  { name: 'Auth', description: 'Sign up, log in, log out', rows: authEndpoints },
  { name: 'Account', description: 'Your password, sessions and data', rows: accountEndpoints },
  { name: 'Server', description: 'Health, settings and this document', rows: serverEndpoints },
  { name: 'Feed', description: 'The home timeline and live events', rows: feedEndpoints },
  { name: 'Safety', description: 'Blocks, mutes and muted words', rows: safetyEndpoints },
  { name: 'Users', description: 'People, profiles, follows, bookmarks', rows: userEndpoints },
  { name: 'Search', description: 'Posts and people by words', rows: searchEndpoints },
  { name: 'Posts', description: 'Posts, likes, reposts', rows: postEndpoints },
  { name: 'Tags', description: 'Hashtags and trending tags', rows: tagEndpoints },
  { name: 'Replies', description: 'Replies and their votes', rows: replyEndpoints },
  {
    name: 'Notifications',
    description: 'Notifications and their count',
    rows: notificationEndpoints,
  },
  { name: 'Media', description: 'Uploads', rows: mediaEndpoints },
  { name: 'Sandbox', description: 'Test todos to try the tester on', rows: sandboxEndpoints },
  { name: 'Moderation', description: 'Reports, the queue, invites', rows: moderationEndpoints },
  { name: 'Email', description: 'Email addresses and their links', rows: emailEndpoints },
  { name: 'OAuth', description: 'Apps and their tokens', rows: oauthEndpoints },
] as const;

/** The document's top-level tags, with a line each. */
export const openApiTags = areas.map(({ name, description }) => ({ name, description }));

const tagByName = new Map<string, string>(
  areas.flatMap(({ name, rows }) => Object.keys(rows).map((row) => [row, name] as const)),
);

/** The tag of an endpoint row: its area's. */
export function tagOf(name: EndpointName): string {
  const tag = tagByName.get(name);
  if (!tag) throw new Error(`${name} is in no area of the endpoint table`);
  return tag;
}
