import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Dates are shown in the reader's zone; tests read them in UTC.
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
