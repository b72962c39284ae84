// After vite build: the built index.html no longer loads the app's code from its head. The module
// script and its preloads move into data attributes of public/boot.js, which starts them once the
// pre-rendered page has painted, so that the first paint needs only the HTML and the style sheet.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const bootTag = '<script src="/boot.js"></script>';
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites outDir/index.html. With earlyFeed (the Node host's build, where the API is a server),
 * boot.js also asks for a logged-in visitor's first page of the feed beside the code.
 */
export function deferAppStart(outDir, { earlyFeed }) {
  const file = join(outDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const entries = [...html.matchAll(entryTag)].map((match) => match[1]);
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
  if (entries.length !== 1 || !html.includes(bootTag))
    throw new Error(
      `${file} should hold ${bootTag} and one module script (found ${entries.length})`,
    );
  const boot =
    `<script src="/boot.js" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"` +
    `${earlyFeed ? ' data-early-feed' : ''}></script>`;
  writeFileSync(
    file,
    html
      .replace(entryTag, '')
      .replace(preloadTag, '')
      .replace(bootTag, () => boot),
  );
}
