import { delay, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { createApp } from '../backend/app';
import { createPbkdf2Hasher } from '../backend/auth/passwords';
import { createTokenService } from '../backend/auth/tokens';
import { seedStore } from '../backend/seed/seed';
import { seedDemoModeration } from '../backend/seed/seed-moderation';
import { seedData } from '../backend/seed/seed-data';
import { createMemoryStore } from '../backend/store/memory-store';
import type { Store } from '../backend/store/port';
import { createDemoMailSender, type DemoMailbox } from './demo-mailbox';
import { restoreSession } from './restore-session';
import { demoTokenSecret } from './token-secret';

export interface BrowserBackendOptions {
  /** How long each answer waits, as the original's in-page mock server did (400 ms); 0 in tests. */
  delayMs: number;
  /** The token of the session stored before this load, to take back (see restoreSession). */
  sessionToken?: string | undefined;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs the whole API inside the page: a memory store seeded with the sample data, behind a
 * service worker that hands every /api request to the backend's fetch handler. Everything lives
 * in memory and starts afresh on reload; only the logged-in session of a seeded user carries over
 * (docs/architecture.md, "One backend, two hosts"). Answers the mailbox of the mail it sends.
 */
export async function startBrowserBackend({
  delayMs,
  sessionToken,
}: BrowserBackendOptions): Promise<DemoMailbox> {
  const store = createMemoryStore();
  const mailbox = createDemoMailSender(store);
  const app = createBrowserApp(store, mailbox.wake, sessionToken);
  // The worker starts while the world is seeded: a request that comes early waits for the API
  // instead of slipping past to the static server.
  const worker = setupWorker(
    http.all('/api/*', async ({ request }) => {
      const api = await app;
      if (delayMs > 0) await delay(delayMs);
      return api.fetch(request);
    }),
  );
  await Promise.all([worker.start({ onUnhandledRequest: 'bypass', quiet: true }), app]);
  return mailbox;
}

async function createBrowserApp(
  store: Store,
  onMailQueued: () => void,
  sessionToken: string | undefined,
) {
  // Fewer rounds than a server would use: these hashes never leave the visitor's own tab.
  const passwords = createPbkdf2Hasher(20_000);
  await seedStore(store, passwords, seedData);
  await seedDemoModeration(store);
  const tokenSecret = demoTokenSecret(browserStorage());
  if (sessionToken) {
    await restoreSession(store, createTokenService(tokenSecret), sessionToken, new Date());
  }
  return createApp({
    store,
    passwords,
    tokenSecret,
    guestMayModerate: true,
    // The links in mail open this same page.
    publicUrl: location.origin,
    onMailQueued,
  });
}
