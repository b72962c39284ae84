// npm run bench:web: the built Node server, serving the built web app (dist/), on a world made
// by npm run seed:scale (DATA_DIR for SQLite, DATABASE_URL for PostgreSQL), driven in Debian's
// Chromium (CHROMIUM_PATH) through Playwright, logged in as the guest through the login form.
// For each viewport (BENCH_WEB_VIEWPORTS, "1280x900,390x844") it measures BENCH_WEB_RUNS (5)
// times each: the first post on screen on / and /explore (cold, then warm), a like's visible
// feedback, and Explore scrolled to post BENCH_WEB_SCROLL_POSTS (500) with the JS heap then.
// A measurement that fails (a page that never shows, a browser that crashes) is named with its
// cause at the end, the others' figures still print, and the run exits 1. Then, on a scratch world
// of its own, the pictures of a feed with photos in every post (pictures.ts); `--pictures` runs
// that part alone, with no world needed. docs/benchmarks.md.
import { chromium, type Browser } from '@playwright/test';
import {
  checkChromium,
  chromiumFlags,
  chromiumPath,
  describeFailure,
  failureOf,
} from '../support/browser';
import { buildServer } from '../support/build';
import { startServer } from '../support/server';
import { BenchError, hasFlag, numberSetting, runMain, within } from '../support/settings';
import { openWorld } from '../support/world';
import { logInThroughForm, newPage } from './pages';
import { measurePictures, printPictures } from './pictures';
import { printFailures, printLoad, printTable, type ViewportFigures } from './report';
import { measureViewport } from './viewport';
import { readWorld } from './world-facts';

const runs = numberSetting('BENCH_WEB_RUNS', 5);
const timeoutMs = numberSetting('BENCH_WEB_TIMEOUT_MS', 30_000);
const scroll = { posts: numberSetting('BENCH_WEB_SCROLL_POSTS', 500), stallMs: 30_000 };
const viewports = (process.env.BENCH_WEB_VIEWPORTS ?? '1280x900,390x844').split(',').map((text) => {
  const [width = 0, height = 0] = text.trim().split('x').map(Number);
  if (!(width > 0 && height > 0))
    throw new BenchError(`BENCH_WEB_VIEWPORTS: "${text}" is not WIDTHxHEIGHT`);
  return { width, height };
});
/** The longest one measurement of a viewport may take before its browser is given up. */
const stepTimeoutMs = (runs + 1) * 4 * timeoutMs + scroll.stallMs * runs;

/** The browser, started again when the last one crashed or was closed after a step hung. */
class Browsers {
  private current: Browser | undefined;
  async get(): Promise<Browser> {
    if (this.current?.isConnected()) return this.current;
    if (this.current) console.log('  (Chromium is gone: starting a new one)');
    this.current = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--enable-precise-memory-info'],
      timeout: timeoutMs,
    });
    return this.current;
  }
  lost = () => this.current !== undefined && !this.current.isConnected();
  /** Closes it (at most 5 s): the next get() starts a new one. */
  async close(): Promise<void> {
    const closing = this.current?.close().catch(() => {});
    this.current = undefined;
    await Promise.race([closing, new Promise((done) => setTimeout(done, 5000))]);
  }
}
const browsers = new Browsers();

/** The pictures part, in a browser of its own; a failure is named at the end like the others'. */
async function benchPictures(failures: { what: string; cause: string }[]) {
  try {
    printPictures(
      await within(
        stepTimeoutMs,
        measurePictures(() => browsers.get(), timeoutMs),
        'the pictures part did not end',
      ),
    );
  } catch (error) {
    failures.push({ what: 'the pictures part', cause: describeFailure(failureOf(error)) });
  } finally {
    await browsers.close();
  }
}

async function benchWeb(): Promise<boolean> {
  if (hasFlag('pictures')) {
    checkChromium();
    buildServer({ web: true });
    const failures: { what: string; cause: string }[] = [];
    await benchPictures(failures);
    return printFailures(failures);
  }
  const world = openWorld();
  const failures: { what: string; cause: string }[] = [];
  const record = (what: string, error: unknown) => {
    const crashed = browsers.lost() ? 'Chromium crashed or was killed; ' : '';
    failures.push({ what, cause: crashed + describeFailure(failureOf(error)) });
    console.log(`  ${what} failed: ${failures.at(-1)?.cause}`);
  };
  const step = async (what: string, run: () => Promise<void>) => {
    try {
      await within(stepTimeoutMs, run(), `${what} did not end`);
    } catch (error) {
      record(what, error);
      await browsers.close(); // the next step in a new browser: whatever hangs goes with this one
    }
  };
  try {
    const facts = await readWorld(world, scroll.posts);
    checkChromium();
    buildServer({ web: true });
    const server = await startServer(world, { label: 'bench-web' });
    const pages = { baseUrl: server.url, timeoutMs };
    try {
      const version = (await browsers.get()).version();
      console.log(
        `\nMurmur web app on ${world.kind} (${world.where}: ${facts}), Chromium ${version}`,
      );
      printLoad('at the start');
      const session = await logInThroughForm(await browsers.get(), pages).catch(async (error) => {
        record('logging in through /login (tried again in a new browser)', error);
        await browsers.close();
        return logInThroughForm(await browsers.get(), pages);
      });
      const results: ViewportFigures[] = [];
      for (const viewport of viewports) {
        const open = async () => newPage(await browsers.get(), session, viewport, pages);
        const name = `${viewport.width}×${viewport.height}`;
        const measuring = {
          open,
          runs,
          timeoutMs,
          failed: (what: string, e: unknown) => record(`${what} at ${name}`, e),
        };
        results.push(await measureViewport({ name, measuring, scroll, step }));
      }
      printLoad('at the end');
      printTable(results, scroll.posts);
    } finally {
      await browsers.close();
      console.log(`Server log: ${server.logPath}`);
      await server.stop();
    }
    await benchPictures(failures);
    return printFailures(failures);
  } finally {
    await world.close();
  }
}

// Ctrl-C and kill: the browser closed (for at most 5 s), then the exit, whose handlers stop the
// server (bench/support/server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`\nbench:web stopped (${signal})`);
    void browsers.close().then(() => process.exit(130));
  });

await runMain('bench:web', benchWeb);
