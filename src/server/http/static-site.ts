import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serverMessages, sessionCookieName } from '@/contract';
import { contentTypeOf, isCompressible } from './content-types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
type Bytes = Uint8Array<ArrayBuffer>;
export const immutable = 'public, max-age=31536000, immutable';

interface SiteFile {
  path: string;
  type: string;
  cacheControl: string;
  /** Its .br and .gz beside it, written at build time (scripts/precompress.mjs). */
  precompressed: { br?: string; gz?: string };
  /** Read on first use and kept (the build never changes while the server runs), unless it failed. */
  content?: Promise<SiteContent>;
}

interface SiteContent {
  body: Bytes;
  /** Brotli and gzip forms of a compressible file; none for a small or compressed one. */
  br?: Bytes | undefined;
  gz?: Bytes | undefined;
  etag: string;
}

/** The built web app: the files that exist when the server starts, by URL path. */
export interface WebBuild {
  root: string;
  files: Map<string, SiteFile>;
  index: SiteFile | undefined;
  /** Pages pre-rendered at build time with a file of their own: /login's is login.html. */
  pages: Map<string, SiteFile>;
  /**
   * The same for a visitor with the session cookie, where the page's frame differs: /mock's is
   * mock-session.html, the logged-in frame around the tester.
   */
  sessionPages: Map<string, SiteFile>;
  /**
   * The build's rendering module and page template (scripts/prerender-shells.mjs), which render a
   * logged-in visitor's first posts into the page; undefined in a build without them.
   */
  renderDir: string | undefined;
}

/** The app's routes that have their own pre-rendered page (src/web/prerender/shells.tsx). */
const ownPages = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/mock',
];

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
  const onDisk = new Set(paths);
  for (const path of paths) {
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    if (urlPath.startsWith('/.')) continue;
    if (!sourceMaps && urlPath.endsWith('.map')) continue;
    // A compressed copy is served in place of its file, never at an address of its own.
    if (/\.(br|gz)$/.test(path) && onDisk.has(path.replace(/\.(br|gz)$/, ''))) continue;
    // Vite puts a content hash in every name under /assets; other files keep their name.
    const cacheControl = urlPath.startsWith('/assets/') ? immutable : 'no-cache';
    const precompressed = {
      ...(onDisk.has(`${path}.br`) && { br: `${path}.br` }),
      ...(onDisk.has(`${path}.gz`) && { gz: `${path}.gz` }),
    };
    files.set(urlPath, { path, type: contentTypeOf(path), cacheControl, precompressed });
  }
  const pages = new Map<string, SiteFile>();
  const sessionPages = new Map<string, SiteFile>();
  for (const page of ownPages) {
    const file = files.get(`${page}.html`);
    if (file) pages.set(page, file);
    const sessionFile = files.get(`${page}-session.html`);
    if (sessionFile) sessionPages.set(page, sessionFile);
  }
  const renderDir = join(root, '.render');
  const renders =
    onDisk.has(join(renderDir, 'index.js')) && onDisk.has(join(renderDir, 'page.html'));
  return {
    root,
    files,
    index: files.get('/index.html'),
    pages,
    sessionPages,
    renderDir: renders ? renderDir : undefined,
  };
}

const readBytes = async (path: string) => new Uint8Array(await readFile(path));

/**
 * The file and its compressed forms: the build's own when it wrote them (Brotli at its best
 * level), else compressed here once (Brotli at a level quick enough for a first request).
 */
async function readContent(file: SiteFile): Promise<SiteContent> {
  const body = await readBytes(file.path);
  const compress = isCompressible(file.type) && body.byteLength > 1024;
  const [br, gz] = compress
    ? await Promise.all([
        file.precompressed.br
          ? readBytes(file.precompressed.br)
          : brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }).then(
              (bytes) => new Uint8Array(bytes),
            ),
        file.precompressed.gz
          ? readBytes(file.precompressed.gz)
          : gzipAsync(body).then((bytes) => new Uint8Array(bytes)),
      ])
    : [];
  const digest = await crypto.subtle.digest('SHA-256', body);
  const etag = `"${Buffer.from(digest).toString('base64url').slice(0, 27)}"`;
  return { body, br, gz, etag };
}

/** The codings an Accept-Encoding header takes: those it names without q=0. */
export function acceptedEncodings(header: string): Set<string> {
  const names = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    if (name && !(weight && Number(weight.slice(2)) === 0)) names.add(name);
  }
  return names;
}

function chooseEncoding(content: SiteContent, acceptEncoding: string) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (content.br && accepted.has('br')) return { encoding: 'br', payload: content.br };
  if (content.gz && accepted.has('gzip')) return { encoding: 'gzip', payload: content.gz };
  return { encoding: undefined, payload: content.body };
}

async function respond(c: Context, file: SiteFile, vary = 'Accept-Encoding'): Promise<Response> {
  if (!file.content) {
    const reading = readContent(file);
    file.content = reading;
    // A failed read (the file gone for a moment) is tried again by the next request.
    reading.catch(() => {
      if (file.content === reading) delete file.content;
    });
  }
  const content = await file.content;
  const { encoding, payload } = chooseEncoding(content, c.req.header('accept-encoding') ?? '');
  // Each encoding is other bytes, so it has a tag of its own (a strong ETag names exact bytes).
  const etag = encoding ? content.etag.replace(/"$/, `-${encoding}"`) : content.etag;
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: etag,
    Vary: vary,
  });
  if (
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(payload.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : payload, { status: 200, headers });
}

/**
 * Paths that never fall back to the app's page: a missing file there is a real 404. That is
 * everything under the API, media and assets, and a file's name at the top (/robots.txt,
 * /apple-touch-icon-precomposed.png): no route of the app looks like one. Deeper paths may hold
 * a dot (/posts/user/maya.clay is a profile).
 */
const noFallback = /^\/((api|media|assets)(\/|$)|[^/]*\.[a-z0-9]+$)/i;

/**
 * Serves the built files, a pre-rendered page's own HTML for its route (login.html for /login;
 * mock-session.html for /mock when the session cookie says a session is stored, a sign the app
 * will show its logged-in frame), and index.html for every other GET, so that client routes such as /explore or
 * /posts/user/maya.clay load the app, which then routes in the browser.
 */
export function serveWebBuild(build: WebBuild | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = build?.files.get(c.req.path);
    if (file) return respond(c, file);
    if (noFallback.test(c.req.path)) return next();
    if (!build?.index) return c.text(serverMessages.webAppNotBuilt, 503);
    const sessionPage = getCookie(c, sessionCookieName) && build.sessionPages.get(c.req.path);
    const page = sessionPage || build.pages.get(c.req.path) || build.index;
    // An app page's HTML may follow the session cookie (here, or rendered in first-page.ts).
    return respond(c, page, 'Cookie, Accept-Encoding');
  };
}
