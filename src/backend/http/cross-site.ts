import type { MiddlewareHandler } from 'hono';
import { refusal } from './api-error';
import { answerError } from './error-answers';
import { isPreflightedAppCall } from './other-apps-cors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes that a browser says come from another site. A form or a text/plain fetch from
 * any page reaches us without a CORS preflight, and the API reads JSON whatever the declared
 * type, so another site could otherwise sign people up or spend our password hashing. Clients
 * outside a browser (curl, the tests) send no Sec-Fetch-Site and are not affected, nor are other
 * apps' preflighted calls of the Mastodon door (other-apps-cors.ts).
 */
export const refuseCrossSiteWrites = (): MiddlewareHandler => async (c, next) => {
  if (
    !safeMethods.has(c.req.method) &&
    c.req.header('sec-fetch-site') === 'cross-site' &&
    !isPreflightedAppCall(c.req.path, c.req.header('authorization'))
  )
    return answerError(c, refusal(403, 'crossSiteWrite'));
  await next();
};
