import { describe, expect, it } from 'vitest';
import { HashingBusyError, type PasswordHasher } from '@/backend/auth/passwords';
import { defaultHashingLimit, hashingLimitFor, limitHashing } from './hashing-limit';

/** A hasher whose every call waits until the test finishes it. */
function heldHasher() {
  const pending: (() => void)[] = [];
  const started: string[] = [];
  const hold = <T>(label: string, value: T) =>
    new Promise<T>((resolve) => {
      started.push(label);
      pending.push(() => resolve(value));
    });
  const hasher: PasswordHasher = {
    hash: (password) => hold(`hash ${password}`, `hashed ${password}`),
    verify: (password) => hold(`verify ${password}`, true),
  };
  return { hasher, started, finishNext: () => pending.shift()!() };
}
const flush = () => new Promise((done) => setImmediate(done));
async function finish(held: ReturnType<typeof heldHasher>, count: number) {
  for (let i = 0; i < count; i++) {
    held.finishNext();
    await flush();
  }
}

describe('limitHashing', () => {
  it('runs at most `concurrency` at once, queues `queue` more in order and refuses the rest', async () => {
    const held = heldHasher();
    const limited = limitHashing(held.hasher, { concurrency: 2, queue: 2, retryAfterSeconds: 3 });
    const results = ['a', 'b', 'c'].map((name) => limited.hash(name));
    results.push(limited.verify('d', 'stored').then(String));
    await flush();
    expect(held.started).toEqual(['hash a', 'hash b']);

    const refused = await limited.hash('e').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).retryAfterSeconds).toBe(3);

    held.finishNext();
    expect(await results[0]).toBe('hashed a');
    await flush();
    expect(held.started).toEqual(['hash a', 'hash b', 'hash c']);
    await finish(held, 3);
    expect(await Promise.all(results)).toEqual(['hashed a', 'hashed b', 'hashed c', 'true']);
    expect(held.started).toHaveLength(4);

    // Every turn was given back: two run at once again.
    const again = [limited.hash('f'), limited.hash('g'), limited.hash('h')];
    await flush();
    expect(held.started.slice(4)).toEqual(['hash f', 'hash g']);
    await finish(held, 3);
    await Promise.all(again);
  });

  it('gives the turn back when the hasher fails', async () => {
    const failing: PasswordHasher = {
      hash: () => Promise.reject(new Error('no memory')),
      verify: () => Promise.resolve(false),
    };
    const limited = limitHashing(failing, { concurrency: 1, queue: 0, retryAfterSeconds: 1 });
    await expect(limited.hash('a')).rejects.toThrow('no memory');
    expect(await limited.verify('a', 'b')).toBe(false);
  });

  it("shares the default's hashes at once among a cluster's processes, one each at least", () => {
    expect(hashingLimitFor(1)).toEqual(defaultHashingLimit);
    expect(defaultHashingLimit.concurrency).toBe(4);
    expect(hashingLimitFor(2)).toEqual({ ...defaultHashingLimit, concurrency: 2 });
    expect(hashingLimitFor(3).concurrency).toBe(1);
    expect(hashingLimitFor(64).concurrency).toBe(1);
  });
});
