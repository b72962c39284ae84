import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the job queue settings', () => {
  it('default to 8 runs, a minute before the first retry and a lease of ten minutes', () => {
    expect(readConfig({}).jobs).toEqual({
      maxAttempts: 8,
      retryBaseMs: 60_000,
      leaseMs: 600_000,
    });
  });

  it('reads JOB_MAX_ATTEMPTS, JOB_RETRY_SECONDS and JOB_LEASE_SECONDS', () => {
    expect(
      readConfig({ JOB_MAX_ATTEMPTS: '3', JOB_RETRY_SECONDS: '5', JOB_LEASE_SECONDS: '30' }).jobs,
    ).toEqual({ maxAttempts: 3, retryBaseMs: 5000, leaseMs: 30_000 });
  });

  it('names each bad one', () => {
    expect(
      problemsOf({ JOB_MAX_ATTEMPTS: '0', JOB_RETRY_SECONDS: 'soon', JOB_LEASE_SECONDS: '-1' }),
    ).toEqual([
      'JOB_MAX_ATTEMPTS must be a whole number from 1 to 100 (got "0")',
      'JOB_RETRY_SECONDS must be a whole number from 1 to 86400 (got "soon")',
      'JOB_LEASE_SECONDS must be a whole number from 1 to 86400 (got "-1")',
    ]);
  });
});
