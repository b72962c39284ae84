import { toast, type Id } from 'react-toastify/unstyled';
import { ApiClientError, errorMessage } from './api-client';

/** Toasts on screen at once: more would cover the header's buttons and the people panel. */
export const visibleToastLimit = 3;
const shown: Id[] = [];

/** Shows a toast, closing the oldest ones past the limit (a burst of likes, say). */
function show(id: Id) {
  const index = shown.indexOf(id);
  if (index !== -1) shown.splice(index, 1);
  shown.push(id);
  for (const old of shown.splice(0, Math.max(0, shown.length - visibleToastLimit)))
    toast.dismiss(old);
}

/**
 * Every toast the app shows goes through here. Successes are polite status messages; failures
 * are alerts, and one message shows once however many calls fail with it.
 */
export const notify = {
  success: (message: string) => show(toast.success(message, { role: 'status' })),
  info: (message: string) => show(toast.info(message, { role: 'status' })),
  error: (message: string) => show(toast.error(message, { role: 'alert', toastId: message })),
};

/** The one place a failed call becomes a toast. A rejected session has its own toast. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiClientError && error.sessionRejected) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(errorMessage(error));
}
