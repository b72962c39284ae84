import Papa from 'papaparse';
import { importLimits, importTooManyRowsMessage, errorCodes } from '@/contract';
import { ApiError, unprocessable } from '../http/api-error';

/** One line of an import: as it was written (for the report), and the username it names. */
export interface ListLine {
  text: string;
  /** Undefined when the line is no address of this server's. */
  username: string | undefined;
}

// username, @username or username@host (a host may carry a port).
const addressPattern = /^@?([A-Za-z0-9_.]{1,64})(?:@([A-Za-z0-9.-]+(?::\d{1,5})?))?$/;

/** Text it can read: UTF-8 with no NUL (a binary file, a ZIP or a picture, has some). */
function textOf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw unprocessable('importNotCsv');
  }
  if (text.includes('\u0000')) throw unprocessable('importNotCsv');
  return text;
}

/**
 * The lines of a CSV of account addresses, as Murmur's export or Mastodon's writes them: the
 * address in the first column, a header row ("Account address,…") or none, one address a line.
 * An address of this server is `username@host` with one of `hosts`, or a bare `username` or
 * `@username`; any other (another server's, or not an address) is kept with no username, so that
 * the report names it. Refuses a file that is not text, holds no line, holds more lines than one
 * import takes, or holds no address at all.
 */
export function readListCsv(bytes: Uint8Array, hosts: readonly string[]): ListLine[] {
  const parsed = Papa.parse<string[]>(textOf(bytes), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => (row[0] ?? '').trim() !== '');
  if (/^account address$/i.test(rows[0]?.[0]?.trim() ?? '')) rows.shift();
  if (rows.length === 0) throw unprocessable('importEmpty');
  if (rows.length > importLimits.maxRows)
    throw new ApiError(
      422,
      errorCodes.importTooManyRows,
      importTooManyRowsMessage(importLimits.maxRows),
    );
  const ours = new Set(hosts.map((host) => host.toLowerCase()));
  let addresses = 0;
  const lines = rows.map((row): ListLine => {
    const text = row[0]!.trim();
    const match = addressPattern.exec(text);
    if (match) addresses += 1;
    const [, username, host] = match ?? [];
    const here = host === undefined || ours.has(host.toLowerCase());
    return { text: text.slice(0, 200), username: here ? username?.toLowerCase() : undefined };
  });
  if (addresses === 0) throw unprocessable('importNotCsv');
  return lines;
}
