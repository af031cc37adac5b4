import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callTable } from './vite/call-table.ts';
import { PREACT_COMPAT } from './vite/preact-compat.ts';

/** Where the shells are written inside dist; the server reads it, the static files never serve it. */
export const SHELLS_FILE = 'dist/.vite/shells.json';
/** Each signed-in screen's first calls, for the page to start early (docs/decisions/043-early-reads.md). */
export const EARLY_READS_FILE = 'dist/.vite/early-reads.json';
const OUT_DIR = 'dist-prerender';

/**
 * After the SSR build of src/app/prerender.tsx, runs it and writes each public screen's HTML
 * per language for the server (docs/decisions/038-public-screens-in-the-first-html.md), and
 * each signed-in screen's first calls (docs/decisions/043-early-reads.md).
 */
function writeShells(): Plugin {
  return {
    name: 'shopkeeper:write-shells',
    apply: 'build',
    async closeBundle() {
      const entry = pathToFileURL(path.resolve(OUT_DIR, 'prerender.js')).href;
      const { renderShells, recordFirstReads } = (await import(
        entry
      )) as typeof import('./src/app/prerender.tsx');
      fs.mkdirSync(path.dirname(SHELLS_FILE), { recursive: true });
      fs.writeFileSync(SHELLS_FILE, JSON.stringify(await renderShells()));
      fs.writeFileSync(EARLY_READS_FILE, JSON.stringify(await recordFirstReads(), null, 1));
    },
  };
}

/**
 * `vite build -c vite.prerender.config.ts` (after the app's own build, which it must match):
 * the same plugins that shape the app's modules, so the components and their CSS-module class
 * names are the ones the browser's build has. Everything is bundled, so Node never meets a
 * `.css` import; the output sits outside dist/ and is not served.
 */
export default defineConfig({
  plugins: [react(), callTable(), writeShells()],
  // The library the app runs on renders its copies too (docs/decisions/044).
  resolve: { alias: PREACT_COMPAT },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
  },
});
