import { describe, expect, it } from 'vitest';
import { apiPaths, endpoints, errorCodes, tooManyReadsMessage } from '@/contract';
import { createTestApi, type TestApi } from '../testing/test-api';

const perMinute = 5;

const read = (api: TestApi, path: string, address: string, method = 'GET') =>
  api.app.request(path, { method, headers: { 'x-test-client': address } });

/** Reads `path` from `address` until the limit is used up, each answered 200. */
async function useUp(api: TestApi, path: string, address: string) {
  for (let i = 0; i < perMinute; i++) expect((await read(api, path, address)).status).toBe(200);
}

async function expectReadRefusal(response: Response, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(await response.json()).toEqual({
    errors: [tooManyReadsMessage(retryAfterSeconds)],
    code: errorCodes.tooManyReads,
  });
}

describe('reads per client address', () => {
  it('refuses a read loop from one address while another address reads on', async () => {
    const api = await createTestApi({ readsPerMinute: perMinute });
    await useUp(api, apiPaths.posts(), '203.0.113.7');
    await expectReadRefusal(await read(api, apiPaths.posts(), '203.0.113.7'), 60);
    // Whatever it reads: a people search that matches nobody is refused too.
    const search = `${endpoints.search.path}?type=people&q=nobody-at-all`;
    await expectReadRefusal(await read(api, search, '203.0.113.7'), 60);

    for (let i = 0; i < perMinute; i++)
      expect((await read(api, apiPaths.posts(), '198.51.100.2')).status).toBe(200);
  });

  it('lets the address read again once its minute is over', async () => {
    const api = await createTestApi({ readsPerMinute: perMinute });
    await useUp(api, apiPaths.posts(), '203.0.113.7');
    api.advance(45_000);
    await expectReadRefusal(await read(api, apiPaths.posts(), '203.0.113.7'), 15);
    api.advance(15_000);
    expect((await read(api, apiPaths.posts(), '203.0.113.7')).status).toBe(200);
  });

  it('counts HEAD as a read, and neither the health check nor writes', async () => {
    const api = await createTestApi({ readsPerMinute: perMinute });
    await useUp(api, apiPaths.posts(), '203.0.113.7');
    const head = await read(api, apiPaths.posts(), '203.0.113.7', 'HEAD');
    expect([head.status, head.headers.get('retry-after')]).toEqual([429, '60']);
    expect((await read(api, apiPaths.health(), '203.0.113.7')).status).toBe(200);
    expect((await read(api, `${apiPaths.health()}/`, '203.0.113.7')).status).toBe(200);
    const login = await api.app.request(apiPaths.login(), {
      method: 'POST',
      headers: { 'x-test-client': '203.0.113.7', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maya.clay', password: 'wrong password' }),
    });
    expect(login.status).toBe(401);
  });

  it('counts nothing unless the host sets a limit, as in the in-page demo', async () => {
    const api = await createTestApi();
    for (let i = 0; i < 3 * perMinute; i++)
      expect((await read(api, apiPaths.posts(), 'local')).status).toBe(200);
  });
});
