import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  endpoints,
  type AnswerOf,
  type Endpoint,
  type EndpointAuth,
  type EndpointName,
  type Endpoints,
  type MinimalAnswerOf,
  type PathParams,
} from '@/contract';
import type { AppEnv } from './app-env';

/**
 * One call of an endpoint as its handler sees it: the decoded path parameters, the client's
 * preference, and the answers it may give, typed by the row so that a wrong shape does not compile.
 */
export interface EndpointCall<E extends Endpoint> {
  /** The path's :name parameters, decoded. */
  params: PathParams<E['path']>;
  /** The client sent `Prefer: return=minimal` and may be given only what changed. */
  minimal: boolean;
  json(body: AnswerOf<E>, status: ContentfulStatusCode, headers?: Record<string, string>): Response;
  /** The minimal answer, marked Preference-Applied as RFC 7240 asks. */
  minimalJson(body: MinimalAnswerOf<E>, status: ContentfulStatusCode): Response;
}

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  call: EndpointCall<E>,
) => Response | Promise<Response>;

/** The handler of a row of the endpoint table, by its name (or of any of several alike rows). */
export type HandlerOf<Name extends EndpointName> = EndpointHandler<Endpoints[Name]>;

/** True when the request's Prefer header asks for return=minimal (among any others). */
export function prefersMinimal(c: Context): boolean {
  const prefer = c.req.header('prefer');
  return !!prefer && /(^|[,;\s])return\s*=\s*"?minimal"?($|[,;\s])/i.test(prefer);
}

/** Each row's name in the table, by the row itself. */
const rowNames = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, row]) => [row, name as EndpointName]),
);

/**
 * Registers routes from rows of the endpoint table: the row gives the method, the path and the
 * guard (its auth), the handler the answer. Rows register in the order given, which is the order
 * Hono tries them: a fixed path such as /api/users/bookmark must come before /api/users/:id.
 */
export function endpointRouter(
  app: Hono<AppEnv>,
  guards: Record<EndpointAuth, MiddlewareHandler<AppEnv>[]>,
) {
  return function on<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    before: MiddlewareHandler<AppEnv>[] = [],
  ): void {
    const row = rowNames.get(endpoint);
    // First, so that a request its guard refuses still says which row it asked for.
    const nameRow: MiddlewareHandler<AppEnv> = (c, next) => {
      if (row) c.set('row', row);
      return next();
    };
    const handlers: MiddlewareHandler<AppEnv>[] = [nameRow, ...guards[endpoint.auth], ...before];
    // Registered without a row's trailing slash (/api/users/follow/:userId/): with strict: false
    // Hono then takes both forms.
    const path = endpoint.path.replace(/(.)\/$/, '$1');
    app.on(endpoint.method, [path], ...handlers, (c) =>
      handler(c, {
        params: c.req.param() as PathParams<E['path']>,
        minimal: prefersMinimal(c),
        json: (body, status, headers) => c.json(body, status, headers),
        minimalJson: (body, status) =>
          c.json(body, status, { 'Preference-Applied': 'return=minimal' }),
      }),
    );
  };
}

export type On = ReturnType<typeof endpointRouter>;
