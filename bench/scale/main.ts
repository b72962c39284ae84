// npm run bench -- --scale (or BENCH_MODE=scale): the built Node server on a world made by
// npm run seed:scale (DATA_DIR for SQLite, DATABASE_URL for PostgreSQL), logged in as the guest,
// each scenario (scenarios.ts) measured over loopback with BENCH_CONCURRENCY (8) requests at a
// time for BENCH_SECONDS (3) or BENCH_MAX_REQUESTS (20000), whichever ends first, after a warm-up
// of BENCH_WARMUP_SECONDS (2) or BENCH_WARMUP_MAX_REQUESTS (1000 per worker): V8 optimises a
// route's code only after it has run many times, and 200 requests left the first scenario measured
// half cold. WORKERS=n runs the server as a cluster (its RSS and CPU summed over its processes).
// --set=current runs a few older endpoints instead (a harness check); --only=<text> keeps the
// scenarios whose name holds it; --reads-only skips the writes; --safety adds the phase of
// safety.ts (blocks, mutes and muted words); --both benches the SQLite world in DATA_DIR and then
// the PostgreSQL one at DATABASE_URL and sets their rates side by side. The writes add rows (likes,
// follows, posts, replies and votes by the guest) to fresh targets read from the database first:
// to keep a world as generated, bench a copy of it. docs/benchmarks.md tells more.
import { availableParallelism } from 'node:os';
import { buildServer } from '../support/build';
import { HttpClient } from '../support/http';
import { memoryOf, watchHeldMemory } from '../support/process-stats';
import { startServer } from '../support/server';
import { logIn } from '../support/session';
import { BenchError, argument, hasFlag, numberSetting } from '../support/settings';
import { openPostgresWorld, openSqliteWorld, openWorld, type World } from '../support/world';
import { describeCounts, readFacts } from './facts';
import { measureFeedPage, printFeedPageCost } from './feed-buffers';
import { runScenario, type LoadSettings, type ScenarioResult } from './load';
import { markdownTable, printHeader, printRow } from './report';
import { ratioRows, ratioTable } from './ratio-table';
import { printSafety, runSafetyPhase } from './safety';
import { currentScenarios, plannedScenarios, type Scenario } from './scenarios';

const workers = process.env.WORKERS;
const settings: LoadSettings = {
  concurrency: numberSetting('BENCH_CONCURRENCY', 8),
  seconds: numberSetting('BENCH_SECONDS', 3),
  maxRequests: numberSetting('BENCH_MAX_REQUESTS', 20_000),
  warmupSeconds: numberSetting('BENCH_WARMUP_SECONDS', 2),
  // Each worker of a cluster (WORKERS) warms up on its share.
  warmupMaxRequests:
    numberSetting('BENCH_WARMUP_MAX_REQUESTS', 1000) *
    (workers === 'auto' ? availableParallelism() : Number(workers) || 1),
};
/**
 * A new server's first scenario warms up this many times longer: it also warms the code every
 * route shares (HTTP, the router, the session, the store). The feed's first page, measured first,
 * cost 1.6 to 2.2 ms of CPU a request after 2 s of warm-up and 1.06 ms after 6 s.
 */
const firstWarmupFactor = 3;
/** A request slower than this counts as an error (status 0), so that no scenario hangs. */
const timeoutMs = numberSetting('BENCH_TIMEOUT_MS', 10_000);

function chosenScenarios(): Scenario[] {
  const only = argument('only');
  const readsOnly = hasFlag('reads-only');
  return (argument('set') === 'current' ? currentScenarios : plannedScenarios).filter(
    (scenario) =>
      (!only || scenario.name.includes(only)) && !(readsOnly && scenario.method === 'POST'),
  );
}

/** Runs a group of scenarios on a server of its own; its peak memory, in words. */
async function runGroup(
  world: World,
  label: string,
  group: readonly Scenario[],
  facts: Awaited<ReturnType<typeof readFacts>>,
  results: Map<Scenario, ScenarioResult>,
): Promise<string> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer(world, { label: 'bench', nodeArgs });
  const client = new HttpClient(server.url, { sockets: settings.concurrency, timeoutMs });
  const held = watchHeldMemory(server.pid);
  try {
    const { token } = await logIn(client);
    for (const [index, scenario] of group.entries()) {
      held.startScenario();
      const target = { client, pid: server.pid, token };
      const warmup = index === 0 ? firstWarmupFactor : 1;
      const result = await runScenario(target, scenario, facts.targets, settings, warmup);
      results.set(scenario, result);
      printRow(result, held.scenarioPeakMb());
    }
    const heldNote = held.processes > 1 ? ` (held at most ${held.peakMb()} MB)` : '';
    console.log(`Server log: ${server.logPath} (${server.errorLines()} ERROR lines)`);
    return `${memoryOf(server.pid, 'VmHWM')}${heldNote} over ${label}`;
  } finally {
    held.stop();
    client.close();
    await server.stop();
  }
}

