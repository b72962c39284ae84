import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The tables of edges: one row per pair of ids, the pair a unique key (migrations 0001, 0005). */
type EdgeTable = 'bookmarks' | 'follows' | 'comment_votes';
type ColumnOf<Table extends EdgeTable> = keyof Database[Table] & string;
type EdgeColumn = { [Table in EdgeTable]: ColumnOf<Table> }[EdgeTable];

/**
 * What every edge table answers by its key: whether an edge is there, and taking one away. Each
 * is one statement on the table's unique (from, to) index.
 */
export function edgesByKey<Table extends EdgeTable>(
  db: Kysely<Database>,
  table: Table,
  [from, to]: readonly [ColumnOf<Table>, ColumnOf<Table>],
) {
  // The key's columns are checked against the table above; Kysely cannot follow a type parameter.
  const [fromColumn, toColumn] = [from as EdgeColumn, to as EdgeColumn];
  const edges: EdgeTable = table;
  return {
    exists: async (fromId: string, toId: string) => {
      const row = await db
        .selectFrom(edges)
        .select('seq')
        .where(fromColumn, '=', fromId)
        .where(toColumn, '=', toId)
        .executeTakeFirst();
      return row !== undefined;
    },
    delete: async (fromId: string, toId: string) => {
      await db
        .deleteFrom(edges)
        .where(fromColumn, '=', fromId)
        .where(toColumn, '=', toId)
        .execute();
    },
  };
}
