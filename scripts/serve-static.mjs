// Serves a built web app: files from the build folder, a pre-rendered page's own HTML for its
// route (login.html for /login), and index.html for every other client route.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Starts serving `root` and resolves once the port listens. */
export function serveBuild({ root, port, hostname }) {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const app = new Hono();
  const staticRoot = relative(process.cwd(), root) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root: staticRoot,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  for (const page of ['login', 'signup', 'forgot-password', 'reset-password', 'verify-email']) {
    const file = join(root, `${page}.html`);
    if (existsSync(file)) app.get(`/${page}`, (c) => c.html(readFileSync(file, 'utf8')));
  }
  app.use('*', serveStatic({ root: staticRoot }));
  app.get('*', (c) => c.html(indexHtml));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => resolve({ server, info }));
  });
}
