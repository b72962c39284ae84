import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, tooManyWritesMessage } from '../../contract';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { request, useServerProcesses, type ServerProcess } from '../testing/server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL test. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const ada = {
  firstName: 'Ada',
  lastName: 'Byron',
  username: 'ada.b',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
};

async function signUp(server: ServerProcess) {
  const signup = await request(server, 'POST', apiPaths.signup(), { body: ada });
  expect(signup.status).toBe(201);
  return signup.body.encodedToken as string;
}

/** The raw answer, for its Retry-After header. */
const send = (server: ServerProcess, method: string, path: string, token: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function expectRefused(answer: Response) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await answer.json()).toEqual({ errors: [tooManyWritesMessage(retryAfter)] });
}

describe('write limits in the server process', () => {
  it('answers the post past LIMIT_POSTS_PER_HOUR with 429 over HTTP', async () => {
    const server = await start(await freshDataDir(), { LIMIT_POSTS_PER_HOUR: '2' });
    const token = await signUp(server);
    const post = () =>
      send(server, 'POST', apiPaths.posts(), token, { postData: { content: 'Hello' } });
    for (let i = 0; i < 2; i++) expect((await post()).status).toBe(201);
    await expectRefused(await post());
    await server.stop();
  }, 60_000);

  it.skipIf(!databaseUrl)(
    'shares the counts between two processes on one PostgreSQL database',
    async () => {
      const schema = `murmur_t_limits_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      try {
        // One key for both, as processes behind one load balancer share it.
        const env = {
          DATABASE_URL: inSchema(databaseUrl!, schema),
          JWT_SECRET: 'one signing key for every process of this test',
          LIMIT_LIKES_PER_HOUR: '3',
        };
        const first = await start(await freshDataDir(), env);
        const second = await start(await freshDataDir(), { ...env, SEED: 'false' });
        const token = await signUp(first);
        const servers = [first, second, first];
        for (const [index, server] of servers.entries())
          expect((await send(server, 'POST', apiPaths.like(`p0${index + 1}`), token)).status).toBe(
            201,
          );
        await expectRefused(await send(second, 'POST', apiPaths.like('p04'), token));
        await Promise.all([first.stop(), second.stop()]);
      } finally {
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      }
    },
    90_000,
  );
});
