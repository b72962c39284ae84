// The functions npm run bench:web runs inside the page (Playwright serialises them), and what
// they leave on window.__bench. They see only the page: no imports, no outer variables.

export interface LikeTimes {
  pointerdown?: number;
  click?: number;
  pressed?: number;
  painted?: number;
  timedOut?: boolean;
}

export interface ScrollOutcome {
  ms?: number;
  reached: number;
  stalled?: boolean;
  busy?: string | null;
  alert?: string;
}

interface BenchState {
  firstPostInDom?: number;
  firstPost?: number;
  like?: Promise<LikeTimes>;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/**
 * Installed in every document before the app's scripts: notes when the first article of a feed
 * is in the DOM and on screen, and when the frame showing it has been produced, in ms since the
 * navigation started (performance.now() counts from the time origin, the navigation's start).
 */
export function watchForFirstPost(): void {
  const bench: BenchState = (window.__bench = {});
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const observer = new MutationObserver(() => {
    const first = [...document.querySelectorAll('[role="feed"] article')].find(onScreen);
    if (!first) return;
    observer.disconnect();
    bench.firstPostInDom = performance.now();
    // The frame that draws it: its animation frame, then a task after the frame.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.firstPost = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * One step of the search for a post on screen whose Like button (`selector`) is not pressed,
 * skipping `used`: its id, or undefined after scrolling half a screen on.
 */
export function unlikedPostOnScreen({ used, selector }: { used: string[]; selector: string }) {
  for (const article of document.querySelectorAll('[role="feed"] article')) {
    const button = article.querySelector(selector);
    const box = button?.getBoundingClientRect();
    // Clear of the header at the top and of the screen's bottom edge.
    if (!button || !box || box.top < 120 || box.bottom > innerHeight - 20) continue;
    const id = article.getAttribute('data-post-id');
    if (id && button.getAttribute('aria-pressed') === 'false' && !used.includes(id)) return id;
  }
  window.scrollBy(0, innerHeight / 2);
  return undefined;
}

/**
 * Arms the page for one like of the post: the click's time (the event's own timestamp, so the
 * click as the browser received it) and, through a MutationObserver, when its Like button says
 * aria-pressed="true" and when the frame after that has been produced.
 */
export function armLikeWatch(options: { postId: string; selector: string; timeoutMs: number }) {
  const { postId, selector, timeoutMs } = options;
  const button = `article[data-post-id="${postId}"] ${selector}`;
  const feed = document.querySelector(`[role="feed"] article[data-post-id="${postId}"]`);
  const list = feed?.closest('[role="feed"]') ?? document.body;
  const bench = (window.__bench ??= {});
  bench.like = new Promise<LikeTimes>((done) => {
    const times: LikeTimes = {};
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(button)) return;
      if (event.type === 'click') times.click ??= event.timeStamp;
      else times.pointerdown ??= event.timeStamp;
    };
    document.addEventListener('pointerdown', onEvent, true);
    document.addEventListener('click', onEvent, true);
    const pressed = () => list.querySelector(button)?.getAttribute('aria-pressed') === 'true';
    const observer = new MutationObserver(() => {
      if (!pressed() || times.click === undefined) return;
      times.pressed = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done({ ...times, painted: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(list, { attributes: true, subtree: true, childList: true });
    setTimeout(() => done({ ...times, timedOut: true }), timeoutMs);
  });
}

/**
 * Scrolls the window a screen per frame (as fast as the list lets anyone scroll) until an
 * article at aria-posinset `target` is rendered; gives up when no further post has been rendered
 * for stallMs. The time it took, and how far it got.
 */
export function scrollToPost({ target, stallMs }: { target: number; stallMs: number }) {
  const furthest = () => {
    let most = 0;
    for (const article of document.querySelectorAll('[role="feed"] article'))
      most = Math.max(most, Number(article.getAttribute('aria-posinset')) || 0);
    return most;
  };
  const started = performance.now();
  let best = furthest();
  let progressAt = started;
  return new Promise<ScrollOutcome>((done) => {
    const step = () => {
      const now = performance.now();
      const reached = furthest();
      if (reached >= target) return done({ ms: now - started, reached });
      if (reached > best) [best, progressAt] = [reached, now];
      if (now - progressAt > stallMs)
        return done({
          stalled: true,
          reached,
          busy: document.querySelector('[role="feed"]')?.getAttribute('aria-busy'),
          alert: document.querySelector('[role="alert"]')?.textContent ?? '',
        });
      window.scrollBy(0, innerHeight);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** A frame has been drawn. */
export const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
