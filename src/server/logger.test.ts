import { describe, expect, it } from 'vitest';
import { createLogger, prettyLines, withLogFields, type LogLevel, type Severity } from './logger';

function capture(level: LogLevel) {
  const lines: { severity: Severity; line: string }[] = [];
  const logger = createLogger(level, (severity, line) => lines.push({ severity, line }));
  return { logger, lines, records: () => lines.map(({ line }) => JSON.parse(line) as unknown) };
}

function logEveryLevel(level: LogLevel) {
  const { logger, lines } = capture(level);
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('failed', new Error('boom'));
  return lines;
}

describe('the logger', () => {
  it('writes one JSON line per event: time, level, message and the fields given', () => {
    const { logger, lines, records } = capture('info');
    logger.info('Deleted 2 ended sessions', { count: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).not.toMatch(/\n/);
    expect(records()[0]).toMatchObject({
      level: 'info',
      msg: 'Deleted 2 ended sessions',
      count: 2,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it('gives an error its type, message and stack', () => {
    const { logger, records } = capture('info');
    logger.error('failed', new Error('boom'));
    expect(records()[0]).toMatchObject({
      level: 'error',
      msg: 'failed',
      err: { type: 'Error', message: 'boom', stack: expect.stringMatching(/^Error: boom\n\s+at /) },
    });
  });

  it('respects every level and tells each line its severity', () => {
    expect(logEveryLevel('debug').map(({ severity }) => severity)).toEqual([
      'debug',
      'info',
      'warn',
      'error',
    ]);
    expect(logEveryLevel('info')).toHaveLength(3);
    expect(logEveryLevel('warn')).toHaveLength(2);
    expect(logEveryLevel('error')).toHaveLength(1);
    expect(logEveryLevel('silent')).toHaveLength(0);
    expect(createLogger('warn').writes('info')).toBe(false);
    expect(createLogger('warn').writes('warn')).toBe(true);
  });

  it('blanks a token, a password or an email address even when a caller passes one', () => {
    const { logger, lines, records } = capture('info');
    logger.info('careless', {
      token: 'tok-secret',
      authorization: 'Bearer tok-secret',
      password: 'pw-secret',
      email: 'ada@example.com',
    });
    logger.error('careless', { password: 'pw-secret', email: 'ada@example.com' });
    const output = lines.map(({ line }) => line).join('\n');
    expect(output).not.toMatch(/tok-secret|pw-secret|ada@example\.com/);
    expect(records()[0]).toMatchObject({ token: '[redacted]', email: '[redacted]' });
  });

  it('adds the fields of the work under way to every line written during it', async () => {
    const { logger, records } = capture('info');
    await withLogFields({ reqId: 'r-1' }, async () => {
      await Promise.resolve();
      logger.error('failed', new Error('boom'));
    });
    logger.info('after');
    expect(records()).toMatchObject([{ reqId: 'r-1', msg: 'failed' }, { msg: 'after' }]);
    expect(records()[1]).not.toHaveProperty('reqId');
  });

  it('turns the same lines into readable ones for a terminal', () => {
    const written: string[] = [];
    const pretty = prettyLines((severity, line) => written.push(`${severity}|${line}`));
    createLogger('info', pretty).warn('Murmur is listening', { reqId: 'r-1' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^warn\|\[[\d:.]+\] WARN.*: Murmur is listening \{"reqId":"r-1"\}$/);
  });
});
