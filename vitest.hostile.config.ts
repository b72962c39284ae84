import { defineConfig } from 'vitest/config';

/** npm run hostile-run: the hostile requests against the server process (not in npm test). */
export default defineConfig({
  test: {
    include: ['src/server/testing/hostile/*.run.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
});
