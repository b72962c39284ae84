import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../lib/session';

/**
 * Forgets everything about the user: the stored login details and every piece of server state
 * (feed, users, profile, explore and the rest all live in the query cache).
 */
export function endSession(queryClient: QueryClient) {
  sessionStore.end();
  queryClient.clear();
}
