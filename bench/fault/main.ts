// npm run fault-run: the built server under FAULT_WRITERS (8) writers for FAULT_SECONDS (60) s
// (posts, likes, follows, unfollows, bookmarks, edits, deletes by accounts of their own, write
// limits out of reach) is killed with SIGKILL FAULT_KILLS (3) times and started again.
// Afterwards every write it acknowledged (2xx) is looked up in the database itself, and every
// 5xx is counted; connection errors while it was down are counted apart. Exits 1 when an
// acknowledged write is missing or a 5xx came. Not part of npm test.
//
// SQLite in a temporary DATA_DIR by default; DATABASE_URL=postgres://... runs on PostgreSQL in
// a fresh schema, dropped after (bench/support/world.ts).
import { buildServer } from '../support/build';
import { HttpClient } from '../support/http';
import { startServer } from '../support/server';
import { numberSetting, runMain, sleep } from '../support/settings';
import { scratchWorld, type World } from '../support/world';
import { checkAcknowledged } from './check';
import { report, type DownWindow } from './report';
import { runWriter, signUpWriters, type LoadStats } from './writers';

const seconds = numberSetting('FAULT_SECONDS', 60);
const writerCount = numberSetting('FAULT_WRITERS', 8);
const kills = numberSetting('FAULT_KILLS', 3);

/** The server with the sample data (the writers like its posts), a line per request logged. */
const start = (world: World, port?: number) =>
  startServer(world, {
    label: 'fault',
    seed: true,
    logLevel: 'info',
    echoErrors: true,
    ...(port ? { port } : {}),
  });

async function faultRun(): Promise<boolean> {
  buildServer({ web: false });
  const world = await scratchWorld('fault', process.env.DATABASE_URL?.trim() || undefined);
  let server = await start(world);
  const client = new HttpClient(server.url, { sockets: writerCount, timeoutMs: 15_000 });
  /** Each time the server was not there: from the kill until it answered again. */
  const downWindows: DownWindow[] = [];
  try {
    const writers = await signUpWriters(client, writerCount);
    const stats: LoadStats = {
      requests: 0,
      byStatus: new Map(),
      connectionErrors: new Map(),
      fiveHundreds: [],
      fiveHundredsWhileDown: 0,
    };
    const isDown = (at: number) => downWindows.some((w) => at >= w.from && at <= (w.to ?? at));
    const endAt = Date.now() + seconds * 1000;
    const load = writers.map((writer) =>
      runWriter({ client, writer, everyone: writers, endAt, stats, isDown }),
    );
    for (let kill = 1; kill <= kills; kill++) {
      const killAt = Date.now() + (seconds * 1000 * kill) / (kills + 1);
      await sleep(Math.max(0, killAt - Date.now()));
      const window: DownWindow = { from: Date.now(), to: undefined };
      downWindows.push(window);
      await server.kill('SIGKILL');
      server = await start(world, server.port);
      window.to = Date.now();
      console.log(`kill ${kill}: down for ${window.to - window.from} ms`);
    }
    await Promise.all(load);
    await server.stop();
    const result = await checkAcknowledged(world, writers);
    report({ kind: world.kind, seconds, downWindows, stats, result, writers });
    console.log(`server logs: ${server.logPath.replace(/-\d+\.log$/, '-*.log')}`);
    return (
      result.missing.length === 0 && stats.fiveHundreds.length === 0 && result.checked.posts > 0
    );
  } finally {
    client.close();
    await server.kill('SIGKILL');
    await world.close();
  }
}

await runMain('fault-run', faultRun);
