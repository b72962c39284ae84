import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Dates are shown in the reader's zone; tests read them in UTC.
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/web/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
