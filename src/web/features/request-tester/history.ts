import type { HttpMethod } from '../../../contract/paths';
import { parseData, type TesterOutcome } from './api/send-request';
import type { HeaderRow } from './header-rows';

export const historyLimit = 50;
/** Answers longer than this are not kept: 50 of them must fit in localStorage's few MB. */
export const keptTextLimit = 20_000;

export interface SavedRequest {
  method: HttpMethod;
  endpoint: string;
  headers: Omit<HeaderRow, 'id'>[];
  /** The body's JSON text as it was sent. */
  body: string;
}

export interface HistoryEntry {
  id: string;
  /** When it was sent, ISO 8601. */
  at: string;
  request: SavedRequest;
  outcome: TesterOutcome;
}

const methods: readonly string[] = ['GET', 'POST', 'DELETE'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isRow(value: unknown): value is Omit<HeaderRow, 'id'> {
  return (
    isRecord(value) &&
    typeof value.isUsed === 'boolean' &&
    isString(value.header) &&
    isString(value.value)
  );
}

function isRequest(value: unknown): value is SavedRequest {
  return (
    isRecord(value) &&
    isString(value.method) &&
    methods.includes(value.method) &&
    isString(value.endpoint) &&
    Array.isArray(value.headers) &&
    value.headers.every(isRow) &&
    isString(value.body)
  );
}

function isOutcome(value: unknown): value is TesterOutcome {
  if (!isRecord(value)) return false;
  if (isRecord(value.failure)) return isString(value.failure.message);
  const response = value.response;
  return (
    isRecord(response) &&
    typeof response.status === 'number' &&
    isString(response.statusText) &&
    isRecord(response.headers) &&
    Object.values(response.headers).every(isString) &&
    isString(response.text) &&
    typeof response.time === 'number' &&
    typeof response.size === 'number'
  );
}

/**
 * The history as stored, keeping only entries of the right shape: whatever someone or an older
 * version left in localStorage must not break the page.
 */
export function parseHistory(stored: unknown): HistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is HistoryEntry =>
        isRecord(entry) &&
        isString(entry.id) &&
        isString(entry.at) &&
        isRequest(entry.request) &&
        isOutcome(entry.outcome),
    )
    .slice(0, historyLimit)
    .map((entry) => ({ ...entry, outcome: withData(entry.outcome) }));
}

/** The data is kept as the answer's text only; parsed again when read back. */
export function withData(outcome: TesterOutcome): TesterOutcome {
  if ('failure' in outcome) return outcome;
  return { response: { ...outcome.response, data: parseData(outcome.response.text) } };
}

/**
 * What is stored of an outcome: the answer's text but not its parsed copy, and no text at all for
 * big answers, so that the history stays small.
 */
export function toKept(outcome: TesterOutcome): TesterOutcome {
  if ('failure' in outcome) return outcome;
  const { text } = outcome.response;
  return {
    response: {
      ...outcome.response,
      data: undefined,
      text: text.length <= keptTextLimit ? text : '',
    },
  };
}

/** Body fields whose values are never written down: the login's and signup's passwords. */
const secretField = /password/i;

/** The JSON text with every password's value emptied; other text as it is. */
function withoutPasswords(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch {
    return body;
  }
  if (!isRecord(parsed) || !Object.keys(parsed).some((key) => secretField.test(key))) return body;
  const kept = Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, secretField.test(key) ? '' : value]),
  );
  return JSON.stringify(kept, null, 2);
}

/** Login and signup: their answers carry a token that must not outlive the page in storage. */
function isAuthEndpoint(endpoint: string): boolean {
  try {
    return new URL(endpoint, 'http://murmur.invalid').pathname.startsWith('/api/auth/');
  } catch {
    return false;
  }
}

/**
 * An entry as the history keeps it: passwords typed into a body are emptied and the answers of
 * the auth endpoints are not kept, since localStorage outlives the page. (Tokens in headers are
 * the session's own, which is in localStorage already, and the history goes at logout.)
 */
export function toRemembered(entry: HistoryEntry): HistoryEntry {
  const request = { ...entry.request, body: withoutPasswords(entry.request.body) };
  const outcome = toKept(entry.outcome);
  if (!isAuthEndpoint(request.endpoint) || 'failure' in outcome)
    return { ...entry, request, outcome };
  return { ...entry, request, outcome: { response: { ...outcome.response, text: '' } } };
}

/** The newest first, at most historyLimit. */
export function addEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, historyLimit);
}
