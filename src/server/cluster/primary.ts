import cluster, { type Worker } from 'node:cluster';
import { createMemoryRateLimiter } from '@/backend/limits/memory-rate-limiter';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { faultExitDeadlineMs } from '../process-faults';
import { serverClock } from '../test-clock';
import { isWorkerMessage, type ToWorker } from './cluster-messages';
import { createPrimaryHub } from './primary-hub';

/**
 * The environment variable that tells a worker its slot, 0 to WORKERS - 1. A worker that replaces
 * another takes its slot; slot 0 runs the periodic jobs (session purge, media sweep, guest reset),
 * so that they run once, not once per worker. The slot `prepare` is the short-lived worker that
 * does the one-time work before the others start.
 */
export const workerSlotVariable = 'MURMUR_WORKER_SLOT';
export const preparingSlot = 'prepare';

export interface RunningPrimary {
  /** Stops every worker gracefully (each drains as one server would) and answers the exit code. */
  stop(): Promise<number>;
  /**
   * Settles with the exit code once every worker has stopped, after stop() or after a worker
   * failed before it answered.
   */
  stopped: Promise<number>;
  /** Kills every worker at once (a second signal). */
  kill(): void;
}

/** A slot whose workers fail this many times in a row (each soon after it started) gives up. */
const maxFailuresInARow = 5;
/** A worker that answered this long has settled: its slot's count of failures starts again. */
const settledAfterMs = 30_000;
/** The wait before the second start in a row of a slot, doubled for each next one. */
const firstRetryMs = 500;

/**
 * The primary process of WORKERS server processes (node:cluster): it accepts the connections and
 * hands each to the next worker in turn, and answers no request itself. Before the workers start,
 * one short-lived worker does what must happen once (the token key, the migrations, the sample
 * data), so that the primary never loads the database code and stays small in memory. It keeps
 * the login and write limits' counts for every worker and passes each worker's bus events to the
 * others (primary-hub.ts).
 *
 * A worker of the first start that fails before it answers stops them all, as a lone server's
 * failed start would. Later, a worker that fails is replaced in its slot, at once the first time
 * and after a doubling wait when its replacements fail too, until maxFailuresInARow stops the
 * cluster. A worker that ends by itself with 0 was signalled directly: the others are stopped too.
 */
export async function runPrimary(config: ServerConfig, logger: Logger): Promise<RunningPrimary> {
  await prepareInWorker();
  // Each new connection to the next worker, on every platform (Windows would leave it to the OS).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  /** Each slot's worker and the primary's channel to it. */
  const workers = new Map<number, { worker: Worker; channel: ToWorker }>();
  const answering = new WeakSet<ToWorker>();
  const failuresInARow = new Map<number, number>();
  let announced = false;
  let stopping: Promise<number> | undefined;
  let exitCode = 0;
  let allExited: () => void = () => undefined;
  let settle: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((done) => (settle = done));

  const hub = createPrimaryHub(createMemoryRateLimiter(serverClock(config.testClockSpeed).now), {
    onError: (error) => logger.error('A rate limit check failed', error),
    onListening(channel, url) {
      answering.add(channel);
      for (const [slot, each] of workers)
        if (each.channel === channel)
          logger.debug(`Worker ${slot} (pid ${each.worker.process.pid}) is answering`);
      if (announced || ![...workers.values()].every((each) => answering.has(each.channel))) return;
      announced = true;
      // performance.now() counts from the process's start.
      logger.info(
        `Murmur is listening on ${url} with ${config.workers} worker processes ` +
          `(ready ${Math.round(performance.now())} ms after start)`,
      );
    },
  });

  function start(slot: number) {
    const worker = cluster.fork({ [workerSlotVariable]: String(slot) });
    const startedAt = Date.now();
    const channel = workerChannel(worker);
    workers.set(slot, { worker, channel });
    const detach = hub.attach(channel);
    worker.on('exit', (code, signal) => {
      detach();
      if (workers.get(slot)?.worker === worker) workers.delete(slot);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (workers.size === 0) allExited();
        return;
      }
      const how = signal ?? `code ${code}`;
      if (code === 0) {
        logger.warn(`Worker ${slot} stopped by itself (signalled directly): stopping the others`);
        void stop();
        return;
      }
      if (!announced) return giveUp(`Worker ${slot} exited (${how}) before it answered`);
      const settled = answering.has(channel) && Date.now() - startedAt >= settledAfterMs;
      const failures = settled ? 1 : (failuresInARow.get(slot) ?? 0) + 1;
      failuresInARow.set(slot, failures);
      if (failures > maxFailuresInARow)
        return giveUp(`Worker ${slot} failed ${maxFailuresInARow} times in a row`);
      const waitMs = failures === 1 ? 0 : firstRetryMs * 2 ** (failures - 2);
      logger.error(
        `Worker ${slot} exited (${how}): starting another in its place` +
          (waitMs ? ` in ${waitMs} ms` : ''),
      );
      // Not unref'd: with every worker gone, this timer is what keeps the primary alive.
      setTimeout(() => {
        if (!stopping) start(slot);
      }, waitMs);
    });
  }

  function giveUp(reason: string) {
    logger.error(`${reason}: stopping`);
    exitCode = 1;
    void stop();
  }

  function stop(): Promise<number> {
    stopping ??= new Promise<number>((done) => {
      allExited = () => done(exitCode);
      if (workers.size === 0) return allExited();
      for (const each of workers.values()) each.worker.process.kill('SIGTERM');
      // A worker drains within its own deadline; past it (and some), it is killed.
      setTimeout(() => {
        logger.error('Some workers did not stop in time: killing them');
        exitCode = 1;
        for (const each of workers.values()) each.worker.process.kill('SIGKILL');
      }, faultExitDeadlineMs + 5_000).unref();
    });
    void stopping.then(settle);
    return stopping;
  }

  for (let slot = 0; slot < config.workers; slot++) start(slot);
  return {
    stop,
    stopped,
    kill() {
      for (const each of workers.values()) each.worker.process.kill('SIGKILL');
    },
  };
}

/** Forks the preparing worker and waits for it: exit code 0 is done, anything else a failure. */
function prepareInWorker(): Promise<void> {
  return new Promise((resolve, reject) => {
    cluster.fork({ [workerSlotVariable]: preparingSlot }).once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the data failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** The primary's channel to one cluster worker, over node:cluster's IPC. */
function workerChannel(worker: Worker): ToWorker {
  return {
    send(message) {
      // The callback takes a closed channel's error: the worker is going, and its exit is heard.
      if (worker.isConnected()) worker.send(message, undefined, () => undefined);
    },
    listen(listener) {
      const take = (message: unknown) => {
        if (isWorkerMessage(message)) listener(message);
      };
      worker.on('message', take);
      return () => void worker.off('message', take);
    },
  };
}
