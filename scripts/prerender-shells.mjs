// After vite build: the first screens as HTML (src/web/prerender/shells.tsx, rendered by Node from
// the app's own components) written into the build's index.html, login.html and signup.html,
// so that they paint before any script runs. The server answers /login with login.html, and
// every other page address with index.html (the logged-in frame with a skeleton), and renders a
// logged-in visitor's / and /explore with their first posts (renderDir).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = 'src/web/prerender/index.ts';
/**
 * Where the rendering module stays after the build, with the page template it fills: the Node
 * host renders a logged-in visitor's first posts with it (src/server/http/first-page.ts). A
 * folder whose name starts with a dot is never served.
 */
export const renderDir = '.render';
export const renderModule = 'index.js';
export const pageTemplate = 'page.html';

export function prerenderShells(outDir) {
  const moduleDir = join(outDir, renderDir);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', entry, '--outDir', moduleDir, '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, MURMUR_RENDER_MODULE: '1' } },
  );
  if (build.status !== 0) throw new Error(`vite build --ssr ${entry} failed`);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${outDir}/index.html has no empty <div id="root"></div> to fill`);
  writeFileSync(join(moduleDir, pageTemplate), template);
  const modulePath = pathToFileURL(resolve(moduleDir, renderModule)).href;
  // A child process: the rendering module must not stay loaded in a long-lived build process.
  const rendered = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { renderShells, fillPage } = await import(${JSON.stringify(modulePath)});
       const template = process.argv[1];
       const pages = renderShells().map((shell) => ({ file: shell.file, html: fillPage(template, shell) }));
       process.stdout.write(JSON.stringify(pages));`,
      template,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 26 },
  );
  if (rendered.status !== 0)
    throw new Error(`Rendering the first screens failed:\n${rendered.stderr}`);
  for (const page of JSON.parse(rendered.stdout)) writeFileSync(join(outDir, page.file), page.html);
}
