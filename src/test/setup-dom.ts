import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { sessionStore } from '../web/lib/session';

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
