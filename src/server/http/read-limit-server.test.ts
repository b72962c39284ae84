import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, guestCredentials } from '@/contract';
import { readEvents } from '@/backend/testing/event-reader';
import { readConfig } from '../config';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../start-server';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL one. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const readsPerMinute = 5;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The server as its environment makes it, behind one proxy that appends X-Forwarded-For. */
async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-read-limit-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'a secret of thirty-two bytes at least',
    TRUST_PROXY: '1',
    READS_PER_MINUTE_PER_ADDRESS: String(readsPerMinute),
    GUEST_EVENT_STREAMS_PER_ADDRESS: '1',
    ...env,
  });
  const server = await startServer(config, createLogger('silent'), join(dataDir, 'no-web'));
  let stopping: ReturnType<RunningServer['stop']> | undefined;
  const stopOnce = () => (stopping ??= server.stop());
  cleanups.push(stopOnce);
  return { url: server.url, stop: stopOnce };
}

/** As the proxy passes it on: what the client wrote, then the client's own address. */
const from = (address: string, written?: string) => ({
  'x-forwarded-for': written ? `${written}, ${address}` : address,
});

const readPosts = (server: RunningServer, address: string, written?: string) =>
  fetch(server.url + apiPaths.posts(), { headers: from(address, written) });

async function expectRefused(response: Response, code: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await response.json()) as { code: string }).code).toBe(code);
}

async function useUp(server: RunningServer, address: string) {
  for (let i = 0; i < readsPerMinute; i++) {
    const answer = await readPosts(server, address, `10.0.0.${i}`);
    expect(answer.status).toBe(200);
    await answer.body?.cancel();
  }
}

describe('limits per address on the Node server', () => {
  it('meets a read loop from one address with 429 while another address reads on', async () => {
    const server = await start();
    // What the client writes into X-Forwarded-For changes nothing: the proxy's entry counts.
    await useUp(server, '203.0.113.7');
    await expectRefused(
      await readPosts(server, '203.0.113.7', '10.9.9.9'),
      errorCodes.tooManyReads,
    );
    const other = await readPosts(server, '198.51.100.2');
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });

  it("holds one address to its share of the guest account's streams", async () => {
    const server = await start();
    const login = await fetch(server.url + apiPaths.login(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestCredentials),
    });
    const { encodedToken } = (await login.json()) as { encodedToken: string };
    const open = (address: string) =>
      fetch(server.url + apiPaths.events(), {
        headers: { authorization: encodedToken, ...from(address) },
      });
    const first = await open('203.0.113.7');
    expect(first.status).toBe(200);
    const held = readEvents(first);
    cleanups.push(() => held.cancel().catch(() => undefined));
    await expectRefused(await open('203.0.113.7'), errorCodes.tooManyAddressEventStreams);
    const second = await open('198.51.100.2');
    expect(second.status).toBe(200);
    const other = readEvents(second);
    cleanups.push(() => other.cancel().catch(() => undefined));
  });

  describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
    it('shares the read count between the processes of one database', async () => {
      const schema = `murmur_t_reads_${process.pid}_${Date.now()}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      cleanups.push(() => runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`));
      const url = inSchema(databaseUrl!, schema);
      const one = await start({ DATABASE_URL: url });
      const two = await start({ DATABASE_URL: url, SEED: 'false' });
      await useUp(one, '203.0.113.7');
      await expectRefused(await readPosts(two, '203.0.113.7'), errorCodes.tooManyReads);
      const other = await readPosts(two, '198.51.100.2');
      expect(other.status).toBe(200);
      await other.body?.cancel();
    }, 60_000);
  });
});
