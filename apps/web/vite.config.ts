import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callTable } from './vite/call-table.ts';
import { preloadPlan } from './vite/preload-plan.ts';
import { stylesAfterShell } from './vite/styles-after-shell.ts';

const API_TARGET = process.env.SHOPKEEPER_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react(), callTable(), stylesAfterShell(), preloadPlan()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/files': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first screen needs, in one long-cached chunk instead of a dozen small
          // requests (each costs a round trip on a slow phone network; measured by Lighthouse).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
