import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a phone opening a screen directly', () => {
  it('is sent a page that already names the screen’s and the language’s files, and the screen works', async () => {
    const context = await phoneContext(browser, 'fr-FR', inject('baseUrl'));
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.ok()) loaded.push(new URL(r.url()).pathname);
    });

    const response = await page.goto('/login');
    const html = (await response!.text()).toString();
    const named = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    await page.getByRole('heading', { name: fr.login.title }).waitFor();

    // The build names its own chunks; the server adds the sign-in screen and the French texts.
    const screenChunk = named.find((f) => /^\/assets\/login-[\w-]+\.js$/.test(f));
    const frenchTexts = named.find((f) => /^\/assets\/fr-[\w-]+\.js$/.test(f));
    expect(screenChunk).toBeDefined();
    expect(frenchTexts).toBeDefined();
    // What the page named is what the screen then used, not stale names from another build.
    expect(loaded).toContain(screenChunk);
    expect(loaded).toContain(frenchTexts);
    await context.close();
  });
});
