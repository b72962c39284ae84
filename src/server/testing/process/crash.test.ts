import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the server process under stress', () => {
  it('keeps every write it acknowledged when killed with SIGKILL mid-stream', async () => {
    const dataDir = await freshDataDir();
    // The guest posts far faster than its write limit allows (docs/configuration.md, Write limits).
    const server = await start(dataDir, {
      LIMIT_POSTS_PER_HOUR: '100000',
      LIMIT_POSTS_PER_DAY: '100000',
      LIMIT_GUEST_DIVISOR: '1',
    });
    const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    const token = login.body.encodedToken as string;

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const content = `crash test ${lane}-${i}`;
        try {
          const answer = await request(server, 'POST', apiPaths.posts(), {
            token,
            body: { postData: { content } },
          });
          if (answer.status === 201) acknowledged.push(content);
        } catch {
          return; // The connection died with the process.
        }
      }
    };
    const writers = [1, 2, 3].map(writer);
    while (acknowledged.length < 30) await sleep(20);
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const restarted = await start(dataDir);
    const posts = await request(restarted, 'GET', apiPaths.userPosts(guestCredentials.username));
    const stored = new Set(posts.body.posts.map((post: { content: string }) => post.content));
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(acknowledged.filter((content) => !stored.has(content))).toEqual([]);
    await restarted.stop();
  }, 60_000);

  it('lets a request under way finish on SIGTERM, then refuses new connections and exits 0', async () => {
    const dataDir = await freshDataDir();
    const server = await start(dataDir);
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify(guestCredentials);

    // Half a body sent, then SIGTERM: the server must wait for the rest and answer.
    let refusedWhileDraining: boolean | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const slow = httpRequest(
        { hostname, port, method: 'POST', path: apiPaths.login() },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      slow.on('error', reject);
      slow.setHeader('content-type', 'application/json');
      slow.setHeader('content-length', Buffer.byteLength(body));
      slow.write(body.slice(0, 10));
      setTimeout(() => {
        void server.stop('SIGTERM');
        // The line is written as the server stops listening: probe only once it is out.
        void server
          .waitForOutput(/SIGTERM: no new connections/)
          .then(() => fetch(`${server.url}/api/health`))
          .then(
            () => (refusedWhileDraining = false),
            () => (refusedWhileDraining = true),
          )
          .then(() => slow.end(body.slice(10)));
      }, 300);
    });
    const exit = new Promise((done) => server.child.once('exit', (code) => done(code)));

    const finished = await answer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text)).toHaveProperty('encodedToken');
    expect(refusedWhileDraining).toBe(true);
    expect(await exit).toBe(0);
    expect(server.output()).toMatch(
      /SIGTERM: no new connections[\s\S]*"method":"POST","path":"\/api\/auth\/login","status":200,/,
    );
  }, 60_000);
});
