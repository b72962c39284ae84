import { describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

describe('the server process meeting a bug', () => {
  it.each([
    [
      'rejection',
      /"level":"error".*"stack":"Error: Test fault: an unhandled rejection\\n\s+at .*"msg":"Unhandled promise rejection; stopping and exiting with 1"/,
    ],
    [
      'exception',
      /"level":"error".*"stack":"Error: Test fault: an uncaught exception\\n\s+at .*"msg":"Uncaught exception; stopping and exiting with 1"/,
    ],
  ])(
    'logs an unhandled %s with its stack, stops cleanly and exits 1',
    async (kind, line) => {
      const dataDir = await freshDataDir();
      const server = await start(dataDir, { MURMUR_TEST_FAULT: kind });
      const exited = new Promise<number | null>((done) => server.child.once('exit', done));
      expect(await exited).toBe(1);
      expect(server.output()).toMatch(line);
      expect(server.output()).toMatch(/Stopped after the fault/);

      // What it wrote before is there for the restarted process.
      const restarted = await start(dataDir);
      const login = await request(restarted, 'POST', apiPaths.login(), { body: guestCredentials });
      expect(login.status).toBe(200);
      await restarted.stop();
    },
    60_000,
  );
});
