// After a web build: a Brotli (best level) and a gzip copy beside each text file worth it, so the
// server sends them as they are instead of compressing on its first requests. Maps are left
// alone: they are served only when asked for (SERVE_SOURCE_MAPS), to a developer.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|json|webmanifest|svg|txt)$/;
/** Below this a compressed copy saves less than its headers cost (the server agrees). */
const minimumBytes = 1024;

export function precompress(outDir) {
  const entries = readdirSync(outDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.test(entry.name) || path.includes(`${outDir}/.`)) continue;
    if (statSync(path).size <= minimumBytes) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
}
