import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** The API suite: every route test drives the app through createTestApi. */
const apiTests = ['src/backend/routes/*.test.ts', 'src/backend/testing/smoke.test.ts'];

/** The API suite once more on each SQL database; PostgreSQL only when one is given. */
const apiOnSqlProjects = [
  { name: 'api-sqlite', setupFile: 'src/server/database/testing/api-on-sqlite.setup.ts' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'api-postgres', setupFile: 'src/server/database/testing/api-on-postgres.setup.ts' }]
    : []),
].map(({ name, setupFile }) => ({
  extends: true as const,
  test: {
    name,
    include: apiTests,
    environment: 'node',
    setupFiles: [setupFile],
    // Each test migrates a fresh database (a schema of its own on PostgreSQL): on a busy two-core
    // machine that alone has taken most of the default 5 s.
    testTimeout: 15_000,
  },
}));

export default defineConfig({
  // `@/x` is `src/x`, as in tsconfig.json and vite.config.ts.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: {
    // Dates are shown in the reader's zone; tests read them in UTC.
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs', 'bench/**/*.test.ts'],
          exclude: ['src/web/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The pages the Node host renders (src/web/prerender), as it runs them: no DOM.
          name: 'server-render',
          include: ['src/web/prerender/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: ['src/web/prerender/**'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup-dom.ts'],
          // A component test renders the app against a real backend and clicks through it: a few
          // seconds alone, several times that on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      ...apiOnSqlProjects,
    ],
  },
});
