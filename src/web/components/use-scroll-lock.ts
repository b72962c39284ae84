import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Stops the page behind a modal from scrolling while it is open (nested modals count). The
 * scrollbar's width is kept as padding so the page does not shift. Styles are set through the
 * CSSOM, which a strict style-src policy allows.
 */
export function useScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    if (locks++ === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    return () => {
      if (--locks > 0) return;
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    };
  }, []);
}
