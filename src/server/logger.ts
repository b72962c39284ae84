import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { prettyFactory } from 'pino-pretty';

export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];
export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

/** What a line may carry besides its message: plain values, never a header or a body. */
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  error(message: string, error?: unknown, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
  /** Whether lines of this severity are written: a caller can skip building one that is not. */
  writes(severity: Severity): boolean;
}

export type Severity = Exclude<LogLevel, 'silent'>;
/** Takes each line, without its newline. */
export type LogWrite = (severity: Severity, line: string) => void;

/** Writes warnings and errors to stderr, the rest to stdout: one line per event. */
export function writeToConsole(severity: Severity, line: string) {
  (severity === 'error' || severity === 'warn' ? process.stderr : process.stdout).write(
    `${line}\n`,
  );
}

/**
 * The same lines made readable for a terminal (the time, the level, the message, then the
 * fields as JSON; an error's stack below). prettyFactory formats one line synchronously, so
 * that a process that exits just after logging (a fault, a bad start) still prints it all, which
 * pino-pretty's worker-thread transport would not promise.
 */
export function prettyLines(write: LogWrite = writeToConsole): LogWrite {
  const prettify = prettyFactory({
    colorize: process.stdout.isTTY,
    ignore: 'pid,hostname',
    translateTime: 'SYS:HH:MM:ss.l',
    // The fields on the message's line, so that a terminal shows one line per request.
    singleLine: true,
  });
  return (severity, line) => write(severity, prettify(line).trimEnd());
}

/**
 * Fields every line written during a piece of work carries (a request's id): set by
 * withLogFields, read by each line's mixin, so that callers deep inside need not pass them.
 */
const contextFields = new AsyncLocalStorage<LogFields>();
export const withLogFields = <T>(fields: LogFields, work: () => T): T =>
  contextFields.run(fields, work);

/**
 * Names that may hold a secret or a person's address: blanked wherever a caller passes them,
 * at the top or one level down, as a safety net (no caller logs headers or bodies at all).
 */
const secretNames = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'email',
];
const redactedPaths = secretNames.flatMap((name) => [name, `*.${name}`]);

/** JSON lines through pino (time, level, msg, then the fields), dropping those below the level. */
export function createLogger(level: LogLevel, write: LogWrite = writeToConsole): Logger {
  // pino tells a stream that asks for it (needsMetadataGsym) the level of the line it writes.
  const stream = {
    [pino.symbols.needsMetadataGsym]: true,
    lastLevel: 0,
    write(chunk: string) {
      write(pino.levels.labels[this.lastLevel] as Severity, chunk.trimEnd());
    },
  };
  const log = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin: () => contextFields.getStore() ?? {},
    },
    stream,
  );
  return {
    // pino's err serializer gives the error's type, message and stack.
    error: (message, error, fields) =>
      log.error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    debug: (message, fields) => log.debug(fields ?? {}, message),
    writes: (severity) => log.isLevelEnabled(severity),
  };
}
