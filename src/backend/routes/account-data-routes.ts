import type { Context } from 'hono';
import {
  accountDataRates,
  endpoints,
  errorCodes,
  guestCredentials,
  importLimits,
  importTooLargeMessage,
  importTypes,
  tooManyExportsMessage,
  tooManyWritesMessage,
  type ImportType,
} from '@/contract';
import { importList } from '../account/import-list';
import type { ResolvedDeps } from '../deps';
import { ApiError, badRequest, forbidden, unprocessable } from '../http/api-error';
import { limitBody } from '../http/body-limit';
import type { AppEnv } from '../http/app-env';
import type { HandlerOf, On } from '../http/endpoint-router';
import { tooManyRequests, type TooMany } from '../limits/limit-writes';

const hour = 60 * 60 * 1000;

/** Room for the multipart boundaries, the type field and the part headers around the file. */
const multipartOverheadBytes = 16 * 1024;

const importTooLarge = () =>
  new ApiError(413, errorCodes.importTooLarge, importTooLargeMessage(importLimits.maxBytes));

/**
 * An export or an import is heavy: a few an hour per account, on every host (unlike the write
 * limits, which the Node host sets), with a 429 that says when to try again.
 */
async function limitPerHour(
  deps: ResolvedDeps,
  c: Context<AppEnv>,
  key: string,
  limit: number,
  tooMany: TooMany,
) {
  const verdict = await deps.rateLimiter.hit(`${key}:user:${c.get('user')._id}`, limit, hour);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, tooMany);
}

/** The server's name in account addresses: its public address's host name, as Mastodon's. */
const publicHost = (deps: ResolvedDeps) => new URL(deps.publicUrl);

const exportData =
  (deps: ResolvedDeps): HandlerOf<'exportData'> =>
  async (c) => {
    await limitPerHour(deps, c, 'export', accountDataRates.exportsPerHour, {
      code: errorCodes.tooManyExports,
      message: tooManyExportsMessage,
    });
    const user = c.get('user');
    // Loaded on first use: the ZIP writer (fflate) stays out of the in-page backend's first load.
    const { archiveName, exportArchive } = await import('../account/export-archive');
    return new Response(exportArchive(deps, user, publicHost(deps).hostname), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${archiveName(user, deps.now())}"`,
        'Cache-Control': 'no-store',
      },
    });
  };

/** The list's type and the CSV's bytes from the form, refused when either is missing or wrong. */
async function readImportForm(c: Context): Promise<{ type: ImportType; bytes: Uint8Array }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('importMalformed');
  }
  const type = form.get('type');
  if (typeof type !== 'string' || !(importTypes as readonly string[]).includes(type))
    throw unprocessable('importTypeUnknown');
  const file = form.get('file');
  // Not `instanceof File`: a test's DOM has a File of its own, unlike the one formData() makes.
  if (file === null || typeof file === 'string') throw unprocessable('importFileRequired');
  if (file.size > importLimits.maxBytes) throw importTooLarge();
  return { type: type as ImportType, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const importData =
  (deps: ResolvedDeps): HandlerOf<'importList'> =>
  async (c, call) => {
    const me = c.get('user');
    // Everyone who tries Murmur shares the guest: a list of blocks would hide people from all.
    if (me.username === guestCredentials.username) throw forbidden('guestImportRefused');
    const { type, bytes } = await readImportForm(c);
    const { host, hostname } = publicHost(deps);
    // Loaded on first use, as the export's ZIP writer is: the CSV reader (papaparse).
    const { readListCsv } = await import('../account/import-csv');
    const lines = readListCsv(bytes, [hostname, host]);
    // Counted once the file is read: a file refused for itself costs nothing.
    await limitPerHour(deps, c, 'import', accountDataRates.importsPerHour, {
      code: errorCodes.tooManyWrites,
      message: tooManyWritesMessage,
    });
    return call.json(await importList(deps, me, type, lines), 200);
  };

/** The owner's data to take away, and lists to bring from elsewhere. */
export function registerAccountDataRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.exportData, exportData(deps));
  on(endpoints.importList, importData(deps), [
    limitBody(importLimits.maxBytes + multipartOverheadBytes, importTooLarge()),
  ]);
}
