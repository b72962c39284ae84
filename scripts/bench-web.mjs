// npm run bench:web: the built Node server, serving the built web app (dist/), on an existing
// world made by npm run seed:scale (DATA_DIR for SQLite, DATABASE_URL for PostgreSQL), driven in
// Debian's Chromium (CHROMIUM_PATH) through Playwright's API, logged in as the guest through
// the login form. For each viewport (BENCH_WEB_VIEWPORTS, "1280x900,390x844") it measures, in
// the page and BENCH_WEB_RUNS (5) times each:
// - the time from the navigation's start to the first post (an article of the feed) on screen,
//   on / and on /explore: in a new browser context (empty cache), then again in the same one;
// - the like's visible feedback: from the click on a Like button to the frame after it shows
//   aria-pressed="true" (each post liked is unliked again through the app, so like counts stay
//   as they were; the spec's unlike leaves a 'dislike' row: bench a copy to keep a world intact);
// - Explore scrolled a screen per frame until the post at position BENCH_WEB_SCROLL_POSTS (500)
//   is rendered: the time that takes, the article elements then in the page, and the page's JS
//   heap (after a garbage collection, and as performance.memory saw it before).
// Prints the figures (median, min, max), then a table beside the targets of issue 16.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureServerBuild, ensureWebBuild, serverEntry, serverNodeFlags } from './build-steps.mjs';
import { freePort } from './free-port.mjs';
import { generousWriteLimits } from './generous-limits.mjs';

const env = process.env;
const settings = {
  runs: Number(env.BENCH_WEB_RUNS ?? 5),
  viewports: (env.BENCH_WEB_VIEWPORTS ?? '1280x900,390x844').split(',').map((text) => {
    const [width, height] = text.trim().split('x').map(Number);
    if (!(width > 0 && height > 0)) fail(`BENCH_WEB_VIEWPORTS: "${text}" is not WIDTHxHEIGHT`);
    return { width, height };
  }),
  scrollPosts: Number(env.BENCH_WEB_SCROLL_POSTS ?? 500),
  executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  /** The longest wait for anything in the page: a first post, a like, the server's answer. */
  timeoutMs: Number(env.BENCH_WEB_TIMEOUT_MS ?? 30_000),
  /** Scrolling gives up when no further post has been rendered for this long. */
  stallMs: 30_000,
};
const guest = { username: 'guest', password: 'guest-murmur' }; // src/contract/demo.ts
/** The targets in issue 16's closing note. */
const targets = { firstPostMs: 1500, likeMs: 50, articles: 60, heapMb: 80 };
/** playwright.config.ts's: without them Chromium keeps calling home. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function fail(message) {
  console.error(`bench:web: ${message}`);
  process.exit(1);
}

/** Rejects with `message` when `promise` has not settled within ms. */
function within(ms, promise, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} (waited ${ms / 1000} s)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The world -----------------------------------------------------------------------------------

/** The database the server will open: never an empty one made up on the spot. */
async function openWorld() {
  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : undefined;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await within(10_000, client.connect(), `Could not connect to DATABASE_URL`);
    const count = async (sql, params) => Number((await client.query(sql, params)).rows[0].n);
    const facts = await readFacts(count, '$1');
    await client.end();
    return { kind: 'PostgreSQL', where: 'DATABASE_URL', databaseUrl, dataDir, facts };
  }
  if (!dataDir)
    fail(
      'Set DATA_DIR (SQLite) or DATABASE_URL to a world made by npm run seed:scale, e.g.\n' +
        '  SCALE_USERS=10000 SCALE_POSTS=100000 SCALE_FOLLOWS=300000 SCALE_LIKES=500000 ' +
        'DATA_DIR=/tmp/murmur-web npm run seed:scale\n' +
        '  DATA_DIR=/tmp/murmur-web npm run bench:web',
    );
  const file = join(dataDir, 'murmur.db');
  if (!existsSync(file)) fail(`No ${file}: run npm run seed:scale with this DATA_DIR first.`);
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  const count = async (sql, params) => Number(db.prepare(sql).get(...params).n);
  const facts = await readFacts(count, '?');
  db.close();
  return { kind: 'SQLite', where: dataDir, dataDir, facts };
}

