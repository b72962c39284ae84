/** What browsers and Vite say when a lazily loaded script or stylesheet could not be fetched. */
const chunkFailures = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack's ChunkLoadError wording
];

/** A route's code failed to arrive: reloading the page (and so the new release) fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || chunkFailures.some((failure) => failure.test(error.message))
  );
}
