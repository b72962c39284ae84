import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '@/backend/auth/passwords';

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/**
 * One of the scrypt settings OWASP's Password Storage Cheat Sheet lists as equivalent to its
 * floor (N 2^17, r 8, p 1): 2^15 x 8 x 128 bytes = 32 MiB per hash instead of 128, for about
 * 0.25 s on the machines measured (docs/configuration.md). The memory is the server's peak: every login and
 * signup holds it while hashing, up to four at once. Hashes made at a lower cost, or with more
 * memory (the 2^17 setting used before), are redone at the next login.
 */
export const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const saltBytes = 16;
const hashBytes = 32;
/**
 * Bounds for costs read back from a stored hash, so that a bad row cannot exhaust the host: at
 * most 256 MiB by the reckoning 128 * N * r * p bytes (as if the p lanes ran at once; Node runs
 * them one after another in 128 * N * r). The default reckons 96 MiB.
 */
const maxScryptBytes = 256 * 1024 * 1024;

/** Whether a cost read from a stored hash may be run: sane numbers within the memory bound. */
export function isAcceptableCost({ N, r, p }: ScryptCost): boolean {
  const sane =
    Number.isInteger(N) &&
    N > 1 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16;
  return sane && 128 * N * r * p <= maxScryptBytes;
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost) {
  // Node refuses 32 MiB or more unless told; scrypt needs 128 * N * r bytes (32 MiB at the
  // default cost), so it is allowed twice that plus a MiB of slack.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isAcceptableCost(cost)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/**
 * scrypt from node:crypto, run on libuv's thread pool so that hashing never blocks the event
 * loop. Stored as scrypt$N$r$p$<salt>$<hash> (base64url), so the cost can rise later and old
 * hashes still verify with the cost they were made with.
 */
export function createScryptHasher(cost: ScryptCost = defaultScryptCost): PasswordHasher {
  const encode = (salt: Buffer, hash: Buffer) =>
    `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
  return {
    async hash(password) {
      const salt = randomBytes(saltBytes);
      return encode(salt, await derive(password, salt, hashBytes, cost));
    },
    decoyHash: () => encode(randomBytes(saltBytes), randomBytes(hashBytes)),
    needsRehash(stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const made = parsed.cost;
      const work = ({ N, r, p }: ScryptCost) => N * r * p;
      const memory = ({ N, r }: ScryptCost) => N * r;
      return work(made) < work(cost) || memory(made) > memory(cost);
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      const length = parsed?.hash.byteLength ?? 0;
      if (!parsed || length < 16 || length > 64) return false;
      const actual = await derive(password, parsed.salt, parsed.hash.byteLength, parsed.cost);
      return timingSafeEqual(actual, parsed.hash);
    },
  };
}
