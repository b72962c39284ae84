import type { InsertResult } from 'kysely';

/** True when an insert with "on conflict do nothing" met a unique key and wrote nothing. */
export const insertedNothing = (result: InsertResult) => result.numInsertedOrUpdatedRows === 0n;

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
