import { defineConfig } from 'vitest/config';

/**
 * One test run, several projects. `npm test` runs them all; select one with
 * `npx vitest run --project <name>`. Tests live beside the code they test.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
