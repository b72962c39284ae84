import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials, notificationsEventSchema, postEventSchema } from '@/contract';
import { readEvents } from '@/backend/testing/event-reader';
import { readAddressLimitConfig } from '../address-limit-config';
import type { ServerConfig } from '../config';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createLogger } from '../logger';
import { readMediaConfig } from '../media-config';
import { readMailConfig } from '../mail-config';
import { readHardeningConfig } from '../hardening-config';
import { readResourceConfig } from '../resource-config';
import { readJobsConfig } from '../jobs-config';
import { startServer, type RunningServer } from '../start-server';
import { readWriteLimitConfig } from '../write-limit-config';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL ones. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(databaseUrlOf?: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-events-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: databaseUrlOf,
    jwtSecret: new Uint8Array(32).fill(9),
    seed: true,
    logLevel: 'silent',
    logFormat: 'json',
    trustProxy: 0,
    authAttemptsPerMinute: 30,
    listCap: 1000,
    ...readResourceConfig(() => undefined, []),
    ...readHardeningConfig(() => undefined, []),
    ...readWriteLimitConfig(() => undefined, []),
    ...readAddressLimitConfig(() => undefined, []),
    mail: readMailConfig(() => undefined, [], 0),
    jobs: readJobsConfig(() => undefined, []),
    mediaStorage: { kind: 'folder' },
    media: readMediaConfig(() => undefined, []),
  };
  const server = await startServer(config, createLogger('silent'), join(dataDir, 'no-web'));
  // Stopping twice would close the store twice: the cleanup stops only a server still running.
  let stopping: ReturnType<RunningServer['stop']> | undefined;
  const stopOnce = () => (stopping ??= server.stop());
  cleanups.push(stopOnce);
  return { url: server.url, stop: stopOnce };
}

async function loginAsGuest(server: RunningServer): Promise<string> {
  const answer = await fetch(server.url + apiPaths.login(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestCredentials),
  });
  return ((await answer.json()) as { encodedToken: string }).encodedToken;
}

async function listen(server: RunningServer, token: string) {
  const response = await fetch(server.url + apiPaths.events(), {
    headers: { authorization: token },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events = readEvents(response);
  cleanups.push(() => events.cancel().catch(() => undefined));
  return events;
}

async function post(server: RunningServer, token: string, content: string): Promise<string> {
  const answer = await fetch(server.url + apiPaths.posts(), {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ postData: { content } }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { post: { _id: string } }).post._id;
}

/** A new account (the sample accounts but the guest have passwords nobody knows), logged in. */
async function signUp(server: RunningServer, username: string): Promise<string> {
  const credentials = { username, password: 'long-enough-1' };
  const signup = await fetch(server.url + apiPaths.signup(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credentials,
      firstName: 'Noor',
      lastName: 'Said',
      email: `${username}@example.com`,
    }),
  });
  expect(signup.status).toBe(201);
  const login = await fetch(server.url + apiPaths.login(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await login.json()) as { encodedToken: string }).encodedToken;
}

describe('live events on the Node server', () => {
  it('end when the server stops, so that it drains rather than waiting out its grace', async () => {
    const server = await start();
    const token = await loginAsGuest(server);
    const events = await listen(server, token);
    const postId = await post(server, token, 'heard live');
    expect(postEventSchema.parse(JSON.parse((await events.next()).data)).postId).toBe(postId);
    const started = performance.now();
    expect(await server.stop()).toBe('drained');
    expect(performance.now() - started).toBeLessThan(5_000);
    await events.ended();
  });

  describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
    it('cross from the process that wrote the post to a stream of another process', async () => {
      const schema = `murmur_t_events_${process.pid}_${Date.now()}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      cleanups.push(() => runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`));
      const url = inSchema(databaseUrl!, schema);
      const writer = await start(url);
      const reader = await start(url);
      const token = await loginAsGuest(writer);
      const events = await listen(reader, token);
      const postId = await post(writer, token, 'written on one, heard on the other');
      const event = await events.next(5_000);
      expect(postEventSchema.parse(JSON.parse(event.data)).postId).toBe(postId);
    });

    it("carry a change of someone's notifications to their stream on another process", async () => {
      const schema = `murmur_t_notify_${process.pid}_${Date.now()}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      cleanups.push(() => runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`));
      const url = inSchema(databaseUrl!, schema);
      const writer = await start(url);
      const reader = await start(url);
      const events = await listen(reader, await loginAsGuest(reader));
      const follower = await signUp(writer, 'noor.said');
      const guestId = (
        (await (await fetch(writer.url + apiPaths.profile('guest'))).json()) as {
          user: { _id: string };
        }
      ).user._id;
      const follow = await fetch(writer.url + apiPaths.follow(guestId), {
        method: 'POST',
        headers: { authorization: follower, prefer: 'return=minimal' },
      });
      expect(follow.status).toBe(200);
      const event = await events.next(5_000);
      expect(event.event).toBe('notifications');
      expect(notificationsEventSchema.parse(JSON.parse(event.data))).toEqual({ unreadCount: 1 });
      // Two server starts (each seeding) and a signup's scrypt hash: slow on a busy machine.
    }, 60_000);
  });
});
