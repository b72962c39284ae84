/** Hashes and checks passwords. The Node host uses scrypt; this WebCrypto one runs anywhere. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Whether a stored hash that verified was made at a lower cost than this hasher's, so that the
   * login should store a new one. Hashers without a cost to raise leave it out.
   */
  needsRehash?(stored: string): boolean;
  /**
   * A stored hash in this hasher's format and at its cost, of random bytes that no password
   * derives: verifying against it costs what a real check costs, without hashing anything to
   * make it (a hash at the default cost holds 32 MiB while it runs). Hashers without one leave it
   * out, and a real hash of a throwaway password stands in.
   */
  decoyHash?(): string;
}

/** Thrown by a hasher that has too much work queued already; the API answers 503. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password hashes are waiting');
    this.name = 'HashingBusyError';
  }
}

const encoder = new TextEncoder();
export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** Compares in time that does not depend on where the first difference is. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** PBKDF2-SHA256 through WebCrypto, stored as pbkdf2$iterations$salt$hash. */
export function createPbkdf2Hasher(iterations = 210_000): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const hash = await derive(password, salt, iterations);
      return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
    },
    decoyHash() {
      const [salt, hash] = [16, 32].map((size) => crypto.getRandomValues(new Uint8Array(size)));
      return `pbkdf2$${iterations}$${toBase64(salt!)}$${toBase64(hash!)}`;
    },
    needsRehash(stored) {
      const [scheme, rounds] = stored.split('$');
      return scheme === 'pbkdf2' && Number(rounds) < iterations;
    },
    async verify(password, stored) {
      const [scheme, rounds, salt, hash] = stored.split('$');
      if (scheme !== 'pbkdf2' || !rounds || !salt || !hash) return false;
      const actual = await derive(password, fromBase64(salt), Number(rounds));
      return constantTimeEqual(actual, fromBase64(hash));
    },
  };
}
