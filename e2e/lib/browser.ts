import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no outside network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A phone: 375×667, touch, in the given browser language. Its user agent says HeadlessChrome,
 * which the storefront counts as no visitor (a preview or a bot); `asPerson` gives it a
 * phone's own, for a buyer whose views are to count.
 */
export function phoneContext(
  browser: Browser,
  locale = 'en-US',
  baseURL?: string,
  { asPerson = false } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL,
    ...(asPerson ? { userAgent: PHONE_USER_AGENT } : {}),
  });
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
