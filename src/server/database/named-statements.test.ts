import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from './postgres-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('named prepared statements', () => {
  // One connection, so that the statements prepared are those the next query sees.
  const open = () => openPostgresDatabase(process.env.TEST_DATABASE_URL!, { poolMax: 1 });
  const prepared = (db: ReturnType<typeof open>) =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements
      where statement not like '%pg_prepared_statements%'`.execute(db);

  it('prepares a parameterised read once per connection and answers it each time', async () => {
    const db = open();
    try {
      for (const n of [1, 2, 3])
        expect((await sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db)).rows).toEqual([
          { n: n + 1 },
        ]);
      const { rows } = await prepared(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^m_[0-9a-f]{20}$/);
      expect(rows[0]!.statement).toBe('select $1::int + 1 as n');
    } finally {
      await db.destroy();
    }
  });

  it('sends statements without parameters, and BEGIN or SET, unprepared', async () => {
    const db = open();
    try {
      await sql`select 1`.execute(db);
      await db.transaction().execute(async (tx) => {
        await sql`set local statement_timeout = 1000`.execute(tx);
      });
      expect((await prepared(db)).rows).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
