// The sample bench's timings: each call run `count` times, `parallel` at a time.
import { consoleColumns } from '../support/console-table';
import { percentile } from '../support/stats';

export interface Timing {
  name: string;
  count: number;
  rate: number;
  p50: number;
  p95: number;
  max: number;
}

/** Runs `count` calls of `task(i)`, `parallel` at a time, and times each. */
export async function measure(
  name: string,
  count: number,
  task: (i: number) => Promise<unknown>,
  parallel: number,
): Promise<Timing> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const t0 = performance.now();
      await task(index);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    count,
    rate: count / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: percentile(times, 1),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printTable(results: readonly Timing[]): void {
  const line = consoleColumns(44, 7, 9, 11, 11, 11);
  console.log(line('call', 'count', 'req/s', 'p50', 'p95', 'max'));
  for (const row of results) {
    const { name, count, rate, p50, p95, max } = row;
    console.log(line(name, String(count), rate.toFixed(0), ms(p50), ms(p95), ms(max)));
  }
}
