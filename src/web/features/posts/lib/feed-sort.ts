import { useSyncExternalStore } from 'react';

export type FeedTab = 'Trending' | 'Latest';

/** The server's order for a tab of the feed. */
export const feedSortOf = (tab: FeedTab) => (tab === 'Latest' ? 'latest' : 'trending');

// Outside React so that the composer, which lives in the layout, can switch the feed's tab.
const firstTab: FeedTab = 'Trending';
let current: FeedTab = firstTab;
const listeners = new Set<() => void>();

export const feedTabStore = {
  get: () => current,
  set: (tab: FeedTab) => {
    current = tab;
    listeners.forEach((listener) => listener());
  },
  /** Back to the first tab, for the next user of this page. */
  reset: () => feedTabStore.set(firstTab),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The feed's tab: Trending by default, Latest after the user posts (docs/product.md, /). */
export function useFeedTab(): FeedTab {
  return useSyncExternalStore(feedTabStore.subscribe, feedTabStore.get, feedTabStore.get);
}
