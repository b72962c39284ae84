// npm run build: the web app for the Node host (dist/) and the Node host (dist-server/).
// --if-stale builds only what changed; --server or --web builds one of the two.
import { ensureServerBuild, ensureWebBuild } from './build-steps.mjs';

const args = process.argv.slice(2);
const force = !args.includes('--if-stale');
const only = args.includes('--server') ? 'server' : args.includes('--web') ? 'web' : undefined;
try {
  if (only !== 'server') ensureWebBuild({ outDir: 'dist', backend: 'server', force });
  if (only !== 'web') ensureServerBuild({ force });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
