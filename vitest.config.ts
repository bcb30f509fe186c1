import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Fast tests in Node: engine, record, replay CLI. Browser tests live in vitest.browser.config.ts, with
// their own include pattern so neither run picks up the other's files.
export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**'],
    environment: 'node',
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than the machine's cores: one on CI's 2 cores. These tests time nothing
    // (figures come from the benches), so every core runs files side by side.
    maxWorkers: availableParallelism(),
  },
});
