// npm run lighthouse: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// built Node server with a fresh seeded world (a temporary DATA_DIR), in Debian's Chromium
// (CHROMIUM_PATH). It audits /login and /signup as a new visitor, then /, /explore and /mock with
// the guest's session, each audit in a browser of its own (audit.ts), and prints each page's
// performance and accessibility scores, FCP, LCP, TBT and CLS beside the targets.
// LIGHTHOUSE_RUNS (1) audits each page that many times and prints the median run's figures;
// LIGHTHOUSE_PAGES (say "/login,/") audits only those pages; LIGHTHOUSE_REPORTS names a folder
// for each run's full JSON report; LIGHTHOUSE_TIMEOUT_MS (120000) bounds one audit, and a failed
// audit is tried once more (LIGHTHOUSE_RETRIES, 1). A page that still fails is named with its
// error after the figures of the others, and the run exits 1. docs/benchmarks.md.
import { checkChromium, describeFailure, failureOf, type Failure } from '../support/browser';
import { buildServer } from '../support/build';
import { HttpClient } from '../support/http';
import { startServer } from '../support/server';
import { logIn, type Session } from '../support/session';
import { numberSetting, runMain } from '../support/settings';
import { scratchWorld } from '../support/world';
import { auditInFreshBrowser, type Figures } from './audit';
import { printFailures, printFigures, type PageResult } from './report';

const runs = Math.max(1, numberSetting('LIGHTHOUSE_RUNS', 1));
const retries = Math.max(0, numberSetting('LIGHTHOUSE_RETRIES', 1));
const timeoutMs = numberSetting('LIGHTHOUSE_TIMEOUT_MS', 120_000);
const reportsDir = process.env.LIGHTHOUSE_REPORTS?.trim() || undefined;
const allPages = [
  { path: '/login', session: false },
  { path: '/signup', session: false },
  { path: '/', session: true },
  { path: '/explore', session: true },
  { path: '/mock', session: true },
];
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const pages = chosen ? allPages.filter((page) => chosen.includes(page.path)) : allPages;

/** One run of a page's audit, tried again on failure; the figures, or every try's failure. */
async function auditWithRetry(url: string, session: Session | undefined) {
  const failures: Failure[] = [];
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const figures = await auditInFreshBrowser(url, session, { timeoutMs, reportsDir });
      return { figures, retried: attempt };
    } catch (error) {
      const failure = failureOf(error);
      failures.push(failure);
      const again = attempt < retries ? ', trying again in a new browser' : '';
      console.log(
        `${new URL(url).pathname}: try ${attempt + 1} failed (${describeFailure(failure)})${again}`,
      );
    }
  }
  return { failures };
}

async function auditPage(origin: string, path: string, session: Session | undefined) {
  const results: Figures[] = [];
  let retried = 0;
  for (let run = 0; run < runs; run += 1) {
    const outcome = await auditWithRetry(origin + path, session);
    if (!outcome.figures) return { path, failures: outcome.failures };
    retried += outcome.retried;
    results.push(outcome.figures);
  }
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
  const median = byPerformance[Math.floor(results.length / 2)];
  if (!median) return { path, failures: [] };
  console.log(`${path}: done${retried ? ` (after ${retried} failed tries)` : ''}`);
  return { path, figures: median };
}

async function lighthouseRun(): Promise<boolean> {
  checkChromium();
  buildServer({ web: true });
  const world = await scratchWorld('lighthouse');
  try {
    const server = await startServer(world, { label: 'lighthouse', seed: true });
    const client = new HttpClient(server.url);
    const results: PageResult[] = [];
    try {
      const guest = await logIn(client);
      for (const { path, session } of pages)
        results.push(await auditPage(server.url, path, session ? guest : undefined));
    } finally {
      client.close();
      await server.stop();
    }
    printFigures(results, runs);
    return printFailures(results);
  } finally {
    await world.close();
  }
}

await runMain('lighthouse', lighthouseRun);
