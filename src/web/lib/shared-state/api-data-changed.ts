import type { QueryClient } from '@tanstack/react-query';

/**
 * Data changed through the API behind every feature's back (the request tester calls it after a
 * write it sent succeeded): a post made or liked there must show in the feed too, so every cached
 * answer of every feature is read again (docs/product.md, the request tester).
 */
export const apiDataChanged = (queryClient: QueryClient) => queryClient.invalidateQueries();
