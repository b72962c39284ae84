import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@/backend/store/port';
import { createLogger } from '../logger';
import { forgetQuietTimelinesPeriodically } from './quiet-timelines';

afterEach(() => {
  vi.useRealTimers();
});

describe('forgetQuietTimelinesPeriodically', () => {
  it('forgets the timelines unread for 14 days at start and every interval, and says so', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.000Z') });
    const answers = [2, 0, 1];
    const forgetQuietTimelines = vi.fn((_before: number) => Promise.resolve(answers.shift() ?? 0));
    const store = { posts: { forgetQuietTimelines } } as unknown as Store;
    const lines: string[] = [];
    const logger = createLogger('info', (_severity, line) => lines.push(line));

    const stop = forgetQuietTimelinesPeriodically(store, logger, { intervalMs: 60 * 60 * 1000 });
    await vi.advanceTimersByTimeAsync(0);
    // 21 November 2026 is day 20,778 since 1970: readers last seen before 7 November go.
    expect(forgetQuietTimelines).toHaveBeenLastCalledWith(20_778 - 14);
    expect(lines.at(-1)).toMatch(/"msg":"Forgot 2 home timelines of quiet readers"/);

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(forgetQuietTimelines).toHaveBeenCalledTimes(2);
    expect(lines).toHaveLength(1); // nothing forgotten, nothing said

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(lines.at(-1)).toMatch(/"msg":"Forgot 1 home timeline of quiet readers"/);
    await stop();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(forgetQuietTimelines).toHaveBeenCalledTimes(3);
  });

  it('logs a failure and tries again at the next interval', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.000Z') });
    const forgetQuietTimelines = vi
      .fn<(before: number) => Promise<number>>()
      .mockRejectedValueOnce(new Error('database is locked'))
      .mockResolvedValue(1);
    const store = { posts: { forgetQuietTimelines } } as unknown as Store;
    const lines: string[] = [];
    const logger = createLogger('info', (_severity, line) => lines.push(line));

    const stop = forgetQuietTimelinesPeriodically(store, logger, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toMatch(/Forgetting quiet readers' timelines failed/);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines.at(-1)).toMatch(/"msg":"Forgot 1 home timeline of quiet readers"/);
    await stop();
  });
});
