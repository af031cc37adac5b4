import type { Page } from 'playwright-core';

/**
 * Waits until a screen has drawn its data: no skeleton or busy region left, the pictures in
 * view loaded, and two frames painted after that. Not Playwright's 'networkidle': the e2e
 * files share one server and one demo merchant, so another file's orders and messages reach
 * this page's live stream and keep its network busy for as long as they run.
 */
export async function screenSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelector('[data-skeleton], [aria-busy="true"]')) return false;
      return [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        return !inView || img.complete;
      });
    },
    undefined,
    { timeout, polling: 100 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
