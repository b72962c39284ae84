import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { firstPageElementId, sessionCookieName, themeCookieName } from '@/contract';
import type { Logger } from '../logger';
import { acceptedEncodings, type WebBuild } from './static-site';
import { visitorHeaders } from './visitor-headers';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the build's rendering module offers (src/web/prerender/index.ts, built by the build). */
interface FirstPageRenderer {
  firstPageRequest(pathname: string, search: string): { apiUrl: string } | undefined;
  renderFirstPage(request: { apiUrl: string }, answer: unknown, viewer: string): RenderedPage;
  fillPage(template: string, page: RenderedPage): string;
}
interface RenderedPage {
  title: string;
  head: string;
  body: string;
}

/**
 * The API, called in this process as a browser would call it; viewerOf is the username of a
 * token's live session (createApp's), since Explore reads a refused token as anonymous and its
 * 200 alone would not say whom the page is for.
 */
type Api = {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  viewerOf: (token: string) => Promise<string | undefined>;
};

/** JSON inside a <script> element: no "</script>" or "<!--" can end or bend it early. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const attributeSafe = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A logged-in visitor's / and /explore with their first posts in the HTML: the page's largest
 * paint then comes with the HTML, not after the app's code has arrived and run
 * (docs/architecture.md, "First paint"). The session cookie (src/contract/first-page.ts) says who
 * is visiting; the posts are the API's own answer to that visitor's token, embedded beside them
 * for the app to take over without asking again. Anything else, and any failure (no cookie, a
 * refused token, no rendering module), falls through to the static pages.
 */
export function renderFirstPages(
  build: WebBuild | undefined,
  api: Api,
  logger: Logger,
): MiddlewareHandler {
  let renderer: Promise<{ module: FirstPageRenderer; template: string } | undefined> | undefined;
  const loadRenderer = async (renderDir: string) => {
    try {
      const [module, template] = await Promise.all([
        import(
          /* @vite-ignore */ pathToFileURL(join(renderDir, 'index.js')).href
        ) as Promise<FirstPageRenderer>,
        readFile(join(renderDir, 'page.html'), 'utf8'),
      ]);
      return { module, template };
    } catch (error) {
      logger.error('The first posts are not rendered into pages: no rendering module', error);
      return undefined;
    }
  };

  // The page with its first posts, or undefined where the static page is to be served.
  const renderPage = async (c: Context, token: string): Promise<Response | undefined> => {
    renderer ??= loadRenderer(build!.renderDir!);
    const loaded = await renderer;
    const request = loaded?.module.firstPageRequest(c.req.path, new URL(c.req.url).search);
    if (!loaded || !request) return undefined;
    const viewer = await api.viewerOf(token);
    if (!viewer) return undefined;

    const apiAnswer = await api.fetch(
      new Request(new URL(request.apiUrl, c.req.url), {
        headers: visitorHeaders(c.req.raw, { accept: 'application/json', authorization: token }),
      }),
      c.env,
    );
    if (apiAnswer.status !== 200) {
      await apiAnswer.body?.cancel();
      return undefined;
    }
    const answerText = await apiAnswer.text();
    const page = loaded.module.renderFirstPage(request, JSON.parse(answerText), viewer);
    // data-viewer: the app takes the answer only into the same user's session, never another's
    // (a page from the history after logging out and in as someone else).
    const data = `<script type="application/json" id="${firstPageElementId}" data-url="${attributeSafe(request.apiUrl)}" data-viewer="${attributeSafe(viewer)}">${scriptSafe(answerText)}</script>`;
    const theme = getCookie(c, themeCookieName);
    const html = loaded.module
      .fillPage(loaded.template, page)
      // The answer is here already: boot.js need not ask for the feed.
      .replace(' data-early-feed>', '>')
      // The remembered theme is painted from its cookie, so boot.js need not hold the first paint:
      // deferred, it no longer costs a phone's slow network a round trip before the page shows.
      .replace(/<html([^>]*)>/, (tag, attributes: string) =>
        theme === 'light' || theme === 'dark' ? `<html${attributes} data-theme="${theme}">` : tag,
      )
      .replace('<script src="/boot.js"', '<script defer src="/boot.js"')
      .replace('</body>', () => `${data}</body>`);

    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      // One user's page: no cache keeps it, not even this browser's for Back after a logout.
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Accept-Encoding',
    });
    let body: Uint8Array<ArrayBuffer> = new TextEncoder().encode(html);
    const accepted = acceptedEncodings(c.req.header('accept-encoding') ?? '');
    if (accepted.has('br')) {
      // A quick level: this page is compressed for one request, not once at build time.
      const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
      body = new Uint8Array(await brotliAsync(body, { params }));
      headers.set('Content-Encoding', 'br');
    } else if (accepted.has('gzip')) {
      body = new Uint8Array(await gzipAsync(body));
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: 200, headers });
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' || !build?.renderDir) return next();
    const token = getCookie(c, sessionCookieName);
    if (!token) return next();
    try {
      const page = await renderPage(c, token);
      if (page) return page;
    } catch (error) {
      logger.error(`Rendering ${c.req.path} with its first posts failed`, error);
    }
    return next();
  };
}
