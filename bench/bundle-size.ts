import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  js: { file: string; gzip: number }[];
  css: { file: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What a phone downloads before the first screen: the entry script, the modules index.html
 * preloads, and its stylesheets — each gzipped, as the server sends them.
 */
export function firstLoad(dist: string): FirstLoad {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const scripts = [
    ...refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const styles = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const measure = (ref: string) => {
    const file = path.join(dist, ref.replace(/^\//, ''));
    return { file: path.relative(dist, file), gzip: gzipSync(fs.readFileSync(file), { level: 9 }).length };
  };
  const js = [...new Set(scripts)].map(measure);
  const css = [...new Set(styles)].map(measure);
  return {
    js,
    css,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * The storefront's hydration script (decision 017), gzipped: the one script a buyer's page
 * loads, named by the storefront build's manifest.
 */
export function storefrontScript(dist: string): { file: string; gzip: number } {
  const manifestFile = path.join(dist, 'storefront', '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/storefront/entry-client.tsx'];
  if (!entry) throw new Error(`${manifestFile} names no storefront entry`);
  const file = path.join(dist, 'storefront', entry.file);
  return { file: path.relative(dist, file), gzip: gzipSync(fs.readFileSync(file), { level: 9 }).length };
}
