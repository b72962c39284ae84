// npm run fault-run: the built server under 8 writers for 60 s (posts, likes, follows, unfollows,
// bookmarks, edits, deletes by 8 accounts, write limits out of reach) is killed with SIGKILL three
// times and started again. Afterwards every write it acknowledged (2xx) is looked up in the
// database itself, and every 5xx is counted; connection errors while it was down are counted
// apart. Exits 1 when an acknowledged write is missing or a 5xx came. Not part of npm test.
//
// SQLite in a temporary DATA_DIR by default; DATABASE_URL=postgres://... runs on
// PostgreSQL in a fresh schema, dropped after. FAULT_SECONDS, FAULT_WRITERS and FAULT_KILLS
// change the run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from './build-steps.mjs';
import { checkAcknowledged, openChecker } from './fault-run/check-database.mjs';
import { startServer } from './fault-run/server.mjs';
import { signUpWriters, runWriter } from './fault-run/writers.mjs';
import { freePort } from './free-port.mjs';

const seconds = Number(process.env.FAULT_SECONDS ?? 60);
const writerCount = Number(process.env.FAULT_WRITERS ?? 8);
const kills = Number(process.env.FAULT_KILLS ?? 3);
const adminUrl = process.env.DATABASE_URL?.trim();

ensureServerBuild();
const dataDir = await mkdtemp(join(tmpdir(), 'murmur-fault-'));
const schema = adminUrl ? `murmur_fault_${randomBytes(6).toString('hex')}` : undefined;
const checker = await openChecker({ dataDir, adminUrl, schema });
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  ...(checker.databaseUrl ? { DATABASE_URL: checker.databaseUrl } : {}),
};
const url = `http://127.0.0.1:${port}`;

/** Each time the server was not there: from the kill to its next "listening" line. */
const downWindows = [];
let server = await startServer(env);
let failed = false;
try {
  const writers = await signUpWriters(url, writerCount);
  const stats = { requests: 0, byStatus: new Map(), connectionErrors: new Map(), fiveHundreds: [] };
  const isDown = (at) => downWindows.some((w) => at >= w.from && at <= (w.to ?? Infinity));
  const endAt = Date.now() + seconds * 1000;
  const load = writers.map((writer) =>
    runWriter({ url, writer, everyone: writers, endAt, stats, isDown }),
  );

  for (let kill = 1; kill <= kills; kill++) {
    const killAt = Date.now() + (seconds * 1000 * kill) / (kills + 1);
    await new Promise((done) => setTimeout(done, Math.max(0, killAt - Date.now())));
    const window = { from: Date.now(), to: undefined };
    downWindows.push(window);
    await server.kill('SIGKILL');
    server = await startServer(env);
    window.to = Date.now();
    console.log(`kill ${kill}: down for ${window.to - window.from} ms`);
  }
  await Promise.all(load);
  await server.kill('SIGTERM');

  const result = await checkAcknowledged(checker, writers);
  failed = result.missing.length > 0 || stats.fiveHundreds.length > 0 || result.checked.posts === 0;
  report({ stats, result, writers });
} finally {
  await server.kill('SIGKILL');
  await checker.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function report({ stats, result, writers }) {
  const acknowledged = writers.reduce(
    (sum, w) => {
      for (const key of Object.keys(sum)) sum[key] += w.acknowledged[key];
      return sum;
    },
    { posts: 0, edits: 0, deletes: 0, likes: 0, bookmarks: 0, follows: 0, unfollows: 0 },
  );
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b);
  console.log(
    `\nFault run on ${adminUrl ? 'PostgreSQL' : 'SQLite'}: ${writers.length} writers, ${seconds} s, ${downWindows.length} SIGKILLs`,
  );
  console.log(`down: ${downWindows.map((w) => `${w.to - w.from} ms`).join(', ')}`);
  console.log(
    `requests: ${stats.requests}; by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  );
  const errors = [...stats.connectionErrors].map(([k, n]) => `${k}: ${n}`).join(', ');
  console.log(
    `connection errors (refused: nothing sent; cut: outcome unknown): ${errors || 'none'}`,
  );
  console.log(`5xx while down: ${stats.fiveHundredsWhileDown ?? 0}`);
  console.log(
    `acknowledged (2xx): ${Object.entries(acknowledged)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `checked in the database: ${Object.entries(result.checked)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(`left unchecked (a request cut by a kill left them unknown): ${result.unknown}`);
  console.log(
    `5xx answers: ${stats.fiveHundreds.length}${stats.fiveHundreds.length ? ` (${stats.fiveHundreds.slice(0, 5).join('; ')})` : ''}`,
  );
  console.log(`acknowledged but missing or wrong: ${result.missing.length}`);
  for (const line of result.missing.slice(0, 20)) console.log(`  ${line}`);
}
