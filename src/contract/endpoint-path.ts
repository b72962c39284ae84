import type { Endpoint } from './endpoint-row';

/** The :name parameters of a path, as an object type ({} when there are none). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A path's :name placeholders (the name without its colon in the first group). */
export const pathPlaceholders = /:([A-Za-z]+)/g;

/** The endpoint's path with each :name replaced by its value, encoded. */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  params: PathParams<E['path']> & Record<string, string>,
): string {
  return endpoint.path.replace(pathPlaceholders, (_, name: string) => {
    const value = (params as Record<string, string>)[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its :${name}`);
    return encodeURIComponent(value);
  });
}
