import {
  endpoints,
  type AnswerOf,
  type Endpoint,
  type MinimalAnswerOf,
} from '@/contract/endpoints';
import { sessionMessages } from '@/contract/session-messages';
import { takeEarlyAnswer } from './early-answers';
import { endpointUrl, type ParamsOption, type QueryValues } from './endpoint-url';
import { sessionStore } from './session';

/** A failed API call, carrying the server's message (the spec's error texts) and status. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server no longer accepts the token the call carried (see onSessionRejected). */
    readonly sessionRejected = false,
    /** The token the call carried, if any: a refusal ends only the session that owns it. */
    readonly token?: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/**
 * `auth` only where the row requires a token. A row whose token is optional gets the session's
 * anyway (to fill the viewer's fields), but its refusal says nothing about the session: the
 * server ignores a token it does not take there.
 */
type AuthOption<E extends Endpoint> = E['auth'] extends 'required'
  ? {
      /**
       * An authenticated call: sends the session's token (or `token`, if given), and a refusal
       * of it is reported to onSessionRejected.
       */
      auth?: boolean;
    }
  : { auth?: never };

interface CommonOptions {
  /** Appended as the query string; undefined values are left out. */
  query?: QueryValues;
  /** JSON, or FormData for an upload (multipart). */
  body?: unknown;
  /** Send this token; without auth, a refusal of it is not reported (logout, tests). */
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

type SessionRejectedHandler = (error: ApiClientError) => void;
const rejectionHandlers = new Set<SessionRejectedHandler>();

/** Called when an authenticated call's token is refused; answers a function that unsubscribes. */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  rejectionHandlers.add(handler);
  return () => void rejectionHandlers.delete(handler);
}

/**
 * The session check: the smallest authenticated GET. The server answers it 401 when it no longer
 * takes the token (forged, expired, revoked) and 404 when the token's user is gone.
 */
export const sessionCheckEndpoint = endpoints.bookmarks;

/**
 * Asks the server whether it still takes `token`. Calls for the same token at the same time share
 * one request. Answers false only when the check is refused (401 or 404); a network failure or a
 * 5xx says nothing about the token.
 */
const checksInFlight = new Map<string, Promise<boolean>>();
function serverTakesToken(token: string): Promise<boolean> {
  let check = checksInFlight.get(token);
  if (!check) {
    check = apiRequest(sessionCheckEndpoint, { token }).then(
      () => true,
      (error: unknown) =>
        !(error instanceof ApiClientError && (error.status === 401 || error.status === 404)),
    );
    checksInFlight.set(token, check);
    void check.finally(() => checksInFlight.delete(token));
  }
  return check;
}

/**
 * Whether a refusal of an authenticated call means the server no longer takes its token. A 401
 * invalid-token says so at once. The 404 "not Registered" is also the answer for any unknown user
 * a call names (following an id that does not exist), so it ends the session only once the
 * session check with the same token is refused too.
 */
async function rejectsToken(
  status: number,
  message: string,
  token: string,
  endpoint: Endpoint,
): Promise<boolean> {
  if (status === 401) return message === sessionMessages.invalidToken;
  if (status !== 404 || message !== sessionMessages.userNotRegistered) return false;
  // The session check itself cannot name another user: its 404 is about the token.
  if (endpoint === sessionCheckEndpoint) return true;
  return !(await serverTakesToken(token));
}

/**
 * The one way the web app talks to the API: a row of the endpoint table, whose answer type it
 * carries, JSON in and out, and every failure turned into an ApiClientError whose message the UI
 * can show as it is. With `prefer: 'minimal'` the answer is the row's minimal one.
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
    throw new ApiClientError('Network Error', 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = firstError(data) ?? `Request failed with status code ${response.status}`;
    // Only a row that requires the token can refuse the session: an optional one ignores it.
    const rejected =
      options.auth === true &&
      endpoint.auth === 'required' &&
      token !== undefined &&
      (await rejectsToken(response.status, message, token, endpoint));
    const error = new ApiClientError(message, response.status, rejected, token);
    if (rejected) rejectionHandlers.forEach((handler) => handler(error));
    throw error;
  }
  return data;
}

/** The message of the API's { errors: [message] } shape, read without pulling zod into the page. */
function firstError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}

/** The text a toast shows for any failure: the server's own words when there are some. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  return 'Something went wrong. Please try again.';
}
