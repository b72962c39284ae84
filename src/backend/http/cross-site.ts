import type { MiddlewareHandler } from 'hono';
import { refusal } from './api-error';
import { answerError } from './error-answers';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes that a browser says come from another site. A form or a text/plain fetch from
 * any page reaches us without a CORS preflight, and the API reads JSON whatever the declared
 * type, so another site could otherwise sign people up or spend our password hashing. Clients
 * outside a browser (curl, the tests) send no Sec-Fetch-Site and are not affected.
 */
export const refuseCrossSiteWrites = (): MiddlewareHandler => async (c, next) => {
  if (!safeMethods.has(c.req.method) && c.req.header('sec-fetch-site') === 'cross-site')
    return answerError(c, refusal(403, 'crossSiteWrite'));
  await next();
};
