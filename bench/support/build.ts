// The builds a benchmark runs, through the same steps as npm start (scripts/build-steps.mjs), each
// only when its sources changed since the last.
import { ensureServerBuild, ensureWebBuild } from '../../scripts/build-steps.mjs';

/** The Node host (dist-server/), and the web app it serves (dist/) when the run loads pages. */
export function buildServer({ web }: { web: boolean }): void {
  if (web) ensureWebBuild({ outDir: 'dist', backend: 'server' });
  ensureServerBuild();
}
