/**
 * npm run seed:scale on PostgreSQL: one client, one transaction for the whole fill (DDL is
 * transactional, so a failure rolls back the dropped indexes too), batches sent as one array per
 * column through unnest(), secondary indexes and foreign keys rebuilt after.
 */
import pg from 'pg';
import { timelineStatements } from '@/backend/store/sql/home-timeline-schema';
import { keptCountStatements } from '@/backend/store/sql/kept-counts';
import { replyVersionStatements } from '@/backend/store/sql/reply-versions';
import { repostStatements } from '@/backend/store/sql/repost-statements';
import type { FillLog } from './log';
import { checkFill, filledTables, seqMarks, type FillTarget, type SqlRunner } from './target';
import type { FillStep, TableSpec } from './tables';

/** Rows per INSERT: big enough to amortise the round trip, small enough to keep memory flat. */
const rowsPerBatch = 20_000;

export async function openPostgresTarget(databaseUrl: string): Promise<FillTarget> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const runner: SqlRunner = {
    all: async <T>(sql: string, params: readonly unknown[] = []) => {
      let n = 0;
      const numbered = sql.replace(/\?/g, () => `$${++n}`);
      return (await client.query(numbered, [...params])).rows as T[];
    },
  };
  return {
    where: withoutPassword(databaseUrl),
    all: runner.all,
    fill: (steps, log) => fill(client, runner, steps, log),
    close: () => client.end(),
  };
}

function withoutPassword(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the DATABASE_URL database';
  }
}

const keptCounts = keptCountStatements('postgres');
const replyVersions = replyVersionStatements('postgres');
const timelines = timelineStatements('postgres');
const reposts = repostStatements('postgres');

async function fill(client: pg.Client, runner: SqlRunner, steps: FillStep[], log: FillLog) {
  await client.query('begin');
  try {
    // For this transaction only: index builds get memory, and the commit skips waiting on disk.
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query('set local synchronous_commit = off');
    const before = await seqMarks(runner);
    const { indexes, foreignKeys } = await dropIndexesAndForeignKeys(client);
    for (const statement of [
      ...keptCounts.dropTriggers,
      ...replyVersions.dropTriggers,
      ...timelines.dropTriggers,
      ...reposts.dropTriggers,
    ])
      await client.query(statement);
    for (const statement of timelines.forgetAll) await client.query(statement);
    log.note(
      `Dropped ${indexes.length} secondary indexes, ${foreignKeys.length} foreign keys and the count, reply version, timeline and repost triggers for the writes`,
    );
    for (const step of steps) await insertAll(client, step, log);
    // The identities the rows gave values for carry on after the largest.
    for (const { table } of steps.filter((step) => step.table.identity)) {
      const column = table.identity!;
      await client.query(
        `select setval(pg_get_serial_sequence('${table.name}', '${column}'), max(${column}))
         from ${table.name} having count(*) > 0`,
      );
    }
    await log.phase(`Rebuilding ${indexes.length} indexes`, async () => {
      for (const { definition } of indexes) await client.query(definition);
    });
    await log.phase('Counting replies, votes and follows', async () => {
      for (const statement of keptCounts.recount) await client.query(statement);
      for (const statement of [
        ...keptCounts.createTriggers,
        ...replyVersions.createTriggers,
        ...timelines.createTriggers,
        ...reposts.createTriggers,
      ])
        await client.query(statement);
    });
    // Adding a foreign key checks every existing row against it, in one join.
    await log.phase(`Restoring and checking ${foreignKeys.length} foreign keys`, async () => {
      for (const { table, name, definition } of foreignKeys)
        await client.query(`alter table ${table} add constraint "${name}" ${definition}`);
    });
    await log.phase('Checking', () => checkFill(runner, before, log));
    await log.phase('Committing', () => client.query('commit'));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // Outside the transaction: sets the visibility map (index-only scans) and the statistics,
  // as autovacuum would later.
  await log.phase('VACUUM ANALYZE', async () => {
    for (const table of filledTables) await client.query(`vacuum (analyze) ${table}`);
  });
}

/**
 * Drops the filled tables' plain indexes (those behind primary and unique keys stay: the
 * foreign keys and the duplicate checks need them) and their foreign keys, answering how to
 * make them again.
 */
async function dropIndexesAndForeignKeys(client: pg.Client) {
  const tableList = `array[${filledTables.map((t) => `'${t}'`).join(', ')}]::regclass[]`;
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
       from pg_index i
       where indrelid = any(${tableList})
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    )
  ).rows;
  const foreignKeys = (
    await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as "table", conname as name,
              pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and conrelid = any(${tableList})`,
    )
  ).rows;
  for (const { table, name } of foreignKeys)
    await client.query(`alter table ${table} drop constraint "${name}"`);
  for (const { name } of indexes) await client.query(`drop index ${name}`);
  return { indexes, foreignKeys };
}

function insertSql(table: TableSpec) {
  const names = table.columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = table.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  // An identity column GENERATED ALWAYS takes given values only when told so.
  const overriding = table.identity ? 'overriding system value' : '';
  return `insert into "${table.name}" (${names}) ${overriding} select * from unnest(${arrays})`;
}

/**
 * Writes one table in batches, one column array per parameter. One batch is in flight while
 * the next is generated, so PostgreSQL and this process work at the same time.
 */
async function insertAll(client: pg.Client, step: FillStep, log: FillLog) {
  const progress = log.table(step.table.name, step.count);
  const sql = insertSql(step.table);
  const width = step.table.columns.length;
  const emptyColumns = () => Array.from({ length: width }, () => [] as unknown[]);
  let columns = emptyColumns();
  let rows = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  const send = async () => {
    await inFlight;
    const batch = columns;
    const sent = rows;
    inFlight = client.query(sql, batch).then(() => progress.add(sent));
    // Not awaited here: a failure surfaces at the next send or at the end, not as unhandled.
    inFlight.catch(() => undefined);
    columns = emptyColumns();
    rows = 0;
  };
  for (const row of step.rows()) {
    for (let c = 0; c < width; c++) columns[c]!.push(row[c]);
    if (++rows === rowsPerBatch) await send();
  }
  if (rows > 0) await send();
  await inFlight;
  progress.done();
}
