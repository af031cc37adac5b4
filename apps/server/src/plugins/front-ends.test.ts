import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';

// Stand-ins for the two builds: an index.html and one hashed asset each.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-dist-'));
const webDist = path.join(root, 'web');
const consoleDist = path.join(root, 'console');
for (const [dir, title] of [
  [webDist, 'merchant'],
  [consoleDist, 'console'],
] as const) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), `console.log('${title}')`);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

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
