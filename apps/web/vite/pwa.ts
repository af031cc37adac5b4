import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/040-service-worker.md): the web app manifest and the
 * service worker built from src/sw.ts with the list of files to precache. The worker is
 * registered by the app itself, after load, from a lazy chunk (src/pwa/register.ts), so the
 * first load carries none of it.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  // The icons and apple-touch-icon are linked from index.html by hand.
  includeManifestIcons: false,
  manifest: {
    id: '/shopCenter',
    name: 'Shopkeeper',
    short_name: 'Shopkeeper',
    description: 'Manage your shop, orders and wallet.',
    start_url: '/shopCenter',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0865ff',
    background_color: '#f5f7fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell: index.html, every script (entry, route chunks), the CSS and fonts, the icons.
    // Not the storefront's build (its own pages, never the app's), the precompressed copies
    // (the server picks those per request), nor the ten languages' files: a phone reads one,
    // and the worker keeps the ones the app loaded (src/sw.ts) instead of 560 KB of the rest.
    globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
    globIgnores: [
      'storefront/**',
      '**/*.br',
      '**/*.gz',
      '.vite/**',
      'assets/@(en|zh|vi|fr|ko|id|ja|pt|es)-*.js',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // The worker bundles its own wording code; keep it readable in devtools.
    minify: true,
  },
  devOptions: { enabled: false },
};
