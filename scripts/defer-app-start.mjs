// After vite build: the built index.html no longer loads the app's code from its head. The module
// script and its preloads move into data attributes of public/boot.js, which starts them once the
// pre-rendered page has painted, so that the first paint needs only the HTML and the style sheet.
// The chunks of the first screens' routes are named too (data-routes), so that boot.js asks for
// them with the entry instead of a round trip later, when the router has found the route.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const bootTag = '<script src="/boot.js"></script>';
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The modules each first screen's route loads: the routes the router discovers (all but the guest
 * pages, src/web/app/router.tsx), its layout and its page, as discovered-routes.tsx nests them (a
 * module renamed or gone fails the build; a route moved to another layout would only preload the
 * wrong layout, so keep the two in step), and for / and /explore the ask for their first posts
 * (first-screen.ts). Any other address takes `*`: the discovered routes, which the router needs
 * before it can name the page's own chunks; /logout, in the entry's routes, needs nothing.
 * `sessionOnly` marks the pages that send a logged-out visitor to /signup, whose chunks boot.js
 * then preloads as well.
 */
const discovered = 'src/web/app/discovered-routes.tsx';
const loggedIn = [discovered, 'src/web/app/protected-layout.tsx'];
const firstPosts = 'src/web/app/first-posts.ts';
const firstScreens = {
  '/': { modules: [...loggedIn, firstPosts, 'src/web/app/routes/feed.tsx'] },
  '/explore': { modules: [...loggedIn, firstPosts, 'src/web/app/routes/explore.tsx'] },
  '/mock': { modules: [discovered, 'src/web/app/open-layout.tsx', 'src/web/app/routes/mock.tsx'] },
  '/login': { modules: ['src/web/app/routes/login.tsx'] },
  '/signup': { modules: ['src/web/app/routes/signup.tsx'] },
  '/forgot-password': { modules: ['src/web/app/routes/forgot-password.tsx'] },
  '/reset-password': { modules: ['src/web/app/routes/reset-password.tsx'] },
  '/verify-email': { modules: ['src/web/app/routes/verify-email.tsx'] },
  '/logout': { modules: [] },
  '*': { modules: [discovered] },
};
const sessionOnly = ['/', '/explore'];

/** Each first screen's chunks, with all they import, beyond what the entry preloads already. */
function routeChunks(outDir, entryFiles) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, files) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: update firstScreens`);
    const file = `/${chunk.file}`;
    if (files.includes(file) || entryFiles.includes(file)) return files;
    files.push(file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  return Object.fromEntries(
    Object.entries(firstScreens).map(([path, { modules }]) => [
      path,
      modules.reduce((files, key) => closure(key, files), []),
    ]),
  );
}

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Rewrites outDir/index.html. With earlyFeed (the Node host's build, where the API is a server),
 * boot.js also asks for a logged-in visitor's first page of the feed beside the code.
 */
export function deferAppStart(outDir, { earlyFeed }) {
  const file = join(outDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const entries = [...html.matchAll(entryTag)].map((match) => match[1]);
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
  if (entries.length !== 1 || !html.includes(bootTag))
    throw new Error(
      `${file} should hold ${bootTag} and one module script (found ${entries.length})`,
    );
  const attributes = {
    'data-entry': entries[0],
    'data-preload': preloads.join(' '),
    'data-routes': JSON.stringify(routeChunks(outDir, [...entries, ...preloads])),
    'data-session-only': sessionOnly.join(' '),
  };
  const boot =
    '<script src="/boot.js"' +
    Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('') +
    `${earlyFeed ? ' data-early-feed' : ''}></script>`;
  writeFileSync(
    file,
    html
      .replace(entryTag, '')
      .replace(preloadTag, '')
      .replace(bootTag, () => boot),
  );
}
