import { join } from 'node:path';
import { Hono } from 'hono';
import { immutable } from '../http/static-site';
import { contentTypeOf } from '../http/content-types';
import { fileResponse } from '../http/file-response';
import { uploadName } from './upload-name';

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
