import { serverMessages } from '../../contract/messages';
import { apiPaths } from '../../contract/paths';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /**
   * An authenticated call: sends the session's token (or `token`, if given), and a refusal of it
   * is reported to onSessionRejected.
   */
  auth?: boolean;
  /** Send this token; without auth, a refusal of it is not reported (logout, tests). */
  token?: string;
  signal?: AbortSignal;
}

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
export const sessionCheckPath = apiPaths.bookmarks();

/**
 * Asks the server whether it still takes `token`. Calls for the same token at the same time share
 * one request. Answers false only when the check is refused (401 or 404); a network failure or a
 * 5xx says nothing about the token.
 */
const checksInFlight = new Map<string, Promise<boolean>>();
function serverTakesToken(token: string): Promise<boolean> {
  let check = checksInFlight.get(token);
  if (!check) {
    check = apiRequest(sessionCheckPath, { token }).then(
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
  request: { path: string; method: string },
): Promise<boolean> {
  if (status === 401) return message === serverMessages.invalidToken;
  if (status !== 404 || message !== serverMessages.userNotRegistered) return false;
  // The session check itself cannot name another user: its 404 is about the token.
  if (request.method === 'GET' && request.path === sessionCheckPath) return true;
  return !(await serverTakesToken(token));
}

/**
 * The one way the web app talks to the API: JSON in and out, and every failure turned into an
 * ApiClientError whose message the UI can show as it is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.token ?? (options.auth ? sessionStore.get()?.token : undefined);
  if (token) headers.authorization = token;
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.href), {
      method,
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? null
          : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError('Network Error', 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = firstError(data) ?? `Request failed with status code ${response.status}`;
    const rejected =
      Boolean(options.auth) &&
      token !== undefined &&
      (await rejectsToken(response.status, message, token, { path, method }));
    const error = new ApiClientError(message, response.status, rejected, token);
    if (rejected) rejectionHandlers.forEach((handler) => handler(error));
    throw error;
  }
  return data as T;
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
