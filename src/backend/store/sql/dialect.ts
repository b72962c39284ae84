import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The SQL databases the adapter speaks to; the few places they differ branch on this. */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * `column IN (values)` with the whole list bound as one parameter, however long it is: SQLite
 * reads a JSON array through json_each, PostgreSQL takes a text array. One statement keeps the
 * answer in one order (no batches to merge), and no list reaches SQLite's 32,766 or PostgreSQL's
 * 65,535 bound-parameter limits. An empty list matches nothing.
 */
export function isOneOf(
  dialect: SqlDialect,
  column: string,
  values: readonly string[],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(cast(${[...values]} as text[]))`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}
