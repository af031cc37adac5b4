import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { callTable } from './vite/call-table.ts';

export default defineProject({
  plugins: [react(), callTable()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Pages arrive through lazy routes and texts through lazy chunks; the first render of a
    // file also transforms the UI library.
    testTimeout: 15_000,
  },
});
