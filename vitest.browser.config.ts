import { defineConfig } from 'vitest/config';

// Real-browser tests: playwright-core drives Debian's Chromium against the built app (`vite build` first).
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
