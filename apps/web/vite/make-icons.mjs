// Draws the app's icons (the brand mark of index.html) as PNGs into public/icons, with sharp.
// Run again after changing the mark: node apps/web/vite/make-icons.mjs. The PNGs are committed
// (a few KB), so a build needs no image library (docs/decisions/040-service-worker.md).
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
const BLUE = '#0865ff';
// The mark on a 32-unit grid: a bag. `inset` shrinks it toward the middle (maskable icons keep
// their content inside the central 80 %; a launcher may crop the rest).
const mark = (size, { rounded, inset, background = BLUE, ink = '#fff' }) => {
  const scale = 1 - inset * 2;
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  ${background ? `<rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${background}"/>` : ''}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M8 12h16l-1.5 12h-13z" fill="${ink}"/>
    <path d="M12 12a4 4 0 0 1 8 0" stroke="${ink}" stroke-width="2" fill="none"/>
  </g></svg>`;
};
const icons = [
  ['icon-192.png', mark(192, { rounded: true, inset: 0 })],
  ['icon-512.png', mark(512, { rounded: true, inset: 0 })],
  ['maskable-512.png', mark(512, { rounded: false, inset: 0.12 })],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon-180.png', mark(180, { rounded: false, inset: 0.06 })],
  // The status bar's small icon: the system keeps only its alpha.
  ['badge-96.png', mark(96, { rounded: false, inset: 0, background: null })],
];
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, name));
}
