import { useEffect, type RefObject } from 'react';
import { focusIfLost } from '@/web/lib/lost-focus';

/**
 * Focuses the card (`article[data-item-id]`) of `itemId` within `scope` once, as soon as it is in
 * the page: at once when it is already there, else when it arrives. A windowed list adds its cards
 * on a later render of its own (once it has measured the window), which no effect of its owner
 * sees, so the page is watched rather than the owner's data. Nothing is taken from a person who
 * has put the focus somewhere meanwhile (focusIfLost). A null id waits.
 */
export function useFocusOnArrival(scope: RefObject<HTMLElement | null>, itemId: string | null) {
  useEffect(() => {
    const root = scope.current;
    if (!root || itemId === null) return;
    const tryFocus = () => {
      // Compared as data, not put in a selector: an id may hold any character.
      const card = [...root.querySelectorAll<HTMLElement>('article[data-item-id]')].find(
        (element) => element.dataset.itemId === itemId,
      );
      if (!card) return false;
      focusIfLost(card);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [scope, itemId]);
}
