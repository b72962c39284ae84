// npm run bench -- --scale (or BENCH_MODE=scale): the built Node server on an existing world
// (made by npm run seed:scale: DATA_DIR for SQLite, DATABASE_URL for PostgreSQL), logged in as
// the guest, each scenario measured over loopback with BENCH_CONCURRENCY (8) requests at a time
// for BENCH_SECONDS (3) or BENCH_MAX_REQUESTS (20000), whichever ends first, after a warm-up of
// BENCH_WARMUP_SECONDS (2) or BENCH_WARMUP_MAX_REQUESTS (1000 per worker): V8 optimises a route's code only
// after it has run many times, and 200 requests left the first scenario measured half cold.
// WORKERS=n runs the server as a cluster of n processes (its RSS and CPU summed over them).
// Prints req/s, p50/p95/p99 latency, the largest answer and errors per scenario, the server's
// peak RSS, and a markdown table. --set=current runs a few older endpoints instead (a harness
// check); --only=<text> keeps the scenarios whose name contains it; --reads-only skips
// the writes. The write scenarios add rows to the world (likes, follows, posts, replies and reply
// votes by the guest): their targets are read from the database first, so a second run likes,
// follows and votes on others, but to keep a world as generated, bench a copy of it. The post
// page scenarios use the post with the most replies.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuTicksOf, memoryOf, msPerTick, watchHeldMemory } from './bench-process-stats.mjs';
import { ensureServerBuild, ensureWebBuild, serverEntry, serverNodeFlags } from './build-steps.mjs';
import { freePort } from './free-port.mjs';
import { generousWriteLimits } from './generous-limits.mjs';

const env = process.env;
const settings = {
  concurrency: Number(env.BENCH_CONCURRENCY ?? 8),
  seconds: Number(env.BENCH_SECONDS ?? 3),
  maxRequests: Number(env.BENCH_MAX_REQUESTS ?? 20_000),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 2),
  // Each worker of a cluster (WORKERS) warms up on its share.
  warmupMaxRequests:
    Number(env.BENCH_WARMUP_MAX_REQUESTS ?? 1000) *
    (env.WORKERS === 'auto' ? availableParallelism() : Number(env.WORKERS) || 1),
  /**
   * A new server's first scenario warms up this many times longer: it also warms the code every
   * route shares (HTTP, the router, the session, the store). The feed's first page, measured
   * first, cost 1.6 to 2.2 ms of CPU a request after 2 s of warm-up and 1.06 ms after 6 s.
   */
  firstWarmupFactor: 3,
  /** A request slower than this counts as an error (status 0), so that no scenario hangs. */
  timeoutMs: Number(env.BENCH_TIMEOUT_MS ?? 10_000),
};
const guest = { username: 'guest', password: 'guest-murmur' }; // src/contract/demo.ts
const minimal = { prefer: 'return=minimal' };

/**
 * The scenarios, in the order they run. path is a string, or a function of the request's target
 * (a post or user id from `targets`) and its number; `page: n` follows nextCursor n - 1 times
 * first, then requests page n over and over; `body` is a function of the request's number.
 */
