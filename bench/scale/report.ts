// The scale bench's output: a row per scenario as it ends, and a markdown table at the end.
import { consoleColumns } from '../support/console-table';
import { describeCounts } from './facts';
import type { LoadSettings, ScenarioResult } from './load';

const errorText = (errors: Map<number, number>) =>
  [...errors].map(([status, n]) => `${n} × ${status === 0 ? 'no answer' : status}`).join(', ');

/** Errors by status, and whether a write scenario stopped early for want of fresh targets. */
function notesOf(result: ScenarioResult): string {
  if (result.skipped !== undefined) return result.skipped;
  return [
    errorText(result.errors),
    result.exhausted ? `ran out of fresh targets after ${result.count}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The columns of a scenario's line, up to the answers' largest size. */
const line = consoleColumns(32, 7, 8, 9, 9, 9, 11);

export function printHeader(): void {
  console.log(
    line('scenario', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max bytes') +
      '   server MB  bench CPU  server ms/req',
  );
}

/** heldMb: the most the server held while the scenario ran (watchHeldMemory). */
export function printRow(result: ScenarioResult, heldMb: string): void {
  if (result.skipped !== undefined) {
    console.log(`${result.name.padEnd(32)} skipped: ${result.skipped}`);
    return;
  }
  console.log(
    line(
      result.name,
      String(result.count),
      result.rate.toFixed(0),
      result.p50.toFixed(1),
      result.p95.toFixed(1),
      result.p99.toFixed(1),
      String(result.maxBytes),
    ) +
      `  ${`${heldMb} MB`.padStart(10)}  ${result.clientCpu.toFixed(0).padStart(8)}%` +
      result.serverCpuPerRequest.toFixed(2).padStart(15),
  );
  if (result.errors.size > 0)
    console.log(`  errors: ${errorText(result.errors)}; first: ${result.sample}`);
  if (result.exhausted) console.log(`  ran out of fresh targets after ${result.count} requests`);
}

/** A table cell: a | in an error message would end it. */
const cell = (text: string) => text.replaceAll('|', '\\|');

export function markdownTable(
  kind: string,
  counts: Record<string, number>,
  results: readonly ScenarioResult[],
  settings: LoadSettings,
  peak: string,
): string {
  const lines = [
    `Murmur on ${kind} (${describeCounts(counts)}), ${settings.concurrency} requests at a time ` +
      `over loopback, ${settings.seconds} s per scenario; server peak RSS ${peak}.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | answer bytes (max) | errors, notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    if (r.skipped !== undefined) lines.push(`| ${r.name} | | | | | | | ${cell(r.skipped)} |`);
    else
      lines.push(
        `| ${r.name} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
          `${r.p99.toFixed(1)} | ${r.serverCpuPerRequest.toFixed(2)} | ${r.maxBytes} | ` +
          `${cell(notesOf(r)) || 'none'} |`,
      );
  }
  return lines.join('\n');
}
