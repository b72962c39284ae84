import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { toastDemand } from '../lib/toast-library';
// The stylesheet as a file: the default entry would inject a <style> tag, which the server's
// Content-Security-Policy (style-src 'self') refuses. Imported here, not with the container, so
// that it stays in the one sheet the HTML links.
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

// A container that fails to load shows nothing rather than taking the whole app down with it:
// the toast library failed with it, so there would be nothing to show anyway.
const AppToastContainer = lazy<ComponentType>(() =>
  import('./toast-container').catch(() => ({ default: () => null })),
);

/**
 * Where the toasts show, loaded with the first one: the toast library is about 6 KB gzip that the
 * login screen need not wait for. Toasts asked for before the container is in are queued by the
 * library and shown as it mounts.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
