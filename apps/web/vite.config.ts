import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { callTable } from './vite/call-table.ts';
import { PREACT_COMPAT } from './vite/preact-compat.ts';
import { preloadPlan } from './vite/preload-plan.ts';
import { pwaOptions } from './vite/pwa.ts';
import { stylesAfterShell } from './vite/styles-after-shell.ts';

const API_TARGET = process.env.SHOPKEEPER_API ?? 'http://localhost:8080';
/** Modules that stay chunks of their own: each screen, and each language's texts. */
const shortName = (name: string) => name.replace(/\.[^.]+$/, '').split('~')[0]!;
const SEPARATE_CHUNKS =
  /[\\/]src[\\/]app[\\/]routes[\\/]|[\\/]src[\\/]locales[\\/]|[\\/]glossary[\\/]|antd-mobile[\\/]es[\\/](locales[\\/]|utils[\\/]merge-locale)/;

export default defineConfig({
  base: '/',
  plugins: [react(), callTable(), stylesAfterShell(), preloadPlan(), VitePWA(pwaOptions)],
  // React's API on Preact (docs/decisions/044-preact-in-the-merchant-app.md).
  resolve: { alias: PREACT_COMPAT },
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
        // A chunk shared by many screens is named after all of them; its group's name is enough.
        chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) => `assets/${shortName(asset.names[0] ?? 'asset')}-[hash][extname]`,
        codeSplitting: {
          // What every first screen needs, in one long-cached chunk instead of a dozen small
          // requests (each costs a round trip on a slow phone network; measured by Lighthouse).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack|tslib)[\\/]/,
              priority: 3,
            },
            // The entry and what it loads at once, in one file rather than twenty. Screens import
            // from it, so main.tsx has no top-level await (a screen would wait for the entry, and
            // the entry for the screen).
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // What screens share, in chunks per set of screens that use them, small ones merged:
            // a screen was 60-120 files of 1-3 KB, and on HTTP/1.1's six connections each round
            // of them cost a round trip (docs/decisions/038). Screens and language files keep
            // their own chunks, which the preload plan names (vite/preload-plan.ts).
            {
              name: 'ui',
              test: (id) => /node_modules/.test(id) && !SEPARATE_CHUNKS.test(id),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 24 * 1024,
              priority: 1,
            },
            {
              name: 'shared',
              test: (id) => !SEPARATE_CHUNKS.test(id),
              minShareCount: 2,
              entriesAware: true,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
