// The safety phase of npm run bench -- --scale --safety: the guest's feed and Explore measured
// without blocks, mutes or muted words, then again once the guest has blocked up to 1,000 people,
// muted up to 1,000 others and muted 20 words (docs/benchmarks.md, "Blocks, mutes and muted
// words"). The blocks, mutes and words stay in the world, as the write scenarios' rows do.
import { HttpClient } from '../support/http';
import { startServer } from '../support/server';
import { logIn } from '../support/session';
import type { World } from '../support/world';
import type { WorldFacts } from './facts';
import { runScenario, type LoadSettings, type ScenarioResult } from './load';
import type { Scenario } from './scenarios';

const measured: readonly Scenario[] = [
  { name: 'feed latest, page 1', path: '/api/feed?sort=latest&limit=20', auth: true },
  { name: 'feed trending, page 1', path: '/api/feed?sort=trending&limit=20', auth: true },
  { name: 'explore latest', path: '/api/posts?sort=latest&limit=20', auth: true },
  { name: 'explore trending', path: '/api/posts?sort=trending&limit=20', auth: true },
];

const perKind = 1_000;
const mutedWords = [
  'spoiler',
  'crypto',
  'election',
  'giveaway',
  'diet',
  'horoscope',
  'rumour',
  'leak',
  'drama',
  'ranking',
  'scandal',
  'promo',
  'ad',
  'sponsored',
  'nft',
  'poll',
  'thread',
  'hot take',
  'breaking news',
  'unpopular opinion',
];

export interface SafetyRow {
  name: string;
  without: ScenarioResult;
  with: ScenarioResult;
}

/**
 * Runs the phase on a server of its own. The people come from the end of the guest's unfollowed
 * people (the write scenarios take theirs from the start), so the feed's authors stay the same and
 * the difference is the filter's cost alone.
 */
export async function runSafetyPhase(
  world: World,
  facts: WorldFacts,
  settings: LoadSettings,
  timeoutMs: number,
): Promise<{ rows: SafetyRow[]; blocked: number; muted: number }> {
  const server = await startServer(world, { label: 'bench-safety', nodeArgs: [] });
  const client = new HttpClient(server.url, { sockets: settings.concurrency, timeoutMs });
  try {
    const { token } = await logIn(client);
    const target = { client, pid: server.pid, token };
    const run = async (label: string) => {
      const results: ScenarioResult[] = [];
      for (const [index, scenario] of measured.entries())
        results.push(
          await runScenario(
            target,
            { ...scenario, name: `${scenario.name} (${label})` },
            facts.targets,
            settings,
            index === 0 ? 3 : 1,
          ),
        );
      return results;
    };
    const without = await run('no hides');
    const people = facts.targets.unfollowedUsers.slice(-2 * perKind);
    const half = Math.ceil(people.length / 2);
    const [toBlock, toMute] = [people.slice(0, half), people.slice(half)];
    for (const id of toBlock) await must(client.send('POST', `/api/users/block/${id}/`, { token }));
    for (const id of toMute) await must(client.send('POST', `/api/users/mute/${id}/`, { token }));
    for (const phrase of mutedWords)
      await must(client.send('POST', '/api/users/muted-words', { token, body: { phrase } }));
    const hiding = await run('with hides');
    return {
      rows: measured.map((scenario, i) => ({
        name: scenario.name,
        without: without[i]!,
        with: hiding[i]!,
      })),
      blocked: toBlock.length,
      muted: toMute.length,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

async function must(answer: Promise<{ status: number; text: string }>) {
  const { status, text } = await answer;
  // 409: a muted word a previous run left.
  if ((status < 200 || status >= 300) && status !== 409)
    throw new Error(`safety phase setup answered ${status}: ${text.slice(0, 200)}`);
}

/** The phase's lines: each read's rate without and with, the ratio, and the largest answer. */
export function printSafety({ rows, blocked, muted }: Awaited<ReturnType<typeof runSafetyPhase>>) {
  console.log(
    `\nBlocks, mutes and muted words: the guest blocked ${blocked}, muted ${muted} and 20 words\n`,
  );
  console.log('| read | req/s without | req/s with | with / without | largest answer with |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    if (row.without.skipped !== undefined || row.with.skipped !== undefined) {
      console.log(`| ${row.name} | skipped | | | |`);
      continue;
    }
    const ratio = Math.round((row.with.rate / row.without.rate) * 100);
    const kb = (row.with.maxBytes / 1024).toFixed(1);
    console.log(
      `| ${row.name} | ${Math.round(row.without.rate)} | ${Math.round(row.with.rate)} | ${ratio}% | ${kb} KB |`,
    );
  }
}
