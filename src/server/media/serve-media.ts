import { join } from 'node:path';
import { Hono } from 'hono';
import { immutable } from '../http/static-site';
import { contentTypeOf } from '../http/content-types';
import { fileResponse } from '../http/file-response';
import { extensionOf } from './file-media-store';

const extensions = Object.values(extensionOf).join('|');
/** Only names the media store makes: no slashes, no dots but the extension's, no listing. */
export const uploadName = new RegExp(`^[A-Za-z0-9_-]{1,64}\\.(${extensions})$`);

/** GET /media/<name>: uploads, immutable once written, so cached for a year. */
export function serveMedia(mediaDir: string) {
  return new Hono().on(['GET', 'HEAD'], '/media/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!uploadName.test(name)) return next();
    const response = await fileResponse(join(mediaDir, name), c.req.raw, {
      'Content-Type': contentTypeOf(name),
      'Cache-Control': immutable,
    });
    return response ?? next();
  });
}
