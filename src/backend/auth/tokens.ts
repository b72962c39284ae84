import { jwtVerify, SignJWT } from 'jose';

const issuer = 'murmur';
const audience = 'murmur';

export interface TokenClaims {
  _id: string;
  username: string;
  /** The session the token belongs to; logout revokes it. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date, issuedAt: Date): Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string, now: Date): Promise<TokenClaims | undefined>;
}

/** How many verified tokens are remembered; the oldest is forgotten first. */
const verifiedCacheSize = 10_000;

/**
 * HS256 JWTs. Only HS256 is accepted, so an alg:none or RS256-confused token is refused.
 *
 * A verified token's claims are remembered until the token expires: a signature check runs in
 * WebCrypto's thread pool, and every read of the feed would otherwise wait for one. Only what
 * the signature proves is kept; whether the session is still live is asked of the store on every
 * request, so a logout on any server still ends the token at once.
 */
export function createTokenService(secret: Uint8Array): TokenService {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAtMs: number) => {
    if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs });
  };
  return {
    async sign(claims, expiresAt, issuedAt) {
      return new SignJWT({ _id: claims._id, username: claims.username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims._id)
        .setJti(claims.sessionId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        if (now.getTime() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
          requiredClaims: ['exp', 'jti', 'sub'],
        });
        const { _id, username, jti } = payload;
        if (typeof _id !== 'string' || typeof username !== 'string' || typeof jti !== 'string')
          return undefined;
        if (payload.sub !== _id) return undefined;
        const claims = { _id, username, sessionId: jti };
        remember(token, claims, payload.exp! * 1000);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
