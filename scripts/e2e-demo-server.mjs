// The demo build the e2e tests drive: the API in the page, answering without delay.
import { spawnSync } from 'node:child_process';
import { serveBuild } from './serve-static.mjs';

const outDir = 'dist-e2e';
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_DELAY: '0', VITE_BACKEND: 'browser' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const port = Number(process.env.PORT ?? 4173);
await serveBuild({ root: outDir, port, hostname: '127.0.0.1' });
console.log(`e2e demo server on http://127.0.0.1:${port}`);
