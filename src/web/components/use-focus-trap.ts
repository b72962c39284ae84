import { useEffect, useRef, type RefObject } from 'react';

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );

/** Open traps, innermost last: only the innermost one answers keys. */
const openTraps: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside the container while it is mounted: focus moves in (to the element
 * marked data-autofocus, else the first focusable one), Tab and Shift+Tab wrap around, Escape
 * calls onEscape, and focus goes back to whatever had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start = () =>
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusablesIn(container)[0] ??
      container;
    openTraps.push(container);
    start().focus();

    function onKeyDown(event: KeyboardEvent) {
      if (openTraps.at(-1) !== container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(container);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (openTraps.at(-1) !== container) return;
      if (event.target instanceof Node && !container.contains(event.target)) start().focus();
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openTraps.splice(openTraps.indexOf(container), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