const plannedScenarios = [
  { name: 'feed latest, page 1', path: '/api/feed?sort=latest&limit=20', auth: true },
  { name: 'feed latest, page 10', path: '/api/feed?sort=latest&limit=20', auth: true, page: 10 },
  { name: 'feed trending, page 1', path: '/api/feed?sort=trending&limit=20', auth: true },
  {
    name: 'feed trending, page 10',
    path: '/api/feed?sort=trending&limit=20',
    auth: true,
    page: 10,
  },
  { name: 'explore latest', path: '/api/posts?sort=latest&limit=20' },
  { name: 'explore trending', path: '/api/posts?sort=trending&limit=20' },
  { name: 'profile user000123', path: '/api/profiles/user000123' },
  { name: 'user000123 (spec answer, 1,000 followers)', path: '/api/users/user000123' },
  { name: 'posts of user000123', path: '/api/posts/user/user000123?limit=20' },
  { name: 'liked (guest)', path: '/api/posts/liked?limit=20', auth: true },
  { name: 'bookmarks (guest)', path: '/api/posts/bookmarked?limit=20', auth: true },
  { name: 'people search "ann"', path: '/api/users?q=ann&limit=20' },
  { name: 'followers of user000001', path: '/api/users/user000001/followers?limit=20' },
  { name: 'notifications (guest), page 1', path: '/api/notifications?limit=20', auth: true },
  {
    name: 'notifications (guest), page 10',
    path: '/api/notifications?limit=20',
    auth: true,
    page: 10,
  },
  { name: 'unread count (guest)', path: '/api/notifications/unread-count', auth: true },
  {
    name: 'like',
    method: 'POST',
    auth: true,
    headers: minimal,
    targets: 'unlikedPosts',
    path: (postId) => `/api/posts/like/${postId}`,
  },
  {
    name: 'create post',
    method: 'POST',
    auth: true,
    headers: minimal,
    path: '/api/posts',
    body: (i) => ({ postData: { content: `bench post ${i}` } }),
  },
  {
    name: 'follow',
    method: 'POST',
    auth: true,
    headers: minimal,
    targets: 'unfollowedUsers',
    path: (userId) => `/api/users/follow/${userId}/`,
  },
  // The post page (issue 18) on the post with the most replies: the post (with its two newest
  // replies), then its replies a page at a time, and the writes of the page.
  { name: 'post page: the post', at: (facts) => `/api/posts/${facts.busiestPost.id}` },
  {
    name: 'post page: replies, page 1',
    at: (facts) => `/api/comments/${facts.busiestPost.id}?limit=20`,
    auth: true,
  },
  {
    name: 'post page: replies, page 50',
    at: (facts) => `/api/comments/${facts.busiestPost.id}?limit=20`,
    auth: true,
    page: 50,
  },
  {
    name: 'add reply',
    method: 'POST',
    auth: true,
    at: (facts) => `/api/comments/add/${facts.busiestPost.id}`,
    body: (i) => ({ commentData: { text: `bench reply ${i} @user000001` } }),
  },
  {
    name: 'upvote reply',
    method: 'POST',
    auth: true,
    targets: 'unvotedReplies',
    path: (reply) => `/api/comments/upvote/${reply}`,
  },
  // A page load of the web app with its first posts rendered in (the session cookie): the feed's
  // API call and the render around it. They run first, in a server of their own (below).
  { name: 'page / rendered (guest)', path: '/', cookie: true },
  { name: 'page /explore rendered (guest)', path: '/explore', cookie: true },
];

/**
 * --set=current: endpoints older than the paged API, to check the harness itself; on a small
 * world (the full like answer lists every post).
 */
const currentScenarios = [
  { name: 'explore latest (posts?limit=20)', path: '/api/posts?limit=20' },
  { name: 'explore latest, page 10', path: '/api/posts?sort=latest&limit=20', page: 10 },
  { name: 'user guest', path: '/api/users/guest' },
  {
    name: 'like (full answer)',
    method: 'POST',
    auth: true,
    targets: 'unlikedPosts',
    path: (postId) => `/api/posts/like/${postId}`,
  },
];

export const isScaleMode = () => process.argv.includes('--scale') || env.BENCH_MODE === 'scale';

const argument = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Measures the world, prints the tables and exits. */
export async function runScaleBench() {
  const set = argument('set') ?? 'planned';
  const only = argument('only');
  const readsOnly = process.argv.includes('--reads-only');
  const scenarios = (set === 'current' ? currentScenarios : plannedScenarios).filter(
    (scenario) =>
      (!only || scenario.name.includes(only)) && !(readsOnly && scenario.method === 'POST'),
  );
  const world = await openWorld();
  const writeTargets = Math.ceil(
    settings.maxRequests + settings.warmupMaxRequests * settings.firstWarmupFactor,
  );
  const facts = await world.facts(writeTargets);
  await world.close();
  // A scenario's `at` names its path from the world's facts (the busiest post).
  const resolved = scenarios.map((scenario) =>
    scenario.at ? { ...scenario, path: scenario.at(facts) } : scenario,
  );

  ensureWebBuild({ outDir: 'dist', backend: 'server' });
  ensureServerBuild();
  console.log(
    `\nMurmur on ${world.kind}, ${describeCounts(facts.counts)}: ` +
      `${settings.concurrency} at a time, ${settings.seconds} s or ${settings.maxRequests} requests per scenario\n`,
  );
  printHeader();
  // The page renders run first, on the world as generated, in a server of their own: rendering
  // with React grows V8's heap more than any API answer, and a grown heap is not given back, so
  // each server's peak RSS is read apart. The table keeps the planned order.
  const groups = [
    { label: 'the page renders', scenarios: resolved.filter((scenario) => scenario.cookie) },
    { label: 'the API', scenarios: resolved.filter((scenario) => !scenario.cookie) },
  ].filter((group) => group.scenarios.length > 0);
  const results = new Map();
  const peaks = [];
  for (const group of groups) {
    const server = await startServer(world);
    const held = watchHeldMemory(server.process.pid);
    try {
      const token = await logIn(server);
      for (const [index, scenario] of group.scenarios.entries()) {
        const warmup = index === 0 ? settings.firstWarmupFactor : 1;
        held.startScenario();
        const result = await runScenario(server, token, scenario, facts.targets, warmup);
        results.set(scenario, result);
        printRow(result, held.scenarioPeakMb());
      }
      const heldNote = held.processes > 1 ? ` (held at most ${held.peakMb()} MB)` : '';
      peaks.push(`${memoryOf(server.process.pid, 'VmHWM')}${heldNote} over ${group.label}`);
      console.log(`Server log: ${server.logPath} (${server.errorLines()} ERROR lines)`);
    } finally {
      held.stop();
      await server.stop();
    }
  }
  const peak = peaks.join(', ');
  console.log(`\nServer peak RSS (VmHWM): ${peak}\n`);
  const inPlannedOrder = resolved.map((scenario) => results.get(scenario));
  console.log(markdownTable(world.kind, facts.counts, inPlannedOrder, peak));
  process.exit(0);
}

