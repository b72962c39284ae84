import { headerNameFaultMessage, headerValueFaultMessage } from '@/contract/client-messages';

/** One line of the tester's header list: whether it is sent (isUsed), its name and its value. */
export interface HeaderRow {
  /** Stable across edits, so React keeps focus in the row being typed in. */
  id: string;
  isUsed: boolean;
  header: string;
  value: string;
}

let nextId = 0;
const newId = () => `row-${++nextId}`;

export const blankRow = (): HeaderRow => ({ id: newId(), isUsed: false, header: '', value: '' });

/** The starting rows: Accept: *\/* switched on, and one blank row switched off. */
export const initialHeaderRows = (): HeaderRow[] => [
  { id: newId(), isUsed: true, header: 'Accept', value: '*/*' },
  blankRow(),
];

const isBlank = (row: HeaderRow) => row.header === '' && row.value === '';

/** There is always a blank row at the end to type a new header into. */
function withTrailingBlank(rows: HeaderRow[]): HeaderRow[] {
  const last = rows.at(-1);
  return last && isBlank(last) ? rows : [...rows, blankRow()];
}

/**
 * Edits one row. Typing a name into the blank last row switches it on (as Postman and Hoppscotch
 * do) and appends a new blank row after it.
 */
export function updateRow(
  rows: HeaderRow[],
  id: string,
  change: Partial<Omit<HeaderRow, 'id'>>,
): HeaderRow[] {
  const next = rows.map((row) => {
    if (row.id !== id) return row;
    const updated = { ...row, ...change };
    const startsHeader = isBlank(row) && !('isUsed' in change) && updated.header.trim() !== '';
    return startsHeader ? { ...updated, isUsed: true } : updated;
  });
  return withTrailingBlank(next);
}

export function removeRow(rows: HeaderRow[], id: string): HeaderRow[] {
  return withTrailingBlank(rows.filter((row) => row.id !== id));
}

/** Sets a header by name (case-insensitively), switched on; adds the row when there is none. */
export function setHeader(rows: HeaderRow[], header: string, value: string): HeaderRow[] {
  const name = header.toLowerCase();
  const existing = rows.find((row) => row.header.trim().toLowerCase() === name);
  if (existing) return updateRow(rows, existing.id, { header, value, isUsed: true });
  const kept = rows.filter((row) => !isBlank(row));
  return withTrailingBlank([...kept, { id: newId(), isUsed: true, header, value }]);
}

/** Rows brought back from the history, with fresh ids and the blank row at the end. */
export function rowsFrom(headers: readonly Omit<HeaderRow, 'id'>[]): HeaderRow[] {
  return withTrailingBlank(headers.map((row) => ({ ...row, id: newId() })));
}

export const countUsed = (rows: readonly HeaderRow[]) => rows.filter((row) => row.isUsed).length;

/**
 * The headers a request carries: only rows switched on and with a name. A name given twice is
 * sent once with both values joined, as fetch's Headers does.
 */
export function toHeaderList(rows: readonly HeaderRow[]): [string, string][] {
  return rows
    .filter((row) => row.isUsed && row.header.trim() !== '')
    .map((row) => [row.header.trim(), row.value.trim()]);
}

/** A header row that fetch would refuse, and why, in words the person can act on. */
export interface HeaderFault {
  rowId: string;
  /** Which field of the row is wrong. */
  field: 'name' | 'value';
  message: string;
}

// RFC 9110's token: what a header name may hold.
const headerNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Line breaks, NUL, and characters beyond Latin-1, which no header value can carry. */
const isUnsendableValueChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code === 0 || code === 10 || code === 13 || code > 0xff;
};

/**
 * The first row that is sent and that the browser would refuse to send: checked before Submit,
 * rather than reported afterwards as fetch's "Invalid name".
 */
export function findHeaderFault(rows: readonly HeaderRow[]): HeaderFault | null {
  for (const [index, row] of rows.entries()) {
    const name = row.header.trim();
    if (!row.isUsed || name === '') continue;
    if (!headerNamePattern.test(name))
      return {
        rowId: row.id,
        field: 'name',
        message: headerNameFaultMessage(index + 1, name),
      };
    if ([...row.value].some(isUnsendableValueChar))
      return {
        rowId: row.id,
        field: 'value',
        message: headerValueFaultMessage(index + 1, name),
      };
  }
  return null;
}
