import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core: vitest's default (one less than the cores) ran the tests in one worker on CI's two cores,
    // the other core idle: the server's took 181 s against 106 s with two, on SQLite (docs/testing.md).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Each API test builds its own app on its own database; a few seconds covers the slowest (PostgreSQL
          // schema creation plus migrations) on a loaded 2-core CI machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Every API test file imports the whole app (its SDKs included): in a fresh module registry per file that
          // was a third of the run. No test mocks modules or relies on a module's state being new, so the files of
          // one worker share their imports (docs/testing.md).
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // The shell tests render the whole app, lazy routes and all, in jsdom: seconds on a busy two-core machine.
          testTimeout: 20_000,
          // A fresh jsdom and module registry per file was three quarters of the web tests' time (87 s against 25 s
          // shared, 558 tests); web/test/setup.ts undoes after each test what a test may leave behind.
          isolate: false,
        },
      },
    ],
  },
});
