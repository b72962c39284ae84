// npm run size: builds the demo and prints the gzip size of the JavaScript the first load of
// /login needs (the entry and the login page's chunks), of the lazily loaded browser backend, and
// of every chunk. With --check it fails when the first load passes its budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 120 KB gzip for the first load of /login (docs/benchmarks.md). About 105 KB of it is React,
// react-dom, the router and the query cache; the rest is the app's own entry, the login page and
// its form. The browser backend's budget holds what the demo adds on top (the whole API in the
// page with Mock Service Worker, about 120 KB).
const budgets = { firstLoad: 120 * 1024, firstLoadWithBrowserBackend: 350 * 1024 };
const outDir = 'dist-size';
const browserBackendEntry = 'src/browser-backend/start-browser-backend.ts';
/** The route the first load is measured on: the page a new visitor meets. */
const firstRoute = 'src/web/app/routes/login.tsx';

const build = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'browser' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A total with its exact bytes, for docs/benchmarks.md and for changes smaller than 0.1 KB. */
const exact = (bytes) => `${kb(bytes)}, ${bytes.toLocaleString('en-US')} bytes`;

/** The chunk's file and everything it imports statically, which the browser loads with it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[firstRoute]) throw new Error(`${firstRoute} is not a chunk of the build`);
const initial = filesOf(new Set([...closure(entryKey), ...closure(firstRoute)]));
const backendKeys = manifest[browserBackendEntry] ? closure(browserBackendEntry) : new Set();
const backend = new Set([...filesOf(backendKeys)].filter((file) => !initial.has(file)));

console.log('\nchunk'.padEnd(62) + 'gzip'.padStart(10) + '  loaded');
const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
for (const chunk of chunks.sort((a, b) => gzipSize(b.file) - gzipSize(a.file))) {
  const when = initial.has(chunk.file)
    ? 'first load'
    : backend.has(chunk.file)
      ? 'demo backend'
      : 'lazy';
  console.log(chunk.file.padEnd(61) + kb(gzipSize(chunk.file)).padStart(10) + `  ${when}`);
}
const firstLoad = total(initial);
const withBackend = firstLoad + total(backend);
console.log(
  `\nfirst load JavaScript of /login:  ${exact(firstLoad)} (budget ${kb(budgets.firstLoad)})`,
);
console.log(
  `first load with browser backend:  ${exact(withBackend)} (budget ${kb(budgets.firstLoadWithBrowserBackend)})`,
);

if (process.argv.includes('--check')) {
  const over = [];
  if (firstLoad > budgets.firstLoad) over.push('first load');
  if (withBackend > budgets.firstLoadWithBrowserBackend)
    over.push('first load with the browser backend');
  if (over.length) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exit(1);
  }
  console.log('Within budget.');
}
