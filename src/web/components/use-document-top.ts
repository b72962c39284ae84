import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, which a window-scrolled list counts its
 * rows from (the virtualiser's scrollMargin). Measured again whenever the page reflows: what
 * stands above the list (a profile card, a heading that wraps, a note) moves it.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
