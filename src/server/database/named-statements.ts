import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * The most statements named per process. The app's statements are a few hundred; a statement
 * whose text grows with its input (a list of values spelled out) would otherwise name a new one
 * on every connection for each length.
 */
const namedMax = 2000;

/** Only these are prepared: BEGIN, SET and a migration's DDL cannot be, or gain nothing. */
const preparable = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The pool as Kysely's PostgresDialect takes it, with every parameterised statement sent as a
 * named prepared statement (pg's `{ name, text, values }`): each connection parses and plans
 * the text once, and then only binds and runs it. Parsing and planning a page's statements cost
 * PostgreSQL more time than running them. The name is a digest of the text, so one text always
 * has one name, on every connection.
 */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= namedMax) return known;
    const name = `m_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // Kysely's client type overloads query for a text and for a cursor; the one function below
  // answers both as pg does, which TypeScript cannot match to the overloads itself.
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
      const name =
        values && values.length > 0 && preparable.test(textOrCursor)
          ? nameOf(textOrCursor)
          : undefined;
      return name
        ? client.query({ name, text: textOrCursor, values: [...values!] })
        : client.query(textOrCursor, values ? [...values] : undefined);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let view = wrapped.get(client);
      if (!view) wrapped.set(client, (view = wrap(client)));
      return view;
    },
    end: () => pool.end(),
  };
}
