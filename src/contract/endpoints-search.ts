import { getRow } from './endpoint-row';
import type { SearchResponse } from './search';

/** Search: posts, people and tags. */
export const searchEndpoints = {
  search: getRow<SearchResponse>()('/api/search', 'optional'),
} as const;
