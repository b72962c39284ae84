import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll } from 'vitest';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');
const serverEntry = join(repoRoot, 'dist-server', 'main.js');

/** Builds dist-server/ when its sources changed (one build at a time across test workers). */
export function buildServerOnce() {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--server', '--if-stale'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Server build failed:\n${result.stdout}${result.stderr}`);
}

export async function makeDataDir() {
  return mkdtemp(join(tmpdir(), 'murmur-process-'));
}
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once the output matches (at once when it does already); rejects after 20 s. */
  waitForOutput(pattern: RegExp): Promise<void>;
  /** Sends the signal and answers how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A start takes 1 to 3 s on a quiet machine, but over 20 s was seen on the shared 2-core one
 * with a load near 19: a start that slow is not what the tests are about.
 */
const startTimeoutMs = 60_000;

/** Starts the built server on a free port (PORT=0) and waits for its "listening" line. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const handle: Omit<ServerProcess, 'url'> = {
    child,
    output: () => output,
    waitForOutput(pattern) {
      return new Promise((resolveWait, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`No ${pattern} in 20 s:\n${output}`));
        }, 20_000);
        function check() {
          if (!pattern.test(output)) return;
          clearTimeout(timer);
          watchers.delete(check);
          resolveWait();
        }
        watchers.add(check);
        check();
      });
    },
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No start in ${startTimeoutMs / 1000} s:\n${output}`)),
      startTimeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const check of [...watchers]) check();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveStart({ ...handle, url: match[1]! });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** fetch against the running server, answering status and parsed JSON. */
export async function request(
  server: { url: string },
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(init.token ? { authorization: init.token } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  // JSON.parse answers any: each test asserts the shape of the answer it reads.
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * For a test file that runs real server processes: builds the server first, and after the file
 * kills whatever is still running and removes every data folder it made.
 */
export function useServerProcesses() {
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];
  beforeAll(buildServerOnce, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop('SIGKILL')));
    await Promise.all(dataDirs.map(removeDataDir));
  });
  return {
    freshDataDir: async () => {
      const dir = await makeDataDir();
      dataDirs.push(dir);
      return dir;
    },
    start: async (dataDir: string, env?: Record<string, string>) => {
      const server = await startServerProcess(dataDir, env);
      running.push(server);
      return server;
    },
  };
}

/** A newcomer's signup body, as the process tests sign someone up besides the sample people. */
export const adaSignup = {
  firstName: 'Ada',
  lastName: 'Byron',
  username: 'ada.b',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
};