// The world -----------------------------------------------------------------------------------

/**
 * The database the server will open, read before it starts: table sizes for the heading, and
 * what the guest has not liked or followed yet, so that every like and follow is new.
 */
async function openWorld() {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const all = async (sql, params) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    };
    // DATA_DIR only holds the token key here; a scratch one unless given.
    const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : undefined;
    return worldOver('PostgreSQL', all, () => client.end(), { databaseUrl, dataDir });
  }
  if (!env.DATA_DIR) fail('Set DATA_DIR (SQLite) or DATABASE_URL to a world made by seed:scale.');
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, 'murmur.db');
  if (!existsSync(file)) fail(`No ${file}: run npm run seed:scale with this DATA_DIR first.`);
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file, { readonly: true });
  const all = async (sql, params = []) => db.prepare(sql).all(...params);
  return worldOver('SQLite', all, async () => db.close(), { dataDir });
}

function worldOver(kind, all, close, { databaseUrl, dataDir }) {
  return {
    kind,
    databaseUrl,
    dataDir,
    close,
    async facts(limit) {
      const counts = {};
      for (const table of ['users', 'posts', 'follows', 'reactions', 'comments', 'comment_votes'])
        counts[table] = Number((await all(`select count(*) as n from ${table}`, []))[0].n);
      const guestRow = (await all('select id from users where username = ?', [guest.username]))[0];
      if (!guestRow) fail(`The database has no ${guest.username}: run npm run seed:scale first.`);
      const ids = async (sql, params) => (await all(sql, params)).map((row) => row.id);
      const targets = {
        // Newest first, as people like what they see at the top.
        unlikedPosts: await ids(
          `select id from posts p where not exists
             (select 1 from reactions r where r.post_id = p.id and r.user_id = ?)
           order by seq desc limit ?`,
          [guestRow.id, limit],
        ),
        // Newest first, "postId/commentId", replies by others that the guest has not voted on.
        unvotedReplies: (
          await all(
            `select post_id, id from comments c where c.username <> ? and not exists
               (select 1 from comment_votes v where v.comment_id = c.id and v.user_id = ?)
             order by seq desc limit ?`,
            [guest.username, guestRow.id, limit],
          )
        ).map((row) => `${row.post_id}/${row.id}`),
        unfollowedUsers: await ids(
          `select id from users u where u.id <> ? and not exists
             (select 1 from follows f where f.follower_id = ? and f.followee_id = u.id)
           order by seq limit ?`,
          [guestRow.id, guestRow.id, limit],
        ),
      };
      // The post with the most replies (seed:scale caps one post at 2,000).
      const busiestPost = (
        await all(
          `select post_id as id, count(*) as replies from comments
           group by post_id order by count(*) desc, post_id limit 1`,
          [],
        )
      )[0];
      if (!busiestPost) fail('The world has no replies: run seed:scale with SCALE_REPLIES.');
      return { counts, targets, busiestPost };
    },
  };
}

