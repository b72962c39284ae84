// After vite build: the first screens as HTML (src/web/prerender/shells.tsx, rendered by Node from
// the app's own components) written into the build's index.html, login.html and signup.html,
// so that they paint before any script runs. The server answers /login with login.html, and
// every other page address with index.html (the logged-in frame with a skeleton).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = 'src/web/prerender/shells.tsx';

/** React 19 puts a page's <title> and image preloads where it renders them: the head has them. */
const bodyOnly = (html) =>
  html.replace(/^(?:<link rel="preload"[^>]*\/>|<title>[^<]*<\/title>)+/, '');

/**
 * Until the app takes over, the page can be read and its links followed, but nothing typed would
 * survive the takeover and no button does anything yet: the fields are read-only and the buttons
 * say they are unavailable (which also makes a test's click wait for the app). data-shell marks
 * the pre-rendered page; the app's first render replaces it.
 */
const inertUntilTakeover = (html) =>
  html
    .replace(/^<([a-z]+)/, '<$1 data-shell=""')
    .replace(/<input /g, '<input readonly="" ')
    .replace(/<button /g, '<button aria-disabled="true" ');

export function prerenderShells(outDir) {
  const shellsDir = `${outDir}-shells`;
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', entry, '--outDir', shellsDir, '--logLevel', 'warn'],
    { stdio: 'inherit', env: process.env },
  );
  if (build.status !== 0) throw new Error(`vite build --ssr ${entry} failed`);
  const modulePath = pathToFileURL(resolve(shellsDir, 'shells.js')).href;
  // A child process: the rendering module must not stay loaded in a long-lived build process.
  const rendered = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { renderShells } = await import(${JSON.stringify(modulePath)});
       process.stdout.write(JSON.stringify(renderShells()));`,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 26 },
  );
  rmSync(shellsDir, { recursive: true, force: true });
  if (rendered.status !== 0)
    throw new Error(`Rendering the first screens failed:\n${rendered.stderr}`);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${outDir}/index.html has no empty <div id="root"></div> to fill`);
  for (const shell of JSON.parse(rendered.stdout)) {
    const page = template
      .replace('<title>Murmur</title>', () => `<title>${shell.title}</title>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${inertUntilTakeover(bodyOnly(shell.html))}</div>`,
      );
    writeFileSync(join(outDir, shell.file), page);
  }
}
