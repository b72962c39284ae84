import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { logRequests } from './request-log';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server app over a seeded store, its lines kept as written. */
async function loggedServer(trustProxy = 0) {
  const lines: string[] = [];
  const harness = await createServerHarness({
    app: {
      logger: createLogger('info', (_severity, line) => lines.push(line)),
      ...(trustProxy > 0 ? { trustProxy } : {}),
    },
  });
  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((record) => record.msg === 'request');
  return { harness, lines, requestLines };
}

describe('the request log', () => {
  let harness: ServerHarness | undefined;
  afterEach(() => harness?.close());

  it('writes one JSON line per request with its id, row, user, status and time, and no token', async () => {
    const server = await loggedServer();
    harness = server.harness;
    const token = await harness.login();
    const guest = await harness.store.users.getByUsername('guest');
    server.lines.length = 0;

    const read = await harness.call('GET', '/api/users/bookmark?token=query-secret', { token });
    expect(read.status).toBe(200);
    const reqId = read.headers.get('x-request-id');
    expect(reqId).toMatch(uuid);
    expect(server.requestLines()).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        pid: process.pid,
        hostname: expect.any(String),
        msg: 'request',
        reqId,
        method: 'GET',
        path: '/api/users/bookmark',
        status: 200,
        ms: expect.any(Number),
        row: 'bookmarks',
        userId: guest!._id,
      },
    ]);
    const output = server.lines.join('\n');
    expect(output).not.toContain(token);
    expect(output).not.toContain('query-secret');
  });

  it('names the row a guard refused, and no user for an anonymous request', async () => {
    const server = await loggedServer();
    harness = server.harness;
    expect((await harness.call('GET', '/api/users/bookmark')).status).toBe(401);
    expect((await harness.call('GET', '/api/nowhere')).status).toBe(404);
    expect((await harness.call('GET', '/explore')).status).toBe(200);
    const [refused, unknown, page] = server.requestLines();
    expect(refused).toMatchObject({ status: 401, row: 'bookmarks' });
    expect(refused).not.toHaveProperty('userId');
    expect(unknown).toMatchObject({ status: 404, path: '/api/nowhere' });
    expect(unknown).not.toHaveProperty('row');
    // The first page's own call to the API is not the request's row.
    expect(page).toMatchObject({ status: 200, path: '/explore' });
    expect(page).not.toHaveProperty('row');
  });

  it("keeps a trusted proxy's well-formed request id, and makes one for any other", async () => {
    const trusted = await loggedServer(1);
    harness = trusted.harness;
    const kept = await harness.call('GET', '/api/health', {
      headers: { 'x-request-id': 'edge-4f2a.9_Z' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-4f2a.9_Z');
    const malformed = await harness.call('GET', '/api/health', {
      headers: { 'x-request-id': 'edge 4f2a\u00e9' },
    });
    expect(malformed.headers.get('x-request-id')).toMatch(uuid);
    const long = await harness.call('GET', '/api/health', {
      headers: { 'x-request-id': 'a'.repeat(129) },
    });
    expect(long.headers.get('x-request-id')).toMatch(uuid);
    expect(trusted.requestLines().map((line) => line.reqId)).toEqual([
      'edge-4f2a.9_Z',
      malformed.headers.get('x-request-id'),
      long.headers.get('x-request-id'),
    ]);
    await harness.close();

    const untrusted = await loggedServer(0);
    harness = untrusted.harness;
    const replaced = await harness.call('GET', '/api/health', {
      headers: { 'x-request-id': 'edge-4f2a' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    expect(untrusted.requestLines()[0]!.reqId).toBe(replaced.headers.get('x-request-id'));
  });

  it('carries the request id on an error logged while the request runs', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (_severity, line) => lines.push(line));
    const app = new Hono().use(logRequests(logger, 0)).get('*', async () => {
      await Promise.resolve();
      logger.error('Unexpected API failure', new Error('boom'));
      return new Response('failed', { status: 500 });
    });
    const answer = await app.request('/api/posts');
    const [failure, request] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failure).toMatchObject({ msg: 'Unexpected API failure', reqId: request!.reqId });
    expect(request).toMatchObject({ status: 500, reqId: answer.headers.get('x-request-id') });
  });

  it('writes the path still encoded, so a %0A in it cannot forge a line', async () => {
    const lines: string[] = [];
    const app = new Hono()
      .use(
        logRequests(
          createLogger('info', (_severity, line) => lines.push(line)),
          0,
        ),
      )
      .get('*', (c) => c.text('ok'));
    const forged = '%0A2026-01-01T00:00:00.000Z%20ERROR%20forged%0D';
    expect((await app.request(`/explore${forged}?q=%0Ax`)).status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: `/explore${forged}` });
  });

  it('builds no line, and writes none, when info lines are not written', async () => {
    const quiet = createLogger('warn');
    const logger = {
      ...quiet,
      info: () => {
        throw new Error('a line was built for a level that is not written');
      },
    };
    const app = new Hono().use(logRequests(logger, 0)).get('*', (c) => c.text('ok'));
    const answer = await app.request('/explore');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(uuid);
  });
});
