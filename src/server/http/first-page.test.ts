import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageElementId, sessionCookieName, themeCookieName } from '@/contract';
import { createServerHarness, fakeBuild, type ServerHarness } from '../testing/server-harness';

let server: ServerHarness;
let token: string;
beforeAll(async () => {
  server = await createServerHarness();
  token = await server.login();
});
afterAll(() => server.close());

const cookie = (value: string) => ({ cookie: `${sessionCookieName}=${encodeURIComponent(value)}` });

/** The embedded answer of a rendered page, as the app reads it. */
function embedded(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${firstPageElementId}" data-url="([^"]+)" data-viewer="([^"]+)">(.*?)</script>`,
  ).exec(html);
  return (
    match && {
      url: match[1]!.replace(/&amp;/g, '&'),
      viewer: match[2],
      answer: JSON.parse(match[3]!) as { posts: { _id: string }[] },
    }
  );
}

describe('a logged-in visitor’s first posts rendered into the page', () => {
  it('renders / with the API’s own answer to the cookie’s token, and embeds it', async () => {
    const page = await server.call('GET', '/', { headers: cookie(token) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const feed = await server.call('GET', '/api/feed?limit=20&sort=trending', { token });
    const ids = feed.body.posts.map((post: { _id: string }) => post._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(page.text).toContain(`<title>Rendered</title>`);
    expect(page.text).toContain(`<p>for guest: ${ids.join(' ')}</p>`);
    expect(page.text).toContain('<link rel="preload" as="image" href="/p.svg"></head>');
    expect(embedded(page.text)).toEqual({
      url: '/api/feed?limit=20&sort=trending',
      viewer: 'guest',
      answer: feed.body,
    });
    // boot.js is not to ask for the feed again, nor hold the first paint: no theme is remembered.
    expect(page.text).toContain('<script defer src="/boot.js">');
    expect(page.text).toContain('<html><head>');
  });

  it('paints the remembered theme from its cookie, and ignores any other value', async () => {
    const withTheme = (theme: string) => ({
      cookie: `${cookie(token).cookie}; ${themeCookieName}=${theme}`,
    });
    const dark = await server.call('GET', '/', { headers: withTheme('dark') });
    expect(dark.text).toContain('<html data-theme="dark"><head>');
    expect(dark.text).toContain('<script defer src="/boot.js">');
    const light = await server.call('GET', '/explore', { headers: withTheme('light') });
    expect(light.text).toContain('<html data-theme="light"><head>');
    const odd = await server.call('GET', '/', { headers: withTheme('%22%3E%3Cscript%3E') });
    expect(odd.text).toContain('<html><head>');
    expect(odd.text).not.toContain('data-theme');
  });

  it('renders /explore in the order its address asks for', async () => {
    const page = await server.call('GET', '/explore?sort=oldest', { headers: cookie(token) });
    const oldest = await server.call('GET', '/api/posts?limit=20&sort=oldest', { token });
    expect(embedded(page.text)?.answer).toEqual(oldest.body);
  });

  it('keeps a "</script>" in a post from ending the embedded answer early', async () => {
    const written = await server.call('POST', '/api/posts', {
      token,
      body: { postData: { content: 'see </script><script>alert(1)</script>' } },
    });
    expect(written.status).toBe(201);
    const page = await server.call('GET', '/explore', { headers: cookie(token) });
    expect(page.text).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(embedded(page.text)?.answer)).toContain('</script><script>alert(1)');
  });

  it('sends Brotli where the browser takes it', async () => {
    const response = await server.app.request('/', {
      headers: { ...cookie(token), 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<p>for guest:');
  });

  it('serves the static page without a cookie, with a refused token, or on other pages', async () => {
    // Signed by nobody, it names the guest: Explore would read it as anonymous and answer 200.
    const claims = Buffer.from(JSON.stringify({ _id: 'x', username: 'guest' })).toString(
      'base64url',
    );
    const forged = `eyJhbGciOiJIUzI1NiJ9.${claims}.c2lnbmF0dXJl`;
    const plain = [
      await server.call('GET', '/explore', { headers: cookie(forged) }),
      await server.call('GET', '/'),
      await server.call('GET', '/', { headers: cookie('not-a-token') }),
      await server.call('GET', '/notifications', { headers: cookie(token) }),
      await server.call('HEAD', '/', { headers: cookie(token) }),
    ];
    for (const page of plain.slice(0, 4)) expect(page.text).toBe(fakeBuild.index);
    expect(plain.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(plain[4]!.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the static page for the token of a session that was logged out', async () => {
    const ended = await server.login();
    expect((await server.call('POST', '/api/auth/logout', { token: ended })).status).toBe(200);
    // Explore still answers 200 to that token, as to anyone: the page is not rendered as theirs.
    const page = await server.call('GET', '/explore', { headers: cookie(ended) });
    expect(page.text).toBe(fakeBuild.index);
  });

  it('serves the static page when the rendering fails', async () => {
    const broken = await server.call('POST', '/api/auth/signup', {
      body: {
        username: 'broken',
        password: 'a-long-password-1',
        email: 'broken@example.com',
        firstName: 'Bro',
        lastName: 'Ken',
      },
    });
    expect(broken.status).toBe(201);
    const page = await server.call('GET', '/', {
      headers: cookie(broken.body.encodedToken as string),
    });
    expect(page.status).toBe(200);
    expect(page.text).toBe(fakeBuild.index);
  });
});
