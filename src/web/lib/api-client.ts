import { serverMessages } from '../../contract/messages';
import { sessionStore } from './session';

/** A failed API call, carrying the server's message (the spec's error texts) and status. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server no longer accepts the session's token; the session has been ended. */
    readonly sessionRejected = false,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Send the session's token; a refusal of it ends the session (see onSessionRejected). */
  auth?: boolean;
  /** Send this token instead, with no session handling (logout, tests). */
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

/** What the server says when a token is forged, expired or revoked, or its user is gone. */
function rejectsToken(status: number, message: string) {
  return (
    (status === 401 && message === serverMessages.invalidToken) ||
    (status === 404 && message === serverMessages.userNotRegistered)
  );
}

/**
 * The one way the web app talks to the API: JSON in and out, and every failure turned into an
 * ApiClientError whose message the UI can show as it is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token ?? (options.auth ? sessionStore.get()?.token : undefined);
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.href), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError('Network Error', 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = firstError(data) ?? `Request failed with status code ${response.status}`;
    const rejected = Boolean(options.auth) && rejectsToken(response.status, message);
    const error = new ApiClientError(message, response.status, rejected);
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
