import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { sessionStore } from '../lib/session';

// Whole-app renders (layout, sidebar list, page) on a busy 2-core machine can pass testing
// library's 1 s default for findBy and waitFor without anything being wrong.
configure({ asyncUtilTimeout: 3_000 });

// jsdom lays nothing out, so nothing ever resizes; the windowed lists observe sizes all the same.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
  // A tall window, so that a windowed list shows every post a test loads (jsdom measures every
  // element as 0 px high; the lists then keep their estimates).
  Object.defineProperty(window, 'innerHeight', { value: 20_000, configurable: true });
});

afterEach(() => {
  cleanup();
  sessionStore.end();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});
