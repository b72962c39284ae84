import { pathOf, type PathParams } from '@/contract/endpoint-path';
import type { Endpoint } from '@/contract/endpoint-row';

/** A query string's values: numbers are written out, undefined leaves the name out. */
export type QueryValues = Record<string, string | number | undefined>;

/** The :name values a row's path needs: required when it has some, none allowed otherwise. */
export type ParamsOption<E extends Endpoint> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> };

/** The URL path of a call: the row's path with its parameters filled in, then the query. */
export function endpointUrl(
  endpoint: Endpoint,
  params: Record<string, string> = {},
  query: QueryValues = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  const path = pathOf(endpoint, params);
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
