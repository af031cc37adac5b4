import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Language, parseAcceptLanguage, resolveLanguage } from '@shopkeeper/contract';

/** The plan the merchant app's build writes (apps/web/vite/preload-plan.ts). */
interface Preloads {
  js: string[];
  css: string[];
}
interface PreloadPlan {
  screens: Record<string, Preloads>;
  languages: Record<string, Preloads>;
}
const PLAN_FILE = path.join('.vite', 'preload-plan.json');

/** More path segments than any client route has (the deepest, /bank/edit/:id, has three). */
export const MAX_ROUTE_SEGMENTS = 6;

export interface Page {
  html: string;
  brotli: Buffer;
}

/**
 * A front end's index.html, sent for each of its client-side routes with the lazy files that
 * route will load named up front, so a phone fetches them alongside the framework instead of
 * one round trip later. The language is a guess from Accept-Language (the app's stored choice
 * lives in the browser and wins there); a wrong guess costs a few kilobytes, nothing else.
 *
 * Pages are built once per screen and language and kept until index.html changes, so a
 * rebuilt front end is picked up without a restart.
 */
export class PageTemplate {
  private builtFor = -1;
  private template = '';
  private plan: PreloadPlan = { screens: {}, languages: {} };
  private readonly pages = new Map<string, Page>();

  constructor(private readonly root: string) {}

  /** The page for `pathname`, for a browser that sent `acceptLanguage`. */
  page(pathname: string, acceptLanguage: string | undefined): Page {
    this.reloadIfRebuilt();
    const screens = this.screensFor(pathname);
    const lang = resolveLanguage(null, parseAcceptLanguage(acceptLanguage));
    const key = `${screens.join('/')}|${lang}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.render(screens, lang);
      this.pages.set(key, page);
    }
    return page;
  }

  private reloadIfRebuilt() {
    const indexFile = path.join(this.root, 'index.html');
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime === this.builtFor) return;
    this.template = fs.readFileSync(indexFile, 'utf8');
    const planFile = path.join(this.root, PLAN_FILE);
    // A front end built without the plan (the console) is sent as it is.
    this.plan = fs.existsSync(planFile)
      ? (JSON.parse(fs.readFileSync(planFile, 'utf8')) as PreloadPlan)
      : { screens: {}, languages: {} };
    this.pages.clear();
    this.builtFor = mtime;
  }

  /**
   * Route modules are named after their URL: /goodsList/warehouse loads goodsList and
   * goodsList.warehouse. A path longer than any client route is the app's not-found page,
   * which preloads nothing; the path is read once, so a URL of thousands of segments costs no
   * more than a short one.
   */
  private screensFor(pathname: string): string[] {
    // Splitting stops once the path is known to be too long: "/a/b" gives ['', 'a', 'b'].
    const parts = pathname.split('/', MAX_ROUTE_SEGMENTS + 2).filter(Boolean);
    if (parts.length > MAX_ROUTE_SEGMENTS) return [];
    const screens: string[] = [];
    let name = '';
    for (const part of parts) {
      name = name ? `${name}.${part}` : part;
      if (Object.hasOwn(this.plan.screens, name)) screens.push(name);
    }
    return screens;
  }

  private render(screens: string[], lang: Language): Page {
    const wanted = [...screens.map((s) => this.plan.screens[s]!), this.plan.languages[lang]].filter(
      (p): p is Preloads => p !== undefined,
    );
    const js = [...new Set(wanted.flatMap((p) => p.js))];
    const css = [...new Set(wanted.flatMap((p) => p.css))];
    // Stylesheets go where the build put its own, after the boot shell (apps/web/vite/styles-after-shell.ts).
    const html = this.template
      .replace(
        '</head>',
        `${js.map((f) => `  <link rel="modulepreload" crossorigin href="${f}">\n`).join('')}  </head>`,
      )
      .replace(
        '</body>',
        `${css.map((f) => `  <link rel="stylesheet" crossorigin href="${f}">\n`).join('')}  </body>`,
      );
    return {
      html,
      brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  }
}
