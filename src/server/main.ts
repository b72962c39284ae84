import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { primaryChannel } from './cluster/primary-channel';
import {
  preparingSlot,
  runPrimary,
  workerSlotVariable,
  type RunningPrimary,
} from './cluster/primary';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLogger, prettyLines, writeToConsole } from './logger';
import { exitOnFaults, triggerTestFault } from './process-faults';
import type { WorkerPlace } from './cluster/cluster-messages';
// The app is imported where it runs, not here: a cluster's primary never loads it.
import type { RunningServer } from './start-server';

/** The built web app sits beside the built server: dist/ next to dist-server/. */
const webRoot = fileURLToPath(new URL('../dist/', import.meta.url));

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
// JSON lines for whatever collects them; readable lines for a person at a terminal.
const pretty = (config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty';
const logger = createLogger(config.logLevel, pretty ? prettyLines() : writeToConsole);

// Our own primary marks its workers (another supervisor built on node:cluster, PM2 say, does not:
// its processes run as lone servers).
const slot = process.env[workerSlotVariable];
if (slot === preparingSlot) await prepareAndExit();
else if (slot !== undefined) await runAsServer({ slot: Number(slot), primary: primaryChannel() });
else if (config.workers > 1 && cluster.isPrimary) await runAsPrimary();
else await runAsServer(undefined);

/** WORKERS > 1: the primary of a cluster, which starts the workers and stops with them. */
async function runAsPrimary() {
  let primary: RunningPrimary | undefined;
  let faulted = false;
  exitOnFaults(logger, () => {
    faulted = true;
    return primary?.stop();
  });
  try {
    primary = await runPrimary(config, logger);
  } catch (error) {
    logger.error('Murmur could not start', error);
    process.exit(1);
  }
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn(`${signal} again: stopping the workers at once`);
      primary.kill();
      process.exit(1);
    }
    signalled = true;
    logger.info(`${signal}: stopping the ${config.workers} worker processes`);
    void primary.stop();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  void primary.stopped.then((code) => {
    logger.info('Stopped');
    process.exit(faulted ? 1 : code);
  });
}

/** A cluster's preparing worker: the one-time work, then exit 0 (1 when it failed). */
async function prepareAndExit() {
  try {
    const { prepareData } = await import('./server-services');
    await prepareData(config, logger);
    process.exit(0);
  } catch (error) {
    logger.error('Murmur could not prepare its data', error);
    process.exit(1);
  }
}

/** One server: alone, or a cluster's worker (which the primary announces and stops). */
async function runAsServer(worker: WorkerPlace | undefined) {
  // One stop however many ask for it (a signal, a fault): the store closes once.
  let server: RunningServer | undefined;
  let stopping: ReturnType<RunningServer['stop']> | undefined;
  const stopOnce = () => (stopping ??= server?.stop());
  exitOnFaults(logger, stopOnce);

  try {
    const { startServer } = await import('./start-server');
    server = await startServer(config, logger, webRoot, worker);
    if (worker) worker.primary.send({ murmur: 'listening', url: server.url });
    else
      // performance.now() counts from the process's start.
      logger.info(
        `Murmur is listening on ${server.url} (ready ${Math.round(performance.now())} ms after start)`,
      );

    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        logger.warn(`${signal} again: stopping at once`);
        process.exit(1);
      }
      logger.info(`${signal}: no new connections; letting requests under way finish`);
      stopOnce()!.then(
        (outcome) => {
          if (outcome === 'forced')
            logger.warn('Some requests did not finish in time and were cut');
          logger.info('Stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error('Stopping failed', error);
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', stop);
    // Ctrl-C reaches every process of the terminal's group: a worker leaves it to its primary,
    // which stops each with SIGTERM. (A worker whose primary is gone is ended by node:cluster.)
    process.on('SIGINT', worker ? () => undefined : stop);
    triggerTestFault(process.env.MURMUR_TEST_FAULT);
  } catch (error) {
    logger.error('Murmur could not start', error);
    process.exit(1);
  }
}
