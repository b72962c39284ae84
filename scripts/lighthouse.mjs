// npm run lighthouse: Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on
// the built Node server, in Debian's Chromium (CHROMIUM_PATH; no browser is downloaded). It
// audits /login and /signup as a new visitor, then /, /explore and /mock with the guest's
// session, and prints each page's performance and accessibility scores, FCP, LCP, TBT and CLS
// beside issue 20's targets. The server runs on a fresh seeded world in a temporary DATA_DIR.
// LIGHTHOUSE_RUNS (1) audits each page that many times and prints the median run's figures;
// LIGHTHOUSE_PAGES (say "/login,/") audits only those pages; LIGHTHOUSE_REPORTS names a folder
// that receives each run's full JSON report (the LCP element, the long tasks, the requests).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureServerBuild, ensureWebBuild, serverEntry } from './build-steps.mjs';
import { freePort } from './free-port.mjs';
import { generousWriteLimits } from './generous-limits.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const guest = { username: 'guest', password: 'guest-murmur' }; // src/contract/demo.ts
const loginDetailsKey = 'loginDetails'; // src/web/lib/storage.ts
const sessionCookieName = 'murmur-session'; // src/contract/first-page.ts
const allPages = [
  { path: '/login', session: false },
  { path: '/signup', session: false },
  { path: '/', session: true },
  { path: '/explore', session: true },
  { path: '/mock', session: true },
];
const chosenPaths = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const pages = chosenPaths ? allPages.filter((page) => chosenPaths.includes(page.path)) : allPages;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/**
 * Lighthouse's CPU benchmark of a typical desktop of its day scores 1000 or more; below that its
 * 4x slowdown simulates a much slower phone than intended, and the figures say more about the
 * machine (or its load) than about the app.
 */
const slowMachineIndex = 1000;
/** Issue 20's targets. */
const targets = { performance: 98, accessibility: 100, lcpMs: 1500, cls: 0 };

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      ...generousWriteLimits,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within a minute');
}

async function logInAsGuest(url) {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guest),
  });
  if (!answer.ok) throw new Error(`The guest's login failed: ${answer.status}`);
  const { foundUser, encodedToken } = await answer.json();
  return { user: foundUser, token: encodedToken };
}

/**
 * Puts the session where the app keeps it (or takes it away), in the browser Lighthouse drives:
 * localStorage, and the cookie the app mirrors its token into (src/web/lib/session-cookie.ts).
 */
async function setSession(port, url, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    (key, value, cookie, token) => {
      if (value) localStorage.setItem(key, value);
      else localStorage.clear();
      document.cookie = token
        ? `${cookie}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`
        : `${cookie}=; Path=/; Max-Age=0`;
    },
    loginDetailsKey,
    session ? JSON.stringify(session) : null,
    sessionCookieName,
    session?.token ?? null,
  );
  await page.close();
  await browser.disconnect();
}

/**
 * Empties the browser's HTTP cache, so that every run is a first visit: with the session kept
 * (disableStorageReset), Lighthouse would otherwise leave the cache warm from the run before.
 */
async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

async function audit(port, url) {
  await clearHttpCache(port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session put in localStorage beforehand must survive (clearHttpCache empties the cache).
    disableStorageReset: true,
  });
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    writeFileSync(join(reportsDir, `${name}-${Date.now()}.json`), result.report);
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failedA11y: Object.values(audits)
      .filter(
        (entry) =>
          entry.score === 0 &&
          result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id),
      )
      .map((entry) => entry.id),
  };
}

ensureWebBuild({ outDir: 'dist', backend: 'server' });
ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'murmur-lighthouse-'));
const server = await startServer(await freePort(), dataDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  const session = await logInAsGuest(server.url);
  for (const { path, session: withSession } of pages) {
    await setSession(chrome.port, server.url, withSession ? session : null);
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await audit(chrome.port, server.url + path));
    const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
    rows.push({ path, session: withSession, ...byPerformance[Math.floor(results.length / 2)] });
    console.log(`${path}: done`);
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset${runs > 1 ? `, median of ${runs} runs` : ''}`,
);
console.log(
  'page'.padEnd(10) +
    'perf'.padStart(6) +
    'a11y'.padStart(6) +
    'FCP'.padStart(10) +
    'LCP'.padStart(10) +
    'TBT'.padStart(10) +
    'CLS'.padStart(8),
);
for (const row of rows) {
  console.log(
    row.path.padEnd(10) +
      String(row.performance).padStart(6) +
      String(row.accessibility).padStart(6) +
      ms(row.fcp).padStart(10) +
      ms(row.lcp).padStart(10) +
      ms(row.tbt).padStart(10) +
      row.cls.toFixed(3).padStart(8) +
      (row.failedA11y.length ? `  a11y: ${row.failedA11y.join(', ')}` : ''),
  );
}
const missed = rows.filter(
  (row) =>
    row.performance < targets.performance ||
    row.accessibility < targets.accessibility ||
    row.lcp > targets.lcpMs ||
    row.cls > targets.cls,
);
console.log(
  `\nTargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, LCP <= ${ms(targets.lcpMs)}, CLS ${targets.cls}: ` +
    (missed.length ? `missed on ${missed.map((row) => row.path).join(', ')}` : 'met on every page'),
);
const benchmark = Math.min(...rows.map((row) => row.benchmarkIndex));
console.log(
  `Lighthouse's CPU benchmark: ${Math.round(benchmark)} (load average ${loadavg()[0].toFixed(1)}` +
    ` on this machine)` +
    (benchmark < slowMachineIndex
      ? `: below ${slowMachineIndex}, so the simulated phone is slower than Lighthouse means it to be.`
      : '.'),
);
