// What one feed page costs PostgreSQL: the statements GET /api/feed runs, recorded in this
// process (the API over a store on the world), each then run again under EXPLAIN (ANALYZE,
// BUFFERS) and its shared buffers (hit and read) added up. shared_preload_libraries is empty on
// the bench machine, so pg_stat_statements is not there to ask instead.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createApp } from '@/backend/app';
import { createSqlStore, type Database } from '@/backend/store/sql';
import { guestCredentials, loginResponseSchema } from '@/contract';
import { createScryptHasher } from '@/server/auth/scrypt-hasher';
import { namedStatementPool } from '@/server/database/named-statements';
import { BenchError } from '../support/settings';

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

export interface StatementCost {
  /** The statement's first words, for the report. */
  head: string;
  /** Shared buffers its plan touched (hit + read); undefined for a write, which is not run again. */
  buffers: number | undefined;
}

export interface FeedPageCost {
  path: string;
  statements: StatementCost[];
  /** The reads' buffers added up. */
  buffers: number;
}

const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql);

/** PostgreSQL's JSON plan: the top node's buffers count those of every node under it. */
type JsonPlan = [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];

/**
 * The feed page at `path` read as the guest, the third time: the first builds the guest's kept
 * timeline if it has none and fills this process's newest replies, as a server's steady state has.
 */
export async function measureFeedPage(databaseUrl: string, path: string): Promise<FeedPageCost> {
  let recorded: Statement[] | undefined;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
    log: (event) => {
      recorded?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    const app = createApp({
      store: createSqlStore(db, { dialect: 'postgres' }),
      passwords: createScryptHasher(),
      tokenSecret: randomBytes(32),
    });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestCredentials),
    });
    const { encodedToken } = loginResponseSchema.parse(await login.json());
    const read = async () => {
      const answer = await app.request(path, { headers: { authorization: encodedToken } });
      if (answer.status !== 200) throw new BenchError(`${path} answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    await read();
    await read();
    recorded = [];
    await read();
    const statements = await explainAll(pool, recorded);
    const buffers = statements.reduce((sum, statement) => sum + (statement.buffers ?? 0), 0);
    return { path, statements, buffers };
  } finally {
    await db.destroy();
  }
}

async function explainAll(pool: pg.Pool, statements: Statement[]): Promise<StatementCost[]> {
  const costs: StatementCost[] = [];
  for (const { sql, parameters } of statements) {
    const head = sql.replace(/\s+/g, ' ').trim().slice(0, 60);
    if (!isRead(sql)) {
      costs.push({ head, buffers: undefined });
      continue;
    }
    const { rows } = await pool.query<{ 'QUERY PLAN': JsonPlan }>(
      `explain (analyze, buffers, format json) ${sql}`,
      [...parameters],
    );
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    costs.push({ head, buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'] });
  }
  return costs;
}

export function printFeedPageCost(cost: FeedPageCost): void {
  const writes = cost.statements.filter((statement) => statement.buffers === undefined).length;
  console.log(
    `\nOne feed page on PostgreSQL (${cost.path}, the guest): ${cost.statements.length} ` +
      `statements (${writes} writes), ${cost.buffers} shared buffers (EXPLAIN ANALYZE, BUFFERS)`,
  );
  for (const { head, buffers } of cost.statements)
    console.log(`  ${String(buffers ?? 'write').padStart(6)}  ${head}`);
}
