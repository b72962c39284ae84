// What npm run bench:web prints: each viewport's figures (median, min, max) as they come, a table
// beside the targets, then whatever failed, named with its cause.
import { availableParallelism, loadavg } from 'node:os';
import { spread, type Spread } from '../support/stats';

/** The targets of docs/benchmarks.md (bench:web). */
const targets = { firstPostMs: 1500, likeMs: 50, articles: 60, heapMb: 80 };

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '–' : value.toFixed(digits);

/** A figure's line: its median, least and largest, and how many runs it has when fewer. */
export function line(
  name: string,
  values: readonly number[],
  unit: string,
  { digits = 0, runs }: { digits?: number; runs: number },
): Spread | undefined {
  const s = spread(values);
  const partial = s && values.length < runs ? `, ${values.length} of ${runs} runs` : '';
  const text = s
    ? `${fixed(s.median, digits)} ${unit}   (min ${fixed(s.min, digits)}, max ${fixed(s.max, digits)}${partial})`
    : 'not measured';
  console.log(`  ${name.padEnd(44)} ${text}`);
  return s;
}

export interface ViewportFigures {
  name: string;
  figures: Record<string, Spread | undefined>;
}

export function printTable(results: readonly ViewportFigures[], scrollPosts: number): void {
  const first = (path: string, kind: string) =>
    [
      `first post on ${path} (${kind})`,
      `first post on ${path} ${kind}`,
      'ms',
      0,
      targets.firstPostMs,
      '≤ 1.5 s',
    ] as const;
  const rows = [
    first('/', 'cold'),
    first('/', 'warm'),
    first('/explore', 'cold'),
    first('/explore', 'warm'),
    ['like feedback', 'like', 'ms', 1, targets.likeMs, '≤ 50 ms'],
    [`articles after ${scrollPosts} posts`, 'articles', '', 0, targets.articles, '≤ 60'],
    [`JS heap after ${scrollPosts} posts`, 'heap', 'MB', 1, targets.heapMb, '≤ 80 MB'],
    [`JS heap before GC`, 'heapBeforeGc', 'MB', 1, targets.heapMb, '≤ 80 MB'],
    [`time to load ${scrollPosts} posts`, 'scrollMs', 'ms', 0, undefined, '–'],
  ] as const;
  const header = ['figure (median)', ...results.map((r) => r.name), 'target', 'met'];
  const lines = [header, header.map(() => '---')];
  for (const [label, key, unit, digits, limit, targetText] of rows) {
    const cells = results.map((r) => {
      const s = r.figures[key];
      return s ? `${fixed(s.median, digits)}${unit ? ` ${unit}` : ''}` : 'not measured';
    });
    const met =
      limit === undefined
        ? '–'
        : results.map((r) => r.figures[key]).every((s) => s !== undefined && s.median <= limit)
          ? 'yes'
          : 'no';
    lines.push([label, ...cells, targetText, met]);
  }
  console.log('\n' + lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
}

/** The machine's load: figures taken while other work runs (tests, builds) come out slower. */
export function printLoad(when: string): void {
  const cores = availableParallelism();
  const load = loadavg()[0] ?? 0;
  console.log(
    `Load average ${when}: ${load.toFixed(1)} on ${cores} cores` +
      (load > cores ? ' (busy: other work is running, the figures will be slower)' : ''),
  );
}

/** Each step that failed, with its cause; true when none did. */
export function printFailures(failures: readonly { what: string; cause: string }[]): boolean {
  if (failures.length === 0) return true;
  console.log(`\n${failures.length} step(s) failed, their figures missing or partial above:`);
  for (const { what, cause } of failures) console.log(`  ${what}: ${cause}`);
  return false;
}
