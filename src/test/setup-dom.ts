import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { sessionStore } from '../web/lib/session';

// Whole-app renders (layout, sidebar list, page) on a busy 2-core machine can pass testing
// library's 1 s default for findBy and waitFor without anything being wrong.
configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  sessionStore.end();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});
