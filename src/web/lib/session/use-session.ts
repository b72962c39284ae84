import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LoginDetails } from './login-details';
import { sessionStore } from './session-store';

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
