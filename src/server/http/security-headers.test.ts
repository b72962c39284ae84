import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders } from './security-headers';

const app = new Hono()
  .use(addSecurityHeaders)
  .get('/json', (c) => c.json({ ok: true }))
  .get('/own-headers', (c) => c.text('hi', 200, { 'Cache-Control': 'no-store', 'X-Extra': '1' }))
  .get('/stream', (c) => c.body(new Blob(['streamed']).stream(), 200))
  .get('/fails', () => {
    throw new Error('boom');
  });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The app behind a real Node socket, where the headers go on the outgoing message. */
async function serve() {
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function expectAll(headers: Headers, path: string) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(headers.get(name), `${name} on ${path}`).toBe(value);
}

describe('the security headers', () => {
  it('go out over a Node socket on every kind of answer, beside its own headers', async () => {
    const base = await serve();
    for (const path of ['/json', '/own-headers', '/stream', '/fails', '/missing']) {
      const answer = await fetch(base + path);
      await answer.arrayBuffer();
      expectAll(answer.headers, path);
    }
    const own = await fetch(`${base}/own-headers`);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('x-extra')).toBe('1');
    expect(await own.text()).toBe('hi');
    const json = await fetch(`${base}/json`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual({ ok: true });
    expect((await fetch(`${base}/fails`)).status).toBe(500);
  });

  it('are set on the answer where there is no socket (app.request)', async () => {
    for (const path of ['/json', '/own-headers', '/missing'])
      expectAll((await app.request(path)).headers, path);
  });
});
