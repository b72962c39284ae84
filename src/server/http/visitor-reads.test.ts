import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, sessionCookieName } from '@/contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

const readsPerMinute = 3;

// Behind one proxy: the client is the last X-Forwarded-For entry. The pages' reads of the API
// in the server itself must count against that visitor, not all against the server.
let server: ServerHarness;
let token: string;
beforeAll(async () => {
  server = await createServerHarness({
    app: {
      trustProxy: 1,
      addressLimits: { readsPerMinute, eventStreams: 20, guestEventStreams: 2 },
    },
  });
  token = await server.login();
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

async function expectOwnRead(address: string, status: number) {
  const answer = await server.call('GET', apiPaths.posts(), { headers: from(address) });
  expect(answer.status, address).toBe(status);
  if (status === 429) expect(answer.body.code).toBe(errorCodes.tooManyReads);
}

describe("the server's own reads of the API for a visitor", () => {
  it("count a first page's read against the visitor's address", async () => {
    const cookie = { cookie: `${sessionCookieName}=${encodeURIComponent(token)}` };
    for (let i = 0; i < readsPerMinute; i++) {
      const page = await server.call('GET', '/', {
        headers: { ...cookie, ...from('203.0.113.7') },
      });
      expect(page.text).toContain('<title>Rendered</title>');
    }
    await expectOwnRead('203.0.113.7', 429);
    await expectOwnRead('198.51.100.2', 200);
  });

  it("count a public page's reads against the visitor's address", async () => {
    for (let i = 0; i < readsPerMinute; i++)
      await server.call('GET', '/posts/user/maya.clay/rss', { headers: from('203.0.113.8') });
    await expectOwnRead('203.0.113.8', 429);
    await expectOwnRead('198.51.100.3', 200);
  });
});
