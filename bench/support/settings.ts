// A benchmark's settings (environment variables and --name=value arguments), and how a run stops
// on a problem it cannot measure around. docs/benchmarks.md lists every setting.

/** A problem that ends a run: main() prints its message (no stack) and exits 1. */
export class BenchError extends Error {}

/** A number from the environment, or the fallback when unset or empty. */
export function numberSetting(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new BenchError(`${name} must be a number (got "${text}")`);
  return value;
}

/** --name=value on the command line (npm run bench -- --only=feed). */
export const argument = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** --name on the command line. */
export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);

/** The text of anything thrown, for a line of output. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Runs a benchmark's main and exits: 0 when it returns true, 1 when it returns false or throws.
 * A BenchError is a refusal explained in its message; anything else prints its stack. The exit
 * runs every process 'exit' handler, which stop the servers (bench/support/server.ts).
 */
export async function runMain(name: string, main: () => Promise<boolean>): Promise<never> {
  let ok = false;
  try {
    ok = await main();
  } catch (error) {
    const text = error instanceof BenchError ? error.message : ((error as Error).stack ?? error);
    console.error(`\n${name} failed: ${String(text)}`);
  }
  process.exit(ok ? 0 : 1);
}

/** Rejects with `message` when `promise` has not settled within ms. */
export async function within<T>(ms: number, promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} (waited ${ms / 1000} s)`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
