import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from './postgres-database';

describe('the PostgreSQL pool', () => {
  it('gives up on a database that never answers instead of waiting forever', async () => {
    // Takes connections and never says a word, like a host whose packets are dropped.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    const { port } = silent.address() as { port: number };
    const db = openPostgresDatabase(`postgres://murmur@127.0.0.1:${port}/murmur`, {
      connectionTimeoutMillis: 200,
    });
    try {
      const started = performance.now();
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout/i);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await db.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => silent.close(closed));
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs every statement under the configured timeout, and cancels one past it',
    async () => {
      const db = openPostgresDatabase(process.env.TEST_DATABASE_URL!, {
        poolMax: 2,
        statementTimeoutMs: 300,
      });
      try {
        const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
        expect(shown.rows[0]?.statement_timeout).toBe('300ms');
        await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toThrow(/statement timeout/);
      } finally {
        await db.destroy();
      }
    },
  );
});
