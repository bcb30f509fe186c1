/**
 * Renders public/icons/icon.svg to the PNG icons of the manifest with Debian's Chromium (run once after editing
 * the SVG: `npx tsx scripts/make-icons.mts`; the PNGs are committed).
 */
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../test/browser/harness.ts';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await launchBrowser({ width: 512, height: 512 });
const page = await browser.context.newPage();
for (const [size, maskable] of [[192, false], [512, false], [512, true], [180, false]] as const) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable: full-bleed background, the mark shrunk into the central safe zone (80%).
  const body = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#0f1317;display:grid;place-items:center"><div style="width:${size * 0.72}px;height:${size * 0.72}px">${svg}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
  await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
  const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}${maskable ? '-maskable' : ''}.png`;
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
