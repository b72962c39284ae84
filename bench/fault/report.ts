// What the fault run prints at its end (main.ts).
import type { CheckResult } from './check';
import type { LoadStats, Writer } from './writers';

export interface DownWindow {
  from: number;
  /** Undefined while the server is still coming back. */
  to: number | undefined;
}

export interface FaultRunOutcome {
  kind: string;
  /** How many servers shared the database; the last was the one killed. */
  servers: number;
  seconds: number;
  downWindows: readonly DownWindow[];
  stats: LoadStats;
  result: CheckResult;
  writers: readonly Writer[];
}

const listed = (entries: Iterable<[string | number, number]>) =>
  [...entries].map(([key, n]) => `${key}: ${n}`).join(', ');

export function report({
  kind,
  servers,
  seconds,
  downWindows,
  stats,
  result,
  writers,
}: FaultRunOutcome) {
  const sums: Record<string, number> = {};
  for (const writer of writers)
    for (const [key, n] of Object.entries(writer.acknowledged)) sums[key] = (sums[key] ?? 0) + n;
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b);
  const down = downWindows.map((w) => `${(w.to ?? w.from) - w.from} ms`);
  const killed = servers > 1 ? ` of server ${servers} while the others served` : '';
  console.log(
    `\nFault run on ${kind}: ${servers} server(s), ${writers.length} writers, ${seconds} s, ` +
      `${downWindows.length} SIGKILLs${killed}`,
  );
  console.log(`down: ${down.join(', ')}`);
  console.log(`requests: ${stats.requests}; by status: ${listed(statuses)}`);
  const errors = listed(stats.connectionErrors);
  console.log(
    `connection errors (refused: nothing sent; cut: outcome unknown): ${errors || 'none'}`,
  );
  console.log(`5xx while down: ${stats.fiveHundredsWhileDown}`);
  if (servers > 1) console.log(`sent to another server after a refusal: ${stats.failovers}`);
  const words = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  console.log(`acknowledged (2xx): ${words(sums)}`);
  console.log(`checked in the database: ${words(result.checked)}`);
  console.log(`left unchecked (a request cut by a kill left them unknown): ${result.unknown}`);
  const fives = stats.fiveHundreds;
  console.log(
    `5xx answers: ${fives.length}${fives.length ? ` (${fives.slice(0, 5).join('; ')})` : ''}`,
  );
  console.log(`acknowledged but missing or wrong: ${result.missing.length}`);
  for (const line of result.missing.slice(0, 20)) console.log(`  ${line}`);
}
