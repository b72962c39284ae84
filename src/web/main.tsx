import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prepareFirstScreen } from './app/first-screen';
import { createAppRouter } from './app/router';
import { readStoredLoginDetails } from './lib/session';
import './styles/global.css';

/**
 * In the demo build the API runs in this page; it must be listening before the first request.
 * Its world starts afresh on every load, so it is handed the stored session to take back, which
 * it does when that user exists in the new world (the seeded ones do).
 */
async function startBackend() {
  if (import.meta.env.VITE_BACKEND === 'server') return undefined;
  const { startBrowserBackend } = await import('../browser-backend/start-browser-backend');
  return startBrowserBackend({
    delayMs: Number(import.meta.env.VITE_API_DELAY ?? 400),
    sessionToken: readStoredLoginDetails()?.token,
  });
}

const demoMailbox = await startBackend();
// A task of its own for the rest: the app's code has just been evaluated in one long task, and
// the first route's modules, which the router loads next, would be evaluated in the same one.
await new Promise((resolve) => setTimeout(resolve, 0));
const queryClient = createQueryClient();
const router = createAppRouter();
// The pre-rendered page (scripts/prerender-shells.mjs) stays until the route's code is in; the
// first render then replaces it in one commit, with no loading line in between.
await prepareFirstScreen(router, queryClient);
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the app in slices of a few milliseconds, yielding to the browser
// between them, so that a phone's first taps are not kept waiting by one long task. The commit
// that replaces the pre-rendered page is still one.
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);

// The demo's mail panel, in a root of its own: loaded after the first screen, in the demo only
// (the build setting, tested first, leaves it out of the Node host's build altogether).
if (import.meta.env.VITE_BACKEND !== 'server' && demoMailbox) {
  const { DemoMailPanel } = await import('./features/demo-mail');
  const host = document.body.appendChild(document.createElement('div'));
  createRoot(host).render(
    <StrictMode>
      <DemoMailPanel mailbox={demoMailbox} navigate={(path) => void router.navigate(path)} />
    </StrictMode>,
  );
}
