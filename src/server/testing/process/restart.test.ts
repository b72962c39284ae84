import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedData } from '@/backend/seed/seed-data';
import { apiPaths, guestCredentials } from '@/contract';
import { adaSignup, request, startServerProcess, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

const ada = adaSignup;

describe('the server process', () => {
  it('keeps users, posts and logins across a restart, with one key kept in a 0600 file', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const signup = await request(first, 'POST', apiPaths.signup(), { body: ada });
    expect(signup.status).toBe(201);
    const token = signup.body.encodedToken as string;
    const post = await request(first, 'POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'Still here after a restart?' } },
    });
    expect(post.status).toBe(201);
    const secretFile = join(dataDir, 'jwt-secret');
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    const secretWritten = (await stat(secretFile)).mtimeMs;
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(first.output()).toMatch(/"msg":"Stopped"/);

    const second = await start(dataDir);
    expect(second.output()).not.toMatch(/Seeded|Generated/);
    expect((await stat(secretFile)).mtimeMs).toBe(secretWritten);
    const posts = await request(second, 'GET', apiPaths.userPosts(ada.username));
    expect(posts.body.posts.map((p: { content: string }) => p.content)).toEqual([
      'Still here after a restart?',
    ]);
    // The token from before the restart still works: the same key signs and checks it.
    expect((await request(second, 'GET', apiPaths.bookmarks(), { token })).status).toBe(200);
    const login = await request(second, 'POST', apiPaths.login(), { body: ada });
    expect(login.status).toBe(200);
    expect((await request(second, 'GET', apiPaths.users())).body.users).toHaveLength(
      seedData.users.length + 1,
    );
    await second.stop();
  }, 60_000);

  it('starts an empty world with SEED=false, and logs one line per request', async () => {
    const server = await start(await freshDataDir(), { SEED: 'false' });
    expect((await request(server, 'GET', apiPaths.users())).body).toEqual({ users: [] });
    expect((await request(server, 'GET', apiPaths.posts())).body).toEqual({ posts: [] });
    const guest = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    expect(guest.status).toBe(404);
    expect(server.output()).toMatch(/"method":"GET","path":"\/api\/users","status":200,"ms":\d+/);
    expect(server.output()).toMatch(/"method":"POST","path":"\/api\/auth\/login","status":404,/);
    // The login limit, keyed by the socket's address: the 11th failure in a row is refused.
    for (let i = 0; i < 9; i++)
      await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    const limited = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    expect(limited.status).toBe(429);
    await server.stop();
  }, 60_000);

  it('refuses to start with a bad setting, naming it', async () => {
    const start = startServerProcess(await freshDataDir(), { PORT: 'eighty', LOG_LEVEL: 'chatty' });
    await expect(start).rejects.toThrow(/exited \(1\)[\s\S]*PORT must be[\s\S]*LOG_LEVEL must be/);
  });
});