const countNames = { reactions: 'likes', comments: 'replies', comment_votes: 'reply votes' };
const describeCounts = (counts) =>
  Object.entries(counts)
    .map(([table, n]) => `${n.toLocaleString('en-US')} ${countNames[table] ?? table}`)
    .join(', ');

function fail(message) {
  console.error(message);
  process.exit(1);
}

// The server ----------------------------------------------------------------------------------

/** Each server the run starts writes its own log. */
let serversStarted = 0;

/**
 * The built server on a free loopback port, quiet (LOG_LEVEL=warn: a line per request would
 * cost the server time), with the login limit out of the way (every request is from 127.0.0.1).
 */
async function startServer(world) {
  const port = await freePort();
  const scratch = world.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'murmur-bench-'));
  // The server's output goes to a file: a failure's stack trace would break up the table.
  serversStarted += 1;
  const logPath = join(tmpdir(), `murmur-bench-server-${process.pid}-${serversStarted}.log`);
  const log = openSync(logPath, 'w');
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS may not).
  const nodeArgs = env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, serverEntry], {
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
  closeSync(log); // the child has its own copy
  const killNow = () => child.kill('SIGKILL');
  process.on('exit', killNow);
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency });
  const server = {
    process: child,
    logPath,
    errorLines: () =>
      readFileSync(logPath, 'utf8')
        .split('\n')
        .filter((l) => / ERROR /.test(l)).length,
    send: (method, path, options) => send(agent, port, method, path, options),
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      killNow();
      agent.destroy();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
  // Ready when /api/health answers; bounded at 60 s.
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null)
      fail(
        `The server exited (${child.exitCode}) before answering:\n${readFileSync(logPath, 'utf8')}`,
      );
    const answer = await server.send('GET', '/api/health');
    if (answer.status === 200) return server;
    if (waited > 60_000) {
      await server.stop();
      fail('The server did not answer /api/health within 60 s');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * One request over the keep-alive agent. Resolves (never rejects) with the status (0 for a
 * network error or timeout), the body's size, and the body's text when asked for or not 2xx.
 */
function send(agent, port, method, path, { token, headers = {}, body, keepBody = false } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        timeout: settings.timeoutMs,
        headers: {
          ...headers,
          ...(token ? { authorization: token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        const chunks = [];
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (keepBody || !ok) chunks.push(chunk);
        });
        response.on('end', () =>
          done({
            status: response.statusCode,
            bytes,
            text: chunks.length ? Buffer.concat(chunks).toString() : '',
          }),
        );
        response.on('error', (error) => done({ status: 0, bytes, text: error.message }));
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`timeout after ${settings.timeoutMs} ms`)),
    );
    request.on('error', (error) => done({ status: 0, bytes: 0, text: error.message }));
    request.end(payload);
  });
}

