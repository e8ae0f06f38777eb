import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM_FOR_TESTS } from './scripts/chromium';

// Debian's Chromium (its headless shell): Playwright never downloads a browser on these machines (docs/testing.md).
const launchOptions = { executablePath: CHROMIUM_FOR_TESTS, args: CHROME_FLAGS };

// scripts/e2e-server.ts listens here; E2E_PORT lets two runs (a CI check beside a developer's run) share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores on CI: the server, its database and two browsers share them.
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded only when a failed test is retried: recording every test (DOM snapshots and a screencast
    // of each action) doubled the browser tests' time, 98 s against 54 s for the same 16 tests (docs/testing.md).
    trace: 'on-first-retry',
    launchOptions,
    // The app's service worker answers navigations and API reads itself (docs/offline.md), and page.route() never
    // sees what a service worker fetches: tests that rewrite responses (pretendProfileLanguage) would silently stop
    // working. Only e2e/zero-loss.spec.ts, which tests the service worker, lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
      // Only tests tagged @phone (or @phone-only) run at phone size: the screens whose layout changes there (tab bar,
      // cards for tables, the menu drawer, the working screen in Chinese). Every flow runs once, on the desktop,
      // which keeps the browser tests within CI's time (docs/testing.md).
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
