import { sql, type InsertQueryBuilder, type InsertResult, type OnConflictBuilder } from 'kysely';

/**
 * Runs an insert whose row must be new, with "on conflict do nothing": true when it wrote the row,
 * false when one of the table's unique keys was taken and it wrote nothing.
 */
export async function insertIfNew<DB, Table extends keyof DB>(
  insert: InsertQueryBuilder<DB, Table, InsertResult>,
): Promise<boolean> {
  const result = await insert.onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
  return result.numInsertedOrUpdatedRows !== 0n;
}

/**
 * "On conflict (key) do update": the new row's values replace the taken row's in these columns,
 * and the row keeps its place (its seq) in the lists, as the memory adapter's Map.set does.
 */
export function replacing<DB, Table extends keyof DB>(
  conflict: OnConflictBuilder<DB, Table>,
  key: readonly (keyof DB[Table] & string)[],
  columns: readonly (keyof DB[Table] & string)[],
) {
  // The names are checked against the table above; Kysely's types cannot follow a type parameter.
  const set = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  return conflict.columns(key).doUpdateSet(set as never);
}

/** A patch's fields under their columns' names. */
type Renamed<Patch, Columns extends Record<keyof Patch, string>> = {
  [Field in keyof Patch as Columns[Field]]?: Exclude<Patch[Field], undefined>;
};

/**
 * The columns a patch sets: each field the patch gives (not undefined) under its column's name.
 * Fields the mapping does not name are left out, so a patch can only touch what it may.
 */
export function patchColumns<Patch extends object, Columns extends Record<keyof Patch, string>>(
  patch: Patch,
  columns: Columns,
): Renamed<Patch, Columns> {
  const set: Record<string, unknown> = {};
  for (const field of Object.keys(columns) as (keyof Patch)[]) {
    const value = patch[field];
    if (value !== undefined) set[columns[field]] = value;
  }
  return set as Renamed<Patch, Columns>;
}
