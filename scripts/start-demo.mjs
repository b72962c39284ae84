// npm run demo: the demo build (the API runs in the page, data in memory, reset on reload),
// rebuilt when its sources changed, served as static files on PORT (3000).
import { ensureWebBuild } from './build-steps.mjs';
import { serveBuild } from './serve-static.mjs';

const outDir = 'dist-demo';
try {
  ensureWebBuild({ outDir, backend: 'browser' });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? 'localhost';
const { server } = await serveBuild({ root: outDir, port, hostname });
console.log(`The Murmur demo is running at http://${hostname}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
