// The built Node server (dist-server/, bench/support/build.ts) as a child of a benchmark: started
// on a world with the node flags npm start uses, on loopback, write limits out of reach; ready
// once /api/health answers; stopped (or killed) on request, and killed whenever the benchmark's
// process exits, however it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry, serverNodeFlags } from '../../scripts/build-steps.mjs';
import { generousAddressLimits, generousWriteLimits } from '../../scripts/generous-limits.mjs';
import { freePort } from './free-port';
import { BenchError, sleep } from './settings';
import type { World } from './world';

export interface ServerOptions {
  /** Names the log file: murmur-<label>-server-<pid>-<n>.log in the temporary folder. */
  label: string;
  /** A free loopback port unless given (a server started again keeps its port). */
  port?: number;
  /** 'warn' unless given: a line per request ('info') costs the server time. */
  logLevel?: 'warn' | 'info';
  /** The sample data seeded into an empty database (the server's SEED); off unless asked. */
  seed?: boolean;
  /** The server's stderr printed as it comes, as well as logged (each line after "server: "). */
  echoErrors?: boolean;
  /** More node flags (BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it). */
  nodeArgs?: readonly string[];
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly logPath: string;
  /** How many ERROR lines its log holds so far. */
  errorLines(): number;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
  /** Sends the signal now (SIGKILL for a crash); resolves once it exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Each server of a run logs to a file of its own. */
let started = 0;
const readyWithinMs = 60_000;

export async function startServer(world: World, options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  started += 1;
  const logPath = join(tmpdir(), `murmur-${options.label}-server-${process.pid}-${started}.log`);
  // The world alone says which database: a DATABASE_URL or DATA_DIR of the shell is not passed on.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const env = {
    ...inherited,
    ...world.serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel ?? 'warn',
    SEED: options.seed ? 'true' : 'false',
    // Every request comes from 127.0.0.1: the per-address login cap would refuse a run's logins.
    AUTH_ATTEMPTS_PER_MINUTE: '999999',
    ...generousWriteLimits,
    ...generousAddressLimits,
  };
  // Output to a file, not through this process: a benchmark's table stays whole, and reading a
  // pipe would cost the load generator time. stderr is piped only when it is to be shown.
  const log = openSync(logPath, 'a'); // appended to alike by echo() below
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...(options.nodeArgs ?? []), serverEntry],
    { env, stdio: ['ignore', log, options.echoErrors ? 'pipe' : log] },
  );
  closeSync(log); // the child has its own copy
  if (options.echoErrors) echo(child, logPath);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killNow = () => child.kill('SIGKILL');
  process.on('exit', killNow);
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    process.off('exit', killNow);
  };
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    logPath,
    errorLines: () =>
      readFileSync(logPath, 'utf8')
        .split('\n')
        .filter((line) => / ERROR /.test(line)).length,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(killNow, 10_000);
      await exited;
      clearTimeout(timer);
      process.off('exit', killNow);
    },
    kill,
  };
  await untilReady(server, child);
  return server;
}

/** Resolves once /api/health answers 200; throws, with the log's end, if it exits or is slow. */
async function untilReady(server: RunningServer, child: ChildProcess): Promise<void> {
  const tail = () => readFileSync(server.logPath, 'utf8').slice(-4000);
  for (const since = Date.now(); ; await sleep(100)) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new BenchError(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${tail()}`,
      );
    const healthy = await fetch(`${server.url}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() - since > readyWithinMs) {
      await server.kill('SIGKILL');
      throw new BenchError(
        `The server did not answer /api/health within ${readyWithinMs / 1000} s:\n${tail()}`,
      );
    }
  }
}

/** The child's stderr to its log and, line by line, to this process's stderr. */
function echo(child: ChildProcess, logPath: string): void {
  const file = createWriteStream(logPath, { flags: 'a' });
  child.stderr?.on('data', (chunk: Buffer) => {
    file.write(chunk);
    process.stderr.write(`server: ${chunk.toString()}`);
  });
  child.once('exit', () => file.end());
}
