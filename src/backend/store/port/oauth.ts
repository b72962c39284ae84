import type { UserRow } from './users';

/**
 * A third-party app registered through POST /api/v1/apps. Only the hash of its client secret is
 * kept, as of every token: a copy of the database lets nobody act as the app.
 */
export interface OAuthAppRow {
  _id: string;
  clientId: string;
  secretHash: string;
  name: string;
  website: string | null;
  /** The redirect URIs it registered, each matched exactly. */
  redirectUris: string[];
  /** The scopes it may ask for. */
  scopes: string[];
  createdAt: string;
}

/** An authorization code (by its hash): single use, short-lived, bound to its app and URI. */
export interface OAuthCodeRow {
  hash: string;
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  /** The PKCE S256 challenge the authorization request carried; null when it carried none. */
  challenge: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** An access token (by its hash) of an app, for a user or (client_credentials) for none. */
export interface OAuthTokenRow {
  _id: string;
  hash: string;
  appId: string;
  userId: string | null;
  scopes: string[];
  /** The code it was issued for, so that a replayed code ends it. */
  codeHash: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** One app a user authorized, as their settings list it. */
export interface AuthorizedApp {
  app: OAuthAppRow;
  /** Every scope of its live tokens. */
  scopes: string[];
  /** When its newest live token was issued. */
  authorizedAt: string;
}

export interface OAuthPort {
  insertApp(row: OAuthAppRow): Promise<void>;
  appByClientId(clientId: string): Promise<OAuthAppRow | undefined>;
  insertCode(row: OAuthCodeRow): Promise<void>;
  getCode(hash: string): Promise<OAuthCodeRow | undefined>;
  /** Marks the code used unless it was already; answers whether this call did. */
  useCode(hash: string, at: string): Promise<boolean>;
  insertToken(row: OAuthTokenRow): Promise<void>;
  /** The token by its hash with its app and its user (undefined for an app token or a user gone). */
  tokenByHash(
    hash: string,
  ): Promise<{ token: OAuthTokenRow; app: OAuthAppRow; user: UserRow | undefined } | undefined>;
  /**
   * Revokes the token of this hash if the app holds it; answers the ids revoked (none or one),
   * whose live streams end with it.
   */
  revokeToken(hash: string, appId: string, at: string): Promise<string[]>;
  /** Revokes the tokens issued for the code (a replayed code, RFC 6749 section 4.1.2); their ids. */
  revokeTokensOfCode(codeHash: string, at: string): Promise<string[]>;
  /** The apps holding live tokens of the user, newest authorization first. */
  authorizedAppsOf(userId: string): Promise<AuthorizedApp[]>;
  /** Revokes the app's live tokens of the user; answers their ids. */
  revokeAppOf(userId: string, appId: string, at: string): Promise<string[]>;
  /** Revokes every live token of the user (a suspension). */
  revokeAllOf(userId: string, at: string): Promise<void>;
  /**
   * Claims the user's Idempotency-Key for a status create about to be made, in one step that two
   * servers cannot both win. Answers 'claimed' when this call holds the key now: none was kept at
   * or after `since`, or the claim kept was made before `abandonedBefore` and never named its post
   * (its server stopped half way). Answers the post when one was made under the key, and
   * 'under way' while another request holds it.
   */
  claimRetryKey(
    claim: RetryKeyClaim,
    since: string,
    abandonedBefore: string,
  ): Promise<'claimed' | 'under way' | { postId: string }>;
  /** Names the post made under a key this request claimed. */
  keepRetryKey(userId: string, key: string, postId: string): Promise<void>;
  /** Lets go of a claimed key whose create failed, so that a retry makes the post. */
  releaseRetryKey(userId: string, key: string): Promise<void>;
  /** Forgets the keys kept before `before`; answers how many went. */
  forgetRetryKeysBefore(before: string): Promise<number>;
}

/** A status create's claim on an app's Idempotency-Key. */
export interface RetryKeyClaim {
  userId: string;
  key: string;
  createdAt: string;
}

/** An app's Idempotency-Key and the post its status create made (none while it is making it). */
export interface RetryKeyRow extends RetryKeyClaim {
  postId?: string;
}
