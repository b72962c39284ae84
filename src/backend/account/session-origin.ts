import type { Context } from 'hono';
import type { ResolvedDeps } from '../deps';
import { sessionAgentMax, type SessionRow } from '../store/port';

/** What a session logged in with: its User-Agent and client address, either unknown. */
export type SessionOrigin = Pick<SessionRow, 'userAgent' | 'address'>;

/** How the owner's list of sessions names one: its device and the address it came from. */
export type OriginDescriber = (origin: SessionOrigin) => { device: string; address: string | null };

/**
 * The in-page demo's description: its sessions are all of this one browser, whose API runs in
 * the page with no address, and it leaves the User-Agent parser out of its first load.
 */
export const thisBrowser: OriginDescriber = () => ({ device: 'This browser', address: null });

/** Where a request came from: the login limits count by its address, always known. */
export interface RequestOrigin extends SessionOrigin {
  address: string;
}

/** The origin of a request that may open a session (a login, a sign-up). */
export function requestOrigin(deps: ResolvedDeps, c: Context): RequestOrigin {
  const userAgent = c.req.header('user-agent')?.trim().slice(0, sessionAgentMax) || null;
  return { userAgent, address: deps.clientAddress(c) };
}
