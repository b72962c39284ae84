import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLogger } from './logger';
import { exitOnFaults, triggerTestFault } from './process-faults';
import { startServer, type RunningServer } from './start-server';

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
const logger = createLogger(config.logLevel);

// One stop however many ask for it (a signal, a fault): the store closes once.
let server: RunningServer | undefined;
let stopping: ReturnType<RunningServer['stop']> | undefined;
const stopOnce = () => (stopping ??= server?.stop());
exitOnFaults(logger, stopOnce);

try {
  server = await startServer(config, logger, webRoot);
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
        if (outcome === 'forced') logger.warn('Some requests did not finish in time and were cut');
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
  process.on('SIGINT', stop);
  triggerTestFault(process.env.MURMUR_TEST_FAULT);
} catch (error) {
  logger.error('Murmur could not start', error);
  process.exit(1);
}
