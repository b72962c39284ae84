/**
 * The server's clock. MURMUR_TEST_CLOCK_SPEED makes it run that many times fast from the start,
 * and the hourly chores (the guest reset, the session purge) as many times as often, so that a
 * process test can watch a day go by in seconds. It is honoured only with NODE_ENV=test: anywhere
 * else the server refuses to start (config), so a stray variable cannot upset a real instance.
 */
export interface ServerClock {
  now: () => Date;
  /** How many times fast it runs: 1 in production. */
  speed: number;
}

export function serverClock(speed: number, realNow: () => number = Date.now): ServerClock {
  if (speed === 1) return { now: () => new Date(realNow()), speed };
  const start = realNow();
  return { now: () => new Date(start + (realNow() - start) * speed), speed };
}

/** Reads MURMUR_TEST_CLOCK_SPEED (1 when unset); a bad value is a line in problems (readConfig). */
export function readTestClockSpeed(
  value: (name: string) => string | undefined,
  problems: string[],
): number {
  const text = value('MURMUR_TEST_CLOCK_SPEED');
  if (text === undefined) return 1;
  if (value('NODE_ENV') !== 'test') {
    problems.push('MURMUR_TEST_CLOCK_SPEED is for tests only: it is refused unless NODE_ENV=test');
    return 1;
  }
  const speed = Number(text);
  if (!Number.isInteger(speed) || speed < 1 || speed > 1_000_000) {
    problems.push(
      `MURMUR_TEST_CLOCK_SPEED must be a whole number from 1 to 1000000 (got "${text}")`,
    );
    return 1;
  }
  return speed;
}
