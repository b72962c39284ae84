import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  errorCodes,
  liveEventLimits,
  tooManyAddressEventStreamsMessage,
} from '@/contract';
import type { LiveFeedLimits } from '../events/live-feed';
import { readEvents } from '../testing/event-reader';
import { createTestApi } from '../testing/test-api';

const limits: LiveFeedLimits = {
  perUser: liveEventLimits.streamsPerUser,
  total: 1_000,
  perAddress: 3,
  guestPerAddress: 2,
};

const streams: ReturnType<typeof readEvents>[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.cancel()));
});

/** The API with small caps per address, and a stream opener that says from which address. */
async function world() {
  const api = await createTestApi({ eventStreamLimits: limits });
  const tokens = new Map<string, string>();
  const open = async (username: string, address: string) => {
    if (!tokens.has(username)) tokens.set(username, await api.login(username));
    return api.app.request(apiPaths.events(), {
      headers: { authorization: tokens.get(username)!, 'x-test-client': address },
    });
  };
  const listen = async (username: string, address: string) => {
    const response = await open(username, address);
    expect(response.status, `${username} from ${address}`).toBe(200);
    const stream = readEvents(response);
    streams.push(stream);
    return stream;
  };
  return { open, listen };
}

async function expectAddressRefusal(response: Response, cap: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toEqual({
    errors: [tooManyAddressEventStreamsMessage(cap)],
    code: errorCodes.tooManyAddressEventStreams,
  });
}

describe('event streams per client address', () => {
  it('holds one address to its share, whatever the accounts, while another still connects', async () => {
    const { open, listen } = await world();
    await listen('maya.clay', '203.0.113.7');
    await listen('kenji.rides', '203.0.113.7');
    const third = await listen('lucia_reads', '203.0.113.7');
    await expectAddressRefusal(await open('tariq.codes', '203.0.113.7'), 3);
    await listen('tariq.codes', '198.51.100.2');

    // A stream that ends is counted out: the address may open one again.
    await third.cancel();
    await vi.waitFor(async () => {
      const again = await open('tariq.codes', '203.0.113.7');
      expect(again.status).toBe(200);
      streams.push(readEvents(again));
    });
  });

  it('holds one address to fewer streams of the shared guest account', async () => {
    const { open, listen } = await world();
    await listen('guest', '203.0.113.7');
    await listen('guest', '203.0.113.7');
    await expectAddressRefusal(await open('guest', '203.0.113.7'), 2);
    // The guest account still has room for another visitor, and the address for its own account.
    await listen('guest', '198.51.100.2');
    await listen('maya.clay', '203.0.113.7');
    await expectAddressRefusal(await open('kenji.rides', '203.0.113.7'), 3);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const { open, listen } = await world();
    await listen('maya.clay', '2001:db8:1:2::a');
    await listen('kenji.rides', '2001:db8:1:2::b');
    await listen('lucia_reads', '2001:db8:1:2:ffff::c');
    await expectAddressRefusal(await open('tariq.codes', '2001:db8:1:2::d'), 3);
    await listen('tariq.codes', '2001:db8:1:3::a');
  });
});
