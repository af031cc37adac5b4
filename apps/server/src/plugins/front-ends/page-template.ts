import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  type EarlyReadsFile,
  type Language,
  parseAcceptLanguage,
  type RecordedRead,
  resolveLanguage,
} from '@shopkeeper/contract';
import { earlyReadsTags } from './early-reads.ts';

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

/** A public screen rendered at build time (apps/web/src/app/prerender.tsx, docs/decisions/038). */
interface Shell {
  title: string;
  html: string;
}
/** Route module → language → its HTML. */
type Shells = Record<string, Record<string, Shell>>;
const SHELLS_FILE = path.join('.vite', 'shells.json');
/** Each signed-in screen's first reads (docs/decisions/043-early-reads.md). */
const EARLY_READS_FILE = path.join('.vite', 'early-reads.json');
/** The boot shell inside #root (apps/web/index.html), which a public screen's HTML replaces. */
const BOOT_SHELL = /<div id="root">\s*<!--boot-->[\s\S]*?<!--\/boot-->\s*<\/div>/;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  private builtFor = '';
  private template = '';
  private plan: PreloadPlan = { screens: {}, languages: {} };
  private shells: Shells = {};
  private earlyReads: EarlyReadsFile | undefined;
  private readonly pages = new Map<string, Page>();

  constructor(private readonly root: string) {}

  /** The page for `pathname`, for a browser that sent `acceptLanguage`. */
  page(pathname: string, acceptLanguage: string | undefined): Page {
    this.reloadIfRebuilt();
    const screens = this.screensFor(pathname);
    const lang = resolveLanguage(null, parseAcceptLanguage(acceptLanguage));
    // Only the screen's own URL (/login, /login/), not a deeper path the app calls not found.
    const own = pathname.split('/').filter(Boolean).join('.');
    const isOwn = screens.at(-1) === own;
    const shell = isOwn ? this.shells[own]?.[lang] : undefined;
    const reads = isOwn ? this.earlyReads?.screens[own] : undefined;
    const key = `${screens.join('/')}|${lang}|${shell ? 'shell' : ''}|${reads ? 'reads' : ''}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.render(screens, lang, shell, reads);
      this.pages.set(key, page);
    }
    return page;
  }

  private reloadIfRebuilt() {
    const indexFile = path.join(this.root, 'index.html');
    // The shells are written after index.html by a later build step: a page built between the
    // two is rebuilt once they land.
    const laterTime = (file: string) =>
      fs.statSync(path.join(this.root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const mtime = `${fs.statSync(indexFile).mtimeMs}|${laterTime(SHELLS_FILE)}|${laterTime(EARLY_READS_FILE)}`;
    if (mtime === this.builtFor) return;
    this.template = fs.readFileSync(indexFile, 'utf8');
    const planFile = path.join(this.root, PLAN_FILE);
    // A front end built without the plan (the console) is sent as it is.
    this.plan = fs.existsSync(planFile)
      ? (JSON.parse(fs.readFileSync(planFile, 'utf8')) as PreloadPlan)
      : { screens: {}, languages: {} };
    const shellsFile = path.join(this.root, SHELLS_FILE);
    this.shells = fs.existsSync(shellsFile)
      ? (JSON.parse(fs.readFileSync(shellsFile, 'utf8')) as Shells)
      : {};
    const readsFile = path.join(this.root, EARLY_READS_FILE);
    this.earlyReads = fs.existsSync(readsFile)
      ? (JSON.parse(fs.readFileSync(readsFile, 'utf8')) as EarlyReadsFile)
      : undefined;
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

  private render(
    screens: string[],
    lang: Language,
    shell: Shell | undefined,
    reads: RecordedRead[] | undefined,
  ): Page {
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
    const drawn = shell ? this.withShell(html, lang, shell) : html;
    // First in <head>, before any stylesheet: an inline script after one would wait for it.
    const page =
      reads?.length && this.earlyReads
        ? drawn.replace('</title>', () => `</title>\n    ${earlyReadsTags(this.earlyReads!, reads, lang)}`)
        : drawn;
    return {
      html: page,
      brotli: zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  }

  /**
   * A public screen's page (docs/decisions/038): its HTML in the visitor's language in place of
   * the boot shell, and every stylesheet the page links inlined in <head>, so the first paint
   * is the finished screen with no request after the page itself. The links stay where they
   * are, so the app's loader sees those files as loaded.
   */
  private withShell(html: string, lang: Language, shell: Shell): string {
    if (!BOOT_SHELL.test(html)) return html;
    const css = [...html.matchAll(STYLESHEET_LINK)]
      .map((m) => path.join(this.root, path.normalize(m[1]!)))
      .filter((file) => file.startsWith(this.root + path.sep) && fs.existsSync(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    return html
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shell.title)}</title>`)
      .replace('</head>', () => `  <style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
      .replace(BOOT_SHELL, () => `<div id="root" data-shell="">${shell.html}</div>`);
  }
}
