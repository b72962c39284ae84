// The demo build the e2e tests drive: the API in the page, answering without delay.
import { ensureWebBuild } from './build-steps.mjs';
import { serveBuild } from './serve-static.mjs';

const outDir = 'dist-e2e';
ensureWebBuild({ outDir, backend: 'browser', env: { VITE_API_DELAY: '0' } });
const port = Number(process.env.PORT ?? 4173);
await serveBuild({ root: outDir, port, hostname: '127.0.0.1' });
console.log(`e2e demo server on http://127.0.0.1:${port}`);
