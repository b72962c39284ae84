import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start-server';

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

try {
  const server = await startServer(config, logger, webRoot);
  // performance.now() counts from the process's start.
  logger.info(
    `Murmur is listening on ${server.url} (ready ${Math.round(performance.now())} ms after start)`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: no new connections; letting requests under way finish`);
    server.stop().then(
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
} catch (error) {
  logger.error('Murmur could not start', error);
  process.exit(1);
}
