/** A failed API call, carrying the server's message (the spec's error texts) and status. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

/**
 * The one way the web app talks to the API: JSON in and out, and every failure turned into an
 * ApiClientError whose message the UI can show as it is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.authorization = options.token;
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
    throw new ApiClientError(message, response.status);
  }
  return data as T;
}

/** The message of the API's { errors: [message] } shape, read without pulling zod into the page. */
function firstError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}
