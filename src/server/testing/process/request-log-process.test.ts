import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** The JSON lines a process printed that carry this request id. */
const linesOf = (output: string, reqId: string) =>
  output
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${reqId}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the server process's request log", () => {
  it("writes a request's line with its id, its row and its user, and never its token", async () => {
    const server = await start(await freshDataDir(), { TRUST_PROXY: '1' });
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
  }, 60_000);
});
