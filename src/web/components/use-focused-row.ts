import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useState, type FocusEvent } from 'react';

/**
 * Keeps the row that holds the focus in the page while it is scrolled out of the window: were it
 * removed, the focus would fall back to the document and a keyboard user would lose their place.
 * Spread the handlers on the list; give the virtualiser the range extractor.
 */
export function useFocusedRow() {
  const [focusedIndex, setFocusedIndex] = useState<number>();
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === undefined || focusedIndex >= range.count) return indexes;
      if (indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target.closest<HTMLElement>('[data-index]');
    if (row) setFocusedIndex(Number(row.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(undefined);
  };
  return { rangeExtractor, listHandlers: { onFocus, onBlur } };
}
