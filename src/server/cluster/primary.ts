import cluster, { type Worker } from 'node:cluster';
import { createMemoryRateLimiter } from '@/backend/limits/memory-rate-limiter';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { faultExitDeadlineMs } from '../process-faults';
import { serverClock } from '../test-clock';
import { isWorkerMessage } from './cluster-messages';
import { createPrimaryHub, type ToWorker } from './primary-hub';

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

/**
 * The primary process of WORKERS server processes (node:cluster): it accepts the connections and
 * hands each to a worker in turn, and answers no request itself. Before the workers start, one
 * short-lived worker does what must happen once (the token key, the migrations, the sample
 * data), so that the primary never loads the database code and stays small in memory. It
 * keeps the login and write limits' counts for every worker, passes each worker's bus events to
 * the others, and starts a new worker in the slot of one that fails after it began answering; a
 * worker that fails before it answers stops them all, as a single server's failed start would.
 */
export async function runPrimary(config: ServerConfig, logger: Logger): Promise<RunningPrimary> {
  await prepareInWorker();
  /** Each slot's worker and the primary's channel to it. */
  const workers = new Map<number, { worker: Worker; channel: ToWorker }>();
  const answering = new WeakSet<ToWorker>();
  let announced = false;
  let stopping: Promise<number> | undefined;
  let worstExit = 0;
  let allExited = () => undefined as void;
  let settle: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((done) => (settle = done));

  const hub = createPrimaryHub(createMemoryRateLimiter(serverClock(config.testClockSpeed).now), {
    onError: (error) => logger.error('A rate limit check failed', error),
    onListening(channel, url) {
      answering.add(channel);
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
    const channel = workerChannel(worker);
    workers.set(slot, { worker, channel });
    const detach = hub.attach(channel);
    worker.on('exit', (code, signal) => {
      detach();
      if (workers.get(slot)?.worker === worker) workers.delete(slot);
      if (code !== 0) worstExit = 1;
      if (stopping) {
        if (workers.size === 0) allExited();
        return;
      }
      const how = signal ?? `code ${code}`;
      if (!answering.has(channel)) {
        logger.error(`Worker ${slot} exited (${how}) before it answered: stopping`);
        void stop();
        return;
      }
      logger.error(`Worker ${slot} exited (${how}): starting another in its place`);
      start(slot);
    });
  }

  function stop(): Promise<number> {
    stopping ??= new Promise<number>((done) => {
      allExited = () => done(worstExit);
      if (workers.size === 0) return allExited();
      for (const each of workers.values()) each.worker.process.kill('SIGTERM');
      // A worker drains within its own deadline; past it (and some), it is killed.
      setTimeout(() => {
        logger.error('Some workers did not stop in time: killing them');
        worstExit = 1;
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
