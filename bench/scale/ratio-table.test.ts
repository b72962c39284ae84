import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from './load';
import { ratioRows, ratioTable } from './ratio-table';

const measured = (name: string, rate: number): ScenarioResult => ({
  name,
  rate,
  count: 100,
  p50: 1,
  p95: 2,
  p99: 3,
  maxBytes: 10,
  errors: new Map(),
  sample: '',
  exhausted: false,
  clientCpu: 50,
  serverCpuPerRequest: 0.5,
});

describe('ratioRows', () => {
  it('sets each scenario of both runs beside each other with PostgreSQL over SQLite', () => {
    const rows = ratioRows(
      [measured('feed', 1000), measured('explore', 800)],
      [measured('explore', 600), measured('feed', 750)],
    );
    expect(rows).toEqual([
      { name: 'feed', sqlite: 1000, postgres: 750, ratio: 0.75 },
      { name: 'explore', sqlite: 800, postgres: 600, ratio: 0.75 },
    ]);
  });

  it('leaves the ratio out where a scenario was skipped or ran on one database only', () => {
    const rows = ratioRows(
      [measured('feed', 1000), { name: 'like', skipped: 'setup failed (no posts)' }],
      [measured('like', 300), measured('search', 200)],
    );
    expect(rows).toEqual([
      { name: 'feed', sqlite: 1000, postgres: undefined, ratio: undefined },
      { name: 'like', sqlite: undefined, postgres: 300, ratio: undefined },
      { name: 'search', sqlite: undefined, postgres: 200, ratio: undefined },
    ]);
  });
});

describe('ratioTable', () => {
  it('prints rates rounded and marks a ratio below the floor', () => {
    const table = ratioTable(
      [
        { name: 'feed', sqlite: 1000.4, postgres: 750.6, ratio: 0.75 },
        { name: 'liked', sqlite: 1000, postgres: 500, ratio: 0.5 },
        { name: 'like', sqlite: undefined, postgres: 300, ratio: undefined },
      ],
      0.7,
    );
    expect(table.split('\n')).toEqual([
      '| scenario | SQLite req/s | PostgreSQL req/s | PostgreSQL / SQLite |',
      '| --- | ---: | ---: | ---: |',
      '| feed | 1000 | 751 | 0.75 |',
      '| liked | 1000 | 500 | 0.50 (below) |',
      '| like |  | 300 |  |',
    ]);
  });
});
