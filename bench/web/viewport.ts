// One viewport of bench:web: its three measurements, each a step of its own (a failed one is
// reported by main.ts and the others still measured), and their figures printed as they come.
import type { Spread } from '../support/stats';
import { measureLikes, type Liked } from './likes';
import { measureFirstPosts, measureScroll, type Measuring, type Scrolled } from './measure';
import type { FirstPost } from './pages';
import { line, type ViewportFigures } from './report';

export interface ViewportRun {
  name: string;
  measuring: Measuring;
  scroll: { posts: number; stallMs: number };
  /** Runs one measurement, recording its failure instead of throwing. */
  step: (what: string, run: () => Promise<void>) => Promise<void>;
}

export async function measureViewport(run: ViewportRun): Promise<ViewportFigures> {
  const { name, measuring, step } = run;
  const { runs } = measuring;
  const figures: Record<string, Spread | undefined> = {};
  console.log(`\nViewport ${name}, ${runs} runs each:`);

  const firsts = new Map<string, FirstPost[]>();
  await step(`first posts at ${name}`, () => measureFirstPosts(measuring, firsts));
  for (const [label, samples] of firsts) {
    const painted = samples.map((s) => s.painted);
    figures[`first post on ${label}`] = line(`first post on ${label}`, painted, 'ms', { runs });
    const answered = samples.map((s) => s.documentAnswered);
    line('  of which the document answered at', answered, 'ms', { digits: 1, runs });
  }

  const likes: Liked[] = [];
  await step(`like at ${name}`, () => measureLikes(measuring, likes));
  const likeLine = (label: string, values: number[]) =>
    line(label, values, 'ms', { digits: 1, runs });
  figures.like = likeLine(
    'like: click to pressed, frame drawn',
    likes.map((l) => l.painted),
  );
  const order = likes.map((l) => l.painted.toFixed(1)).join(', ');
  console.log(`  ${'  each run, in order'.padEnd(44)} ${order || '–'} ms`);
  likeLine(
    'like: click to aria-pressed="true" in DOM',
    likes.map((l) => l.inDom),
  );
  likeLine(
    'like: pointerdown to frame drawn',
    likes.map((l) => l.fromPointerDown),
  );

  const scrolls: Scrolled[] = [];
  const { posts } = run.scroll;
  await step(`scrolling Explore at ${name}`, () => measureScroll(measuring, run.scroll, scrolls));
  const to = `after ${posts} posts of Explore`;
  const of = (pick: (s: Scrolled) => number) => scrolls.map(pick);
  figures.scrollMs = line(
    `time to scroll ${posts} posts of Explore`,
    of((s) => s.ms),
    'ms',
    { runs },
  );
  figures.articles = line(
    `article elements ${to}`,
    of((s) => s.articles),
    '',
    { runs },
  );
  line(
    '  of which in the feed',
    of((s) => s.inFeed),
    '',
    { runs },
  );
  const mb = { digits: 1, runs };
  figures.heap = line(
    `JS heap ${to}, after GC`,
    of((s) => s.heapMb),
    'MB',
    mb,
  );
  figures.heapBeforeGc = line(
    `JS heap ${to}, before GC`,
    of((s) => s.heapBeforeGcMb),
    'MB',
    mb,
  );
  return { name, figures };
}
