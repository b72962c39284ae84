import { createContext } from 'react';

/**
 * True while the server renders a logged-in visitor's first page (src/web/prerender). Chromium
 * fetches lazy pictures within a screen or two of the viewport at once, so the pre-rendered
 * cards' later pictures came in beside the first screen's and slowed it on a phone's connection.
 * There they are left for the app to ask for when it takes over, and a page read without
 * JavaScript gets them from a <noscript>.
 */
export const FirstPaintRender = createContext(false);
