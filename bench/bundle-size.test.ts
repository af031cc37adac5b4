import path from 'node:path';
import { expect, it } from 'vitest';
import budgets from './budgets.json' with { type: 'json' };
import { firstLoad } from './bundle-size.ts';

// A size budget, not a timing: the same build always has the same size.
it('keeps the merchant app’s first-load JavaScript and CSS within the budgets', () => {
  const load = firstLoad(path.resolve(import.meta.dirname, '../apps/web/dist'));
  expect(load.js.length).toBeGreaterThan(0);
  expect(load.jsGzip).toBeLessThanOrEqual(budgets.webFirstLoadJsGzipBytes);
  expect(load.cssGzip).toBeLessThanOrEqual(budgets.webFirstLoadCssGzipBytes);
});
