import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal with a status and the message the client shows; app.onError shapes it. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** Sent with the answer, e.g. the challenge of a refused token (see require-user.ts). */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string, headers?: Record<string, string>) =>
  new ApiError(401, message, headers);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string, headers?: Record<string, string>) =>
  new ApiError(404, message, headers);
export const unprocessable = (message: string) => new ApiError(422, message);
