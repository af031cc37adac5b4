import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_COMPAT } from './vite/preact-compat.ts';

/**
 * The buyers' storefront (docs/decisions/017-storefront-rendering.md), built apart from the
 * merchant app so its pages carry none of the app's framework (router, i18next, antd-mobile):
 *
 * - client: `vite build -c vite.storefront.config.ts` → dist/storefront/ (served at
 *   /storefront/ with the app's static files), with a manifest naming the hydration script;
 * - server: the same with `--ssr` → dist-server/entry-server.js, which the API server imports
 *   to render each page. Outside dist/, so it is not served as a static file.
 *
 * Both builds run on Preact instead of React (decision 017, "Preact"), on both sides, so the
 * server's HTML and the hydrating tree come from the same library (vite/preact-compat.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/storefront/',
  plugins: [react()],
  resolve: { alias: PREACT_COMPAT },
  // The contract is TypeScript source: bundled into the renderer rather than imported at run
  // time. Preact too, so the renderer and the hooks it runs share one copy of it.
  ssr: { noExternal: ['@shopkeeper/contract', /^preact/] },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: { input: 'src/storefront/entry-server.tsx' },
      }
    : {
        outDir: 'dist/storefront',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        rolldownOptions: { input: 'src/storefront/entry-client.tsx' },
      },
}));
