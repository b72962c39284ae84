import { createContext, useContext } from 'react';

export interface SessionEnding {
  /** Where the user goes; the session is cleared once they are there. */
  to: string;
  /** Runs once it is cleared, e.g. to say so. */
  then?: () => void;
}

/**
 * Ends the session by first going to `to` and clearing it only when that page is on screen. The
 * other order would let a protected page see itself logged out for a moment and send the user to
 * /signup instead.
 */
export const SessionEndingContext = createContext<((ending: SessionEnding) => void) | null>(null);

export function useEndSession() {
  const endSession = useContext(SessionEndingContext);
  if (!endSession) throw new Error('useEndSession needs a SessionEndingProvider');
  return endSession;
}
