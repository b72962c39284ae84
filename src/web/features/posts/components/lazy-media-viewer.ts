import { lazy } from 'react';

/** The full-screen viewer comes with its first opening, not with the list. */
export const LazyMediaViewer = lazy(() =>
  import('./media-viewer').then((module) => ({ default: module.MediaViewer })),
);
