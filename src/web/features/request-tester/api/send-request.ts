import { networkErrorMessage } from '@/contract/request-messages';
import { clientMessages, crossOriginFailureDetail } from '@/contract/client-messages';
import type { HttpMethod } from '@/contract/paths';
import { statusTextOf } from './status-text';

export interface TesterRequest {
  method: HttpMethod;
  endpoint: string;
  headers: readonly [string, string][];
  /** The parsed JSON body; ignored for GET, which has none. */
  body: unknown;
}

export interface TesterResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** The parsed JSON when the answer is JSON, else its text. */
  data: unknown;
  /** The answer's text as it came, for answers too big for the JSON viewer. */
  text: string;
  /** Milliseconds from sending to the whole answer read. */
  time: number;
  /** Bytes of the answer's body. */
  size: number;
}

/** No response at all: "Response is undefined.", with why. */
export interface TesterFailure {
  message: string;
  detail?: string;
}

export type TesterOutcome = { response: TesterResponse } | { failure: TesterFailure };

/** Whether a request of this method carries the body: not GET (fetch refuses a GET with one). */
export const sendsBody = (method: HttpMethod) => method !== 'GET';

/** The body as sent: JSON text, or nothing when the method sends none. */
export const bodyText = (method: HttpMethod, body: unknown) =>
  sendsBody(method) ? JSON.stringify(body) : undefined;

/**
 * The body is JSON, so it is labelled so unless a header of the user's says otherwise (fetch
 * would call a text body text/plain); the cURL command does the same.
 */
function withJsonType(headers: readonly [string, string][], body: string | undefined) {
  const typed = headers.some(([name]) => name.toLowerCase() === 'content-type');
  return body === undefined || typed
    ? [...headers]
    : [...headers, ['Content-Type', 'application/json'] as [string, string]];
}

/** JSON when the text parses, else the text itself. */
export function parseData(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends the request with fetch itself, not the app's API client: the user's headers go out
 * exactly as given, with no token or content type of the app's added, and error answers are
 * read like any other.
 */
export async function sendRequest(request: TesterRequest): Promise<TesterOutcome> {
  // Empty, it would resolve to this very page and answer its HTML with a 200.
  if (request.endpoint.trim() === '')
    return {
      failure: { message: clientMessages.noEndpoint, detail: clientMessages.noEndpointDetail },
    };
  const text = bodyText(request.method, request.body);
  let prepared: Request;
  try {
    // Resolved against the page, as the browser would, so that the request is the same everywhere.
    prepared = new Request(new URL(request.endpoint, window.location.href), {
      method: request.method,
      headers: withJsonType(request.headers, text),
      body: text,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A header name with a space, a value with a line break, an endpoint that is no URL.
    return { failure: { message: clientMessages.requestNotSent, detail: messageOf(error) } };
  }
  const started = performance.now();
  try {
    const answer = await fetch(prepared);
    const bytes = await answer.arrayBuffer();
    const time = Math.round(performance.now() - started);
    const answerText = new TextDecoder().decode(bytes);
    return {
      response: {
        status: answer.status,
        statusText: statusTextOf(answer.status, answer.statusText),
        headers: Object.fromEntries(answer.headers.entries()),
        data: parseData(answerText),
        text: answerText,
        time,
        size: bytes.byteLength,
      },
    };
  } catch (error) {
    // fetch rejects when nothing answered: refused, offline, blocked by CORS.
    const detail = messageOf(error);
    const elsewhere = prepared.url && new URL(prepared.url).origin !== window.location.origin;
    return {
      failure: {
        message: networkErrorMessage,
        detail: elsewhere ? crossOriginFailureDetail(detail) : detail,
      },
    };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
