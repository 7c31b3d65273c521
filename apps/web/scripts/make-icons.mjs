// Draws the installable app's icons (public/icons/*.png) from the brand mark in public/favicon.svg, in the sizes
// Android, iOS and desktop browsers ask for. Run once when the mark changes: node scripts/make-icons.mjs
// (Playwright's Chromium at /usr/bin/chromium renders the SVG; the PNGs are committed).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(join(webRoot, 'public', 'favicon.svg'), 'utf8');
/** The mark's drawing without its rounded tile, for icons whose platform cuts the shape itself. */
const glyph = mark.replace(/<rect[^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '');
const BRAND = '#0b3c5d';

/** A full-bleed tile with the glyph inside the central `safe` share (maskable icons keep 80 % visible). */
function fullBleed(safe) {
  const offset = (64 - 64 * safe) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${safe})">${glyph}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-192.png', size: 192, svg: fullBleed(0.7) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.7) },
  // iOS rounds the corners itself and shows black behind transparent ones.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>*{margin:0}body{background:transparent}</style>${svg}`);
    await page.screenshot({ path: join(webRoot, 'public', 'icons', icon.file), omitBackground: true });
    await page.close();
    console.log(`make-icons: public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
