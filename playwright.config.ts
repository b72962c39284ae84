import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: no browser is ever downloaded. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demoPort = 4173;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${demoPort}`,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          // Without these Chromium keeps calling home, and this network refuses every call.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-demo-server.mjs',
    url: `http://127.0.0.1:${demoPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(demoPort) },
  },
});
