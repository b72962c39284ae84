import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape pressed inside the element calls onEscape and goes no further, so that a popup inside
 * a dialog (the emoji picker) closes on its own before the dialog does. The listener sits on
 * the element, below the document where the dialog's focus trap listens.
 */
export function useEscapeWithin(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      latest.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
