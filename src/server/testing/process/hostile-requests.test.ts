import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials, mediaUploadResponseSchema } from '@/contract';
import { secretFileName } from '@/server/auth/token-secret';
import { request, useServerProcesses, type ServerProcess } from '../server-process';

// Against the built server process, so that Node's HTTP parser, the adaptor and the URL handling
// in front of the app are in the path, not only app.request().

const { freshDataDir, start } = useServerProcesses();

/** GET with the path sent exactly as written: fetch() would resolve the dot segments first. */
function rawGet(server: ServerProcess, path: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function startWithLogin() {
  const dataDir = await freshDataDir();
  const server = await start(dataDir);
  const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
  return { dataDir, server, token: login.body.encodedToken as string };
}

describe('hostile requests to the server process', () => {
  it('never serves a file outside the media folder, however the path is encoded', async () => {
    const { server, dataDir } = await startWithLogin();
    const secret = (await readFile(join(dataDir, secretFileName), 'utf8')).trim();
    const paths = [
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/%252e%252e%252f%252e%252e%252fetc%252fpasswd',
      '/media/..%5c..%5cetc%5cpasswd',
      '/media/../../../etc/passwd',
      '/media/%2e%2e/jwt-secret',
      '/media/..%2fjwt-secret',
      '/media/%2e%2e/murmur.db',
      '/media/.%2e/jwt-secret',
    ];
    for (const path of paths) {
      const answer = await rawGet(server, path);
      expect([400, 404], `${path} answered ${answer.status}`).toContain(answer.status);
      expect(answer.text).not.toMatch(/root:/);
      expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toMatch(/SQLite format/);
    }
  }, 60_000);

  it('refuses tokens signed with the real key but HS512, or without an expiry', async () => {
    const { server, dataDir, token } = await startWithLogin();
    const key = Buffer.from(
      (await readFile(join(dataDir, secretFileName), 'utf8')).trim(),
      'base64url',
    );
    const genuine = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      _id: string;
      username: string;
      sub: string;
      jti: string;
      iss: string;
      aud: string;
      iat: number;
      exp: number;
    };
    const forge = (alg: string, withExpiry: boolean) => {
      const jwt = new SignJWT({ _id: genuine._id, username: genuine.username })
        .setProtectedHeader({ alg, typ: 'JWT' })
        .setSubject(genuine.sub)
        .setJti(genuine.jti)
        .setIssuer(genuine.iss)
        .setAudience(genuine.aud)
        .setIssuedAt(genuine.iat);
      return (withExpiry ? jwt.setExpirationTime(genuine.exp) : jwt).sign(key);
    };
    // The genuine token, and one rebuilt the same way with HS256, are taken: the forgeries
    // differ only in what they test.
    expect((await request(server, 'GET', apiPaths.bookmarks(), { token })).status).toBe(200);
    const rebuilt = await forge('HS256', true);
    expect((await request(server, 'GET', apiPaths.bookmarks(), { token: rebuilt })).status).toBe(
      200,
    );
    for (const forged of [
      await forge('HS512', true),
      await forge('HS384', true),
      await forge('HS256', false),
    ]) {
      const answer = await request(server, 'GET', apiPaths.bookmarks(), { token: forged });
      expect(answer.status).toBe(401);
    }
  }, 60_000);

  it('serves a GIF with HTML after it as image/gif with nosniff, and without the HTML', async () => {
    const { server, token } = await startWithLogin();
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
      Buffer.from(html),
    ]);
    const form = new FormData();
    form.set('file', new File([polyglot], 'page.html', { type: 'text/html' }));
    const uploaded = await fetch(`${server.url}${apiPaths.media()}`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = mediaUploadResponseSchema.parse(await uploaded.json());
    expect(url).toMatch(/\.gif$/);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition') ?? '').not.toMatch(/html/);
    // The picture pipeline wrote the GIF anew: what came after it is gone.
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(body.includes('<script>')).toBe(false);
  }, 60_000);
});
