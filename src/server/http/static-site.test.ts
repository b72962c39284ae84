import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWebBuild, serveWebBuild } from './static-site';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const page = (name: string) => `<!doctype html><title>${name}</title>${'<p>shell</p>'.repeat(200)}`;

/** A build as scripts/build.mjs leaves it: pre-rendered pages, and .br/.gz beside big files. */
async function serve(files: Record<string, string | Uint8Array>) {
  const root = await mkdtemp(join(tmpdir(), 'murmur-static-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  const app = new Hono();
  app.use(serveWebBuild(await loadWebBuild(root)));
  app.notFound((c) => c.text('none here', 404));
  return (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
}

describe('serveWebBuild', () => {
  it('answers /login and /signup with their own pre-rendered page, other routes with index.html', async () => {
    const get = await serve({
      'index.html': page('Murmur'),
      'login.html': page('Log in'),
      'signup.html': page('Sign up'),
    });
    expect(await (await get('/login')).text()).toContain('<title>Log in</title>');
    expect(await (await get('/signup')).text()).toContain('<title>Sign up</title>');
    for (const path of ['/', '/explore', '/login/more', '/posts/user/maya.clay'])
      expect(await (await get(path)).text(), path).toContain('<title>Murmur</title>');
  });

  it('answers /mock with the logged-in frame when the session cookie is there, else the guest one', async () => {
    const get = await serve({
      'index.html': page('Murmur'),
      'mock.html': page('Tester for guests'),
      'mock-session.html': page('Tester in the app'),
    });
    const guest = await get('/mock');
    expect(await guest.text()).toContain('<title>Tester for guests</title>');
    expect(guest.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const withSession = await get('/mock', { cookie: 'murmur-session=a.b.c' });
    expect(await withSession.text()).toContain('<title>Tester in the app</title>');
    // Only /mock has a page of its own for a session: other routes keep index.html.
    expect(await (await get('/users', { cookie: 'murmur-session=a.b.c' })).text()).toContain(
      '<title>Murmur</title>',
    );
  });

  it('sends the Brotli file the build wrote to a browser that takes br, else its gzip file', async () => {
    const script = `console.log(${JSON.stringify('murmur '.repeat(400))});`;
    // Marked copies: the answer must be the build's file, not one compressed here.
    const builtBrotli = brotliCompressSync(`${script}// built br`);
    const builtGzip = gzipSync(`${script}// built gz`);
    const get = await serve({
      'index.html': page('Murmur'),
      'assets/app-1a2b3c.js': script,
      'assets/app-1a2b3c.js.br': builtBrotli,
      'assets/app-1a2b3c.js.gz': builtGzip,
    });
    const brotli = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await brotli.arrayBuffer()).toString()).toMatch(/built br$/);
    const gzip = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await gzip.arrayBuffer()).toString()).toMatch(/built gz$/);
    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // The copies are not files of the site.
    expect((await get('/assets/app-1a2b3c.js.br')).status).toBe(404);
  });

  it('compresses index.html with Brotli itself when the build wrote no copy, and tags each form', async () => {
    const get = await serve({ 'index.html': page('Murmur') });
    const brotli = await get('/', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await brotli.arrayBuffer()).toString()).toBe(page('Murmur'));
    const plain = await get('/');
    const [brotliTag, plainTag] = [brotli.headers.get('etag'), plain.headers.get('etag')];
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(brotliTag).not.toBe(plainTag);
    expect(brotli.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/explore', { 'accept-encoding': 'br', 'if-none-match': brotliTag! });
    expect(again.status).toBe(304);
  });

  it('answers an unknown file at the top with 404, not the app page', async () => {
    const get = await serve({ 'index.html': page('Murmur'), 'manifest.webmanifest': '{}' });
    for (const path of ['/humans.txt', '/apple-touch-icon-precomposed.png', '/sw.js']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toBe('none here');
    }
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  });
});