async function readFacts(count, placeholder) {
  const facts = {};
  for (const table of ['users', 'posts', 'follows', 'reactions'])
    facts[table] = await count(`select count(*) as n from ${table}`, []);
  const guests = await count(`select count(*) as n from users where username = ${placeholder}`, [
    guest.username,
  ]);
  if (guests === 0) fail(`The database has no ${guest.username}: run npm run seed:scale first.`);
  if (facts.posts < settings.scrollPosts)
    fail(
      `The database holds ${facts.posts} posts, fewer than the ${settings.scrollPosts} to scroll ` +
        'through: make a bigger world with npm run seed:scale (SCALE_POSTS).',
    );
  return facts;
}

const describeFacts = (facts) =>
  Object.entries(facts)
    .map(([table, n]) => `${n.toLocaleString('en-US')} ${table === 'reactions' ? 'likes' : table}`)
    .join(', ');

// The server ----------------------------------------------------------------------------------

/**
 * The built server on a free loopback port, quiet (LOG_LEVEL=warn), with the login limit out of
 * the way; its output goes to a file, killed when this process exits, however it exits.
 */
async function startServer(world) {
  const port = await freePort();
  const scratch = world.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'murmur-bench-web-'));
  const logPath = join(tmpdir(), `murmur-bench-web-server-${process.pid}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: world.dataDir ?? scratch,
      ...(world.databaseUrl ? { DATABASE_URL: world.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      SEED: 'false',
      AUTH_ATTEMPTS_PER_MINUTE: '999999',
      ...generousWriteLimits,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    console.log(`Server log: ${logPath}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready when /api/health answers; bounded at 60 s.
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null)
      fail(`The server exited (${child.exitCode}) before answering:\n${readFileSync(logPath)}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) fail(`The server did not answer /api/health within 60 s`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

// In the page ---------------------------------------------------------------------------------

/**
 * Installed in every document before the app's scripts: notes when the first article of a feed
 * is in the DOM and on screen, and when the frame showing it has been produced, in ms since the
 * navigation started (performance.now() counts from the time origin, the navigation's start).
 */
function watchForFirstPost() {
  const bench = (window.__bench = {});
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const observer = new MutationObserver(() => {
    const first = [...document.querySelectorAll('[role="feed"] article')].find(onScreen);
    if (!first) return;
    observer.disconnect();
    bench.firstPostInDom = performance.now();
    // The frame that draws it: its animation frame, then a task after the frame.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.firstPost = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

const likeButtonSelector = 'button[aria-label^="Like ("]';

/**
 * The first post rendered on screen whose Like button is not pressed, skipping `used`, scrolling
 * down a screen at a time to find one; its id, or undefined when none is found.
 */
async function findUnlikedPost(page, used) {
  for (let screens = 0; screens < 30; screens++) {
    const id = await page.evaluate(
      ({ used, selector }) => {
        for (const article of document.querySelectorAll('[role="feed"] article')) {
          const button = article.querySelector(selector);
          const box = button?.getBoundingClientRect();
          // Clear of the header at the top and of the screen's bottom edge.
          if (!box || box.top < 120 || box.bottom > innerHeight - 20) continue;
          const id = article.getAttribute('data-post-id');
          if (button.getAttribute('aria-pressed') === 'false' && !used.includes(id)) return id;
        }
        window.scrollBy(0, innerHeight / 2);
        return undefined;
      },
      { used, selector: likeButtonSelector },
    );
    if (id) return id;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  }
  return undefined;
}

/**
 * Arms the page for one like of the post: the click's time (the event's own timestamp, so the
 * click as the browser received it) and, through a MutationObserver, when its Like button says
 * aria-pressed="true" and when the frame after that has been produced.
 */
function armLikeWatch({ postId, selector, timeoutMs }) {
  const article = document.querySelector(`[role="feed"] article[data-post-id="${postId}"]`);
  const feed = article.closest('[role="feed"]');
  window.__bench.like = new Promise((done) => {
    const times = {};
    const onEvent = (event) => {
      if (!event.target.closest?.(`article[data-post-id="${postId}"] ${selector}`)) return;
      times[event.type] ??= event.timeStamp;
    };
    document.addEventListener('pointerdown', onEvent, true);
    document.addEventListener('click', onEvent, true);
    const pressed = () =>
      feed
        .querySelector(`article[data-post-id="${postId}"] ${selector}`)
        ?.getAttribute('aria-pressed') === 'true';
    const observer = new MutationObserver(() => {
      if (!pressed() || times.click === undefined) return;
      times.pressed = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done({ ...times, painted: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(feed, { attributes: true, subtree: true, childList: true });
    setTimeout(() => done({ ...times, timedOut: true }), timeoutMs);
  });
}

/**
 * Scrolls the window a screen per frame (as fast as the list lets anyone scroll) until an
 * article at aria-posinset `target` is rendered; gives up when no further post has been rendered
 * for stallMs. The time it took, and how far it got.
 */
function scrollToPost({ target, stallMs }) {
  const furthest = () => {
    let most = 0;
    for (const article of document.querySelectorAll('[role="feed"] article'))
      most = Math.max(most, Number(article.getAttribute('aria-posinset')) || 0);
    return most;
  };
  const started = performance.now();
  let best = furthest();
  let progressAt = started;
  return new Promise((done) => {
    const step = () => {
      const now = performance.now();
      const reached = furthest();
      if (reached >= target) return done({ ms: now - started, reached });
      if (reached > best) [best, progressAt] = [reached, now];
      if (now - progressAt > stallMs)
        return done({
          stalled: true,
          reached,
          busy: document.querySelector('[role="feed"]')?.getAttribute('aria-busy'),
          alert: document.querySelector('[role="alert"]')?.textContent ?? '',
        });
      window.scrollBy(0, innerHeight);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

// Measuring -----------------------------------------------------------------------------------

/** Logs in as the guest through the login form; the session the app stored, for new contexts. */
async function logIn(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(settings.timeoutMs);
    await page.goto('/login');
    await page.getByLabel('Username').fill(guest.username);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'User Feed' })
      .waitFor({ timeout: settings.timeoutMs })
      .catch(() => {
        throw new Error(`Logging in as ${guest.username} through /login did not reach the feed`);
      });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Goes to path and waits for the first post on screen: ms since the navigation's start. */
async function timeFirstPost(page, path) {
  await page.goto(path, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => window.__bench?.firstPost !== undefined, null, {
      timeout: settings.timeoutMs,
      polling: 50,
    });
  } catch {
    throw new Error(
      `No post on screen at ${path} within ${settings.timeoutMs / 1000} s (the page is at ` +
        `${page.url()}; its text starts: ${JSON.stringify(await bodyText(page))})`,
    );
  }
  return page.evaluate(() => ({
    painted: window.__bench.firstPost,
    inDom: window.__bench.firstPostInDom,
    documentAnswered: performance.getEntriesByType('navigation')[0]?.responseStart,
  }));
}

const bodyText = (page) =>
  page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then(
      (text) => text.slice(0, 200),
      () => '(unreadable)',
    );

async function newPage(browser, storageState, baseUrl, viewport) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport });
  await context.addInitScript(watchForFirstPost);
  const page = await context.newPage();
  page.setDefaultTimeout(settings.timeoutMs);
  return { context, page };
}

/** First post on / and /explore: cold (a new context each run), then warm (the same again). */
async function measureFirstPosts(open) {
  const samples = {};
  const add = (name, value) => (samples[name] ??= []).push(value);
  for (let run = 0; run < settings.runs; run++) {
    for (const path of ['/', '/explore']) {
      const { context, page } = await open();
      try {
        add(`${path} cold`, await timeFirstPost(page, path));
        add(`${path} warm`, await timeFirstPost(page, path));
      } finally {
        await context.close();
      }
    }
  }
  return samples;
}

/** Likes `runs` posts of the feed not liked yet, one after the other, unliking each after. */
async function measureLikes(open) {
  const { context, page } = await open();
  const results = [];
  const used = [];
  const likeAnswer = (kind) => (response) =>
    new RegExp(`/api/posts/${kind}/`).test(response.url()) &&
    response.request().method() === 'POST';
  try {
    await timeFirstPost(page, '/');
    for (let run = 0; run < settings.runs; run++) {
      const postId = await findUnlikedPost(page, used);
      if (!postId) throw new Error('No post on the feed with its Like button not pressed');
      used.push(postId);
      const button = page
        .getByRole('feed')
        .locator(`article[data-post-id="${postId}"]`)
        .getByRole('button', { name: /^Like \(/ });
      await page.evaluate(armLikeWatch, {
        postId,
        selector: likeButtonSelector,
        timeoutMs: settings.timeoutMs,
      });
      const liked = page.waitForResponse(likeAnswer('like'), { timeout: settings.timeoutMs });
      liked.catch(() => {}); // awaited below
      await button.click();
      const times = await page.evaluate(() => window.__bench.like);
      if (times.timedOut)
        throw new Error(
          `The Like button of post ${postId} did not show aria-pressed="true" within ` +
            `${settings.timeoutMs / 1000} s of the click` +
            (times.click === undefined ? ' (the click was not seen in the page)' : ''),
        );
      const answer = await liked;
      if (!answer.ok()) throw new Error(`The like of ${postId} was refused: ${answer.status()}`);
      results.push({
        inDom: times.pressed - times.click,
        painted: times.painted - times.click,
        fromPointerDown: times.painted - (times.pointerdown ?? times.click),
      });
      // Unliked again (the app's Unlike: the post's like count is as it was). The app takes
      // one change of a post at a time and ignores a click while the like is still settling:
      // a click that did not turn the button off within 2 s is made again.
      const unliked = page.waitForResponse(likeAnswer('dislike'), { timeout: settings.timeoutMs });
      unliked.catch(() => {}); // awaited below; not an unhandled rejection if a step fails first
      const off = button.and(page.locator('[aria-pressed="false"]'));
      for (let tries = 1; ; tries++) {
        await button.click();
        const turnedOff = await off.waitFor({ timeout: 2000 }).then(
          () => true,
          () => false,
        );
        if (turnedOff) break;
        if (tries === 5)
          throw new Error(`The Like button of post ${postId} did not turn off after 5 clicks`);
      }
      const undo = await unliked;
      if (!undo.ok()) throw new Error(`The unlike of ${postId} was refused: ${undo.status()}`);
    }
  } finally {
    await context.close();
  }
  return results;
}

/** Explore scrolled to post `scrollPosts`: the time, the articles in the page, the JS heap. */
async function measureScroll(open) {
  const results = [];
  for (let run = 0; run < settings.runs; run++) {
    const { context, page } = await open();
    try {
      await timeFirstPost(page, '/explore');
      const scrolled = await page.evaluate(scrollToPost, {
        target: settings.scrollPosts,
        stallMs: settings.stallMs,
      });
      if (scrolled.stalled)
        throw new Error(
          `Scrolling Explore stopped at post ${scrolled.reached} of ${settings.scrollPosts}: ` +
            `nothing further rendered for ${settings.stallMs / 1000} s (feed aria-busy=` +
            `${scrolled.busy}${scrolled.alert ? `; alert: ${scrolled.alert}` : ''})`,
        );
      // Settled: the page asked for after the last one (if any) is in, and a frame is drawn.
      await page.waitForFunction(
        () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') !== 'true',
      );
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
      const counted = await page.evaluate(() => ({
        articles: document.querySelectorAll('article').length,
        inFeed: document.querySelectorAll('[role="feed"] article').length,
        beforeGc: performance.memory?.usedJSHeapSize,
      }));
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      await cdp.detach();
      results.push({
        ms: scrolled.ms,
        articles: counted.articles,
        inFeed: counted.inFeed,
        heapMb: usedSize / 2 ** 20,
        heapBeforeGcMb: counted.beforeGc === undefined ? NaN : counted.beforeGc / 2 ** 20,
      });
    } finally {
      await context.close();
    }
  }
  return results;
}

// Output --------------------------------------------------------------------------------------

function stats(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const fixed = (value, digits) => (value === undefined ? '–' : value.toFixed(digits));

function line(name, values, unit, digits = 0) {
  const s = stats(values);
  const text = s
    ? `${fixed(s.median, digits)} ${unit}   (min ${fixed(s.min, digits)}, max ${fixed(s.max, digits)})`
    : 'not measured';
  console.log(`  ${name.padEnd(44)} ${text}`);
  return s;
}

async function measureViewport(browser, storageState, baseUrl, viewport) {
  const open = () => newPage(browser, storageState, baseUrl, viewport);
  console.log(`\nViewport ${viewport.width}×${viewport.height}, ${settings.runs} runs each:`);
  const firsts = await measureFirstPosts(open);
  const figures = {};
  for (const [name, samples] of Object.entries(firsts)) {
    const painted = line(
      `first post on ${name}`,
      samples.map((s) => s.painted),
      'ms',
    );
    line(
      '  of which the document answered at',
      samples.map((s) => s.documentAnswered),
      'ms',
      1,
    );
    figures[`first post on ${name}`] = painted;
  }
  const likes = await measureLikes(open);
  figures.like = line(
    'like: click to pressed, frame drawn',
    likes.map((l) => l.painted),
    'ms',
    1,
  );
  console.log(
    `  ${'  each run, in order'.padEnd(44)} ${likes.map((l) => l.painted.toFixed(1)).join(', ')} ms`,
  );
  line(
    'like: click to aria-pressed="true" in DOM',
    likes.map((l) => l.inDom),
    'ms',
    1,
  );
  line(
    'like: pointerdown to frame drawn',
    likes.map((l) => l.fromPointerDown),
    'ms',
    1,
  );
  const scrolls = await measureScroll(open);
  const to = `after ${settings.scrollPosts} posts of Explore`;
  figures.scrollMs = line(
    `time to scroll ${settings.scrollPosts} posts of Explore`,
    scrolls.map((s) => s.ms),
    'ms',
  );
  figures.articles = line(
    `article elements ${to}`,
    scrolls.map((s) => s.articles),
    '',
  );
  line(
    '  of which in the feed',
    scrolls.map((s) => s.inFeed),
    '',
  );
  figures.heap = line(
    `JS heap ${to}, after GC`,
    scrolls.map((s) => s.heapMb),
    'MB',
    1,
  );
  figures.heapBeforeGc = line(
    `JS heap ${to}, before GC`,
    scrolls.map((s) => s.heapBeforeGcMb),
    'MB',
    1,
  );
  return figures;
}

function printTable(results) {
  const rows = [
    ['first post on / (cold)', 'first post on / cold', 'ms', 0, targets.firstPostMs, '≤ 1.5 s'],
    ['first post on / (warm)', 'first post on / warm', 'ms', 0, targets.firstPostMs, '≤ 1.5 s'],
    [
      'first post on /explore (cold)',
      'first post on /explore cold',
      'ms',
      0,
      targets.firstPostMs,
      '≤ 1.5 s',
    ],
    [
      'first post on /explore (warm)',
      'first post on /explore warm',
      'ms',
      0,
      targets.firstPostMs,
      '≤ 1.5 s',
    ],
    ['like feedback', 'like', 'ms', 1, targets.likeMs, '≤ 50 ms'],
    [`articles after ${settings.scrollPosts} posts`, 'articles', '', 0, targets.articles, '≤ 60'],
    [`JS heap after ${settings.scrollPosts} posts`, 'heap', 'MB', 1, targets.heapMb, '≤ 80 MB'],
    [`JS heap before GC`, 'heapBeforeGc', 'MB', 1, targets.heapMb, '≤ 80 MB'],
    [`time to load ${settings.scrollPosts} posts`, 'scrollMs', 'ms', 0, undefined, '–'],
  ];
  const header = ['figure (median)', ...results.map((r) => r.name), 'target', 'met'];
  const lines = [header, header.map(() => '---')];
  for (const [label, key, unit, digits, limit, targetText] of rows) {
    const cells = results.map((r) => {
      const s = r.figures[key];
      return s ? `${fixed(s.median, digits)}${unit ? ` ${unit}` : ''}` : 'not measured';
    });
    const met =
      limit === undefined
        ? '–'
        : results.map((r) => r.figures[key]).every((s) => s !== undefined && s.median <= limit)
          ? 'yes'
          : 'no';
    lines.push([label, ...cells, targetText, met]);
  }
  console.log('\n' + lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
}

/** The machine's load: figures taken while other work runs (tests, builds) come out slower. */
function printLoad(when) {
  const cores = availableParallelism();
  const load = loadavg()[0];
  console.log(
    `Load average ${when}: ${load.toFixed(1)} on ${cores} cores` +
      (load > cores ? ' (busy: other work is running, the figures will be slower)' : ''),
  );
}

// Main ----------------------------------------------------------------------------------------

/** The browser while it runs, for the signal handlers. */
let activeBrowser;
/** The signal that stopped the run: what fails after it is its doing. */
let interrupted;

async function main() {
  const world = await openWorld();
  if (!existsSync(settings.executablePath))
    fail(`No Chromium at ${settings.executablePath}: install it or set CHROMIUM_PATH.`);
  ensureServerBuild();
  ensureWebBuild({ outDir: 'dist', backend: 'server' });
  const server = await startServer(world);
  const browser = await chromium.launch({
    executablePath: settings.executablePath,
    args: [...chromiumArgs, '--enable-precise-memory-info'],
    timeout: settings.timeoutMs,
  });
  activeBrowser = browser;
  try {
    console.log(
      `\nMurmur web app on ${world.kind} (${world.where}: ${describeFacts(world.facts)}), ` +
        `Chromium ${browser.version()}, logged in as ${guest.username}`,
    );
    printLoad('at the start');
    const storageState = await logIn(browser, server.baseUrl);
    const results = [];
    for (const viewport of settings.viewports)
      results.push({
        name: `${viewport.width}×${viewport.height}`,
        figures: await measureViewport(browser, storageState, server.baseUrl, viewport),
      });
    printLoad('at the end');
    printTable(results);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
}

// Ctrl-C and kill: the browser closed (for at most 5 s), then process.exit, whose 'exit'
// handlers stop the server (Playwright's own kill the browser if it is still there).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    interrupted = signal;
    const closing = activeBrowser?.close().catch(() => {}) ?? Promise.resolve();
    void Promise.race([closing, new Promise((done) => setTimeout(done, 5000))]).then(() =>
      process.exit(130),
    );
  });

try {
  await main();
} catch (error) {
  if (interrupted) {
    console.error(`\nbench:web stopped (${interrupted})`);
    await new Promise(() => {}); // the signal handler exits once the browser is closed
  }
  console.error(`\nbench:web failed: ${error?.message ?? error}`);
  process.exit(1);
}
process.exit(0);
