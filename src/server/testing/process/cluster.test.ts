import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  errorCodes,
  guestCredentials,
  postEventSchema,
  tooManyAttemptsMessage,
} from '@/contract';
import { readEvents } from '@/backend/testing/event-reader';
import { request, useServerProcesses, type ServerProcess } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/**
 * The pid of each slot's worker, as the primary reports them (LOG_LEVEL=debug), the newest per
 * slot; each checked to be a live process.
 */
function workerPids(server: ServerProcess): number[] {
  const bySlot = new Map<string, number>();
  for (const [, slot, pid] of server.output().matchAll(/Worker (\d+) \(pid (\d+)\) is answering/g))
    bySlot.set(slot!, Number(pid));
  const pids = [...bySlot.values()];
  for (const pid of pids) process.kill(pid, 0); // throws for a process that is gone
  return pids;
}

/**
 * A request on a connection of its own: the primary hands each new connection to the next
 * worker, so that requests sent one after another this way alternate between workers. A POST of
 * the body, or a GET without one.
 */
function onNewConnection(server: ServerProcess, path: string, body?: object) {
  return new Promise<{ status: number; body: { errors?: string[]; code?: string } }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        `${server.url}${path}`,
        {
          method: body ? 'POST' : 'GET',
          agent: false,
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode!,
              body: JSON.parse(text) as { errors?: string[] },
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body ? JSON.stringify(body) : undefined);
    },
  );
}

async function startCluster(env: Record<string, string> = {}) {
  const server = await start(await freshDataDir(), { WORKERS: '2', LOG_LEVEL: 'debug', ...env });
  await vi.waitFor(() => expect(workerPids(server)).toHaveLength(2));
  return server;
}

/** Four event streams of one token: four connections, which the primary gives two to each worker. */
async function fourStreams(server: ServerProcess, token: string) {
  return Promise.all(
    [1, 2, 3, 4].map(async () => {
      const response = await fetch(server.url + apiPaths.events(), {
        headers: { authorization: token },
      });
      expect(response.status).toBe(200);
      return readEvents(response);
    }),
  );
}

describe('the server as a cluster (WORKERS=2, SQLite)', () => {
  it('says once that it listens, with its workers, and stops them all on SIGTERM', async () => {
    const server = await startCluster();
    expect(server.output().match(/listening on/g)).toHaveLength(1);
    expect(server.output()).toMatch(/with 2 worker processes/);
    expect(server.output()).toMatch(/Seeded the empty database/);
    const workers = workerPids(server);
    expect((await request(server, 'GET', apiPaths.health())).status).toBe(200);

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: stopping the 2 worker processes/);
    // Each worker drained as a lone server does, then the primary ended.
    expect(server.output().match(/SIGTERM: no new connections/g)).toHaveLength(2);
    expect(server.output().match(/"msg":"Stopped"/g)).toHaveLength(3);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow(); // gone
  }, 60_000);

  it('delivers a post written through one worker to event streams held by every worker', async () => {
    // All four are the guest's from 127.0.0.1: past the default of two per address and process
    // should the primary not share them out evenly.
    const server = await startCluster({ GUEST_EVENT_STREAMS_PER_ADDRESS: '4' });
    const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    const token = login.body.encodedToken as string;
    const streams = await fourStreams(server, token);
    const written = await request(server, 'POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'heard by every worker' } },
    });
    expect(written.status).toBe(201);
    // The whole answer: every post, newest first.
    const postId = (written.body as { posts: { _id: string; content: string }[] }).posts.find(
      (post) => post.content === 'heard by every worker',
    )!._id;
    for (const stream of streams) {
      const event = await stream.next(10_000);
      expect(postEventSchema.parse(JSON.parse(event.data)).postId).toBe(postId);
      await stream.cancel();
    }
  }, 60_000);

  it('ends the streams of a logged-out session on every worker within a second', async () => {
    const server = await startCluster({ GUEST_EVENT_STREAMS_PER_ADDRESS: '4' });
    const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
    const token = login.body.encodedToken as string;
    const streams = await fourStreams(server, token);
    expect((await request(server, 'POST', apiPaths.logout(), { token })).status).toBe(200);
    // Not at the next heartbeat (25 s): the worker that logged out tells the other.
    await Promise.all(streams.map((stream) => stream.ended(1_000)));
  }, 60_000);

  it('counts login attempts for the whole cluster, whichever worker takes each', async () => {
    const server = await startCluster({ AUTH_ATTEMPTS_PER_MINUTE: '3' });
    const wrong = { username: 'nobody.here', password: 'not-the-password' };
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await onNewConnection(server, apiPaths.login(), wrong)).status).toBe(404);
    // Each worker has taken one or two of the three: only shared counts refuse the fourth.
    const fourth = await onNewConnection(server, apiPaths.login(), wrong);
    expect(fourth.status).toBe(429);
    const [message] = fourth.body.errors!;
    const seconds = Number(/in (\d+) seconds?/.exec(message!)?.[1]);
    expect(message).toBe(tooManyAttemptsMessage(seconds));
  }, 60_000);

  it('counts reads from one address for the whole cluster, whichever worker takes each', async () => {
    const server = await startCluster({ READS_PER_MINUTE_PER_ADDRESS: '3' });
    for (let read = 1; read <= 3; read++)
      expect((await onNewConnection(server, apiPaths.posts())).status).toBe(200);
    const fourth = await onNewConnection(server, apiPaths.posts());
    expect([fourth.status, fourth.body.code]).toEqual([429, errorCodes.tooManyReads]);
  }, 60_000);

  it('starts a new worker in the place of one that dies, and goes on answering', async () => {
    const server = await startCluster();
    const [killed] = workerPids(server);
    process.kill(killed!, 'SIGKILL');
    await server.waitForOutput(/Worker \d exited \(SIGKILL\): starting another in its place/);
    await vi.waitFor(
      () => {
        const workers = workerPids(server);
        expect(workers).toHaveLength(2);
        expect(workers).not.toContain(killed);
      },
      { timeout: 20_000 },
    );
    for (let i = 0; i < 4; i++)
      expect((await onNewConnection(server, apiPaths.login(), guestCredentials)).status).toBe(200);
  }, 60_000);

  it('waits before it replaces a worker whose replacement died too, staying up meanwhile', async () => {
    const server = await startCluster();
    for (const round of [1, 2]) {
      const [killed] = workerPids(server);
      process.kill(killed!, 'SIGKILL');
      await vi.waitFor(() => expect(workerPids(server)).not.toContain(killed), { timeout: 20_000 });
      if (round === 2) expect(server.output()).toMatch(/starting another in its place in 500 ms/);
    }
    expect((await request(server, 'GET', apiPaths.health())).status).toBe(200);
  }, 60_000);

  it('exits 1, starting no worker, when the data cannot be prepared', async () => {
    const dataDir = await freshDataDir();
    // DATA_DIR/murmur.db is a folder: SQLite cannot open it.
    mkdirSync(join(dataDir, 'murmur.db'));
    await expect(start(dataDir, { WORKERS: '2' })).rejects.toThrow(
      /exited \(1\) before listening:[\s\S]*Murmur could not prepare its data/,
    );
  });

  it('refuses a bad WORKERS with a clear message, starting nothing', async () => {
    await expect(start(await freshDataDir(), { WORKERS: 'many' })).rejects.toThrow(
      'WORKERS must be a whole number from 1 to 64, or auto (got "many")',
    );
  });
});
