/** The refused token, and the server's word on why when it has one to show (a suspension). */
type RefusalHandler = (token: string, message?: string) => void;
const handlers = new Set<RefusalHandler>();

/**
 * The API client reports here every answer that refused the token its call carried (the
 * server's `WWW-Authenticate: Bearer error="invalid_token"`, src/contract/token-refusal.ts).
 * The answer says so by itself: nothing more is asked of the server. Whether the session ends is
 * SessionProvider's to decide: the token may be an earlier session's.
 */
export function reportRefusedToken(token: string, message?: string): void {
  handlers.forEach((handler) => (message === undefined ? handler(token) : handler(token, message)));
}

/** Called with each refused token; answers a function that unsubscribes. */
export function onRefusedToken(handler: RefusalHandler): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}
