import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, bodyTooLargeMessage, routeNotFoundMessage, serverMessages } from '../contract';
import { contentSecurityPolicy } from './http/security-headers';
import { maxJsonBytes, socketAddress } from './server-app';
import { createServerHarness, fakeBuild, type ServerHarness } from './testing/server-harness';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});
const start = async (options?: Parameters<typeof createServerHarness>[0]) =>
  (harness = await createServerHarness(options));

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  expect(contentSecurityPolicy).toContain("script-src 'self'");
  expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('the Node host app', () => {
  it('sends the security headers on pages, files and API answers, errors included', async () => {
    const { call } = await start();
    for (const path of ['/', '/explore', '/assets/app-1a2b3c.js', '/api/health', '/api/nope']) {
      expectSecurityHeaders((await call('GET', path)).headers);
    }
    expectSecurityHeaders((await call('POST', '/api/auth/login', { body: {} })).headers);
  });

  it('answers client routes with the app page, never cached', async () => {
    const { call } = await start();
    // A profile's or post's address is a public page for a visitor (public-pages.test.ts).
    for (const path of ['/', '/explore', '/notifications', '/profile/guest/']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.text).toBe(fakeBuild.index);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await call('GET', '/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache, compressed when asked, with ETags', async () => {
    const { call } = await start();
    const plain = await call('GET', '/assets/app-1a2b3c.js');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(fakeBuild.script);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const zipped = await call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const brotli = await call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(fakeBuild.script.length / 4);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(fakeBuild.script.length / 4);
    const etag = plain.headers.get('etag')!;
    const again = await call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect((await call('HEAD', '/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset or upload with 404, not the app page, and hides Vite files', async () => {
    const { call } = await start();
    for (const path of ['/assets/gone-123.js', '/media/nothing.png', '/api/../assets/x.js']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('<title>Murmur');
    }
    // The build's manifest is not one of the site's files: the path is a client route.
    expect((await call('GET', '/.vite/manifest.json')).text).toBe(fakeBuild.index);
  });

  it('answers an unknown /api path with the API JSON 404, whatever the method', async () => {
    const { call } = await start();
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api'],
      ['DELETE', '/api/posts'],
    ] as const) {
      const answer = await call(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({
        errors: [routeNotFoundMessage(method, path)],
        code: errorCodes.routeNotFound,
      });
    }
  });

  it('refuses a path with an encoded slash with 400 in the API error shape', async () => {
    const { call } = await start();
    const answer = await call('GET', '/media/..%2Fsecret.png');
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [serverMessages.oddPath], code: errorCodes.oddPath },
    });
  });

  it('refuses JSON bodies over 1 MB with 413 and a message, declared or streamed', async () => {
    const { app, call, login } = await start();
    const token = await login();
    const content = 'a'.repeat(maxJsonBytes);
    const declared = await call('POST', '/api/posts', { token, body: { postData: { content } } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({
      errors: [bodyTooLargeMessage(maxJsonBytes)],
      code: errorCodes.bodyTooLarge,
    });
    expect(bodyTooLargeMessage(maxJsonBytes)).toBe('The request body must be at most 1 MB.');

    // Chunked: no length up front, so the limit counts the bytes as they arrive.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 4 * maxJsonBytes) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await app.request('/api/posts', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      errors: [bodyTooLargeMessage(maxJsonBytes)],
      code: errorCodes.bodyTooLarge,
    });
    expect(sent).toBeLessThan(2 * maxJsonBytes);
  });

  it('reads a built file again after a failed read, rather than failing it forever', async () => {
    const { call, dataDir } = await start();
    const favicon = join(dataDir, 'web', 'favicon.svg');
    await rename(favicon, `${favicon}.away`);
    expect((await call('GET', '/favicon.svg')).status).toBe(500);
    await rename(`${favicon}.away`, favicon);
    const answer = await call('GET', '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<svg');
  });

  it('still answers the API when the web app is not built', async () => {
    const { call } = await start({ web: false });
    expect((await call('GET', '/api/health')).body).toEqual({
      status: 'ok',
      storage: { full: false },
    });
    const page = await call('GET', '/explore');
    expect(page.status).toBe(503);
    expect(page.text).toMatch(/npm run build/);
  });
});

describe('socketAddress', () => {
  it("reads the peer's address from the Node request, and copes without one", () => {
    const withSocket = { env: { incoming: { socket: { remoteAddress: '10.1.2.3' } } } };
    expect(socketAddress(withSocket as unknown as Context)).toBe('10.1.2.3');
    expect(socketAddress({ env: undefined } as unknown as Context)).toBe('unknown');
  });
});
