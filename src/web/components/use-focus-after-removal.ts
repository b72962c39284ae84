import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the post or reply that held focus leaves the list (deleted, unliked on Liked Post, its
 * bookmark removed), focus would fall to the page's body and a keyboard user would start again
 * from the top. Instead it goes to the item that took its place, or the last one, or the list
 * itself. Items are found by their data-item-id.
 */
export function useFocusAfterRemoval(
  feedRef: RefObject<HTMLElement | null>,
  itemIds: readonly string[],
) {
  // The item focus is in, while it is in the list (a dialog the item opened counts).
  const focusedId = useRef<string | null>(null);
  const previousIds = useRef(itemIds);

  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    const onFocusIn = (event: FocusEvent) => {
      const article = event.target instanceof Element ? event.target.closest('article') : null;
      focusedId.current = article?.dataset.itemId ?? null;
    };
    // Focus went somewhere else on the page: a later change to the list must not pull it back.
    // (Into a dialog opened from the item, or nowhere because the item went, it stays.)
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Element && !feed.contains(next) && !next.closest('[role="dialog"]'))
        focusedId.current = null;
    };
    feed.addEventListener('focusin', onFocusIn);
    feed.addEventListener('focusout', onFocusOut);
    return () => {
      feed.removeEventListener('focusin', onFocusIn);
      feed.removeEventListener('focusout', onFocusOut);
    };
  }, [feedRef]);

  useEffect(() => {
    const feed = feedRef.current;
    const id = focusedId.current;
    // Where the item stood in the list as it was, not as it was when it took focus.
    const index = id === null ? -1 : previousIds.current.indexOf(id);
    previousIds.current = itemIds;
    if (!feed || id === null || itemIds.includes(id)) return;
    focusedId.current = null;
    // Only when focus was really lost: the user may have gone elsewhere since.
    const active = document.activeElement;
    if (active && active !== document.body && active !== feed) return;
    // The list is windowed: the card that took the item's place is found by its place in the
    // whole list, not among the cards rendered now.
    const place = Math.min(Math.max(index, 0), itemIds.length - 1);
    const card = feed.querySelector<HTMLElement>(`:scope > article[data-index="${place}"]`);
    (card ?? feed).focus();
  }, [feedRef, itemIds]);
}
