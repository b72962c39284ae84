import type { HttpMethod } from '@/contract/paths';

/** Quotes a word for a POSIX shell: inside single quotes only ' itself needs care. */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

export interface CurlRequest {
  method: HttpMethod;
  /** Absolute, as cURL runs outside the page. */
  url: string;
  headers: readonly [string, string][];
  /** The JSON text sent, or undefined when the request has no body. */
  body: string | undefined;
}

/** The request as a cURL command to paste into a terminal, one option per line. */
export function toCurl({ method, url, headers, body }: CurlRequest): string {
  const parts = [`curl -X ${method} ${shellQuote(url)}`];
  for (const [name, value] of headers) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== undefined) {
    // The tester sends its body as JSON; without this cURL would call it a form.
    const typed = headers.some(([name]) => name.toLowerCase() === 'content-type');
    if (!typed) parts.push(`-H ${shellQuote('Content-Type: application/json')}`);
    parts.push(`--data-raw ${shellQuote(body)}`);
  }
  return parts.join(' \\\n  ');
}
