import { describe, expect, it } from 'vitest';
import { createPbkdf2Hasher, HashingBusyError } from '@/backend/auth/passwords';
import { limitHashing } from './hashing-limit';
import { createScryptHasher, defaultScryptCost, isAcceptableCost } from './scrypt-hasher';

describe('the scrypt hasher', () => {
  // Four real runs of about a quarter of a second each, more on busy cores.
  it('hashes at the host cost (2^15, r 8, p 3), each time with a new salt, and verifies', async () => {
    expect(defaultScryptCost).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const hasher = createScryptHasher();
    const started = performance.now();
    const stored = await hasher.hash('correct horse');
    const ms = performance.now() - started;
    console.info(`scrypt N=${defaultScryptCost.N} r=8 p=3 hash: ${ms.toFixed(0)} ms`);
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.hash('correct horse')).not.toBe(stored);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horsE', stored)).toBe(false);
    expect(hasher.needsRehash!(stored)).toBe(false);
  }, 30_000);

  it('makes a decoy of random bytes in the form and cost of a real hash, which no password verifies', async () => {
    const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
    const real = await hasher.hash('pw-123456');
    const decoy = hasher.decoyHash!();
    expect(decoy).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(decoy.split('$').length).toBe(real.split('$').length);
    expect(hasher.decoyHash!()).not.toBe(decoy);
    expect(hasher.needsRehash!(decoy)).toBe(false);
    for (const password of ['pw-123456', '', 'decoy password, never matches'])
      expect(await hasher.verify(password, decoy)).toBe(false);
  });

  it('hands the decoy through the hashing limit, which takes no turn for it', async () => {
    const limited = limitHashing(createScryptHasher({ N: 2 ** 10, r: 8, p: 1 }), {
      concurrency: 1,
      queue: 0,
      retryAfterSeconds: 1,
    });
    const hashing = limited.hash('pw-123456'); // holds the only turn
    await expect(limited.hash('another')).rejects.toBeInstanceOf(HashingBusyError);
    expect(limited.decoyHash!()).toMatch(/^scrypt\$1024\$8\$1\$/);
    await hashing;
  });

  it('asks for a new hash when the stored one was made at a lower cost', async () => {
    const host = createScryptHasher({ N: 2 ** 11, r: 8, p: 1 });
    const older = await createScryptHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('pw-123456');
    expect(host.needsRehash!(older)).toBe(true);
    expect(host.needsRehash!(await host.hash('pw-123456'))).toBe(false);
    expect(createScryptHasher({ N: 2 ** 10, r: 8, p: 1 }).needsRehash!(older)).toBe(false);
    // As much work but four times the memory (the 2^17 setting Murmur used before): redone.
    const hungry = createScryptHasher({ N: 2 ** 12, r: 8, p: 1 });
    const lean = createScryptHasher({ N: 2 ** 10, r: 8, p: 4 });
    expect(lean.needsRehash!(await hungry.hash('pw-123456'))).toBe(true);
    expect(hungry.needsRehash!(await lean.hash('pw-123456'))).toBe(false);
    // Not ours to judge: verify refuses it anyway.
    expect(host.needsRehash!('pbkdf2$1000$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('verifies with the cost written in the hash, so the cost can change later', async () => {
    const cheap = await createScryptHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('pw-123456');
    expect(await createScryptHasher().verify('pw-123456', cheap)).toBe(true);
  });

  it('refuses foreign, tampered and hostile hashes without throwing', async () => {
    const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
    const stored = await hasher.hash('pw-123456');
    const parts = stored.split('$');
    const withPart = (index: number, value: string) =>
      parts.map((part, i) => (i === index ? value : part)).join('$');
    const pbkdf2 = await createPbkdf2Hasher(1000).hash('pw-123456');
    for (const bad of [
      '',
      'scrypt',
      pbkdf2,
      withPart(1, String(2 ** 30)),
      withPart(1, '1000'),
      withPart(2, '0'),
      withPart(3, '999'),
      withPart(5, 'AAAA'),
      withPart(5, Buffer.alloc(32).toString('base64url')),
      `${stored}$extra`,
    ]) {
      expect(await hasher.verify('pw-123456', bad), bad).toBe(false);
    }
  });

  it('refuses a stored cost needing more than 256 MiB (128 * N * r * p) before hashing', async () => {
    expect(isAcceptableCost(defaultScryptCost)).toBe(true);
    expect(isAcceptableCost({ N: 2 ** 16, r: 32, p: 1 })).toBe(true); // exactly 256 MiB
    for (const cost of [
      { N: 2 ** 20, r: 32, p: 1 }, // 4 GiB
      { N: 2 ** 20, r: 8, p: 1 }, // 1 GiB
      { N: 2 ** 17, r: 32, p: 1 },
      { N: 2 ** 15, r: 8, p: 16 },
      { N: 2 ** 21, r: 1, p: 1 },
      { N: 3 * 2 ** 10, r: 8, p: 1 },
      { N: 2 ** 10, r: 33, p: 1 },
      { N: 2 ** 10, r: 8, p: 0 },
    ])
      expect(isAcceptableCost(cost), JSON.stringify(cost)).toBe(false);

    const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
    const [, , , , salt, hash] = (await hasher.hash('pw-123456')).split('$');
    const started = performance.now();
    for (const cost of ['1048576$32$1', '1048576$8$1', '32768$8$16'])
      expect(await hasher.verify('pw-123456', `scrypt$${cost}$${salt}$${hash}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
