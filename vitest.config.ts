import { defineConfig } from 'vitest/config';

// Fast tests in Node: engine, record, replay CLI. Browser tests live in vitest.browser.config.ts, with
// their own include pattern so neither run picks up the other's files.
export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
