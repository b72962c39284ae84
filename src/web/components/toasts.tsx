import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { toastDemand } from '../lib/toast-library';
// The stylesheet as a file: the default entry would inject a <style> tag, which the server's
// Content-Security-Policy (style-src 'self') refuses. Imported here, not with the container, so
// that it stays in the one sheet the HTML links.
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

/** The container's chunk, which brings the toast library with it. */
const loadContainer = () => import('./toast-container');

// A container that fails to load shows nothing rather than taking the whole app down with it:
// the toast library failed with it, so there would be nothing to show anyway.
const AppToastContainer = lazy<ComponentType>(() =>
  loadContainer().catch(() => ({ default: () => null })),
);

/** Runs `fetch` once the browser has nothing better to do (Safari has no requestIdleCallback). */
const whenIdle = (fetch: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(fetch) : window.setTimeout(fetch, 1000);

/**
 * Where the toasts show, mounted with the first one: the toast library is about 6.5 KB gzip that
 * the login screen need not wait for. It is fetched once the page is idle, so that the first
 * toast shows at once rather than a round trip later. Toasts asked for before the container is
 * in are queued by the library and shown as it mounts.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.get, () => false);
  useEffect(() => void whenIdle(() => void loadContainer().catch(() => undefined)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
