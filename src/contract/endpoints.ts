import type { Endpoint } from './endpoint-row';
import { accountEndpoints } from './endpoints-account';
import { authEndpoints } from './endpoints-auth';
import { emailEndpoints } from './endpoints-email';
import { replyEndpoints } from './endpoints-replies';
import { mediaEndpoints, sandboxEndpoints, serverEndpoints } from './endpoints-misc';
import { moderationEndpoints } from './endpoints-moderation';
import { notificationEndpoints } from './endpoints-notifications';
import { oauthEndpoints } from './endpoints-oauth';
import { feedEndpoints, postEndpoints } from './endpoints-posts';
import { safetyEndpoints } from './endpoints-safety';
import { tagEndpoints } from './endpoints-tags';
import { searchEndpoints } from './endpoints-search';
import { userEndpoints } from './endpoints-users';

export type { Endpoint, EndpointAuth, HttpMethod } from './endpoint-row';
export { pathOf, pathPlaceholders, type PathParams } from './endpoint-path';

/**
 * Every endpoint of the API, the original specification's and Murmur's own (docs/api.md), by area
 * in endpoints-*.ts. The backend registers its routes from this table, apiPaths and the request
 * tester's catalogue (in this order) are derived from it, and the web's apiRequest infers each
 * answer's type from its row.
 */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...serverEndpoints,
  ...feedEndpoints,
  ...safetyEndpoints,
  ...userEndpoints,
  ...searchEndpoints,
  ...postEndpoints,
  ...tagEndpoints,
  ...replyEndpoints,
  ...notificationEndpoints,
  ...mediaEndpoints,
  ...sandboxEndpoints,
  ...moderationEndpoints,
  ...emailEndpoints,
  ...oauthEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The success body of an endpoint, or with `Prefer: return=minimal` its minimal one. */
export type AnswerOf<E> = E extends Endpoint<infer A, unknown> ? A : never;
export type MinimalAnswerOf<E> = E extends Endpoint<unknown, infer M> ? M : never;
