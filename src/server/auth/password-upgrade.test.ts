import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { createScryptHasher } from './scrypt-hasher';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const hostCost = { N: 2 ** 11, r: 8, p: 1 };
const olderCost = { N: 2 ** 10, r: 8, p: 1 };

describe('a password hashed at an older, lower cost', () => {
  it('is hashed again at the host cost at the next successful login, and still works', async () => {
    const h = (harness = await createServerHarness({ scryptCost: hostCost }));
    const guest = (await h.store.users.getByUsername(guestCredentials.username))!;
    const older = await createScryptHasher(olderCost).hash(guestCredentials.password);
    await h.store.users.update(guest._id, { passwordHash: older });

    const wrong = { username: guest.username, password: 'not the password' };
    expect((await h.call('POST', apiPaths.login(), { body: wrong })).status).toBe(401);
    expect((await h.store.users.get(guest._id))!.passwordHash).toBe(older);

    expect(await h.login()).toBeTruthy();
    const upgraded = (await h.store.users.get(guest._id))!.passwordHash;
    expect(upgraded).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await createScryptHasher(hostCost).verify(guestCredentials.password, upgraded)).toBe(
      true,
    );

    // Already at the host cost: the next login leaves it alone.
    expect(await h.login()).toBeTruthy();
    expect((await h.store.users.get(guest._id))!.passwordHash).toBe(upgraded);
  });
});

describe('GUEST_ACCOUNT=false on the Node host', () => {
  it('refuses the guest login with 403 and a message, and lets others log in', async () => {
    const h = (harness = await createServerHarness({ app: { guestAccount: false } }));
    const answer = await h.call('POST', apiPaths.login(), { body: guestCredentials });
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toMatch(/guest account is turned off/);
  });
});
