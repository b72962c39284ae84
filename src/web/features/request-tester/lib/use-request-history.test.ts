import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore, type LoginDetails } from '@/web/lib/session';
import { storageKeys } from '@/web/lib/storage';
import type { HistoryEntry } from './history';
import { useRequestHistory } from './use-request-history';

const entry: HistoryEntry = {
  id: 'one',
  at: '2026-11-23T10:00:00.000Z',
  request: {
    method: 'GET',
    endpoint: '/api/users',
    headers: [{ isUsed: true, header: 'authorization', value: 'eyJ.old.user' }],
    body: '{}',
  },
  outcome: { failure: { message: 'Network Error' } },
};

const guest = { user: { username: 'guest', firstName: 'Guest' }, token: 't-1' } as LoginDetails;

describe('the request history hook', () => {
  it('drops the answer of a request sent in a session that has ended since', () => {
    act(() => sessionStore.start(guest));
    const { result } = renderHook(() => useRequestHistory());
    const sentAt = result.current.mark();
    // The user logs out while the request is on its way.
    act(() => sessionStore.end());
    act(() => result.current.add(entry, sentAt));
    expect(result.current.entries).toEqual([]);
    expect(window.localStorage.getItem(storageKeys.requestHistory)).toBeNull();

    // A request sent after that is kept, as usual, with its credentials left out of storage.
    act(() => result.current.add(entry, result.current.mark()));
    expect(result.current.entries).toHaveLength(1);
    expect(window.localStorage.getItem(storageKeys.requestHistory)).not.toContain('eyJ.old.user');
  });
});
