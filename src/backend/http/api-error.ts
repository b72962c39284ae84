import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, serverMessages, type ErrorCode, type ServerMessageName } from '@/contract';

/**
 * A refusal with a status, the stable code a client branches on (error-codes.ts) and the message
 * the client shows; app.onError shapes it.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    /** Sent with the answer, e.g. the challenge of a refused token (see require-user.ts). */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

/** A refusal with one of the server's fixed messages, named by its key in serverMessages. */
export const refusal = (
  status: ContentfulStatusCode,
  name: ServerMessageName,
  headers?: Record<string, string>,
) => new ApiError(status, errorCodes[name], serverMessages[name], headers);

export const badRequest = (name: ServerMessageName) => refusal(400, name);
export const unauthorized = (name: ServerMessageName, headers?: Record<string, string>) =>
  refusal(401, name, headers);
export const forbidden = (name: ServerMessageName) => refusal(403, name);
export const notFound = (name: ServerMessageName, headers?: Record<string, string>) =>
  refusal(404, name, headers);
export const unprocessable = (name: ServerMessageName) => refusal(422, name);
