import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../backend/auth/passwords';

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** 2^15 x 8 x 128 bytes = 32 MiB and about 0.1 s per hash on the machines measured. */
export const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const saltBytes = 16;
const hashBytes = 32;
/** Bounds for costs read back from a stored hash, so that a bad row cannot exhaust the host. */
const maxN = 2 ** 20;

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost) {
  // Node refuses more than 32 MiB unless told; scrypt needs 128 * N * r bytes, plus slack.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N > 1 &&
    cost.N <= maxN &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  if (!sane) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/**
 * scrypt from node:crypto, run on libuv's thread pool so that hashing never blocks the event
 * loop. Stored as scrypt$N$r$p$<salt>$<hash> (base64url), so the cost can rise later and old
 * hashes still verify with the cost they were made with.
 */
export function createScryptHasher(cost: ScryptCost = defaultScryptCost): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(saltBytes);
      const hash = await derive(password, salt, hashBytes, cost);
      const encode = (bytes: Buffer) => bytes.toString('base64url');
      return `scrypt$${cost.N}$${cost.r}$${cost.p}$${encode(salt)}$${encode(hash)}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed || parsed.hash.byteLength < 16) return false;
      const actual = await derive(password, parsed.salt, parsed.hash.byteLength, parsed.cost);
      return timingSafeEqual(actual, parsed.hash);
    },
  };
}
