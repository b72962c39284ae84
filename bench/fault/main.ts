// npm run fault-run: the built server under FAULT_WRITERS (8) writers for FAULT_SECONDS (60) s
// (posts, likes, follows, unfollows, bookmarks, edits, deletes by accounts of their own, write
// limits out of reach) is killed with SIGKILL FAULT_KILLS (3) times and started again.
// Afterwards every write it acknowledged (2xx) is looked up in the database itself, and every
// 5xx is counted; connection errors while it was down are counted apart. Exits 1 when an
// acknowledged write is missing or a 5xx came. Not part of npm test.
//
// SQLite in a temporary DATA_DIR by default; DATABASE_URL=postgres://... runs on PostgreSQL in
// a fresh schema, dropped after (bench/support/world.ts). FAULT_SERVERS=2 (PostgreSQL only)
// starts two servers on that schema, each with a DATA_DIR of its own, spreads the writers over
// them (servers.ts) and kills the last one while the others keep serving.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../support/build';
import { HttpClient } from '../support/http';
import { startServer, type RunningServer } from '../support/server';
import { BenchError, numberSetting, runMain, sleep } from '../support/settings';
import { scratchWorld, type World } from '../support/world';
import { checkAcknowledged } from './check';
import { report, type DownWindow } from './report';
import { serverOrder } from './servers';
import { runWriter, signUpWriters, type LoadStats } from './writers';

const seconds = numberSetting('FAULT_SECONDS', 60);
const writerCount = numberSetting('FAULT_WRITERS', 8);
const kills = numberSetting('FAULT_KILLS', 3);
const serverCount = numberSetting('FAULT_SERVERS', 1);

/**
 * Server n of the run, a line per request logged. The first seeds the sample data (the writers
 * like its posts); every other has a DATA_DIR of its own, so that they share the database alone.
 */
const start = (world: World, n: number, port?: number) =>
  startServer(world, {
    label: `fault-${n}`,
    seed: n === 0,
    logLevel: 'info',
    echoErrors: true,
    ...(port ? { port } : {}),
  });

/** The world with a DATA_DIR of its own for each server after the first. */
function worldsOf(world: World): { worlds: World[]; remove: () => void } {
  const dirs = Array.from({ length: serverCount - 1 }, (_, n) =>
    mkdtempSync(join(tmpdir(), `murmur-fault-${n + 1}-`)),
  );
  const worlds = [
    world,
    ...dirs.map((dir) => ({ ...world, serverEnv: { ...world.serverEnv, DATA_DIR: dir } })),
  ];
  return { worlds, remove: () => dirs.forEach((dir) => rmSync(dir, { recursive: true })) };
}

async function faultRun(): Promise<boolean> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (!Number.isInteger(serverCount) || serverCount < 1)
    throw new BenchError(`FAULT_SERVERS must be a whole number of at least 1 (got ${serverCount})`);
  if (serverCount > 1 && !databaseUrl)
    throw new BenchError('FAULT_SERVERS above 1 needs DATABASE_URL: servers share PostgreSQL only');
  buildServer({ web: false });
  const world = await scratchWorld('fault', databaseUrl);
  const { worlds, remove } = worldsOf(world);
  const servers: RunningServer[] = [];
  for (const [n, own] of worlds.entries()) servers.push(await start(own, n));
  const victim = serverCount - 1;
  const clients = servers.map(
    (server) => new HttpClient(server.url, { sockets: writerCount, timeoutMs: 15_000 }),
  );
  /** Each time the victim was not there: from the kill until it answered again. */
  const downWindows: DownWindow[] = [];
  try {
    const writers = await signUpWriters(clients[0]!, writerCount);
    const stats: LoadStats = {
      requests: 0,
      byStatus: new Map(),
      connectionErrors: new Map(),
      fiveHundreds: [],
      fiveHundredsWhileDown: 0,
      failovers: 0,
    };
    const isDown = (server: number, at: number) =>
      server === victim && downWindows.some((w) => at >= w.from && at <= (w.to ?? at));
    const endAt = Date.now() + seconds * 1000;
    const load = writers.map((writer, n) => {
      const order = serverOrder(n, serverCount).map((server) => ({
        server,
        client: clients[server]!,
      }));
      return runWriter({ clients: order, writer, everyone: writers, endAt, stats, isDown });
    });
    for (let kill = 1; kill <= kills; kill++) {
      const killAt = Date.now() + (seconds * 1000 * kill) / (kills + 1);
      await sleep(Math.max(0, killAt - Date.now()));
      const window: DownWindow = { from: Date.now(), to: undefined };
      downWindows.push(window);
      await servers[victim]!.kill('SIGKILL');
      servers[victim] = await start(worlds[victim]!, victim, servers[victim]!.port);
      window.to = Date.now();
      console.log(`kill ${kill} of server ${victim + 1}: down for ${window.to - window.from} ms`);
    }
    await Promise.all(load);
    await Promise.all(servers.map((server) => server.stop()));
    const result = await checkAcknowledged(world, writers);
    report({
      kind: world.kind,
      servers: serverCount,
      seconds,
      downWindows,
      stats,
      result,
      writers,
    });
    for (const server of servers)
      console.log(`server logs: ${server.logPath.replace(/-\d+\.log$/, '-*.log')}`);
    return (
      result.missing.length === 0 && stats.fiveHundreds.length === 0 && result.checked.posts > 0
    );
  } finally {
    clients.forEach((client) => client.close());
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await world.close();
    remove();
  }
}

await runMain('fault-run', faultRun);
