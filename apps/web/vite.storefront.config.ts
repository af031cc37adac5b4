import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The buyers' storefront (docs/decisions/017-storefront-rendering.md), built apart from the
 * merchant app so its pages carry none of the app's framework (router, i18next, antd-mobile):
 *
 * - client: `vite build -c vite.storefront.config.ts` → dist/storefront/ (served at
 *   /storefront/ with the app's static files), with a manifest naming the hydration script;
 * - server: the same with `--ssr` → dist-server/entry-server.js, which the API server imports
 *   to render each page. Outside dist/, so it is not served as a static file.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/storefront/',
  plugins: [react()],
  // The contract is TypeScript source: bundled into the renderer rather than imported at run time.
  ssr: { noExternal: ['@shopkeeper/contract'] },
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
