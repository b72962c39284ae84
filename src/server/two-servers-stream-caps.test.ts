import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '@/backend/testing/event-reader';
import { apiPaths, errorCodes } from '@/contract';
import { inSchema, runAsAdmin } from './database/testing/temp-postgres-store';
import {
  adaSignup,
  request,
  useServerProcesses,
  type ServerProcess,
} from './testing/server-process';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs this test; without it, it skips. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const { freshDataDir, start } = useServerProcesses();
const schema = `murmur_t_caps_${randomBytes(6).toString('hex')}`;
beforeAll(async () => {
  if (databaseUrl) await runAsAdmin(databaseUrl, `create schema ${schema}`);
});
afterAll(async () => {
  if (databaseUrl) await runAsAdmin(databaseUrl, `drop schema if exists ${schema} cascade`);
});

/** Opens a stream as a client at the address, which the trusted proxy in front names. */
const open = (server: ServerProcess, token: string, address: string) =>
  fetch(`${server.url}${apiPaths.events()}`, {
    headers: { authorization: token, 'x-forwarded-for': address },
  });

async function listen(server: ServerProcess, token: string, address: string) {
  const response = await open(server, token, address);
  expect(response.status, `a stream on ${server.url} from ${address}`).toBe(200);
  return readEvents(response);
}

describe.skipIf(!databaseUrl)('the event stream caps per address, on two servers', () => {
  it('hold across them, and forget the streams of a server that died once its lease ends', async () => {
    const env = {
      DATABASE_URL: inSchema(databaseUrl!, schema),
      TRUST_PROXY: '1',
      EVENT_STREAMS_PER_ADDRESS: '2',
      EVENT_STREAM_LEASE_SECONDS: '1',
    };
    const a = await start(await freshDataDir(), env);
    const b = await start(await freshDataDir(), { ...env, SEED: 'false' });
    const signup = await request(a, 'POST', apiPaths.signup(), { body: adaSignup });
    expect(signup.status).toBe(201);
    const token = signup.body.encodedToken as string;

    await listen(a, token, '203.0.113.7');
    const onB = await listen(b, token, '203.0.113.7');
    const refused = await open(b, token, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe(
      errorCodes.tooManyAddressEventStreams,
    );
    // Another address still connects.
    await listen(b, token, '198.51.100.2');

    // A dies with its stream open: once its lease runs out, the address has that place again.
    await a.stop('SIGKILL');
    await expect
      .poll(
        async () => {
          const again = await open(b, token, '203.0.113.7');
          if (again.status === 200) readEvents(again);
          else await again.body?.cancel();
          return again.status;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(200);
    await onB.cancel();
    await b.stop();
  }, 180_000);
});
