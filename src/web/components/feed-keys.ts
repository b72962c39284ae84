import type { KeyboardEvent, RefObject } from 'react';

/**
 * The WAI-ARIA feed pattern's keys for a windowed list of `article[data-index]` cards: Page Down
 * and Page Up move between cards (scrolling the next one into the window first), Control+End and
 * Control+Home leave the feed. `scrollToIndex` is the virtualizer's.
 */
// A hook by name only, so that the ref it is handed is read in the handler, never during render.
export function useFeedKeys(
  feed: RefObject<HTMLElement | null>,
  count: number,
  scrollToIndex: (index: number, options: { align: 'center' }) => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey && (event.key === 'End' || event.key === 'Home')) {
      event.preventDefault();
      leaveFeed(feed.current, event.key === 'End' ? 'after' : 'before');
      return;
    }
    const step = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0;
    const from = (event.target as Element).closest<HTMLElement>('article[data-index]');
    if (!step || !from) return;
    const target = Number(from.dataset.index) + step;
    if (target < 0 || target >= count) return;
    event.preventDefault();
    // Centred, so that neither the sticky heading nor the phone's tab bar covers it.
    scrollToIndex(target, { align: 'center' });
    focusWhenShown(feed.current, target);
  };
}

/**
 * Moves the focus to the first focusable element after the feed (or the last one before it),
 * as the feed pattern's Control+End and Control+Home do.
 */
function leaveFeed(feed: HTMLElement | null, where: 'after' | 'before') {
  if (!feed) return;
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
    ),
  ].filter((element) => !feed.contains(element));
  const follows = (element: HTMLElement) =>
    feed.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
  const candidates =
    where === 'after' ? focusable.filter(follows) : focusable.filter((e) => !follows(e)).reverse();
  // A hidden one (the phone's tab bar on a desktop) does not take the focus: the next one does.
  for (const candidate of candidates) {
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

/** Focuses the card at index once the window has rendered it (after scrolling to it). */
export function focusWhenShown(feed: HTMLElement | null, index: number, triesLeft = 10) {
  requestAnimationFrame(() => {
    const card = feed?.querySelector<HTMLElement>(`article[data-index="${index}"]`);
    if (card) card.focus({ preventScroll: true });
    else if (triesLeft > 0) focusWhenShown(feed, index, triesLeft - 1);
  });
}
