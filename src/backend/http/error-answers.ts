import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { serverMessages } from '@/contract';
import { HashingBusyError } from '../auth/passwords';
import { MediaFullError } from '../media/media-store';
import {
  InvalidCursorError,
  StoreBusyError,
  StoreConflictError,
  StoreFullError,
  StoreTimeoutError,
} from '../store/errors';
import { ApiError } from './api-error';

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  message: string;
  headers?: Record<string, string>;
}

/**
 * The answer app.onError gives a failure it knows: a refusal a route threw (ApiError), or an
 * error of the store, the media store or the password hasher, which routes let through.
 * Undefined for anything else, which is a fault: answered 500 and reported.
 */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ApiError) {
    return { status: error.status, message: error.message, headers: error.headers };
  }
  if (error instanceof HTTPException) return { status: error.status, message: error.message };
  // Two signups of one name at once: the second passed the route's check before the first wrote.
  if (error instanceof StoreConflictError && error.on === 'username') {
    return { status: 422, message: serverMessages.usernameExists };
  }
  if (error instanceof InvalidCursorError) {
    return { status: 400, message: serverMessages.invalidCursor };
  }
  if (error instanceof StoreBusyError) {
    return { status: 503, message: serverMessages.storeBusy, headers: { 'Retry-After': '1' } };
  }
  // PG_STATEMENT_TIMEOUT_MS cancelled a query: the database is overloaded or a lock is held long.
  if (error instanceof StoreTimeoutError) {
    return { status: 503, message: serverMessages.storeTimeout, headers: { 'Retry-After': '5' } };
  }
  // 507 Insufficient Storage: nothing of the request was kept.
  if (error instanceof MediaFullError) {
    return { status: 507, message: serverMessages.mediaStorageFull };
  }
  if (error instanceof StoreFullError) {
    return { status: 507, message: serverMessages.storageFull };
  }
  if (error instanceof HashingBusyError) {
    const retryAfter = String(error.retryAfterSeconds);
    return {
      status: 503,
      message: serverMessages.hashingBusy,
      headers: { 'Retry-After': retryAfter },
    };
  }
  return undefined;
}
