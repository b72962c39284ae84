import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deferAppStart } from './defer-app-start.mjs';

const builtHead = `<head>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" crossorigin href="/assets/app-C.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D.css">
  </head>`;

const chunk = (file, imports = []) => ({ file: `assets/${file}`, imports });
const manifest = {
  'index.html': { ...chunk('index-A.js', ['_framework', '_app']), isEntry: true },
  _framework: chunk('framework-B.js'),
  _app: chunk('app-C.js', ['_framework']),
  _shared: chunk('shared&x.js', ['_app']),
  'src/web/app/discovered-routes.tsx': chunk('discovered-L.js', ['_app']),
  'src/web/app/first-posts.ts': chunk('first-posts-M.js', ['_shared']),
  'src/web/app/protected-layout.tsx': chunk('layout-E.js', ['_shared']),
  'src/web/app/routes/feed.tsx': chunk('feed-F.js', ['_shared', '_framework']),
  'src/web/app/routes/explore.tsx': chunk('explore-G.js', ['_shared']),
  'src/web/app/open-layout.tsx': chunk('open-H.js'),
  'src/web/app/routes/mock.tsx': chunk('mock-I.js'),
  'src/web/app/routes/login.tsx': chunk('login-J.js', ['_app']),
  'src/web/app/routes/signup.tsx': chunk('signup-K.js'),
  'src/web/app/routes/forgot-password.tsx': chunk('forgot-N.js', ['_app']),
  'src/web/app/routes/reset-password.tsx': chunk('reset-O.js'),
  'src/web/app/routes/verify-email.tsx': chunk('verify-P.js'),
};

let outDir;
function build(files = manifest) {
  outDir = mkdtempSync(join(tmpdir(), 'murmur-defer-'));
  mkdirSync(join(outDir, '.vite'));
  writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(files));
  writeFileSync(join(outDir, 'index.html'), `<html>${builtHead}<body></body></html>`);
  return outDir;
}
const attribute = (html, name) => {
  const value = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
  return value?.replaceAll('&lt;', '<').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
};

describe('deferAppStart', () => {
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("moves the app's script and preloads into boot.js's attributes, with each route's chunks", () => {
    deferAppStart(build(), { earlyFeed: true });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D.css">');
    expect(attribute(html, 'data-entry')).toBe('/assets/index-A.js');
    expect(attribute(html, 'data-preload')).toBe('/assets/framework-B.js /assets/app-C.js');
    expect(attribute(html, 'data-session-only')).toBe('/ /explore');
    expect(html).toContain(' data-early-feed></script>');
    // Each route's chunks and what they import, leaving out what the entry preloads already.
    // The discovered routes come first: the router needs them before it can find the page.
    const loggedIn = ['/assets/discovered-L.js', '/assets/layout-E.js', '/assets/shared&x.js'];
    expect(JSON.parse(attribute(html, 'data-routes'))).toEqual({
      '/': [...loggedIn, '/assets/first-posts-M.js', '/assets/feed-F.js'],
      '/explore': [...loggedIn, '/assets/first-posts-M.js', '/assets/explore-G.js'],
      '/mock': ['/assets/discovered-L.js', '/assets/open-H.js', '/assets/mock-I.js'],
      '/login': ['/assets/login-J.js'],
      '/signup': ['/assets/signup-K.js'],
      '/forgot-password': ['/assets/forgot-N.js'],
      '/reset-password': ['/assets/reset-O.js'],
      '/verify-email': ['/assets/verify-P.js'],
      '/logout': [],
      '*': ['/assets/discovered-L.js'],
    });
  });

  it('asks for no early feed in the demo build, whose API lives in the page', () => {
    deferAppStart(build(), { earlyFeed: false });
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toContain('data-early-feed');
  });

  it('fails the build when a first screen names a module the build lacks', () => {
    const withoutFeed = { ...manifest };
    delete withoutFeed['src/web/app/routes/feed.tsx'];
    expect(() => deferAppStart(build(withoutFeed), { earlyFeed: true })).toThrow(
      'src/web/app/routes/feed.tsx is not a chunk of the build',
    );
  });
});
