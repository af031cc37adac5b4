/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) against the real server
 * and the built merchant app, in the system's Chromium. `/login` is measured signed out;
 * `shopCenter` signed in as the demo merchant, whose token is put in local storage the way
 * the app keeps it and kept there (Lighthouse would otherwise clear storage first).
 */
import fs from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { signIn, startShopkeeper } from './server-process.ts';

const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;

interface PageScore {
  path: string;
  score: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  requests: number;
}

async function measure(port: number, url: string, path: string, attempt = 1): Promise<PageScore> {
  // Each page starts cold (storage stays: the merchant's token): a buyer opens an item's link
  // from a chat as often as the shop's, and a second attempt must not find the first one's files.
  await inBrowser(port, async () => {});
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_DIR keeps each page's whole report, to see what a score is made of.
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    const name = `${path.replace(/\W+/g, '') || 'root'}.json`;
    fs.writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, name), String(result.report));
  }
  // Lighthouse now and then loses the trace's start on this machine (NO_NAVSTART): measure again.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return measure(port, url, path, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalPath}, not the page asked for`);
  return {
    path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests:
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
  };
}

/** Does something in a tab of the measuring browser, then empties its HTTP cache. */
async function inBrowser(port: number, act: (page: Page) => Promise<void>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await act(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/** Lists warehouse goods in the merchant's showcase until it holds 20; its shop's slug and one listed item. */
async function listedShop(origin: string, token: string): Promise<{ slug: string; itemId: number }> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = (await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { code: number; data: T };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code}`);
    return answer.data;
  };
  // The demo seed already lists a few: fill the showcase up to 20.
  const listed = await post<{ listedCount: number }>('/v1/showcase/list', { limit: 1 });
  const goods = await post<{ items: { id: number; stockStatus: string; inShowcase: boolean }[] }>(
    '/v1/goods/list',
    { limit: 60 },
  );
  const inStock = goods.items
    .filter((g) => g.stockStatus === 'in_stock' && !g.inShowcase)
    .slice(0, Math.max(0, 20 - listed.listedCount));
  if (inStock.length > 0) await post('/v1/showcase/add', { items: inStock.map((g) => ({ goodsId: g.id })) });
  const me = (await fetch(`${origin}/api/v1/me`, { headers: { authorization: token } }).then((r) =>
    r.json(),
  )) as {
    data: { shop: { slug: string } };
  };
  const shown = await post<{ items: { id: number }[] }>('/v1/showcase/list', { limit: 1 });
  return { slug: me.data.shop.slug, itemId: shown.items[0]!.id };
}

export async function lighthouseScores(): Promise<PageScore[]> {
  const app = await startShopkeeper(18433);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const scores = [await measure(chrome.port, `${app.origin}/login`, '/login')];

    const token = await signIn(app.origin, app.merchant);
    await inBrowser(chrome.port, async (page) => {
      await page.goto(`${app.origin}/404`);
      await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    });
    scores.push(await measure(chrome.port, `${app.origin}/shopCenter`, '/shopCenter'));

    // The buyers' storefront, signed out: the demo merchant's shop with 20 goods listed.
    const { slug, itemId } = await listedShop(app.origin, token);
    scores.push(await measure(chrome.port, `${app.origin}/s/${slug}`, '/s/:shop'));
    scores.push(await measure(chrome.port, `${app.origin}/s/${slug}/item/${itemId}`, '/s/:shop/item'));
    return scores;
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

export function printLighthouse(scores: PageScore[]) {
  console.log('\n## Lighthouse mobile performance (goal ≥ 95)');
  for (const s of scores)
    console.log(
      `  ${s.path.padEnd(12)} ${String(s.score).padStart(3)}   FCP ${s.fcp}  LCP ${s.lcp}  TBT ${s.tbt}  CLS ${s.cls}  ${s.requests} requests`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printLighthouse(await lighthouseScores());
