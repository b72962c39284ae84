import { lazy } from 'react';

/**
 * The composer's dialog (New Post, and a post's Edit) in a chunk of its own, loaded when first
 * shown, or earlier through loadComposer (the layout calls it once the browser is idle): no list
 * of posts needs it to paint.
 */
export const loadComposer = () => import('./composer-modal');
export const LazyComposerModal = lazy(() =>
  loadComposer().then((module) => ({ default: module.ComposerModal })),
);
