import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { EARLY_READS_GLOBAL, type EarlyReadsFile } from '@shopkeeper/contract';
import { afterAll, expect, it, vi } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { MAX_ROUTE_SEGMENTS } from './page-template.ts';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;

// Stand-ins for the two builds: an index.html and one hashed asset each.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-dist-'));
const webDist = path.join(root, 'web');
const consoleDist = path.join(root, 'console');
for (const [dir, title] of [
  [webDist, 'merchant'],
  [consoleDist, 'console'],
] as const) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page(title));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), `console.log('${title}')`);
}
// The merchant app's service worker and manifest (apps/web/vite/pwa.ts) sit beside index.html.
fs.writeFileSync(path.join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {})");
fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"start_url":"/shopCenter"}');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// What the merchant app's build writes beside index.html (apps/web/vite/preload-plan.ts).
function writePlan(plan: object) {
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '.vite', 'preload-plan.json'), JSON.stringify(plan));
}
const firstPlan = {
  screens: {
    login: { js: ['/assets/login-1.js', '/assets/form-1.js'], css: ['/assets/form-1.css'] },
    goodsList: { js: ['/assets/goodsList-1.js'], css: [] },
    'goodsList.warehouse': { js: ['/assets/warehouse-1.js', '/assets/form-1.js'], css: [] },
  },
  languages: {
    en: { js: ['/assets/en-1.js'], css: [] },
    fr: { js: ['/assets/fr-1.js'], css: [] },
  },
};
writePlan(firstPlan);
/** Rewrites index.html with a later modification time than before, even on a coarse clock. */
let builds = 0;
function rebuild(html: string) {
  const file = path.join(webDist, 'index.html');
  fs.writeFileSync(file, html);
  const later = new Date(Date.now() + 5000 * ++builds);
  fs.utimesSync(file, later, later);
}
const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const stylesheets = (html: string) =>
  [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describeApi(
  'serving the front ends',
  (api) => {
    it('answers client-side routes with the right index.html, never cached', async () => {
      for (const [url, title] of [
        ['/', 'merchant'],
        ['/shopCenter', 'merchant'],
        ['/goodsList/warehouse?x=1', 'merchant'],
        ['/console', 'console'],
        ['/console/reviews/top-ups', 'console'],
      ]) {
        const res = await api().raw({ method: 'GET', url: url! });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>${title}</title>`);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('names the files a route and the browser’s language will load, so they come in the first round', async () => {
      const login = await api().raw({
        method: 'GET',
        url: '/login?redirect=%2Fwallet',
        headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      });
      expect(preloads(login.body)).toEqual(['/assets/login-1.js', '/assets/form-1.js', '/assets/fr-1.js']);
      // Stylesheets go after the page's content, where the build puts its own.
      expect(stylesheets(login.body)).toEqual(['/assets/form-1.css']);
      expect(login.body.indexOf('form-1.css')).toBeGreaterThan(login.body.indexOf('id="root"'));
      expect(login.headers.vary).toContain('accept-language');

      const nested = await api().raw({ method: 'GET', url: '/goodsList/warehouse' });
      expect(preloads(nested.body)).toEqual([
        '/assets/goodsList-1.js',
        '/assets/warehouse-1.js',
        '/assets/form-1.js',
        '/assets/en-1.js',
      ]);

      for (const url of ['/orderList', '/constructor', '/console/login']) {
        const other = await api().raw({ method: 'GET', url, headers: { 'accept-language': 'de' } });
        expect(preloads(other.body), url).toEqual(url.startsWith('/console') ? [] : ['/assets/en-1.js']);
      }
    });

    it('answers a path of 8,000 segments with the plain page, looking at no more than a route’s worth of it', async () => {
      const lookups = vi.spyOn(Object, 'hasOwn');
      try {
        const res = await api().raw({ method: 'GET', url: `/goodsList/warehouse${'/x'.repeat(8000)}` });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>merchant</title>');
        // Longer than any client route: the app shows its not-found page, which preloads no screen.
        expect(preloads(res.body)).toEqual(['/assets/en-1.js']);
        const screenLookups = lookups.mock.calls.filter(([, key]) => String(key).startsWith('goodsList'));
        expect(screenLookups.length).toBeLessThanOrEqual(MAX_ROUTE_SEGMENTS);
      } finally {
        lookups.mockRestore();
      }
      const deepest = await api().raw({ method: 'GET', url: '/goodsList/warehouse/a/b/c/d' });
      expect(preloads(deepest.body)).toContain('/assets/warehouse-1.js');
    });

    it('compresses the page for a browser that accepts brotli', async () => {
      const res = await api().raw({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(preloads(html)).toContain('/assets/login-1.js');
    });

    it('picks up a rebuilt page and plan without a restart', async () => {
      writePlan({ screens: { login: { js: ['/assets/login-2.js'], css: [] } }, languages: {} });
      rebuild(page('merchant, rebuilt'));
      try {
        const res = await api().raw({ method: 'GET', url: '/login' });
        expect(res.body).toContain('merchant, rebuilt');
        expect(preloads(res.body)).toEqual(['/assets/login-2.js']);
      } finally {
        writePlan(firstPlan);
        rebuild(page('merchant'));
      }
    });

    it('sends /login and /invite already drawn, in the visitor’s language, with their styles inline', async () => {
      // What the build writes (apps/web/src/app/prerender.tsx) and the boot shell it replaces.
      const shellsFile = path.join(webDist, '.vite', 'shells.json');
      fs.writeFileSync(
        shellsFile,
        JSON.stringify({
          login: {
            en: { title: 'Sign in · Shopkeeper', html: '<main><h1>Welcome back</h1><form></form></main>' },
            fr: { title: 'Connexion · Shopkeeper', html: '<main><h1>Bon retour parmi nous</h1></main>' },
          },
          invite: { en: { title: 'Sign up', html: '<main><h1>Open your shop</h1></main>' } },
        }),
      );
      fs.writeFileSync(path.join(webDist, 'assets', 'form-1.css'), '.field{color:#123456}');
      writePlan({
        ...firstPlan,
        screens: { ...firstPlan.screens, invite: { js: ['/assets/invite-1.js'], css: [] } },
      });
      rebuild(
        '<!doctype html><html lang="en"><head><title>merchant</title></head><body><div id="root">' +
          '<!--boot--><div class="boot"></div><!--/boot--></div></body></html>',
      );
      try {
        const fr = await api().raw({ method: 'GET', url: '/login', headers: { 'accept-language': 'fr-FR' } });
        expect(fr.body).toContain('<html lang="fr">');
        expect(fr.body).toContain('<title>Connexion · Shopkeeper</title>');
        expect(fr.body).toContain('<div id="root" data-shell=""><main><h1>Bon retour parmi nous</h1>');
        expect(fr.body).not.toContain('class="boot"');
        // The route's stylesheet is in <head> itself: nothing to fetch before the first paint.
        const head = fr.body.slice(0, fr.body.indexOf('</head>'));
        expect(head).toContain('<style>.field{color:#123456}</style>');
        expect(stylesheets(fr.body)).toEqual(['/assets/form-1.css']);

        const invite = await api().raw({ method: 'GET', url: '/invite?code=AB12' });
        expect(invite.body).toContain('<h1>Open your shop</h1>');
        // Not the screen's own URL, or not a public screen: the plain boot shell.
        for (const url of ['/login/extra', '/goodsList', '/']) {
          const other = await api().raw({ method: 'GET', url });
          expect(other.body, url).toContain('class="boot"');
          expect(other.body, url).not.toContain('data-shell');
        }
      } finally {
        fs.rmSync(shellsFile);
        writePlan(firstPlan);
        rebuild(page('merchant'));
      }
    });

    it('starts a signed-in screen’s first reads from the page, with a script its policy allows by hash alone', async () => {
      // What the build records (apps/web/src/app/first-reads.ts).
      const readsFile = path.join(webDist, '.vite', 'early-reads.json');
      const recorded: EarlyReadsFile = {
        keys: { token: 'token', lang: 'lang' },
        screens: {
          goodsList: [
            { method: 'GET', url: '/api/v1/me' },
            { method: 'POST', url: '/api/v1/showcase/list', body: '{"limit":20,"note":"</script>"}' },
          ],
        },
      };
      fs.writeFileSync(readsFile, JSON.stringify(recorded));
      rebuild(page('merchant'));
      try {
        const res = await api().raw({
          method: 'GET',
          url: '/goodsList',
          headers: { 'accept-language': 'ja' },
        });
        const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
        expect(inline).toHaveLength(1);
        const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
        const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1]!;
        expect(scriptSrc.split(' ').sort()).toEqual(["'self'", hash].sort());
        // Before anything else in <head> that could hold it up, and the data cannot close its block.
        expect(res.body.indexOf('id="early-reads"')).toBeLessThan(res.body.indexOf('</head>'));
        expect(res.body).not.toContain('"</script>"');
        const block = /<script type="application\/json" id="early-reads">([^<]*)<\/script>/.exec(
          res.body,
        )![1]!;

        // Run as a phone would, signed in, its language stored as French.
        const sent: { url: string; init: RequestInit }[] = [];
        const stored: Record<string, string> = { token: 'tok-1', lang: 'fr' };
        const browser = {
          document: {
            getElementById: (id: string) => (id === 'early-reads' ? { textContent: block } : null),
          },
          localStorage: { getItem: (key: string) => stored[key] ?? null },
          fetch: (url: string, init: RequestInit) => {
            sent.push({ url, init });
            return Promise.resolve('answer');
          },
          performance: { now: () => 42 },
        } as Record<string, unknown>;
        browser.window = browser;
        vm.runInNewContext(inline[0]!, browser);
        expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
          ['GET', '/api/v1/me', undefined],
          ['POST', '/api/v1/showcase/list', '{"limit":20,"note":"</script>"}'],
        ]);
        expect(sent[1]!.init.headers).toEqual({
          authorization: 'tok-1',
          'accept-language': 'fr',
          'content-type': 'application/json',
        });
        const left = browser[EARLY_READS_GLOBAL] as { url: string; token: string; lang: string }[];
        expect(left.map((r) => [r.url, r.token, r.lang])).toEqual([
          ['/api/v1/me', 'tok-1', 'fr'],
          ['/api/v1/showcase/list', 'tok-1', 'fr'],
        ]);

        // No language stored (or one that is not a product language): the server's guess.
        sent.length = 0;
        stored.lang = 'de';
        vm.runInNewContext(inline[0]!, browser);
        expect((sent[0]!.init.headers as Record<string, string>)['accept-language']).toBe('ja');
        // Signed out: nothing is sent.
        sent.length = 0;
        delete stored.token;
        vm.runInNewContext(inline[0]!, browser);
        expect(sent).toEqual([]);

        // A screen with nothing recorded, a public screen and a deeper path get no script.
        for (const url of ['/login', '/goodsList/warehouse', '/goodsList/x']) {
          const other = await api().raw({ method: 'GET', url });
          expect(other.body, url).not.toContain('early-reads');
        }
      } finally {
        fs.rmSync(readsFile);
        rebuild(page('merchant'));
      }
    });

    it('serves the service worker and the manifest revalidated on every use, so a new version is found at once', async () => {
      const worker = await api().raw({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await api().raw({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      // The console is never under the merchant app's worker: no worker of its own either.
      expect((await api().raw({ method: 'GET', url: '/console/sw.js' })).statusCode).toBe(404);
    });

    it('serves hashed assets with a long cache, and a missing asset is a 404, not a page', async () => {
      const asset = await api().raw({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toContain("'merchant'");
      expect(asset.headers['cache-control']).toContain('immutable');
      const consoleAsset = await api().raw({ method: 'GET', url: '/console/assets/app-1234.js' });
      expect(consoleAsset.body).toContain("'console'");
      const missing = await api().raw({ method: 'GET', url: '/assets/gone-9999.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 404 });
    });

    it('sends the build’s brotli file to a browser that accepts it, the plain one otherwise', async () => {
      const file = path.join(webDist, 'assets', 'big-9999.js');
      fs.writeFileSync(file, 'x'.repeat(4000));
      fs.writeFileSync(`${file}.br`, 'pretend-brotli');
      const compressed = await api().raw({
        method: 'GET',
        url: '/assets/big-9999.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.body).toBe('pretend-brotli');
      expect(compressed.headers.vary).toContain('accept-encoding');
      const plain = await api().raw({
        method: 'GET',
        url: '/assets/big-9999.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toHaveLength(4000);
    });

    it('serves files of a rebuild without a restart', async () => {
      fs.writeFileSync(path.join(webDist, 'assets', 'later-5678.js'), 'rebuilt');
      const res = await api().raw({ method: 'GET', url: '/assets/later-5678.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('rebuilt');
    });

    it('never serves dotfiles from a build folder', async () => {
      fs.writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
      const res = await api().raw({ method: 'GET', url: '/.env' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('SECRET');
    });

    it('uses an @fastify/static past the advisories in docs/security.md, and no odd path leaves the build folder', async () => {
      const installed = createRequire(import.meta.url)('@fastify/static/package.json').version as string;
      const [major, minor, patch] = installed.split('.').map(Number) as [number, number, number];
      expect(major * 1e6 + minor * 1e3 + patch, installed).toBeGreaterThanOrEqual(10_001_003);
      fs.writeFileSync(path.join(root, 'secret.txt'), 'SECRET=2');
      fs.writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
      for (const url of [
        '/..%2fsecret.txt',
        '/%2e%2e/secret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/assets/%2e%2e/%2e%2e/secret.txt',
        '//.env',
        '/./.env',
        '/assets/../.env',
        '/console/..%2f.env',
        '/.vite/preload-plan.json',
      ]) {
        const res = await api().raw({ method: 'GET', url });
        expect(res.body, url).not.toContain('SECRET');
        expect(res.body, url).not.toContain('goodsList-1.js');
      }
    });

    it('answers unknown API paths with a JSON 404 for any method', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/not-a-call'],
        ['POST', '/api/v1/not-a-call'],
        ['GET', '/api'],
      ] as const) {
        const res = await api().raw({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 404 });
      }
    });
  },
  { webDist, consoleDist },
);
