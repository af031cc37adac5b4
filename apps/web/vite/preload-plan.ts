import { type Plugin, runnerImport } from 'vite';

/** Where the plan is written inside dist; the server reads it, the static files never serve it. */
export const PRELOAD_PLAN_FILE = '.vite/preload-plan.json';

/** Files a page needs beyond what index.html already loads: scripts to preload, stylesheets to link. */
export interface Preloads {
  js: string[];
  css: string[];
}

/**
 * What the server adds to index.html for one request (see apps/server/src/plugins/front-ends/page-template.ts).
 * - `screens`: per route module in src/app/routes, named after its URL (`shopCenter.tsx` for
 *   /shopCenter, `goodsList.warehouse.tsx` for /goodsList/warehouse).
 * - `languages`: per language, its texts, its glossary terms and antd-mobile's locale.
 */
export interface PreloadPlan {
  screens: Record<string, Preloads>;
  languages: Record<string, Preloads>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const ROUTE_MODULE = /\/src\/app\/routes\/([^/]+)\.tsx$/;
const OUR_TEXTS = /\/src\/locales\/([^/]+)\.json$/;
/** The glossary's terms, which the texts name with `$t(term.…)`. */
const TERMS = /\/packages\/contract\/src\/glossary\/([^/]+)\.ts$/;
const ANTD_TEXTS = /\/antd-mobile\/es\/locales\/([a-zA-Z-]+)\.js$/;

/**
 * A lazy screen loads only once the entry has run, and the entry waits for the framework
 * chunk: on a slow phone network that is a second round trip before the first real paint.
 * This plugin records, for each screen and each language, the files that load lazily, so the
 * server can name them in the page it sends and the browser fetches them in the first round.
 */
export function preloadPlan(): Plugin {
  return {
    name: 'shopkeeper:preload-plan',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { module: contract } = await runnerImport<{
        matchLanguage(tag: string): string | undefined;
      }>('@shopkeeper/contract', { configFile: false, logLevel: 'silent' });
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);

      const closure = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const cssOf = (files: Iterable<string>) =>
        [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);

      const loadedJs = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, loadedJs);
      const loadedCss = new Set(cssOf(loadedJs));
      const preloadsOf = (chunk: ChunkLike): Preloads => {
        const js = [...closure(chunk.fileName)].filter((file) => !loadedJs.has(file));
        const css = [...new Set(cssOf(js))].filter((file) => !loadedCss.has(file));
        return { js: js.map((file) => `/${file}`), css: css.map((file) => `/${file}`) };
      };
      const merge = (a: Preloads | undefined, b: Preloads): Preloads => ({
        js: [...new Set([...(a?.js ?? []), ...b.js])],
        css: [...new Set([...(a?.css ?? []), ...b.css])],
      });

      const plan: PreloadPlan = { screens: {}, languages: {} };
      for (const chunk of chunks.values()) {
        const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
        const screen = ROUTE_MODULE.exec(id)?.[1];
        if (screen) plan.screens[screen] = preloadsOf(chunk);
        const texts = OUR_TEXTS.exec(id)?.[1] ?? TERMS.exec(id)?.[1] ?? ANTD_TEXTS.exec(id)?.[1];
        const lang = texts && contract.matchLanguage(texts);
        if (lang) plan.languages[lang] = merge(plan.languages[lang], preloadsOf(chunk));
      }
      this.emitFile({ type: 'asset', fileName: PRELOAD_PLAN_FILE, source: JSON.stringify(plan, null, 2) });
    },
  };
}
