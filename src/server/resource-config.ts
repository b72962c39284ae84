import { availableParallelism } from 'node:os';
import { defaultEventStreamsMax } from '../backend/events/live-feed';
import type { MediaLimits } from './media/file-media-store';

/** The settings that bound what the server takes of the machine: disk, database and sockets. */
export interface ResourceConfig {
  /** MEDIA_QUOTA_MB and DISK_FREE_FLOOR_MB in bytes: uploads past either answer 507. */
  mediaLimits: MediaLimits;
  /** PG_POOL_MAX: connections one process opens to PostgreSQL at most. */
  pgPoolMax: number;
  /** PG_STATEMENT_TIMEOUT_MS: a query running longer is cancelled; 0 never cancels. */
  pgStatementTimeoutMs: number;
  /** EVENT_STREAMS_MAX: open event streams (one socket each) this process holds at most. */
  eventStreamsMax: number;
  /** WORKERS: server processes answering on the one port (node:cluster); 1 runs no cluster. */
  workers: number;
}

/** More workers than this only share the same cores and memory. */
const maxWorkers = 64;

const mb = 1024 * 1024;

export function readResourceConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): ResourceConfig {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = value(name) ?? String(fallback);
    const number = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    if (number >= min && number <= max) return number;
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    return fallback;
  };
  return {
    mediaLimits: {
      quotaBytes: whole('MEDIA_QUOTA_MB', 10_240, 1, 100_000_000) * mb,
      freeFloorBytes: whole('DISK_FREE_FLOOR_MB', 200, 0, 100_000_000) * mb,
    },
    pgPoolMax: whole('PG_POOL_MAX', 10, 1, 1000),
    pgStatementTimeoutMs: whole('PG_STATEMENT_TIMEOUT_MS', 30_000, 0, 86_400_000),
    eventStreamsMax: whole('EVENT_STREAMS_MAX', defaultEventStreamsMax, 1, 1_000_000),
    workers: readWorkers(value('WORKERS'), problems),
  };
}

/** WORKERS: 1 to maxWorkers, or auto for one per core the machine has. */
function readWorkers(text: string | undefined, problems: string[]): number {
  if (text === undefined) return 1;
  if (text.toLowerCase() === 'auto') return Math.min(availableParallelism(), maxWorkers);
  const number = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  if (number >= 1 && number <= maxWorkers) return number;
  problems.push(`WORKERS must be a whole number from 1 to ${maxWorkers}, or auto (got "${text}")`);
  return 1;
}
