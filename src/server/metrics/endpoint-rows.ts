import { endpoints, type EndpointName } from '@/contract';

/** The label of a request that matches no row: a fixed one, so that odd paths add no series. */
export const otherRow = 'other';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rows of the endpoint table as patterns, the fixed paths first: /api/users/bookmark is its
 * own row, not /api/users/:usernameOrId's, as the app registers the fixed one first.
 */
const rows = (Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][])
  .map(([name, { method, path }]) => {
    const segments = path.replace(/(.)\/$/, '$1').split('/');
    const pattern = segments
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escaped(segment)))
      .join('/');
    return {
      name,
      method,
      pattern: new RegExp(`^${pattern}/?$`),
      parameters: segments.filter((segment) => segment.startsWith(':')).length,
    };
  })
  .sort((a, b) => a.parameters - b.parameters);

/** The name of the endpoint row a request is for (feed, createPost…), or otherRow. */
export function rowOf(method: string, pathname: string): string {
  return rows.find((row) => row.method === method && row.pattern.test(pathname))?.name ?? otherRow;
}
