// npm start: builds the demo (web app with the API running in the page) when the sources are
// newer than the last build, then serves it on PORT (3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveBuild } from './serve-static.mjs';

const outDir = 'dist';
const stamp = join(outDir, '.vite', 'manifest.json');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map(newestChange)) > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? 'localhost';
const { server } = await serveBuild({ root: outDir, port, hostname });
console.log(`Murmur is running at http://${hostname}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
