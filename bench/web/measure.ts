// bench:web's measurements of one viewport, each into samples that survive its failure: the
// first post on / and /explore (cold, then warm), and Explore scrolled to post N (likes.ts has
// the like's).
import type { FirstPost, OpenPage } from './pages';
import { timeFirstPost } from './pages';
import { nextFrame, scrollToPost } from './in-page';

export interface Measuring {
  open: () => Promise<OpenPage>;
  runs: number;
  timeoutMs: number;
  /** A failed step: what it was, and what was thrown. */
  failed: (what: string, error: unknown) => void;
}

/**
 * The first post on / and on /explore, in a new context (cold) and then again in it (warm), the
 * two paths in turn each run. A path that fails is named and left out of the runs after.
 */
export async function measureFirstPosts(
  { open, runs, timeoutMs, failed }: Measuring,
  samples: Map<string, FirstPost[]>,
): Promise<void> {
  const paths = new Set(['/', '/explore']);
  const add = (name: string, value: FirstPost) =>
    samples.set(name, [...(samples.get(name) ?? []), value]);
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      try {
        const { context, page } = await open();
        try {
          add(`${path} cold`, await timeFirstPost(page, path, timeoutMs));
          add(`${path} warm`, await timeFirstPost(page, path, timeoutMs));
        } finally {
          await context.close();
        }
      } catch (error) {
        failed(`first post on ${path} (run ${run + 1})`, error);
        paths.delete(path);
      }
    }
  }
}

export interface Scrolled {
  ms: number;
  articles: number;
  inFeed: number;
  heapMb: number;
  heapBeforeGcMb: number;
}

/** Explore scrolled to post `posts`: the time, the articles in the page, the JS heap. */
export async function measureScroll(
  { open, runs, timeoutMs }: Measuring,
  { posts, stallMs }: { posts: number; stallMs: number },
  results: Scrolled[],
): Promise<void> {
  for (let run = 0; run < runs; run++) {
    const { context, page } = await open();
    try {
      await timeFirstPost(page, '/explore', timeoutMs);
      const scrolled = await page.evaluate(scrollToPost, { target: posts, stallMs });
      if (scrolled.ms === undefined)
        throw new Error(
          `Scrolling Explore stopped at post ${scrolled.reached} of ${posts}: nothing further ` +
            `rendered for ${stallMs / 1000} s (feed aria-busy=${scrolled.busy}` +
            `${scrolled.alert ? `; alert: ${scrolled.alert}` : ''})`,
        );
      // Settled: the page asked for after the last one (if any) is in, and a frame is drawn.
      await page.waitForFunction(
        () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') !== 'true',
      );
      await page.evaluate(nextFrame);
      const counted = await page.evaluate(() => ({
        articles: document.querySelectorAll('article').length,
        inFeed: document.querySelectorAll('[role="feed"] article').length,
        // Chromium's non-standard performance.memory (--enable-precise-memory-info).
        beforeGc: (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory
          ?.usedJSHeapSize,
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
}
