import { Hono } from 'hono';
import { mediaCacheControl, type ServerMediaStore } from './server-media-store';
import { uploadName } from './upload-name';

/**
 * GET and HEAD /media/<name>: the upload from the store that holds it (or the store's redirect
 * to a CDN), cached for a day so that a removal ends within one. Unlike every other answer
 * (security-headers.ts), other sites may show them.
 */
export function serveMedia(media: ServerMediaStore) {
  return new Hono().on(['GET', 'HEAD'], '/media/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!uploadName.test(name)) return next();
    const response = await media.respond(name, c.req.raw);
    if (!response) return next();
    response.headers.set('Cache-Control', mediaCacheControl);
    // Posted pictures are public, and Mastodon apps on other origins (Elk, Phanpy) show them.
    response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return response;
  });
}
