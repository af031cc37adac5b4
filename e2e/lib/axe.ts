import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The rule sets of WCAG 2.2 level AA, as axe-core tags them (docs/decisions/042). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements, with axe's summary of what is wrong with each. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations of
 * WCAG 2.2 AA. The script goes in through the DevTools protocol (page.evaluate), so the
 * server's Content-Security-Policy, which allows only its own scripts, does not stop it.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the script just put in the page
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; failureSummary: string }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: n.failureSummary.replace(/\s+/g, ' ').slice(0, 240),
        })),
      }));
  }, WCAG_AA_TAGS);
}

export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * Controls a finger taps that are smaller than 44 × 44 px (the merchant app's bar, stricter
 * than WCAG 2.2's 24 px). Links inside running text are exempt, as WCAG exempts them, and so
 * are controls hidden from view; an element counts as tall enough when a tappable ancestor
 * (its label or row) is.
 */
export function smallTouchTargets(page: Page, scope = 'body'): Promise<SmallTarget[]> {
  return page.evaluate((scope) => {
    const TAPPABLE =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=option], [tabindex="0"]';
    const describe = (el: Element) => {
      const label = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const big = (r: DOMRect) => r.width >= 43.5 && r.height >= 43.5;
    const small: { target: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll(`${scope} ${TAPPABLE}`)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // Visually hidden (a native input drawn by its label): nothing there to tap.
      if (box.width <= 1 && box.height <= 1) continue;
      // Inline links in a sentence (WCAG 2.5.8's inline exception).
      if (el.tagName === 'A' && style.display === 'inline' && el.parentElement?.tagName === 'P') continue;
      // A native input drawn by its label or row (antd-mobile's checkboxes and switches).
      let holder: Element | null = el;
      while (holder && holder !== document.body) {
        if (
          big(holder.getBoundingClientRect()) &&
          (holder.matches('label, [role=button], button, a') || holder === el)
        )
          break;
        holder = holder.parentElement;
      }
      if (holder && holder !== document.body && big(holder.getBoundingClientRect())) continue;
      small.push({ target: describe(el), width: Math.round(box.width), height: Math.round(box.height) });
    }
    return small;
  }, scope);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Counts the page's API calls in flight from now on, so `settled` can wait for their answers;
 * the live stream (`/stream`), which stays open, does not count.
 */
export function trackCalls(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (r.url().includes('/api/') && !r.url().includes('/stream')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the screen has its data and is drawn as a person sees it: no API call
 * unanswered, no skeleton, nothing busy, no spinner, fonts loaded, and nothing moving or
 * fading (sheets and dialogs slide and fade in; axe would measure their colours half-way).
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('call trackCalls(page) first');
  for (const deadline = Date.now() + 15_000; open.size > 0; ) {
    if (Date.now() > deadline) throw new Error(`API calls still unanswered: ${[...open].length}`);
    await page.waitForTimeout(25);
  }
  await page.waitForFunction(
    () =>
      document.body.innerText.trim().length > 0 &&
      !document.querySelector(
        '[data-skeleton], [aria-busy="true"], .adm-spin-loading, .adm-skeleton, .ant-skeleton, .ant-spin-spinning',
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // CSS animations (antd) and inline styles a script animates (antd-mobile's springs): the same
  // twice, 120 ms apart, with no animation running. Polled from here, since waitForFunction
  // takes a returned promise for a truthy answer.
  for (const deadline = Date.now() + 10_000; ; ) {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const looks = () =>
            [...document.querySelectorAll('[style]')].map((e) => e.getAttribute('style')).join('|');
          const before = looks();
          setTimeout(
            () =>
              resolve(
                looks() === before &&
                  document
                    .getAnimations()
                    // A caret's endless blink is no entrance.
                    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
              ),
            120,
          );
        }),
    );
    if (still) break;
    if (Date.now() > deadline) throw new Error('the page kept moving for 10 s');
  }
  // Calls a screen makes once drawn (the next page of a list) are part of its data too.
  if (open.size > 0) await settled(page);
}

/** Violations as lines a person reads in the test's output. */
export function describeViolations(where: string, violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${where}: ${v.impact} ${v.rule} (${v.help})\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target}: ${n.summary}`)
          .join('\n')}${v.nodes.length > 8 ? `\n    … ${v.nodes.length - 8} more` : ''}`,
    )
    .join('\n');
}
