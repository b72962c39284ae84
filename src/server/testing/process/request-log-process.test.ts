import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs it on PostgreSQL too. */
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The JSON lines a process printed that carry this request id. */
const linesOf = (output: string, reqId: string) =>
  output
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${reqId}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A server behind one proxy, a request of the guest's, and what the log says of it. */
async function expectRequestLogged(env: Record<string, string>) {
  const server = await start(await freshDataDir(), { TRUST_PROXY: '1', ...env });
  const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
  const token = login.body.encodedToken as string;
  const guestId = login.body.foundUser._id as string;

  const read = await fetch(`${server.url}${apiPaths.bookmarks()}?token=${token}`, {
    headers: { authorization: `Bearer ${token}`, 'x-request-id': 'edge-7f3a' },
  });
  expect(read.status).toBe(200);
  expect(read.headers.get('x-request-id')).toBe('edge-7f3a');
  await server.waitForOutput(/"reqId":"edge-7f3a"/);
  expect(linesOf(server.output(), 'edge-7f3a')).toEqual([
    expect.objectContaining({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: apiPaths.bookmarks(),
      status: 200,
      row: 'bookmarks',
      userId: guestId,
    }),
  ]);

  // A malformed id from the proxy is not kept: the server makes one of its own.
  const odd = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'a b' } });
  const madeId = odd.headers.get('x-request-id')!;
  expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
  await server.waitForOutput(new RegExp(`"reqId":"${madeId}"`));
  expect(linesOf(server.output(), madeId)).toMatchObject([{ row: 'health', status: 200 }]);

  expect(server.output()).not.toContain(token);
  expect(server.output()).not.toContain(guestCredentials.password);
  await server.stop();
}

describe("the server process's request log", () => {
  it(
    "writes a request's line with its id, its row and its user, and never its token",
    () => expectRequestLogged({}),
    60_000,
  );

  it.skipIf(!databaseUrl)(
    'does the same on PostgreSQL',
    async () => {
      const schema = `murmur_t_reqlog_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      try {
        await expectRequestLogged({ DATABASE_URL: inSchema(databaseUrl!, schema) });
      } finally {
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      }
    },
    90_000,
  );
});
