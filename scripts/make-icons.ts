/**
 * Draws the web app's PNG icons (public/icons/*.png, committed) from their SVGs, in the Chromium every tool here
 * uses: `npx tsx scripts/make-icons.ts` after changing an SVG. The manifest (public/manifest.webmanifest) names them.
 * - icon-192.png, icon-512.png: the round logo on a transparent background ("any" purpose);
 * - maskable-512.png: the logo's mark inside the maskable safe zone (the centre 80 %), on a full-bleed background,
 *   so a launcher's circle or squircle never cuts it.
 * - apple-touch-icon.png: 180 px, the maskable drawing (iOS adds its own rounded corners, and shows no transparency).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';

const dir = resolve(import.meta.dirname, '../public/icons');
const icons = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const { svg, png, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(resolve(dir, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`);
    await page.screenshot({ path: resolve(dir, png), omitBackground: true });
    await page.close();
    console.log(`public/icons/${png}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
