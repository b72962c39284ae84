import { delay, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { createApp } from '../backend/app';
import { createPbkdf2Hasher } from '../backend/auth/passwords';
import { seedStore } from '../backend/seed/seed';
import { seedData } from '../backend/seed/seed-data';
import { createMemoryStore } from '../backend/store/memory-store';

export interface BrowserBackendOptions {
  /** How long each answer waits, like the spec's mock server (400 ms); 0 in tests. */
  delayMs: number;
}

/**
 * Runs the whole API inside the page: a memory store seeded with the sample data, behind a
 * service worker that hands every /api request to the backend's fetch handler. Everything lives
 * in memory and starts afresh on reload, as in the spec's mock server.
 */
export async function startBrowserBackend({ delayMs }: BrowserBackendOptions): Promise<void> {
  const store = createMemoryStore();
  // Fewer rounds than a server would use: these hashes never leave the visitor's own tab.
  const passwords = createPbkdf2Hasher(20_000);
  await seedStore(store, passwords, seedData);
  const app = createApp({
    store,
    passwords,
    tokenSecret: crypto.getRandomValues(new Uint8Array(32)),
  });

  const worker = setupWorker(
    http.all('/api/*', async ({ request }) => {
      if (delayMs > 0) await delay(delayMs);
      return app.fetch(request);
    }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
