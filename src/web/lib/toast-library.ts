import type { toast as toastFunction } from 'react-toastify/unstyled';

export type Toast = typeof toastFunction;

let library: Promise<Toast> | undefined;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for: the container is mounted from then on (see Toasts). */
export const toastDemand = {
  get: () => library !== undefined,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Runs `use` with the toast library, which loads with the first toast rather than with the page:
 * most visits to the login screen never show one. Calls run in the order they were made, as they
 * all wait on the one load.
 */
export function withToast(use: (toast: Toast) => void): void {
  if (!library) {
    library = import('react-toastify/unstyled').then((module) => module.toast);
    for (const listener of listeners) listener();
  }
  // A library that failed to arrive (the network went) has nothing to show; the failure that
  // wanted a toast shows itself on the page too, so it is not reported again here.
  library.then(use, () => undefined);
}
