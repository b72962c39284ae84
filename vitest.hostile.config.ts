import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** npm run hostile-run: the hostile requests against the server process (not in npm test). */
export default defineConfig({
  // `@/x` is `src/x`, as in tsconfig.json and vite.config.ts.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: {
    include: ['src/server/testing/hostile/*.run.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
});
