// npm start: builds what is out of date (the web app for the Node host, then the Node host) and
// runs the server in this process, so that SIGTERM and SIGINT reach it directly.
import cluster from 'node:cluster';
import { ensureServerBuild, ensureWebBuild, serverEntry } from './build-steps.mjs';

// With WORKERS > 1 each worker runs this file again: the primary has built already.
if (cluster.isPrimary) {
  try {
    ensureWebBuild({ outDir: 'dist', backend: 'server' });
    ensureServerBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
await import(`../${serverEntry}`);
