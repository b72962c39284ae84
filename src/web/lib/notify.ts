import type { Id } from 'react-toastify/unstyled';
import { ApiClientError, errorMessage } from './api-client';
import { withToast, type Toast } from './toast-library';

/** Toasts on screen at once: more would cover the header's buttons and the people panel. */
export const visibleToastLimit = 3;
const shown: Id[] = [];

/** Shows a toast, closing the oldest ones past the limit (a burst of likes, say). */
function show(toast: Toast, id: Id) {
  const index = shown.indexOf(id);
  if (index !== -1) shown.splice(index, 1);
  shown.push(id);
  for (const old of shown.splice(0, Math.max(0, shown.length - visibleToastLimit)))
    toast.dismiss(old);
}

/** Failures with one message within this time are one event: several calls refused at once. */
export const errorBurstMs = 1000;
const errorsShown = new Map<string, { id: Id; at: number }>();

function showError(toast: Toast, message: string, now: number) {
  const previous = errorsShown.get(message);
  if (previous && now - previous.at < errorBurstMs && toast.isActive(previous.id)) return;
  // The same failure met again later is news (a second Submit, say): its old toast makes way
  // for a new one, which is announced again, rather than the click seeming to do nothing. (Before
  // the container is in, the library queues toasts; a dismissed one leaves the queue.)
  if (previous) toast.dismiss(previous.id);
  const id = toast.error(message, { role: 'alert' });
  errorsShown.set(message, { id, at: now });
  show(toast, id);
}

/**
 * Every toast the app shows goes through here. Successes are polite status messages; failures
 * are alerts, and one message shows once however many calls fail with it at the same moment.
 * The toast library loads with the first toast (see withToast): the calls take effect in order
 * once it is in, each as of the moment it was made.
 */
export const notify = {
  success: (message: string) =>
    withToast((toast) => show(toast, toast.success(message, { role: 'status' }))),
  info: (message: string) =>
    withToast((toast) => show(toast, toast.info(message, { role: 'status' }))),
  error: (message: string) => {
    const now = Date.now();
    withToast((toast) => showError(toast, message, now));
  },
  /** Closes the failures on screen: after a success that answers them (a login that worked). */
  clearErrors: () =>
    withToast((toast) => {
      for (const { id } of errorsShown.values()) toast.dismiss(id);
      errorsShown.clear();
    }),
};

/** The one place a failed call becomes a toast. A refused token has its own (SessionProvider). */
export function notifyError(error: unknown): void {
  if (error instanceof ApiClientError && error.tokenRefused) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(errorMessage(error));
}
