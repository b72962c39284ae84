export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  /** Whether lines of this severity are written: a caller can skip building one that is not. */
  writes(severity: Severity): boolean;
}

export type Severity = Exclude<LogLevel, 'silent'>;
const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

const detailOf = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** Writes warnings and errors to stderr, the rest to stdout: one line per event. */
export function writeToConsole(severity: Severity, line: string) {
  (severity === 'error' || severity === 'warn' ? process.stderr : process.stdout).write(
    `${line}\n`,
  );
}

/** Lines as `<ISO time> <LEVEL> <message>`, dropping those below the level. */
export function createLogger(level: LogLevel, write = writeToConsole): Logger {
  const log = (severity: Severity, message: string) => {
    if (rank[severity] > rank[level]) return;
    write(severity, `${new Date().toISOString()} ${severity.toUpperCase()} ${message}`);
  };
  return {
    error: (message, error) =>
      log('error', error === undefined ? message : `${message}: ${detailOf(error)}`),
    warn: (message) => log('warn', message),
    info: (message) => log('info', message),
    debug: (message) => log('debug', message),
    writes: (severity) => rank[severity] <= rank[level],
  };
}
