import type { MemoryStore } from '../store/memory-store';
import type { Store } from '../store/port';

/** What a row must not hold once an account is gone: its id anywhere, its username as a value. */
export interface Needles {
  /** Found inside any value (a JSON list of ids, say). */
  inside: string[];
  /** Found as a whole value (a mention in someone else's text is theirs, not the account's). */
  whole: string[];
}

/** Every stored row that holds a needle, as `table.column: value`, whatever tables there are. */
export type RowFinder = (store: Store, needles: Needles) => Promise<string[]>;

/** Each value of a row, nested lists and objects opened. */
const valuesOf = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' ? Object.values(value).flatMap(valuesOf) : [value];

/** The memory store's finder: every table of its dump. */
const inMemory: RowFinder = (store, { inside, whole }) => {
  const found: string[] = [];
  for (const [table, rows] of Object.entries((store as MemoryStore).dump()))
    for (const row of rows)
      for (const value of valuesOf(row)) {
        const text = String(value);
        if (inside.some((needle) => text.includes(needle)) || whole.includes(text))
          found.push(`${table}: ${JSON.stringify(row)}`);
      }
  return Promise.resolve(found);
};

let finder: RowFinder = inMemory;

/** The Node host's API setup files name the finder of their SQL test stores. */
export function setRowFinder(next: RowFinder): void {
  finder = next;
}

export const rowsNaming: RowFinder = (store, needles) => finder(store, needles);
