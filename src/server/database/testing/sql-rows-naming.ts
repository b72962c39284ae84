import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Needles, RowFinder } from '@/backend/testing/rows-naming';
import type { Store } from '@/backend/store/port';

type Location = { sqliteFile: string } | { postgresUrl: string };

const locations = new WeakMap<Store, Location>();

/** Remembers where a temporary store keeps its rows, so that a test can read every table. */
export function rememberLocation(store: Store, location: Location): void {
  locations.set(store, location);
}

interface Dialect {
  /** The n-th parameter (from 0). */
  placeholder: (n: number) => string;
  /** Where a text is found inside another: SQLite's instr, PostgreSQL's strpos. */
  position: 'instr' | 'strpos';
}

/** The one condition a column's text meets when it holds a needle, with its parameters. */
function naming(column: string, { inside, whole }: Needles, { placeholder, position }: Dialect) {
  const params = [...inside, ...whole];
  const tests = [
    ...inside.map((_, i) => `${position}(${column}, ${placeholder(i)}) > 0`),
    ...whole.map((_, i) => `${column} = ${placeholder(inside.length + i)}`),
  ];
  return { where: tests.join(' or '), params };
}

function inSqlite(file: string, needles: Needles): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      )
      .all();
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = db.prepare<[], { name: string }>(`pragma table_info("${name}")`).all();
      for (const column of columns) {
        const text = `cast("${column.name}" as text)`;
        const { where, params } = naming(text, needles, {
          placeholder: () => '?',
          position: 'instr',
        });
        const rows = db
          .prepare(`select ${text} as value from "${name}" where ${where}`)
          .all(...params) as { value: string }[];
        for (const row of rows) found.push(`${name}.${column.name}: ${row.value}`);
      }
    }
    return found;
  } finally {
    db.close();
  }
}

async function inPostgres(url: string, needles: Needles): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() order by table_name, ordinal_position`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const text = `"${column}"::text`;
      const { where, params } = naming(text, needles, {
        placeholder: (n) => `$${n + 1}`,
        position: 'strpos',
      });
      const { rows } = await client.query<{ value: string }>(
        `select ${text} as value from "${table}" where ${where}`,
        params,
      );
      for (const row of rows) found.push(`${table}.${column}: ${row.value}`);
    }
    return found;
  } finally {
    await client.end();
  }
}

/** Runs one statement on a temporary SQL test store's database, on a connection of its own. */
export async function runOnTestStore(store: Store, statement: string): Promise<void> {
  const location = locations.get(store);
  if (!location) throw new Error('Not a temporary SQL test store: its tables cannot be reached.');
  if ('sqliteFile' in location) {
    const db = new SQLite(location.sqliteFile);
    try {
      db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: location.postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Reads every table the database's catalogue lists, so that a table added later is read too. */
export const sqlRowsNaming: RowFinder = (store, needles) => {
  const location = locations.get(store);
  if (!location) throw new Error('Not a temporary SQL test store: its tables cannot be read.');
  return 'sqliteFile' in location
    ? Promise.resolve(inSqlite(location.sqliteFile, needles))
    : inPostgres(location.postgresUrl, needles);
};
