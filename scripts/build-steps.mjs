// Builds the web app and the Node host when their sources are newer than the last build. Shared
// by npm start, npm run build, npm run demo, the e2e servers, the server's process tests and the
// benchmarks (bench/support/build.ts; their types: build-steps.d.mts).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { deferAppStart } from './defer-app-start.mjs';
import { precompress } from './precompress.mjs';
import { prerenderShells } from './prerender-shells.mjs';

const stampName = '.murmur-build.json';
const sharedInputs = ['package-lock.json', 'vite.config.ts'];
// package.json too: the app's source link is read from its repository field at build time.
const webInputs = [
  'src',
  'public',
  'index.html',
  'package.json',
  'scripts/defer-app-start.mjs',
  'scripts/prerender-shells.mjs',
  ...sharedInputs,
];
const serverInputs = ['src/server', 'src/backend', 'src/contract', ...sharedInputs];
export const serverOutDir = 'dist-server';
export const serverEntry = join(serverOutDir, 'main.js');
/**
 * The V8 flags the server runs with (npm start's script in package.json spells them too; a test
 * keeps the two alike). A 2 MB young generation, not V8's 16 MB: each request's garbage dies
 * young either way, and the server's peak RSS on the generated world fell from 218-264 MB to
 * 171-199 MB at no measurable cost in CPU per request (npm run bench -- --scale). And a heap that
 * grows by half, not V8's up to fourfold, before its next full collection: a page render's garbage
 * outlives the young generation, and the peak fell from 182-186 MB to 145-146 MB with the API's
 * CPU per request unchanged within the runs' noise (page renders perhaps 5-10% dearer).
 */
export const serverNodeFlags = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

/** The newest modification time under path; tests do not go into a build. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function readStamp(outDir) {
  const path = join(outDir, stampName);
  if (!existsSync(path)) return undefined;
  return { ...JSON.parse(readFileSync(path, 'utf8')), builtAt: statSync(path).mtimeMs };
}

function run(args, env = {}) {
  const result = spawnSync('npx', ['vite', 'build', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One build of a folder at a time, also across processes (tests run in parallel workers). */
function withLock(outDir, build) {
  const lock = `${outDir}.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than five minutes belongs to a build that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      sleep(200);
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The browser backend (MSW and the in-page API) must not reach a build for the Node host. */
function checkNoBrowserBackend(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const leaks = Object.keys(manifest).filter((key) => key.includes('browser-backend'));
  if (existsSync(join(outDir, 'mockServiceWorker.js'))) leaks.push('mockServiceWorker.js');
  const assets = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  for (const name of assets) {
    if (
      /\bsetupWorker\b|mockServiceWorker/.test(readFileSync(join(outDir, 'assets', name), 'utf8'))
    )
      leaks.push(`assets/${name}`);
  }
  if (leaks.length)
    throw new Error(`The server build holds the browser backend: ${leaks.join(', ')}`);
}

/**
 * The web app in outDir, built with VITE_BACKEND=backend ('server': it calls the Node host;
 * 'browser': the demo, API in the page) unless an up-to-date build of that kind is there.
 */
export function ensureWebBuild({ outDir, backend, env = {}, force = false }) {
  return withLock(outDir, () => {
    const stamp = readStamp(outDir);
    const fresh =
      stamp?.backend === backend &&
      JSON.stringify(stamp.env) === JSON.stringify(env) &&
      Math.max(...webInputs.map(newestChange)) < stamp.builtAt;
    if (fresh && !force) return false;
    console.log(`Building the web app (${backend} backend) into ${outDir}/…`);
    run(['--outDir', outDir, '--emptyOutDir'], { ...env, VITE_BACKEND: backend });
    if (backend === 'server') checkNoBrowserBackend(outDir);
    deferAppStart(outDir, { earlyFeed: backend === 'server' });
    prerenderShells(outDir);
    precompress(outDir);
    writeFileSync(join(outDir, stampName), JSON.stringify({ backend, env }));
    return true;
  });
}

/** A Node entry under src/ compiled (vite build --ssr) into outDir unless it is up to date. */
function ensureNodeBuild({ entry, outDir, what, force }) {
  return withLock(outDir, () => {
    const stamp = readStamp(outDir);
    const fresh = stamp && Math.max(...serverInputs.map(newestChange)) < stamp.builtAt;
    if (fresh && !force) return false;
    console.log(`Building ${what} into ${outDir}/…`);
    run(['--ssr', entry, '--outDir', outDir, '--logLevel', 'warn']);
    writeFileSync(
      join(outDir, stampName),
      JSON.stringify({ entry: basename(entry, '.ts') + '.js' }),
    );
    return true;
  });
}

/** The Node host compiled to dist-server/main.js unless it is up to date. */
export function ensureServerBuild({ force = false } = {}) {
  return ensureNodeBuild({
    entry: 'src/server/main.ts',
    outDir: serverOutDir,
    what: 'the Node server',
    force,
  });
}
