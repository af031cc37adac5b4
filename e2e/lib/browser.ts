import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no outside network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone: 375×667, touch, in the given browser language. */
export function phoneContext(browser: Browser, locale = 'en-US', baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL,
  });
}
