import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { call } from './lib/api.ts';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { demoRecords } from './lib/demo-records.ts';
import { demoPassword } from './lib/fixtures.ts';
import { signedInMerchant } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A new deploy of the worker: the built dist/sw.js (and the compressed copies the server
 * prefers) with one more line, so the browser's byte comparison sees a new version; `restore`
 * puts the build back for the tests after.
 */
async function newWorkerVersion() {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  const saved = await Promise.all(files.map((file) => fs.readFile(file)));
  return {
    async write() {
      const next = Buffer.concat([saved[0] as Buffer, Buffer.from(`\n// deployed ${Date.now()}\n`)]);
      await fs.writeFile(files[0] as string, next);
      await fs.writeFile(files[1] as string, zlib.brotliCompressSync(next));
      await fs.writeFile(files[2] as string, zlib.gzipSync(next));
    },
    async restore() {
      await Promise.all(files.map((file, i) => fs.writeFile(file, saved[i] as Buffer)));
    },
  };
}

/** Waits until the page's service worker has installed (its precache complete) and controls the page. */
async function workerInControl(page: import('playwright-core').Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

describe('the installable app', () => {
  it('links a manifest that installs it at /shopCenter, with its icons, and serves the worker uncached', async () => {
    const base = inject('baseUrl');
    const html = await (await fetch(`${base}/login`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('rel="apple-touch-icon"');
    const manifest = await (await fetch(`${base}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      start_url: '/shopCenter',
      scope: '/',
      display: 'standalone',
      theme_color: '#0865ff',
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of [
      ...manifest.icons.map((i: { src: string }) => i.src),
      '/icons/apple-touch-icon-180.png',
    ]) {
      const res = await fetch(`${base}${icon}`);
      expect(res.headers.get('content-type'), icon).toBe('image/png');
    }
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('opens without the network on a second visit, and says it is offline', async () => {
    const context: BrowserContext = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    try {
      await signedInMerchant(page);
      await page.goto('/shopCenter');
      await page.waitForSelector('[data-testid="tabbar"]');
      await workerInControl(page);
      // The console and the storefront's pages are never answered by the merchant app's worker.
      for (const other of ['/console/', '/featured']) {
        expect((await page.goto(other))?.fromServiceWorker(), other).toBe(false);
      }
      await page.goto('/shopCenter');
      await workerInControl(page);

      await context.setOffline(true);
      const response = await page.goto('/orderList');
      // The page came from the worker's cache, not from the server.
      expect(response?.fromServiceWorker()).toBe(true);
      await page.waitForSelector('[data-testid="tabbar"]');
      await expect.poll(() => page.getByRole('status').textContent()).toContain(en.pwa.offline);
      // Another screen never opened before draws from the precached chunks too.
      await page.goto('/wallet');
      await page.waitForSelector('[data-testid="tabbar"]');
      expect(await page.getByRole('status').textContent()).toContain(en.pwa.offline);

      await context.setOffline(false);
      await expect.poll(() => page.getByRole('status').textContent()).not.toContain(en.pwa.offline);
    } finally {
      await context.close();
    }
  });

  it('offers a new version without reloading under what is being typed, and loads it on "Reload"', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    const deployed = await newWorkerVersion();
    try {
      await signedInMerchant(page);
      await page.goto('/feedback');
      const field = page.locator('textarea');
      await field.waitFor();
      await workerInControl(page);
      const typed = 'The payout for SK-1 has not arrived yet';
      await field.fill(typed);
      const before = await page.evaluate(() => {
        (window as { stillThisPage?: boolean }).stillThisPage = true;
        return navigator.serviceWorker.controller?.scriptURL;
      });

      // A new version is deployed; the open app finds it, as it does every hour or on coming back.
      await deployed.write();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const reload = page.getByRole('button', { name: en.pwa.reload });
      await reload.waitFor();
      expect(await page.getByRole('status').textContent()).toContain(en.pwa.updateReady);
      // The new worker waits: still the same page, the same worker, and the text still typed.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: registration?.waiting?.state,
            stillThisPage: (window as { stillThisPage?: boolean }).stillThisPage,
          };
        }),
      ).toEqual({ waiting: 'installed', stillThisPage: true });
      expect(await field.inputValue()).toBe(typed);

      // Only the person's "Reload" loads the new version.
      await Promise.all([page.waitForEvent('load'), reload.tap()]);
      await page.locator('textarea').waitFor();
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          stillThisPage: (window as { stillThisPage?: boolean }).stillThisPage ?? false,
          waiting: registration?.waiting ?? null,
          controller: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(after).toEqual({ stillThisPage: false, waiting: null, controller: before });
      expect(await page.getByRole('button', { name: en.pwa.reload }).count()).toBe(0);
    } finally {
      await deployed.restore();
      await context.close();
    }
  });

  it("shows a pushed notification in the merchant's language, worded as the list words it, and a tap opens its order", async () => {
    const baseUrl = inject('baseUrl');
    const records = await demoRecords();
    const { token } = await call<{ token: string }>(baseUrl, '/login', {
      username: 'merchant',
      password: demoPassword('merchant'),
    });
    const context = await phoneContext(browser, 'fr-FR', baseUrl);
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/shopCenter');
      await page.waitForSelector('[data-testid="tabbar"]');
      await workerInControl(page);
      // The app hands the worker its texts once the worker is there.
      await page.reload();
      await workerInControl(page);

      const cdp = await context.newCDPSession(page);
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const own = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
          if (own) resolve(own.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registration;
      const origin = new URL(baseUrl).origin;
      const payload = {
        id: 1,
        type: 'order_shipped',
        params: { orderId: records.orderId, orderNo: 'SK-E2E-1' },
        target: { screen: 'order', id: records.orderId },
      };
      const shown = () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, lang: n.lang }));
        });
      // Delivered once: a second push still being shown after the tap would put it back.
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(payload),
      });
      await expect.poll(shown, { timeout: 10_000, interval: 200 }).toEqual([
        {
          title: fr.notifications.kinds.order_shipped.title,
          body: fr.notifications.kinds.order_shipped.body.replace('{{orderNo}}', 'SK-E2E-1'),
          lang: 'fr',
        },
      ]);

      // A test cannot tap a system notification: in the worker, the shown notification itself is
      // handed to the worker's own notificationclick listener.
      const worker = context.serviceWorkers().at(-1);
      if (!worker) throw new Error('the app has no service worker running');
      await worker.evaluate(async () => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          dispatchEvent(event: Event): boolean;
        };
        const [notification] = await scope.registration.getNotifications();
        if (!notification) throw new Error('no notification shown');
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      });
      // The app's window is now on that order's screen, and the notification has left the tray.
      await page.waitForURL((url) => url.pathname === `/orderList/${records.orderId}`);
      await page.getByTestId('detail-cost').waitFor();
      await expect.poll(shown).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
