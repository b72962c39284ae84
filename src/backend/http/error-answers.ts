import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, serverMessages, type ErrorCode, type ErrorResponse } from '@/contract';
import { HashingBusyError } from '../auth/passwords';
import { MediaFullError } from '../media/media-store';
import { PictureRefusedError } from '../media/picture-pipeline';
import {
  InvalidCursorError,
  StoreBusyError,
  StoreConflictError,
  StoreFullError,
  StoreTimeoutError,
} from '../store/errors';
import { ApiError, refusal } from './api-error';

/** An error as the API answers it. An ApiError is one. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
  headers?: Record<string, string>;
}

/** The answer to a failure nobody expected: a fault of the server, which is reported. */
export const faultAnswer: ErrorAnswer = {
  status: 500,
  code: errorCodes.unexpected,
  message: serverMessages.unexpected,
};

/**
 * The API's error body: the message for a person beside the stable code for a program
 * (docs/api.md, "Errors"). Every error answer of the API and of the Node host is shaped here.
 */
export function errorBody({ code, message }: Pick<ErrorAnswer, 'code' | 'message'>): ErrorResponse {
  return { errors: [message], code };
}

/** Answers an error: its status, its body (errorBody) and its headers. */
export function answerError(c: Context, answer: ErrorAnswer): Response {
  return c.json(errorBody(answer), answer.status, answer.headers);
}

/**
 * The answer app.onError gives a failure it knows: a refusal a route threw (ApiError), or an
 * error of the store, the media store or the password hasher, which routes let through.
 * Undefined for anything else, which is a fault: answered 500 (faultAnswer) and reported. That
 * includes an HTTPException of Hono's own: the app's parts throw one only when misused.
 */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ApiError) return error;
  // Two signups of one name at once: the second passed signUp's check before the first wrote.
  if (error instanceof StoreConflictError && error.on === 'username') {
    return refusal(422, 'usernameExists');
  }
  if (error instanceof InvalidCursorError) return refusal(400, 'invalidCursor');
  if (error instanceof StoreBusyError) return refusal(503, 'storeBusy', { 'Retry-After': '1' });
  // PG_STATEMENT_TIMEOUT_MS cancelled a query: the database is overloaded or a lock is held long.
  if (error instanceof StoreTimeoutError) {
    return refusal(503, 'storeTimeout', { 'Retry-After': '5' });
  }
  // 507 Insufficient Storage: nothing of the request was kept.
  if (error instanceof MediaFullError) return refusal(507, 'mediaStorageFull');
  if (error instanceof StoreFullError) return refusal(507, 'storageFull');
  if (error instanceof PictureRefusedError) return refusal(422, error.reason);
  if (error instanceof HashingBusyError) {
    const retryAfter = String(error.retryAfterSeconds);
    return refusal(503, 'hashingBusy', { 'Retry-After': retryAfter });
  }
  return undefined;
}
