import { queryOptions } from '@tanstack/react-query';
import { serverEndpoints } from '@/contract/endpoints-misc';
import { apiRequest } from './api-client';

/**
 * What this server offers (GET /api/config), asked once per page load: one build serves every
 * instance, so whether the guest account is on, or descriptions are required, is known only at
 * run time. Here, not in a feature, since sign-in and the composer both read it.
 */
export const serverConfigQuery = queryOptions({
  queryKey: ['server-config'],
  queryFn: ({ signal }) => apiRequest(serverEndpoints.config, { signal }),
  staleTime: Infinity,
});
