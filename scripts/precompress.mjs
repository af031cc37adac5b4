// After `vite build`: writes a .br and a .gz beside every text asset of the given dist
// folders, so the server (@fastify/static with preCompressed) sends them compressed without
// spending CPU per request. Usage: node scripts/precompress.mjs apps/web/dist apps/console/dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024; // smaller files gain nothing worth a second request header

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

for (const dist of process.argv.slice(2)) {
  let raw = 0;
  let brotli = 0;
  for (const file of files(dist)) {
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    raw += content.length;
    brotli += br.length;
  }
  console.log(
    `${dist}: ${(raw / 1024).toFixed(0)} KB of text assets → ${(brotli / 1024).toFixed(0)} KB brotli`,
  );
}
