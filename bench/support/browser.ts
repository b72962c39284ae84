// The browser the browser benchmarks drive, and a browser failure put in a line.
import { existsSync } from 'node:fs';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { BenchError } from './settings';

export { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

/** Refuses the run up front when there is no Chromium to start. */
export function checkChromium(): void {
  if (!existsSync(chromiumPath))
    throw new BenchError(`No Chromium at ${chromiumPath}: install it or set CHROMIUM_PATH.`);
}

/** Why a page or an audit failed: a short code (Lighthouse's, a Node error's) and a message. */
export interface Failure {
  code: string;
  message: string;
}

/** The code and message of anything thrown (Lighthouse's LighthouseError carries both). */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof Error)) return { code: 'ERROR', message: String(error) };
  const { code, friendlyMessage } = error as Error & { code?: unknown; friendlyMessage?: unknown };
  // A LighthouseError's friendlyMessage is a string, or an ICU message with its default text.
  const friendly =
    typeof friendlyMessage === 'string'
      ? friendlyMessage
      : (friendlyMessage as { formattedDefault?: string } | undefined)?.formattedDefault;
  const text = friendly ?? error.message;
  return {
    code: typeof code === 'string' ? code : error.name,
    message: text.split('\n')[0] ?? text,
  };
}

export const describeFailure = ({ code, message }: Failure) =>
  message.startsWith(code) ? message : `${code}: ${message}`;

/**
 * Serialised functions that run in the page (Playwright's evaluate and addInitScript) carry the
 * __name(fn, "name") calls that tsx's esbuild adds to keep function names; in the page it is
 * this, installed before them.
 */
export const nameHelperScript = 'globalThis.__name = globalThis.__name || ((fn) => fn);';
