import path from 'node:path';
import { expect, it } from 'vitest';
import budgets from './budgets.json' with { type: 'json' };
import { firstLoad, storefrontScript } from './bundle-size.ts';

// A size budget, not a timing: the same build always has the same size.
it('keeps the merchant app’s first-load JavaScript and CSS within the budgets', () => {
  const load = firstLoad(path.resolve(import.meta.dirname, '../apps/web/dist'));
  expect(load.js.length).toBeGreaterThan(0);
  expect(load.jsGzip).toBeLessThanOrEqual(budgets.webFirstLoadJsGzipBytes);
  expect(load.cssGzip).toBeLessThanOrEqual(budgets.webFirstLoadCssGzipBytes);
});

// Built with Preact (decision 017); on React it was 72 KB.
it('keeps the storefront’s hydration script within its budget', () => {
  const script = storefrontScript(path.resolve(import.meta.dirname, '../apps/web/dist'));
  expect(script.gzip).toBeLessThanOrEqual(budgets.storefrontHydrationJsGzipBytes);
});
