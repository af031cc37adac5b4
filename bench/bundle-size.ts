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
