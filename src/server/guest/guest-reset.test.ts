import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPbkdf2Hasher } from '@/backend/auth/passwords';
import { guestProfile } from '@/backend/guest/reset-guest';
import { seedStore } from '@/backend/seed/seed';
import { seedData } from '@/backend/seed/seed-data';
import { createMemoryStore } from '@/backend/store/memory-store';
import { guestCredentials } from '@/contract';
import { createLogger } from '../logger';
import { resetGuestPeriodically } from './guest-reset';

afterEach(() => {
  vi.useRealTimers();
});

describe('resetGuestPeriodically', () => {
  it('puts the guest back at start and then every interval, until stopped', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.000Z') });
    const store = createMemoryStore();
    await seedStore(store, createPbkdf2Hasher(1_000), seedData);
    const guest = (await store.users.getByUsername(guestCredentials.username))!;
    await store.users.update(guest._id, { firstName: 'Defaced' });
    const lines: string[] = [];
    const logger = createLogger('info', (_severity, line) => lines.push(line));

    const hour = 60 * 60 * 1000;
    const stop = resetGuestPeriodically(store, logger, { intervalMs: hour });
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.users.get(guest._id)).toMatchObject(guestProfile);
    expect(lines.at(-1)).toMatch(/"msg":"Put the guest account's profile back"/);

    await store.users.update(guest._id, { bio: 'spam' });
    await vi.advanceTimersByTimeAsync(hour);
    expect((await store.users.get(guest._id))!.bio).toBe(guestProfile.bio);

    await stop();
    await store.users.update(guest._id, { bio: 'spam again' });
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect((await store.users.get(guest._id))!.bio).toBe('spam again');
  });
});
