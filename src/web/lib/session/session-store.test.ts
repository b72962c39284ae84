import { describe, expect, it, vi } from 'vitest';
import { readStoredLoginDetails, type LoginDetails } from './login-details';
import { onSessionChange, sessionStore } from './session-store';

const details = {
  user: { username: 'guest', firstName: 'Guest' },
  token: 'token-1',
} as LoginDetails;

describe('session store', () => {
  it('keeps loginDetails in localStorage, so that a reload reads them back', () => {
    sessionStore.start(details);
    expect(JSON.parse(window.localStorage.getItem('loginDetails')!)).toEqual(details);
    expect(readStoredLoginDetails()).toEqual(details);
    expect(sessionStore.get()).toEqual(details);
  });

  it('forgets them when the session ends, and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.start(details);
    sessionStore.end();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('loginDetails')).toBeNull();
    expect(sessionStore.get()).toBeNull();
  });

  it('ignores stored values that are not login details', () => {
    for (const value of ['not json', '{"token":""}', '{"user":null,"token":"x"}', '[]']) {
      window.localStorage.setItem('loginDetails', value);
      expect(readStoredLoginDetails()).toBeNull();
    }
  });

  it('follows a login or logout in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    window.localStorage.setItem('loginDetails', JSON.stringify(details));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loginDetails' }));
    expect(sessionStore.get()).toEqual(details);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('tells onSessionChange only when the user or the token changes', () => {
    const changed = vi.fn();
    const unsubscribe = onSessionChange(changed);
    sessionStore.start(details);
    expect(changed).toHaveBeenCalledTimes(1);
    // The same user and token again (e.g. details refreshed): nothing changed.
    sessionStore.start({ ...details, user: { ...details.user } });
    expect(changed).toHaveBeenCalledTimes(1);
    sessionStore.start({ ...details, token: 'token-2' });
    expect(changed).toHaveBeenCalledTimes(2);
    sessionStore.start({ user: { ...details.user, username: 'maya.clay' }, token: 'token-2' });
    expect(changed).toHaveBeenCalledTimes(3);
    // Another tab logged out.
    window.localStorage.removeItem('loginDetails');
    window.dispatchEvent(new StorageEvent('storage', { key: 'loginDetails' }));
    expect(changed).toHaveBeenCalledTimes(4);
    // Each call says which session there was before and which there is now.
    expect(changed.mock.calls[0]).toEqual([null, details]);
    expect(changed.mock.calls[3]).toEqual([
      { user: { ...details.user, username: 'maya.clay' }, token: 'token-2' },
      null,
    ]);
    unsubscribe();
  });

  it('updates the stored user, keeping the token, only while that user is logged in', () => {
    const changed = vi.fn();
    sessionStore.start(details);
    const unsubscribe = onSessionChange(changed);
    const renamed = { ...details.user, firstName: 'Gwen' };
    sessionStore.updateUser(renamed);
    expect(sessionStore.get()).toEqual({ user: renamed, token: 'token-1' });
    expect(readStoredLoginDetails()?.user.firstName).toBe('Gwen');
    // Same user and token: the session did not change hands, so caches stay.
    expect(changed).not.toHaveBeenCalled();
    // A late answer about someone else is not taken for the session's user.
    sessionStore.updateUser({ ...details.user, username: 'maya.clay', firstName: 'Maya' });
    expect(sessionStore.get()?.user.firstName).toBe('Gwen');
    sessionStore.end();
    sessionStore.updateUser(renamed);
    expect(sessionStore.get()).toBeNull();
    unsubscribe();
  });
});
