// What npm run lighthouse prints: the figures of every page audited, the targets, and then each
// page that failed, with Lighthouse's error code and message.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { describeFailure, type Failure } from '../support/browser';
import { consoleColumns } from '../support/console-table';
import type { Figures } from './audit';

export type PageResult = { path: string } & (
  { figures: Figures; failures?: undefined } | { figures?: undefined; failures: Failure[] }
);

/** The targets the app is held to (README: Lighthouse). */
const targets = { performance: 98, accessibility: 100, lcpMs: 1500, cls: 0 };
/**
 * Lighthouse's CPU benchmark of a typical desktop of its day scores 1000 or more; below that its
 * 4x slowdown simulates a much slower phone than intended, and the figures say more about the
 * machine (or its load) than about the app.
 */
const slowMachineIndex = 1000;

const ms = (value: number) => `${Math.round(value)} ms`;

function lighthouseVersion(): string {
  const path = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

export function printFigures(results: readonly PageResult[], runs: number): void {
  const rows = results.flatMap((result) =>
    result.figures ? [{ path: result.path, ...result.figures }] : [],
  );
  const median = runs > 1 ? `, median of ${runs} runs` : '';
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile preset${median}`);
  if (rows.length === 0) return;
  const line = consoleColumns(10, 6, 6, 10, 10, 10, 8);
  console.log(line('page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS'));
  for (const row of rows) {
    console.log(
      line(
        row.path,
        String(row.performance),
        String(row.accessibility),
        ms(row.fcp),
        ms(row.lcp),
        ms(row.tbt),
        row.cls.toFixed(3),
      ) + (row.failedA11y.length ? `  a11y: ${row.failedA11y.join(', ')}` : ''),
    );
  }
  const missed = rows.filter(
    (row) =>
      row.performance < targets.performance ||
      row.accessibility < targets.accessibility ||
      row.lcp > targets.lcpMs ||
      row.cls > targets.cls,
  );
  console.log(
    `\nTargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, ` +
      `LCP <= ${ms(targets.lcpMs)}, CLS ${targets.cls}: ` +
      (missed.length
        ? `missed on ${missed.map((row) => row.path).join(', ')}`
        : 'met on every page audited'),
  );
  const benchmark = Math.min(...rows.map((row) => row.benchmarkIndex));
  console.log(
    `Lighthouse's CPU benchmark: ${Math.round(benchmark)} (load average ` +
      `${loadavg()[0]?.toFixed(1)} on this machine)` +
      (benchmark < slowMachineIndex
        ? `: below ${slowMachineIndex}, so the simulated phone is slower than Lighthouse means it to be.`
        : '.'),
  );
}

/** Names each page that failed and why; true when none did. */
export function printFailures(results: readonly PageResult[]): boolean {
  const failed = results.filter((result) => result.failures);
  for (const { path, failures } of failed) {
    const tries = failures?.map((failure, i) => `  try ${i + 1}: ${describeFailure(failure)}`);
    console.log(`\n${path} FAILED (no figures):\n${tries?.join('\n') ?? ''}`);
  }
  if (failed.length > 0)
    console.log(
      `\n${failed.length} of ${results.length} pages failed: ${failed.map((r) => r.path).join(', ')}`,
    );
  return failed.length === 0;
}
