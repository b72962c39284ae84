import * as z from 'zod';
import { timestampSchema } from './common';

/**
 * OAuth 2 as Mastodon apps speak it (docs/api.md, "OAuth"). The scopes a token may carry: the
 * four parents, the two admin ones, and Mastodon's granular scopes, each under its parent
 * (read:statuses is part of read).
 */
export const oauthParentScopes = [
  'read',
  'write',
  'follow',
  'push',
  'profile',
  'admin:read',
  'admin:write',
] as const;
export type OAuthParentScope = (typeof oauthParentScopes)[number];

const granularScopes = {
  read: [
    'accounts',
    'blocks',
    'bookmarks',
    'favourites',
    'filters',
    'follows',
    'lists',
    'mutes',
    'notifications',
    'search',
    'statuses',
  ],
  write: [
    'accounts',
    'blocks',
    'bookmarks',
    'conversations',
    'favourites',
    'filters',
    'follows',
    'lists',
    'media',
    'mutes',
    'notifications',
    'reports',
    'statuses',
  ],
  'admin:read': ['accounts', 'reports'],
  'admin:write': ['accounts', 'reports'],
} as const;

/** The parent of a known scope (read:statuses: read), or undefined for an unknown one. */
export function parentScopeOf(scope: string): OAuthParentScope | undefined {
  if ((oauthParentScopes as readonly string[]).includes(scope)) return scope as OAuthParentScope;
  const cut = scope.lastIndexOf(':');
  if (cut < 0) return undefined;
  const parent = scope.slice(0, cut) as keyof typeof granularScopes;
  const known: readonly string[] | undefined = granularScopes[parent];
  return known?.includes(scope.slice(cut + 1)) ? parent : undefined;
}

/** The parents a list of scopes comes to, in the order of oauthParentScopes, for the consent screen. */
export function parentScopesOf(scopes: readonly string[]): OAuthParentScope[] {
  const parents = new Set(scopes.map(parentScopeOf));
  return oauthParentScopes.filter((parent) => parents.has(parent));
}

/** The redirect URI of apps that show the code to copy instead of receiving it. */
export const outOfBandRedirect = 'urn:ietf:wg:oauth:2.0:oob';

/** The authorization request's parameters, as /oauth/authorize takes them. */
export const authorizationRequestSchema = z.object({
  response_type: z.string().optional(),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  scope: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** What the consent screen is told of the app asking. */
export const consentAppSchema = z.strictObject({
  name: z.string(),
  website: z.string().nullable(),
});

/**
 * GET /api/oauth/authorization: the request checked. Either the consent screen's facts, or a
 * refusal to send back to the app (RFC 6749 section 4.1.2.1) at `redirectTo`.
 */
export const authorizationCheckResponseSchema = z.union([
  z.strictObject({
    consent: z.strictObject({
      app: consentAppSchema,
      scopes: z.array(z.string()),
      redirectUri: z.string(),
    }),
  }),
  z.strictObject({ redirectTo: z.string() }),
]);
export type AuthorizationCheckResponse = z.infer<typeof authorizationCheckResponseSchema>;

/** POST /api/oauth/authorization: the request with the person's decision. */
export const authorizationDecisionSchema = authorizationRequestSchema.extend({
  approve: z.boolean(),
});
export type AuthorizationDecision = z.infer<typeof authorizationDecisionSchema>;

/** Where the page goes next; for the out-of-band URI, the code to show instead (or the denial). */
export const authorizationDecisionResponseSchema = z.union([
  z.strictObject({ redirectTo: z.string() }),
  z.strictObject({ code: z.string() }),
  z.strictObject({ denied: z.literal(true) }),
]);
export type AuthorizationDecisionResponse = z.infer<typeof authorizationDecisionResponseSchema>;

/** One app the owner authorized, as the settings list it. */
export const authorizedAppSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  scopes: z.array(z.string()),
  authorizedAt: timestampSchema,
});
export type AuthorizedAppView = z.infer<typeof authorizedAppSchema>;

export const authorizedAppsResponseSchema = z.strictObject({
  apps: z.array(authorizedAppSchema),
});
export type AuthorizedAppsResponse = z.infer<typeof authorizedAppsResponseSchema>;

export const appRevokedResponseSchema = z.strictObject({ revoked: z.literal(true) });
export type AppRevokedResponse = z.infer<typeof appRevokedResponseSchema>;