async function logIn(server) {
  const answer = await server.send('POST', '/api/auth/login', { body: guest, keepBody: true });
  if (answer.status !== 200)
    fail(`Login as ${guest.username} failed: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).encodedToken;
}

// Measuring -----------------------------------------------------------------------------------

/**
 * For `page: n`, the URL of page n, found by following nextCursor from page 1; the answer of
 * the failing request when there is no such page.
 */
async function pageUrl(server, token, scenario) {
  let url = scenario.path;
  for (let page = 1; page < scenario.page; page++) {
    const answer = await server.send('GET', url, { token, keepBody: true });
    if (answer.status !== 200)
      return { problem: `page ${page}: ${answer.status} ${brief(answer.text)}` };
    const { nextCursor } = JSON.parse(answer.text);
    if (!nextCursor) return { problem: `only ${page} pages` };
    url = `${scenario.path}&cursor=${encodeURIComponent(nextCursor)}`;
  }
  return { url };
}

const brief = (text) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/** Warm-up, then the measured run; the scenario's result row. */
async function runScenario(server, token, scenario, targets, warmupFactor) {
  let path = scenario.path;
  if (scenario.page) {
    const { url, problem } = await pageUrl(server, token, scenario);
    if (problem) return { name: scenario.name, skipped: `setup failed (${problem})` };
    path = url;
  }
  const pool = scenario.targets ? targets[scenario.targets] : undefined;
  let taken = 0;
  let numbered = 0;
  const request = () => {
    const target = pool ? pool[taken++] : undefined;
    if (pool && target === undefined) return undefined; // out of fresh targets
    const i = numbered++;
    return server.send(
      scenario.method ?? 'GET',
      typeof path === 'function' ? path(target, i) : path,
      {
        token: scenario.auth ? token : undefined,
        headers: scenario.cookie
          ? { ...scenario.headers, cookie: `murmur-session=${encodeURIComponent(token)}` }
          : scenario.headers,
        body: scenario.body?.(i),
      },
    );
  };
  await load(
    request,
    settings.warmupSeconds * warmupFactor,
    settings.warmupMaxRequests * warmupFactor,
  );
  const serverCpuBefore = cpuTicksOf(server.process.pid);
  const result = await load(request, settings.seconds, settings.maxRequests);
  const serverCpuMs = (cpuTicksOf(server.process.pid) - serverCpuBefore) * msPerTick;
  return { name: scenario.name, ...result, serverCpuPerRequest: serverCpuMs / result.count };
}

/** settings.concurrency workers send request() until the time or the count runs out. */
async function load(request, seconds, maxRequests) {
  const latencies = [];
  const errors = new Map();
  let maxBytes = 0;
  let issued = 0;
  let sample = '';
  let exhausted = false;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      const pending = request();
      if (!pending) {
        exhausted = true;
        return;
      }
      const answer = await pending;
      latencies.push(performance.now() - t0);
      maxBytes = Math.max(maxBytes, answer.bytes);
      if (answer.status < 200 || answer.status >= 300) {
        errors.set(answer.status, (errors.get(answer.status) ?? 0) + 1);
        sample ||= `${answer.status} ${brief(answer.text)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    rate: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    maxBytes,
    errors,
    sample,
    exhausted,
    /** This process's CPU over the run, in % of one core: the load generator's own cost. */
    clientCpu: (cpu.user + cpu.system) / 1e4 / elapsed,
  };
}

// Output --------------------------------------------------------------------------------------

const errorText = (errors) =>
  [...errors].map(([status, n]) => `${n} × ${status === 0 ? 'no answer' : status}`).join(', ');

/** Errors by status, and whether a write scenario stopped early for want of fresh targets. */
const notesOf = (result) =>
  [
    errorText(result.errors),
    result.exhausted ? `ran out of fresh targets after ${result.count}` : '',
  ]
    .filter(Boolean)
    .join('; ');

function printHeader() {
  console.log(
    'scenario'.padEnd(32) +
      'count'.padStart(7) +
      'req/s'.padStart(8) +
      'p50 ms'.padStart(9) +
      'p95 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'max bytes'.padStart(11) +
      '   server MB  bench CPU  server ms/req',
  );
}

/** heldMb: the most the server held while the scenario ran (watchHeldMemory). */
function printRow(result, heldMb) {
  if (result.skipped) {
    console.log(`${result.name.padEnd(32)} skipped: ${result.skipped}`);
    return;
  }
  console.log(
    result.name.padEnd(32) +
      String(result.count).padStart(7) +
      result.rate.toFixed(0).padStart(8) +
      result.p50.toFixed(1).padStart(9) +
      result.p95.toFixed(1).padStart(9) +
      result.p99.toFixed(1).padStart(9) +
      String(result.maxBytes).padStart(11) +
      `  ${`${heldMb} MB`.padStart(10)}  ${result.clientCpu.toFixed(0).padStart(8)}%` +
      result.serverCpuPerRequest.toFixed(2).padStart(15),
  );
  if (result.errors.size > 0)
    console.log(`  errors: ${errorText(result.errors)}; first: ${result.sample}`);
  if (result.exhausted) console.log(`  ran out of fresh targets after ${result.count} requests`);
}

/** A table cell: a | in an error message would end it. */
const cell = (text) => text.replaceAll('|', '\\|');

function markdownTable(kind, counts, results, peak) {
  const lines = [
    `Murmur on ${kind} (${describeCounts(counts)}), ${settings.concurrency} requests at a time ` +
      `over loopback, ${settings.seconds} s per scenario; server peak RSS ${peak}.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | answer bytes (max) | errors, notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    if (r.skipped) lines.push(`| ${r.name} | | | | | | | ${cell(r.skipped)} |`);
    else
      lines.push(
        `| ${r.name} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
          `${r.p99.toFixed(1)} | ${r.serverCpuPerRequest.toFixed(2)} | ${r.maxBytes} | ` +
          `${cell(notesOf(r)) || 'none'} |`,
      );
  }
  return lines.join('\n');
}
