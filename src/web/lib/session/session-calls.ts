import { queryOptions } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
// The area's own table, not the whole `endpoints`: this module is in the first load, and the
// other areas' rows load with the pages that use them.
import { authEndpoints } from '@/contract/endpoints-auth';
import { userEndpoints } from '@/contract/endpoints-users';
import { apiRequest } from '../api-client';

/** Revokes the token on the server. Its failure does not matter: the session ends anyway. */
export const revokeToken = (token: string) =>
  apiRequest(authEndpoints.logout, { token }).catch(() => undefined);

/**
 * Asks the server, once per token and page load, whether it still takes the stored `token`: on
 * a page whose own calls do not need it (Explore, /login), a refused token would otherwise go
 * unnoticed. Any authenticated GET would do; the bookmarks are the smallest. A refusal ends the
 * session through the API client, like a refusal of any other call.
 */
export const sessionCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['session', token],
    queryFn: ({ signal }) => apiRequest(userEndpoints.bookmarks, { auth: true, token, signal }),
    staleTime: Infinity,
  });
