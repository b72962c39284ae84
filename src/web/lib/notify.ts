import { toast } from 'react-toastify/unstyled';
import { ApiClientError, errorMessage } from './api-client';

/**
 * Every toast the app shows goes through here. Successes are polite status messages; failures
 * are alerts, and one message shows once however many calls fail with it.
 */
export const notify = {
  success: (message: string) => void toast.success(message, { role: 'status' }),
  info: (message: string) => void toast.info(message, { role: 'status' }),
  error: (message: string) => void toast.error(message, { role: 'alert', toastId: message }),
};

/** The one place a failed call becomes a toast. A rejected session has its own toast. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiClientError && error.sessionRejected) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(errorMessage(error));
}
