// The one module `vite build --ssr` makes of src/web/prerender (scripts/prerender-shells.mjs): the
// build renders the static first screens with it, and the Node host a visitor's first posts.
export { renderShells, type Shell } from './shells';
export { firstPageRequest, renderFirstPage, type FirstPageRequest } from './first-pages';
export { fillPage, type RenderedPage } from './frame';
