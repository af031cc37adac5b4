import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Pages arrive through lazy routes and texts through lazy chunks; the first render of a
    // file also transforms the UI library.
    testTimeout: 20_000,
  },
});
