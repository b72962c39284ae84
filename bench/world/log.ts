/** Progress lines and the closing summary of npm run seed:scale. */

const number = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => number.format(Math.round(n));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Told as rows are written; prints at most every two seconds, and once when a table is done. */
export interface TableProgress {
  add(rows: number): void;
  done(): void;
}

interface Timing {
  name: string;
  ms: number;
  rows?: number;
}

export class FillLog {
  private readonly started = performance.now();
  private readonly timings: Timing[] = [];

  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  /** Runs one step of the fill and remembers how long it took. */
  async phase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const t0 = performance.now();
    this.write(`${name}…`);
    const result = await run();
    const ms = performance.now() - t0;
    this.timings.push({ name, ms });
    this.write(`${name}: ${seconds(ms)}`);
    return result;
  }

  table(name: string, expected: number): TableProgress {
    const t0 = performance.now();
    let rows = 0;
    let lastPrint = t0;
    const line = (now: number) => {
      const rate = rows / Math.max((now - t0) / 1000, 1e-3);
      return (
        `  ${name.padEnd(10)} ${formatCount(rows).padStart(11)} / ${formatCount(expected)} rows` +
        `  ${formatCount(rate)} rows/s  ${seconds(now - t0)}  (total ${this.elapsed()})`
      );
    };
    return {
      add: (n) => {
        rows += n;
        const now = performance.now();
        if (now - lastPrint >= 2000) {
          lastPrint = now;
          this.write(line(now));
        }
      },
      done: () => {
        const now = performance.now();
        this.write(line(now));
        this.timings.push({ name: `write ${name}`, ms: now - t0, rows });
      },
    };
  }

  elapsed() {
    return seconds(performance.now() - this.started);
  }

  note(line: string) {
    this.write(line);
  }

  /** Every step with its time (and rows and rate for the tables), then the total. */
  summary(): string {
    const lines = this.timings.map(({ name, ms, rows }) => {
      const detail =
        rows === undefined
          ? ''
          : `${formatCount(rows).padStart(11)} rows ${formatCount(rows / Math.max(ms / 1000, 1e-3)).padStart(9)} rows/s`;
      return `  ${name.padEnd(40)} ${seconds(ms).padStart(8)}  ${detail}`;
    });
    return [...lines, `  ${'total'.padEnd(40)} ${this.elapsed().padStart(8)}`].join('\n');
  }
}
