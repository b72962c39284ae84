import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Account } from '@/contract';
import { mirrorSessionCookie } from './session-cookie';
import { storage, storageKeys } from './storage';

/** The spec's loginDetails: who is logged in and the token their calls carry. */
export interface LoginDetails {
  user: Account;
  token: string;
}

function isLoginDetails(value: unknown): value is LoginDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { user, token } = value as Partial<LoginDetails>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.username === 'string' &&
    typeof user.firstName === 'string'
  );
}

export function readStoredLoginDetails(): LoginDetails | null {
  const value = storage.readJson(storageKeys.loginDetails);
  return isLoginDetails(value) ? value : null;
}

let current = readStoredLoginDetails();
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
 * the API client takes the token from here.
 */
export const sessionStore = {
  get: (): LoginDetails | null => current,
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
  /** Ends the session at once, where the user is (see useNavigateThenEndSession for the other way). */
  end() {
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

/** The logged-in user and token, or null; re-renders when the session starts or ends. */
export function useSession(): LoginDetails | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/**
 * Whom a page rendered on the server is for (src/web/prerender/first-pages.tsx): the server
 * knows the visitor's name from their token, not the session the browser stores.
 */
export const ServerRenderViewer = createContext<string | undefined>(undefined);

/** The logged-in user's username, or '' without a session. */
export function useViewerName(): string {
  const rendered = useContext(ServerRenderViewer);
  const session = useSession();
  return rendered ?? session?.user.username ?? '';
}
