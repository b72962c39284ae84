import {
  networkErrorMessage,
  requestFailedMessage,
  unexpectedErrorMessage,
} from '@/contract/request-messages';
import type { AnswerOf, Endpoint, MinimalAnswerOf } from '@/contract/endpoints';
import type { ErrorCode } from '@/contract/error-codes';
import { marksTokenRefused } from '@/contract/token-refusal';
import { takeEarlyAnswer } from './early-answers';
import { endpointUrl, type ParamsOption, type QueryValues } from './endpoint-url';
// The session module's lower layers: its upper ones (login, logout) call the API through here.
import { reportRefusedToken } from './session/refused-token';
import { sessionStore } from './session/session-store';

/**
 * A failed API call: the server's message, to show, its stable code, to branch on (never the
 * message: see failedWith), and the status.
 */
export class ApiClientError extends Error {
  /** The server's code (error-codes.ts); none without an answer of the API's error shape. */
  readonly code: string | undefined;
  /**
   * The server refused the token the call carried (it said so: see marksTokenRefused). The
   * session module has been told, and says so in its own words rather than this message.
   */
  readonly tokenRefused: boolean;

  constructor(
    message: string,
    readonly status: number,
    { code, tokenRefused = false }: { code?: string; tokenRefused?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
    this.code = code;
    this.tokenRefused = tokenRefused;
  }
}

/** Whether a call failed with this code of the server's: the way a client tells refusals apart. */
export function failedWith(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiClientError && error.code === code;
}

/**
 * `auth` only where the row requires a token. A row whose token is optional gets the session's
 * anyway, to fill the viewer's fields; the server reads a token it does not take there as none.
 */
type AuthOption<E extends Endpoint> = E['auth'] extends 'required'
  ? {
      /** An authenticated call: sends the session's token (or `token`, if given). */
      auth?: boolean;
    }
  : { auth?: never };

interface CommonOptions {
  /** Appended as the query string; undefined values are left out. */
  query?: QueryValues;
  /** JSON, or FormData for an upload (multipart). */
  body?: unknown;
  /** Send this token rather than the session's (logout's revoke, the session check, tests). */
  token?: string;
  signal?: AbortSignal;
}

/** What a call of `E` may say: its path's parameters, the query, the body and the token. */
export type RequestOptions<E extends Endpoint> = CommonOptions &
  ParamsOption<E> &
  AuthOption<E> & {
    /** 'minimal' sends `Prefer: return=minimal`: the answer is the row's minimal one. */
    prefer?: 'minimal';
  };

/** The options argument: optional when the row's path has no parameters to fill. */
type OptionsArgument<E extends Endpoint> =
  ParamsOption<E> extends { params: unknown }
    ? [options: RequestOptions<E> & { prefer?: undefined }]
    : [options?: RequestOptions<E> & { prefer?: undefined }];

/**
 * The one way the web app talks to the API: a row of the endpoint table, whose answer type it
 * carries, JSON in and out, and every failure turned into an ApiClientError whose message the UI
 * can show as it is. With `prefer: 'minimal'` the answer is the row's minimal one. An answer
 * that refuses the call's token is reported to the session module (reportRefusedToken).
 */
export function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> & { prefer: 'minimal' },
): Promise<MinimalAnswerOf<E>>;
export function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...options: OptionsArgument<E>
): Promise<AnswerOf<E>>;
export async function apiRequest(
  endpoint: Endpoint,
  options: CommonOptions & {
    params?: Record<string, string>;
    auth?: boolean;
    prefer?: 'minimal';
  } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.prefer === 'minimal') headers.Prefer = 'return=minimal';
  const sendsSessionToken = options.auth === true || endpoint.auth === 'optional';
  const token = options.token ?? (sendsSessionToken ? sessionStore.get()?.token : undefined);
  if (token) headers.authorization = token;
  const url = new URL(endpointUrl(endpoint, options.params, options.query), window.location.href);
  let response: Response;
  try {
    const early = endpoint.method === 'GET' ? takeEarlyAnswer(url.href, token) : undefined;
    response = await (early ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body: isForm
          ? (options.body as FormData)
          : options.body === undefined
            ? null
            : JSON.stringify(options.body),
        signal: options.signal ?? null,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(networkErrorMessage, 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message = requestFailedMessage(response.status), code } = readError(data);
    const tokenRefused = token !== undefined && marksTokenRefused(response.headers);
    // A suspended account's refusal says until when: the page shows it as the session ends.
    if (tokenRefused) reportRefusedToken(token, code === 'account_suspended' ? message : undefined);
    throw new ApiClientError(message, response.status, { code, tokenRefused });
  }
  return data;
}

/**
 * The message and code of the API's { errors: [message], code } shape, read without pulling zod
 * into the page: either may be missing from an answer that is not the API's (a proxy's 502).
 */
function readError(data: unknown): { message?: string; code?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { errors, code } = data as { errors?: unknown; code?: unknown };
  return {
    ...(Array.isArray(errors) && typeof errors[0] === 'string' ? { message: errors[0] } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** The text a toast shows for any failure: the server's own words when there are some. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  return unexpectedErrorMessage;
}
