import type { HttpMethod } from '@/contract/paths';
import type { ReferenceOperation } from './openapi-reference';

/** The methods the tester sends; an operation of another method can be read, not tried. */
const sendable: readonly string[] = ['GET', 'POST', 'DELETE'] satisfies HttpMethod[];

export const canTry = (operation: ReferenceOperation): boolean =>
  sendable.includes(operation.method);

export interface PreparedRequest {
  method: HttpMethod;
  endpoint: string;
  /** The body's text: the operation's example, or {} when it has none. */
  body: string;
}

/**
 * The tester's request for an operation: path parameters given are put in, encoded, and those
 * left empty stay {name} for the tester to point out; query parameters given are added.
 */
export function requestFor(
  operation: ReferenceOperation,
  values: Readonly<Record<string, string>>,
): PreparedRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = values[`path ${name}`]?.trim();
    return value ? encodeURIComponent(value) : placeholder;
  });
  const query = new URLSearchParams();
  for (const param of operation.parameters) {
    const value = values[`query ${param.name}`]?.trim();
    if (param.in === 'query' && value) query.append(param.name, value);
  }
  const search = query.size ? `?${query}` : '';
  return {
    method: operation.method as HttpMethod,
    endpoint: `${path}${search}`,
    body: JSON.stringify(operation.body?.example ?? {}, null, 2),
  };
}
