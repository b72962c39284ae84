import type { Logger } from './logger';
import { shutdownGraceMs } from './shutdown';

/** Past this the process exits even if stopping has not finished (a request that never ends). */
export const faultExitDeadlineMs = shutdownGraceMs + 5_000;

interface FaultOptions {
  deadlineMs?: number;
  exit?: (code: number) => void;
}

/**
 * An unhandled rejection or uncaught exception leaves the process in a state nobody planned for:
 * log it with its stack, stop as gracefully as a SIGTERM would (no new connections, requests
 * under way finish, the store closes) within a deadline, and exit 1 so that the supervisor
 * restarts a clean process. stop is asked for when the fault comes; undefined before the server
 * is up.
 */
export function exitOnFaults(
  logger: Logger,
  stop: () => Promise<unknown> | undefined,
  { deadlineMs = faultExitDeadlineMs, exit = (code) => process.exit(code) }: FaultOptions = {},
) {
  let failing = false;
  const fail = (kind: string) => (error: unknown) => {
    logger.error(`${kind}; stopping and exiting with 1`, error);
    if (failing) return;
    failing = true;
    setTimeout(() => {
      logger.error(`Stopping took over ${deadlineMs} ms: exiting now`);
      exit(1);
    }, deadlineMs).unref();
    Promise.resolve()
      .then(stop)
      .then(
        () => logger.info('Stopped after the fault'),
        (stopError: unknown) => logger.error('Stopping after the fault failed', stopError),
      )
      .finally(() => exit(1));
  };
  process.on('unhandledRejection', fail('Unhandled promise rejection'));
  process.on('uncaughtException', fail('Uncaught exception'));
}

/**
 * For the process tests only, and inert unless MURMUR_TEST_FAULT is set: once the server is up,
 * throws ('exception') or rejects a promise nobody handles ('rejection'), as a bug would.
 */
export function triggerTestFault(kind: string | undefined) {
  if (kind !== 'rejection' && kind !== 'exception') return;
  setTimeout(() => {
    if (kind === 'exception') throw new Error('Test fault: an uncaught exception');
    void Promise.reject(new Error('Test fault: an unhandled rejection'));
  }, 200);
}
