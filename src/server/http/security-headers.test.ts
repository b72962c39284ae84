import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders } from './security-headers';
import { addStrictTransportSecurity, strictTransportSecurity } from './strict-transport';

const app = new Hono<{ Bindings: { outgoing?: ServerResponse } }>()
  .use(addSecurityHeaders, addStrictTransportSecurity(1))
  .get('/json', (c) => c.json({ ok: true }))
  // What the outgoing message holds while the route runs: the headers are there before it answers.
  .get('/seen-by-route', (c) => c.json({ frame: c.env.outgoing?.getHeader('x-frame-options') }))
  .get('/own-headers', (c) => c.text('hi', 200, { 'Cache-Control': 'no-store', 'X-Extra': '1' }))
  .get('/own-frame-policy', (c) => c.text('embeddable', 200, { 'X-Frame-Options': 'SAMEORIGIN' }))
  .get('/not-modified', (c) => c.body(null, 304))
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
  it('go on the outgoing message over a Node socket, before the route answers', async () => {
    const base = await serve();
    const seen = await fetch(`${base}/seen-by-route`);
    expect(await seen.json()).toEqual({ frame: 'DENY' });
  });

  it('reach every kind of answer over a Node socket, beside its own headers', async () => {
    const base = await serve();
    const paths = ['/json', '/own-headers', '/not-modified', '/stream', '/fails', '/missing'];
    for (const path of paths) {
      const answer = await fetch(base + path);
      await answer.arrayBuffer();
      expectAll(answer.headers, path);
    }
    expectAll((await fetch(`${base}/json`, { method: 'HEAD' })).headers, 'HEAD /json');
    const own = await fetch(`${base}/own-headers`);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('x-extra')).toBe('1');
    expect(await own.text()).toBe('hi');
    const json = await fetch(`${base}/json`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual({ ok: true });
    expect((await fetch(`${base}/not-modified`)).status).toBe(304);
    expect((await fetch(`${base}/fails`)).status).toBe(500);
  });

  it('leave a header the route set itself, with a socket and without', async () => {
    const base = await serve();
    const overSocket = await fetch(`${base}/own-frame-policy`);
    expect(overSocket.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const inProcess = await app.request('/own-frame-policy');
    expect(inProcess.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('are set on the answer where there is no socket (app.request)', async () => {
    for (const path of ['/json', '/own-headers', '/missing'])
      expectAll((await app.request(path)).headers, path);
  });

  it('add Strict-Transport-Security over a Node socket only when the proxy says HTTPS', async () => {
    const base = await serve();
    const hsts = async (proto: string) =>
      (await fetch(`${base}/json`, { headers: { 'x-forwarded-proto': proto } })).headers.get(
        'strict-transport-security',
      );
    expect(await hsts('https')).toBe(strictTransportSecurity);
    expect(await hsts('http')).toBeNull();
  });
});
