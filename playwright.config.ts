import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

/** Ports of their own, so that npm start (3000) can run beside the tests; overridable. */
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 4174);
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4173);
// The file's name alone: the pattern is matched against the whole path, and a checkout's folder
// may hold demo- too.
const demoSpecs = /[\\/]demo-[^\\/]*\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Most specs sign in, write and reload: on CI's 2 busy cores 30 s was too little for several.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The product: the Node host serving the app built with VITE_BACKEND=server.
      name: 'node-host',
      testIgnore: demoSpecs,
      use: { ...chromium, baseURL: `http://127.0.0.1:${serverPort}` },
    },
    {
      // The demo build: the API runs in the page (Mock Service Worker), no server.
      name: 'demo',
      testMatch: demoSpecs,
      use: { ...chromium, baseURL: `http://127.0.0.1:${demoPort}` },
    },
  ],
  webServer: [
    {
      // A fresh temporary DATA_DIR each run, so it never reuses a server left running.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${serverPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(serverPort) },
      // SIGTERM lets the server stop cleanly and the script remove its DATA_DIR.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node scripts/e2e-demo-server.mjs',
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(demoPort) },
    },
  ],
});
