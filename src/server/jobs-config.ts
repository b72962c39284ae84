/** The settings of the job queue's worker (docs/configuration.md, Background jobs). */
export interface JobsConfig {
  /** JOB_MAX_ATTEMPTS: runs before a job is given up and kept as failed. */
  maxAttempts: number;
  /** JOB_RETRY_SECONDS: the wait after a job's first failure, doubled after each later one. */
  retryBaseMs: number;
  /** JOB_LEASE_SECONDS: how long a claimed job is its worker's before another may take it. */
  leaseMs: number;
}

function wholeNumber(
  value: (name: string) => string | undefined,
  problems: string[],
  name: string,
  fallback: number,
  [min, max]: [number, number],
) {
  const text = value(name) ?? String(fallback);
  const number = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= min && number <= max)) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    return fallback;
  }
  return number;
}

export function readJobsConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): JobsConfig {
  return {
    maxAttempts: wholeNumber(value, problems, 'JOB_MAX_ATTEMPTS', 8, [1, 100]),
    retryBaseMs: wholeNumber(value, problems, 'JOB_RETRY_SECONDS', 60, [1, 86_400]) * 1000,
    leaseMs: wholeNumber(value, problems, 'JOB_LEASE_SECONDS', 600, [1, 86_400]) * 1000,
  };
}
