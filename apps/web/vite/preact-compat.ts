import type { Alias } from 'vite';

/**
 * The source imports `react` and `react-dom` as usual; in the builds and the component tests
 * these aliases swap them for Preact's compatibility layer (docs/decisions/017-storefront-rendering.md
 * for the storefront, docs/decisions/044-preact-in-the-merchant-app.md for the app): two
 * fifths less first-load script for the merchant app, and the same library on the storefront's
 * server and client (`useId`, text nodes). Exact matches, so `react-router` and the like stay
 * themselves.
 */
export const PREACT_COMPAT: Alias[] = [
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 18's shim for older Reacts (react-i18next's import): Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
