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

/** HS256 JWTs. Only HS256 is accepted, so an alg:none or RS256-confused token is refused. */
export function createTokenService(secret: Uint8Array): TokenService {
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
        return { _id, username, sessionId: jti };
      } catch {
        return undefined;
      }
    },
  };
}
