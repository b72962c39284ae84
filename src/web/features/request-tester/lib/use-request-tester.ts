import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths, type HttpMethod } from '@/contract/paths';
import { apiDataChanged } from '@/web/lib/shared-state';
import { bodyText, sendRequest, sendsBody, type TesterOutcome } from '../api/send-request';
import { toCurl } from './curl';
import {
  findHeaderFault,
  initialHeaderRows,
  rowsFrom,
  toHeaderList,
  type HeaderRow,
} from './header-rows';
import type { HistoryEntry, SavedRequest } from './history';
import { checkJson, type JsonCheck } from './json-body';
import { useRequestHistory } from './use-request-history';

const initialBody = '{}';

/** A write to the app's own API that succeeded. */
function changedAppData(request: SavedRequest, outcome: TesterOutcome): boolean {
  if (request.method === 'GET' || 'failure' in outcome || outcome.response.status >= 300)
    return false;
  return new URL(request.endpoint, window.location.href).pathname.startsWith('/api/');
}

export type JsonFault = Extract<JsonCheck, { ok: false }>;

/**
 * The tester's state (docs/product.md, /mock): method, endpoint, header rows, the body's text with
 * the last valid body stored apart from it, and the outcome of the last request.
 */
export function useRequestTester() {
  const [method, setMethod] = useState<HttpMethod>('GET');
  const [endpoint, setEndpoint] = useState<string>(apiPaths.testTodos());
  const [rows, setRows] = useState<HeaderRow[]>(initialHeaderRows);
  const [body, setBody] = useState(initialBody);
  const [storedBody, setStoredBody] = useState<unknown>({});
  const [jsonFault, setJsonFault] = useState<JsonFault | null>(null);
  const [outcome, setOutcome] = useState<TesterOutcome | undefined>();
  const [sending, setSending] = useState(false);
  const history = useRequestHistory();
  const queryClient = useQueryClient();

  // Each edit is checked: valid text is stored and clears the error, invalid text is not.
  const editBody = (text: string) => {
    setBody(text);
    const check = checkJson(text);
    if (check.ok) {
      setStoredBody(check.value);
      setJsonFault(null);
    } else setJsonFault(check);
  };

  const load = (request: SavedRequest) => {
    setMethod(request.method);
    setEndpoint(request.endpoint);
    setRows(rowsFrom(request.headers));
    editBody(request.body);
  };

  const send = async (request: SavedRequest, parsedBody: unknown) => {
    setSending(true);
    const mark = history.mark();
    const result = await sendRequest({
      method: request.method,
      endpoint: request.endpoint,
      headers: toHeaderList(rowsFrom(request.headers)),
      body: parsedBody,
    });
    setOutcome(result);
    setSending(false);
    // A post made or liked here must show in the feed too: what the app has read may be stale.
    if (changedAppData(request, result)) void apiDataChanged(queryClient);
    // Nothing was sent: there is nothing to keep.
    if (request.endpoint.trim() === '') return;
    history.add(
      {
        id: crypto.randomUUID(),
        at: new Date().toISOString(),
        request,
        outcome: result,
      },
      mark,
    );
  };

  const headerFault = findHeaderFault(rows);

  const current = (): SavedRequest => ({
    method,
    endpoint,
    headers: rows.map(({ isUsed, header, value }) => ({ isUsed, header, value })),
    // Submit is disabled while a body to send is not JSON, so the text is what is sent.
    body,
  });

  return {
    method,
    setMethod,
    endpoint,
    setEndpoint,
    rows,
    setRows,
    body,
    editBody,
    jsonFault,
    headerFault,
    /**
     * Nothing is on its way and the request can be made: its headers are valid, and so is its
     * body unless the method sends none.
     */
    canSubmit: !sending && headerFault === null && !(jsonFault !== null && sendsBody(method)),
    outcome,
    sending,
    history,
    submit: () => send(current(), storedBody),
    /** Puts a request made elsewhere (the API reference's Try it) in the form; the headers stay. */
    prepare: (request: { method: HttpMethod; endpoint: string; body: string }) => {
      setMethod(request.method);
      setEndpoint(request.endpoint);
      editBody(request.body);
    },
    /** Puts a request from the history back into the form, with the answer it had. */
    show: (entry: HistoryEntry) => {
      load(entry.request);
      setOutcome(entry.outcome);
    },
    sendAgain: (entry: HistoryEntry) => {
      load(entry.request);
      const check = checkJson(entry.request.body);
      return send(entry.request, check.ok ? check.value : {});
    },
    curl: () =>
      toCurl({
        method,
        url: new URL(endpoint, window.location.origin).href,
        headers: toHeaderList(rows),
        body: bodyText(method, storedBody),
      }),
  };
}

export type RequestTester = ReturnType<typeof useRequestTester>;
