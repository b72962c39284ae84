import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger';

function capture(level: LogLevel) {
  const lines: string[] = [];
  const logger = createLogger(level, (severity, line) => lines.push(`${severity}|${line}`));
  logger.debug('d');
  logger.info('GET /api/posts 200 3ms');
  logger.warn('w');
  logger.error('failed', new Error('boom'));
  return lines;
}

describe('the logger', () => {
  it('writes one timestamped line per event at or above its level', () => {
    const lines = capture('info');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^info\|\d{4}-\d\d-\d\dT[\d:.]+Z INFO GET \/api\/posts 200 3ms$/);
    expect(lines[2]).toMatch(/^error\|.* ERROR failed: Error: boom/);
  });

  it('respects every level', () => {
    expect(capture('debug')).toHaveLength(4);
    expect(capture('warn')).toHaveLength(2);
    expect(capture('error')).toHaveLength(1);
    expect(capture('silent')).toHaveLength(0);
  });
});
