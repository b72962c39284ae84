import { describe, expect, it } from 'vitest';
import type { TesterOutcome } from '../api/send-request';
import {
  addEntry,
  historyLimit,
  keptTextLimit,
  parseHistory,
  toKept,
  toStored,
  type HistoryEntry,
} from './history';

const response = (text: string): TesterOutcome => ({
  response: {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
    data: JSON.parse(text) as unknown,
    text,
    time: 12,
    size: text.length,
  },
});

const entry = (id: string, outcome: TesterOutcome = response('{"a":1}')): HistoryEntry => ({
  id,
  at: '2026-11-23T10:00:00.000Z',
  request: {
    method: 'GET',
    endpoint: '/api/test-todos',
    headers: [{ isUsed: true, header: 'Accept', value: '*/*' }],
    body: '{}',
  },
  outcome,
});

describe('the request history', () => {
  it('reads back what was stored, parsing the data again from the text', () => {
    const stored = JSON.parse(
      JSON.stringify([entry('1')].map((e) => ({ ...e, outcome: toKept(e.outcome) }))),
    ) as unknown;
    expect(parseHistory(stored)).toEqual([entry('1')]);
  });

  it('ignores whatever is not a history: bad JSON values, wrong shapes, bad entries', () => {
    for (const stored of [undefined, null, 'text', 42, { a: 1 }])
      expect(parseHistory(stored)).toEqual([]);
    const good = entry('ok');
    const bad = [
      { ...good, id: 7 },
      { ...good, request: { ...good.request, method: 'PATCH' } },
      { ...good, request: { ...good.request, headers: [{ header: 'x' }] } },
      { ...good, outcome: { response: { status: '200' } } },
      null,
    ];
    expect(parseHistory([...bad, good])).toEqual([good]);
  });

  it('keeps failures as they are', () => {
    const failed = entry('f', { failure: { message: 'Network Error', detail: 'Failed to fetch' } });
    expect(parseHistory([failed])).toEqual([failed]);
  });

  it('keeps the newest 50', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < historyLimit + 5; i++) history = addEntry(history, entry(String(i)));
    expect(history).toHaveLength(historyLimit);
    expect(history[0]!.id).toBe(String(historyLimit + 4));
  });

  it('drops the text of big answers so that the history fits in localStorage', () => {
    const big = `"${'x'.repeat(keptTextLimit)}"`;
    const kept = toKept(response(big));
    expect(kept).toMatchObject({ response: { text: '', size: big.length, status: 200 } });
  });

  it('never stores a password, token or credential header, keeping the rest', () => {
    const login = entry('login');
    login.request = {
      method: 'POST',
      endpoint: '/api/test-todos',
      headers: [
        { isUsed: true, header: 'Authorization', value: 'eyJ.pasted.token' },
        { isUsed: true, header: ' cookie ', value: 'sid=secret-3' },
        { isUsed: true, header: 'Accept', value: '*/*' },
      ],
      body: JSON.stringify({
        username: 'guest',
        password: 'secret-1',
        confirmPassword: 'secret-1',
        nested: { apiToken: 'secret-2', list: [{ clientSecret: 'secret-4', keep: 1 }] },
      }),
    };
    const remembered = toStored(login);
    expect(JSON.parse(remembered.request.body)).toEqual({
      username: 'guest',
      password: '',
      confirmPassword: '',
      nested: { apiToken: '', list: [{ clientSecret: '', keep: 1 }] },
    });
    expect(remembered.request.headers.map((row) => row.value)).toEqual(['', '', '*/*']);
    expect(JSON.stringify(remembered)).not.toMatch(/secret-|pasted/);
    // Bodies with no secret stay exactly as typed.
    expect(toStored(entry('plain')).request.body).toBe('{}');
  });

  it('does not keep the answers of login and signup, which carry a token', () => {
    const login = entry('login', response('{"encodedToken":"eyJ.token.sig"}'));
    login.request = { ...login.request, method: 'POST', endpoint: '/api/auth/login' };
    const remembered = toStored(login);
    expect(remembered.outcome).toMatchObject({ response: { status: 200, text: '' } });
    expect(JSON.stringify(remembered)).not.toContain('eyJ.token.sig');
    // A full address to the same endpoint is caught too; other endpoints keep their answers.
    login.request.endpoint = 'http://localhost:3000/api/auth/signup';
    expect(JSON.stringify(toStored(login))).not.toContain('eyJ.token.sig');
    expect(toStored(entry('todos')).outcome).toMatchObject({ response: { text: '{"a":1}' } });
  });
});
