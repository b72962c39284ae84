import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { logRequests } from './request-log';

describe('the request log', () => {
  it('writes the path still encoded, so a %0A in it cannot start a forged line', async () => {
    const lines: string[] = [];
    const app = new Hono()
      .use(logRequests(createLogger('info', (_severity, line) => lines.push(line))))
      .get('*', (c) => c.text('ok'));
    const forged = '%0A2026-01-01T00:00:00.000Z%20ERROR%20forged%0D';
    expect((await app.request(`/explore${forged}?q=%0Ax`)).status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      / INFO GET \/explore%0A2026-01-01T00:00:00\.000Z%20ERROR%20forged%0D 200 \d+ms$/,
    );
    expect(lines[0]).not.toMatch(/[\r\n]/);
  });

  it('builds no line, and writes none, when info lines are not written', async () => {
    const quiet = createLogger('warn');
    const logger = {
      ...quiet,
      info: () => {
        throw new Error('a line was built for a level that is not written');
      },
    };
    const app = new Hono().use(logRequests(logger)).get('*', (c) => c.text('ok'));
    expect((await app.request('/explore')).status).toBe(200);
    expect(quiet.writes('info')).toBe(false);
    expect(quiet.writes('warn')).toBe(true);
    expect(createLogger('info').writes('info')).toBe(true);
  });
});
