import type { HttpMethod } from '@/contract/paths';
import { parseData, type TesterOutcome } from '../api/send-request';
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

/** Fields whose values are never written down, at any depth: passwords, tokens, secrets. */
const secretField = /password|token|secret/i;
/** Headers that carry credentials: their values stay in the page, never in storage. */
const secretHeader = /^(authorization|proxy-authorization|cookie)$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretField.test(key) ? '' : withoutSecrets(inner),
    ]),
  );
}

/** The JSON text with every secret's value emptied; text that is no JSON as it is. */
function bodyWithoutSecrets(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch {
    return body;
  }
  const kept = withoutSecrets(parsed);
  return JSON.stringify(kept) === JSON.stringify(parsed) ? body : JSON.stringify(kept, null, 2);
}

/** Login and signup: their answers carry a token. */
function isAuthEndpoint(endpoint: string): boolean {
  try {
    return new URL(endpoint, 'http://murmur.invalid').pathname.startsWith('/api/auth/');
  } catch {
    return false;
  }
}

/**
 * An entry as localStorage keeps it, which outlives the page and the session: secrets in the
 * body and credential headers are emptied, and the answers of login and signup are not kept.
 * The page's own copy keeps them, so "Send again" works until the page is left.
 */
export function toStored(entry: HistoryEntry): HistoryEntry {
  const request = {
    ...entry.request,
    headers: entry.request.headers.map((row) =>
      secretHeader.test(row.header.trim()) ? { ...row, value: '' } : row,
    ),
    body: bodyWithoutSecrets(entry.request.body),
  };
  const outcome = toKept(entry.outcome);
  if (!isAuthEndpoint(request.endpoint) || 'failure' in outcome)
    return { ...entry, request, outcome };
  return { ...entry, request, outcome: { response: { ...outcome.response, text: '' } } };
}

/** The newest first, at most historyLimit. */
export function addEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, historyLimit);
}
