// npm run bench: starts the built Node server on SQLite in a temporary DATA_DIR (loopback only),
// fills it through the API with people, posts and likes, then measures the calls a feed makes.
// Prints throughput and latency percentiles; every loop is bounded in count, so it stops by itself.
// BENCH_POSTS (default 2000) and BENCH_CONCURRENCY (default 8) scale it.
// npm run bench -- --scale (or BENCH_MODE=scale) measures a big existing world instead: see
// bench-scale.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isScaleMode, runScaleBench } from './bench-scale.mjs';
import { ensureServerBuild, serverEntry, serverNodeFlags } from './build-steps.mjs';
import { generousWriteLimits } from './generous-limits.mjs';

// The scale mode measures, prints and exits: nothing below runs then.
if (isScaleMode()) await runScaleBench();

const postCount = Number(process.env.BENCH_POSTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const userCount = 20;

ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'murmur-bench-'));
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED: 'false',
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
    ...generousWriteLimits,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const cleanUp = () => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanUp);

const baseUrl = await new Promise((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`No start in 20 s:\n${output}`)), 20_000);
  server.stdout.on('data', (chunk) => {
    if (output === null) return; // the request log after start is not read
    output += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      output = null;
      resolve(match[1]);
    }
  });
  server.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening`)));
});

async function call(method, path, { token, body } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

const results = [];
/** Runs `count` calls of `task(i)` with `concurrency` at a time and records their timings. */
async function measure(name, count, task, parallel = concurrency) {
  const times = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const index = next++;
      const t0 = performance.now();
      await task(index);
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  results.push({
    name,
    count,
    rate: count / seconds,
    p50: pick(0.5),
    p95: pick(0.95),
    max: pick(1),
  });
}

const users = Array.from({ length: userCount }, (_, i) => ({
  firstName: `Bench${i}`,
  lastName: 'Person',
  username: `bench_${i}`,
  email: `bench_${i}@example.com`,
  password: 'bench-password-1',
  confirmPassword: 'bench-password-1',
}));
const tokens = [];
await measure('signup (scrypt hash)', userCount, async (i) => {
  tokens[i] = (await call('POST', '/api/auth/signup', { body: users[i] })).encodedToken;
});
await measure('login (scrypt verify)', userCount, async (i) => {
  const { username, password } = users[i];
  await call('POST', '/api/auth/login', { body: { username, password } });
});
await measure('create post', postCount, async (i) => {
  const content = `Benchmark post ${i}: a short line of text, as most posts are. #murmur`;
  await call('POST', '/api/posts', {
    token: tokens[i % userCount],
    body: { postData: { content } },
  });
});
const { posts } = await call('GET', '/api/posts?limit=100&sort=latest');
await measure('like', Math.min(1000, posts.length * userCount), async (i) => {
  const post = posts[i % posts.length];
  await call('POST', `/api/posts/like/${post._id}`, {
    token: tokens[Math.floor(i / posts.length)],
  });
});
await measure('follow', userCount - 1, async (i) => {
  await call(
    'POST',
    `/api/users/follow/${(await call('GET', `/api/users/bench_${i + 1}`)).user._id}/`,
    {
      token: tokens[0],
    },
  );
});

await measure('GET /api/posts?limit=20 (latest page)', 500, () =>
  call('GET', '/api/posts?limit=20&sort=latest'),
);
await measure('GET /api/posts?limit=20 (trending page)', 500, () =>
  call('GET', '/api/posts?limit=20&sort=trending'),
);
let cursor;
await measure(
  'GET /api/posts?limit=20 (next pages)',
  50,
  async () => {
    const page = await call(
      'GET',
      `/api/posts?limit=20&sort=latest${cursor ? `&cursor=${cursor}` : ''}`,
    );
    cursor = page.nextCursor ?? undefined;
  },
  1,
);
await measure('GET /api/posts/user/{username}', 200, (i) =>
  call('GET', `/api/posts/user/bench_${i % userCount}`),
);
await measure('GET /api/users', 200, () => call('GET', '/api/users'));
await measure(`GET /api/posts (all ${postCount} posts)`, 20, () => call('GET', '/api/posts'));

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\nMurmur on SQLite, ${postCount} posts by ${userCount} people, ${concurrency} requests at a time\n`,
);
console.log(
  'call'.padEnd(44) +
    'count'.padStart(7) +
    'req/s'.padStart(9) +
    'p50'.padStart(11) +
    'p95'.padStart(11) +
    'max'.padStart(11),
);
for (const row of results) {
  console.log(
    row.name.padEnd(44) +
      String(row.count).padStart(7) +
      row.rate.toFixed(0).padStart(9) +
      ms(row.p50).padStart(11) +
      ms(row.p95).padStart(11) +
      ms(row.max).padStart(11),
  );
}
process.exit(0);
