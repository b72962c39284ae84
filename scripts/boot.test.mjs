// public/boot.js in a page: when it starts the app's code, measured by the module script it adds.
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const boot = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');
const entry = '/assets/index-A.js';
let dom;

/** A built page: boot.js told where the app's code is, after the pre-rendered body (pictures). */
function openPage(body, beforeParse = () => {}) {
  dom = new JSDOM(
    `<!doctype html><html><head></head><body>${body}<script data-entry="${entry}" data-preload="" data-routes='{"*":[]}'>${boot}</script></body></html>`,
    {
      url: 'http://localhost/explore',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse,
    },
  );
  return dom.window.document;
}

/** A browser that reports its largest paints, as Chromium does: report(element) sends one. */
function reportingLargestPaints() {
  const observers = [];
  const install = (window) => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback) {
        this.callback = callback;
      }
      observe() {
        observers.push(this);
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1);
      }
    };
  };
  const report = (element) => {
    for (const observer of [...observers]) observer.callback({ getEntries: () => [{ element }] });
  };
  return { install, report };
}

const appStarted = (document) => document.querySelector(`script[type="module"][src="${entry}"]`);

/** Some frames, so that whatever boot.js waits a paint for has had its chance. */
const framesPass = (document) =>
  new Promise((done) => {
    let frames = 4;
    const next = () => (--frames === 0 ? done() : document.defaultView.requestAnimationFrame(next));
    document.defaultView.requestAnimationFrame(next);
  });

afterEach(() => dom?.window.close());

describe("boot.js starts the app's code", () => {
  it('after the first paint when the page has no first-screen pictures', async () => {
    const document = openPage('<main><p>Text only</p></main>');
    await vi.waitFor(() => expect(appStarted(document)).not.toBeNull(), { timeout: 1000 });
  });

  it('only once the first-screen pictures have loaded or failed', async () => {
    const document = openPage(
      '<img src="/media/a-640.webp" fetchpriority="high" alt="">' +
        '<img src="/media/b-640.webp" fetchpriority="high" alt="">' +
        '<img src="/media/c-640.webp" loading="lazy" alt="">',
    );
    const [first, second] = document.querySelectorAll('img[fetchpriority="high"]');
    await framesPass(document);
    expect(appStarted(document)).toBeNull();
    first.dispatchEvent(new dom.window.Event('load'));
    await framesPass(document);
    expect(appStarted(document)).toBeNull();
    second.dispatchEvent(new dom.window.Event('error'));
    await vi.waitFor(() => expect(appStarted(document)).not.toBeNull(), { timeout: 500 });
  });

  it('after a second at most when a first-screen picture never arrives', async () => {
    const document = openPage('<img src="/media/slow-640.webp" fetchpriority="high" alt="">');
    await framesPass(document);
    expect(appStarted(document)).toBeNull();
    await vi.waitFor(() => expect(appStarted(document)).not.toBeNull(), { timeout: 1900 });
  });

  it('where the browser reports largest paints, only once a loaded picture has been painted', async () => {
    const paints = reportingLargestPaints();
    const document = openPage(
      '<h1>Feed</h1><img src="/media/a-640.webp" fetchpriority="high" alt="">',
      paints.install,
    );
    const picture = document.querySelector('img');
    await framesPass(document);
    picture.dispatchEvent(new dom.window.Event('load'));
    await framesPass(document);
    // Loaded, not yet painted: the code would share the connection with that paint.
    expect(appStarted(document)).toBeNull();
    paints.report(document.querySelector('h1'));
    await framesPass(document);
    expect(appStarted(document)).toBeNull();
    paints.report(picture);
    await vi.waitFor(() => expect(appStarted(document)).not.toBeNull(), { timeout: 500 });
  });
});
