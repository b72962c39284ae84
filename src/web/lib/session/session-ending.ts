import { createContext, useContext } from 'react';

export interface SessionEnding {
  /** Where the user goes; the session is cleared once they are there. */
  to: string;
  /**
   * Awaited before leaving (logout's revoke). The session counts as ending from the start, so a
   * refusal that arrives meanwhile does not end it a second time.
   */
  first?: Promise<unknown>;
  /** The server refused the session (rather than the user logging out). */
  refused?: boolean;
  /** Runs once it is cleared, e.g. to say so. */
  then?: () => void;
}

/**
 * Ends the session by first going to `to` and clearing it only when that page is on screen. The
 * other order would let a protected page see itself logged out for a moment and send the user to
 * /signup instead. (sessionStore.end() is the other way: it clears at once, where the user is.)
 */
export const SessionEndingContext = createContext<((ending: SessionEnding) => void) | null>(null);

/** Answers the function that navigates to `to` and then ends the session (see SessionEnding). */
export function useNavigateThenEndSession() {
  const navigateThenEndSession = useContext(SessionEndingContext);
  if (!navigateThenEndSession) throw new Error('useNavigateThenEndSession needs a SessionProvider');
  return navigateThenEndSession;
}
