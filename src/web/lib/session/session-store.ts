import type { Account } from '@/contract';
import { mirrorSessionCookie } from './session-cookie';
import { storage, storageKeys } from '../storage';
import { readStoredLoginDetails, type LoginDetails } from './login-details';

let current = readStoredLoginDetails();
// Whether the server refused this tab's session: its protected pages then ask to log in again.
let refusedHere = false;
mirrorSessionCookie(current?.token);
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Another tab logged in or out: follow it. */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== storageKeys.loginDetails) return;
  current = readStoredLoginDetails();
  emit();
}

/**
 * The session, kept in localStorage so that it survives a reload, and readable outside React:
 * the API client takes the token from here. The bottom of the session module: it imports nothing
 * that calls the API, so that the API client can import it.
 */
export const sessionStore = {
  get: (): LoginDetails | null => current,
  /** Whether the server refused the session this tab held (a logout is not a refusal). */
  refusedHere: () => refusedHere,
  start(details: LoginDetails) {
    current = details;
    storage.writeJson(storageKeys.loginDetails, details);
    mirrorSessionCookie(details.token);
    emit();
  },
  /**
   * The logged-in user's record changed (a profile edit, a follow): keeps the token, and is
   * ignored when another user is logged in by now, so a late answer cannot swap the session.
   */
  updateUser(user: Account) {
    if (!current || current.user.username !== user.username) return;
    current = { ...current, user };
    storage.writeJson(storageKeys.loginDetails, current);
    emit();
  },
  /**
   * Ends the session at once, where the user is (SessionProvider's endings go somewhere first).
   * `refused` says the server refused it, rather than the user logging out.
   */
  end(refused = false) {
    refusedHere = refused && current !== null;
    current = null;
    storage.remove(storageKeys.loginDetails);
    mirrorSessionCookie(undefined);
    emit();
  },
  subscribe: (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

/**
 * Calls `onChange` whenever the session's user or token changes: a login (over another session
 * too), a logout, a session ended by the server, or any of these in another tab. `previous` is
 * the session that was there before, so a caller can tell a login from a logout. Answers a
 * function that unsubscribes.
 */
export function onSessionChange(
  onChange: (previous: LoginDetails | null, next: LoginDetails | null) => void,
): () => void {
  let last = sessionStore.get();
  return sessionStore.subscribe(() => {
    const previous = last;
    const next = sessionStore.get();
    last = next;
    const same = previous?.token === next?.token && previous?.user.username === next?.user.username;
    if (!same) onChange(previous, next);
  });
}