/** Every chosen scenario on one world, a server of its own per group; the results in order. */
async function benchWorld(world: World): Promise<ScenarioResult[]> {
  const writeTargets = Math.ceil(
    settings.maxRequests + settings.warmupMaxRequests * firstWarmupFactor,
  );
  const facts = await readFacts(world, writeTargets);
  // A scenario's `at` names its path from the world's facts (the busiest post).
  const scenarios = chosenScenarios().map((scenario) =>
    scenario.at ? { ...scenario, path: scenario.at(facts) } : scenario,
  );
  console.log(
    `\nMurmur on ${world.kind}, ${describeCounts(facts.counts)}: ${settings.concurrency} at a ` +
      `time, ${settings.seconds} s or ${settings.maxRequests} requests per scenario\n`,
  );
  printHeader();
  // The page renders run first, on the world as generated, in a server of their own: rendering
  // with React grows V8's heap more than any API answer, and a grown heap is not given back, so
  // each server's peak RSS is read apart. The table keeps the planned order.
  const groups = [
    { label: 'the page renders', scenarios: scenarios.filter((scenario) => scenario.cookie) },
    { label: 'the API', scenarios: scenarios.filter((scenario) => !scenario.cookie) },
  ].filter((group) => group.scenarios.length > 0);
  const results = new Map<Scenario, ScenarioResult>();
  const peaks: string[] = [];
  for (const group of groups)
    peaks.push(await runGroup(world, group.label, group.scenarios, facts, results));
  const peak = peaks.join(', ');
  console.log(`\nServer peak RSS (VmHWM): ${peak}\n`);
  const inOrder = scenarios.flatMap((scenario) => results.get(scenario) ?? []);
  if (inOrder.length > 0)
    console.log(markdownTable(world.kind, facts.counts, inOrder, settings, peak));
  // --safety: the guest's feed and Explore without and with 1,000 blocks, 1,000 mutes, 20 words.
  if (hasFlag('safety')) printSafety(await runSafetyPhase(world, facts, settings, timeoutMs));
  return inOrder;
}

/** PostgreSQL's rate of every read at least this share of SQLite's: the target of --both. */
const readRatioFloor = 0.7;

/**
 * --both: SQLite in DATA_DIR, then PostgreSQL at DATABASE_URL (the same world, made by seed:scale
 * into each), one after the other in one run, so that both meet the machine in the same hour;
 * then each scenario's two rates side by side, and the buffers of one feed page on PostgreSQL.
 */
async function benchBoth(): Promise<boolean> {
  const dataDir = process.env.DATA_DIR?.trim();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!dataDir || !databaseUrl)
    throw new BenchError('--both needs DATA_DIR (the SQLite world) and DATABASE_URL (PostgreSQL).');
  const runs: ScenarioResult[][] = [];
  for (const world of [openSqliteWorld(dataDir), openPostgresWorld(databaseUrl)]) {
    try {
      runs.push(await benchWorld(world));
    } finally {
      await world.close();
    }
  }
  console.log('\nPostgreSQL against SQLite, one run, the same machine:\n');
  console.log(ratioTable(ratioRows(runs[0]!, runs[1]!), readRatioFloor));
  printFeedPageCost(await measureFeedPage(databaseUrl, feedPagePath));
  return true;
}

/** The page whose statements are explained: the guest's newest feed, first page. */
const feedPagePath = '/api/feed?sort=latest&limit=20';

export async function runScaleBench(): Promise<boolean> {
  buildServer({ web: true });
  if (hasFlag('both')) return benchBoth();
  const world = openWorld();
  try {
    await benchWorld(world);
  } finally {
    await world.close();
  }
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) printFeedPageCost(await measureFeedPage(databaseUrl, feedPagePath));
  return true;
}
