import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { callTable } from './vite/call-table.ts';
import { PREACT_COMPAT } from './vite/preact-compat.ts';

export default defineProject({
  plugins: [react(), callTable()],
  // The tests render on Preact, as the built app does (docs/decisions/044): ES builds first and
  // every dependency through Vite's resolver, so each `react` import meets the aliases.
  resolve: {
    conditions: ['module-sync', 'module', 'browser', 'development'],
    mainFields: ['module', 'browser', 'main'],
    alias: [
      ...PREACT_COMPAT,
      // antd-mobile's ES build reaches into these packages' CommonJS folders, whose
      // `require('react-dom')` Node would answer with React itself; their ES twins import.
      { find: /^(rc-util|rc-field-form)\/lib\/(.*)$/, replacement: '$1/es/$2' },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    server: { deps: { inline: true } },
    // A CommonJS-only package's `require('react')` is Node's, past the aliases; bundled by the
    // optimizer it meets them, and shares its Preact with the rest.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'preact',
            'preact/compat',
            'preact/compat/client',
            'preact/compat/jsx-runtime',
            'preact/hooks',
            'preact/test-utils',
            'staged-components',
          ],
        },
      },
    },
    // Pages arrive through lazy routes and texts through lazy chunks; the first render of a
    // file also transforms the UI library.
    testTimeout: 15_000,
  },
});
