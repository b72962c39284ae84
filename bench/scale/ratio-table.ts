// The scale bench with --both: each scenario's req/s on SQLite and on PostgreSQL, measured in one
// run on the same world, side by side with PostgreSQL's share of SQLite's rate.
import type { ScenarioResult } from './load';

export interface RatioRow {
  name: string;
  sqlite: number | undefined;
  postgres: number | undefined;
  /** PostgreSQL's req/s over SQLite's; undefined unless both ran. */
  ratio: number | undefined;
}

const rateOf = (result: ScenarioResult | undefined) =>
  result === undefined || result.skipped !== undefined ? undefined : result.rate;

/** A row per scenario, in the order SQLite's run gave them, then any PostgreSQL ran alone. */
export function ratioRows(
  sqlite: readonly ScenarioResult[],
  postgres: readonly ScenarioResult[],
): RatioRow[] {
  const names = [...new Set([...sqlite, ...postgres].map((result) => result.name))];
  return names.map((name) => {
    const lite = rateOf(sqlite.find((result) => result.name === name));
    const pg = rateOf(postgres.find((result) => result.name === name));
    const ratio = lite !== undefined && pg !== undefined && lite > 0 ? pg / lite : undefined;
    return { name, sqlite: lite, postgres: pg, ratio };
  });
}

/** The rows as a markdown table; `floor` marks each ratio below it. */
export function ratioTable(rows: readonly RatioRow[], floor: number): string {
  const rate = (value: number | undefined) => (value === undefined ? '' : value.toFixed(0));
  const share = (value: number | undefined) =>
    value === undefined ? '' : `${value.toFixed(2)}${value < floor ? ' (below)' : ''}`;
  return [
    '| scenario | SQLite req/s | PostgreSQL req/s | PostgreSQL / SQLite |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${rate(row.sqlite)} | ${rate(row.postgres)} | ${share(row.ratio)} |`,
    ),
  ].join('\n');
}
