import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { contentTypeOf, isCompressible } from './content-types';

const gzipAsync = promisify(gzip);
type Bytes = Uint8Array<ArrayBuffer>;
export const immutable = 'public, max-age=31536000, immutable';

interface SiteFile {
  path: string;
  type: string;
  cacheControl: string;
  /** Read on first use and kept (the build never changes while the server runs), unless it failed. */
  content?: Promise<{ body: Bytes; gzipped?: Bytes | undefined; etag: string }>;
}

/** The built web app: the files that exist when the server starts, by URL path. */
export interface WebBuild {
  root: string;
  files: Map<string, SiteFile>;
  index: SiteFile | undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface WebBuildOptions {
  /**
   * Serve the build's *.map files (SERVE_SOURCE_MAPS). Off unless set: they hand out the whole
   * client source, comments included, which helps an attacker more than a visitor.
   */
  sourceMaps?: boolean;
}

/**
 * Indexes the build folder once. Only files found here are ever served, so no URL can reach a
 * path outside it. Vite's own folder (.vite, the manifest) is left out, and so are source maps
 * unless asked for.
 */
export async function loadWebBuild(
  root: string,
  { sourceMaps = false }: WebBuildOptions = {},
): Promise<WebBuild | undefined> {
  const paths = await listFiles(root).catch(() => undefined);
  if (!paths) return undefined;
  const files = new Map<string, SiteFile>();
  for (const path of paths) {
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    if (urlPath.startsWith('/.')) continue;
    if (!sourceMaps && urlPath.endsWith('.map')) continue;
    // Vite puts a content hash in every name under /assets; other files keep their name.
    const cacheControl = urlPath.startsWith('/assets/') ? immutable : 'no-cache';
    files.set(urlPath, { path, type: contentTypeOf(path), cacheControl });
  }
  return { root, files, index: files.get('/index.html') };
}

async function readContent(file: SiteFile) {
  const body = new Uint8Array(await readFile(file.path));
  const gzipped =
    isCompressible(file.type) && body.byteLength > 1024
      ? new Uint8Array(await gzipAsync(body))
      : undefined;
  const digest = await crypto.subtle.digest('SHA-256', body);
  const etag = `"${Buffer.from(digest).toString('base64url').slice(0, 27)}"`;
  return { body, gzipped, etag };
}

async function respond(c: Context, file: SiteFile): Promise<Response> {
  if (!file.content) {
    const reading = readContent(file);
    file.content = reading;
    // A failed read (the file gone for a moment) is tried again by the next request.
    reading.catch(() => {
      if (file.content === reading) delete file.content;
    });
  }
  const { body, gzipped, etag } = await file.content;
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const useGzip = gzipped && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const payload = useGzip ? gzipped : body;
  if (useGzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(payload.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : payload, { status: 200, headers });
}

/** Paths that never fall back to the app's page: a missing file there is a real 404. */
const noFallback = /^\/(api|media|assets)(\/|$)/;

/**
 * Serves the built files, and index.html for every other GET, so that client routes such as
 * /explore or /posts/user/maya.clay load the app, which then routes in the browser.
 */
export function serveWebBuild(build: WebBuild | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = build?.files.get(c.req.path);
    if (file) return respond(c, file);
    if (noFallback.test(c.req.path)) return next();
    if (!build?.index)
      return c.text('The web app is not built: run npm run build, or npm start.', 503);
    return respond(c, build.index);
  };
}
