/**
 * Generates the OCR test set: photos of tiles on a table, rendered by Chromium from seeded random scenes.
 * Several fonts and tile colours, backgrounds, rotation ±15°, perspective, blur, noise, uneven light, 1-6 tiles per
 * image, 1280x720. Writes DIR/NNN.png and DIR/truth.json. `npx tsx scripts/ocr-testset.mts [DIR] [COUNT] [SEED]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../test/browser/harness.ts';
import { rng } from '../test/fixtures/random-game.ts';

const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'Liberation Sans', 'sans-serif'];
const TILE_COLOURS = ['#efe6d2', '#f7f7f2', '#e8e0c8', '#ddd6c4', '#f3ecd0', '#e9eef2'];
const BACKGROUNDS = [
  'repeating-linear-gradient(87deg, #4a3526 0 14px, #553d2b 14px 22px, #47321f 22px 40px)',
  '#2d4a36',
  'linear-gradient(160deg, #6b6b6b, #3c3c3c)',
  '#d9d2c5',
  'repeating-linear-gradient(0deg, #2e3440 0 3px, #323846 3px 6px)',
];

/** Bumped whenever scenes change, so a set made by an older generator is made again. */
export const GENERATOR = 2;

/** The test set in `dir` if it was made by this generator from `seed` with at least `count` images, else null. */
export function existingSet(dir: string, count: number, seed: number): { file: string; tiles: string[] }[] | null {
  try {
    const set = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8'));
    if (set.generator !== GENERATOR || set.seed !== seed || set.count < count) return null;
    return JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')).slice(0, count);
  } catch {
    return null;
  }
}

/** One scene: its HTML and the labels it shows. */
function scene(r: () => number): { html: string; tiles: string[] } {
  const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const between = (a: number, b: number) => a + r() * (b - a);
  const count = 1 + Math.floor(r() * 6);
  const tiles = new Set<string>();
  while (tiles.size < count) tiles.add(`${1 + Math.floor(r() * 12)}${'ABCDEFGHI'[Math.floor(r() * 9)]}`);
  const slots = [0, 1, 2, 3, 4, 5].sort(() => r() - 0.5).slice(0, count);
  const tileHtml = [...tiles].map((label, i) => {
    const slot = slots[i]!;
    const w = between(150, 220);
    const h = w * between(0.85, 1.05);
    const cx = 213 + (slot % 3) * 427 + between(-50, 50);
    const cy = 180 + Math.floor(slot / 3) * 360 + between(-40, 40);
    const font = pick(FONTS);
    const weight = r() < 0.7 ? 'bold' : 'normal';
    const ink = pick(['#111', '#1d1d1d', '#222a33', '#2b2118']);
    const transform = `perspective(900px) rotateX(${between(-20, 20)}deg) rotateY(${between(-20, 20)}deg) rotateZ(${between(-15, 15)}deg)`;
    return `<div style="position:absolute;left:${cx - w / 2}px;top:${cy - h / 2}px;width:${w}px;height:${h}px;background:${pick(TILE_COLOURS)};border-radius:${between(4, 14)}px;box-shadow:3px 5px 10px rgba(0,0,0,.45);transform:${transform};display:grid;place-items:center;font:${weight} ${h * between(0.38, 0.55)}px '${font}';color:${ink}"><span class="label">${label}</span></div>`;
  });
  const light = `radial-gradient(circle at ${between(0, 100)}% ${between(0, 100)}%, rgba(255,255,230,${between(0, 0.25)}), rgba(0,0,0,${between(0.1, 0.45)}) 75%)`;
  const blur = between(0, 1.2);
  const noise = between(0.05, 0.16);
  const html = `<html><body style="margin:0;width:1280px;height:720px;overflow:hidden">
<div style="position:absolute;inset:0;background:${pick(BACKGROUNDS)};filter:blur(${blur}px)">${tileHtml.join('')}</div>
<div style="position:absolute;inset:0;background:${light}"></div>
<canvas id="noise" width="1280" height="720" style="position:absolute;inset:0;opacity:${noise}"></canvas>
<script>{
// A block: every scene is written into the same page, so top-level names would clash from the second one on.
// A real tile's label is printed inside it: shrink any label wider than 84% of its tile until it fits.
for (const span of document.querySelectorAll('.label')) {
  const tile = span.parentElement;
  while (span.offsetWidth > tile.offsetWidth * 0.84) tile.style.fontSize = parseFloat(getComputedStyle(tile).fontSize) * 0.96 + 'px';
}
const c = document.getElementById('noise').getContext('2d');
const d = c.createImageData(1280, 720);
let s = ${Math.floor(r() * 1e9)};
for (let i = 0; i < d.data.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff; const v = s & 255; d.data[i] = d.data[i + 1] = d.data[i + 2] = v; d.data[i + 3] = 255; }
c.putImageData(d, 0, 0);
}</script></body></html>`;
  return { html, tiles: [...tiles] };
}

/** Writes `count` images and truth.json into `dir`. */
export async function generateTestSet(dir: string, count: number, seed = 2026): Promise<{ file: string; tiles: string[] }[]> {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const browser = await launchBrowser({ width: 1280, height: 720 });
  const page = await browser.context.newPage();
  const truth: { file: string; tiles: string[] }[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    for (let i = 0; i < count; i++) {
      const { html, tiles } = scene(r);
      errors.length = 0;
      await page.setContent(html);
      if (errors.length > 0) throw new Error(`scene ${i}: ${errors.join('; ')}`);
      const file = `${String(i).padStart(3, '0')}.png`;
      await page.screenshot({ path: join(dir, file) });
      truth.push({ file, tiles });
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 2));
  writeFileSync(join(dir, 'set.json'), JSON.stringify({ generator: GENERATOR, seed, count }));
  return truth;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'test-results/ocr-set', count = '200', seed = '2026'] = process.argv.slice(2);
  const truth = await generateTestSet(dir, Number(count), Number(seed));
  console.log(`${truth.length} images, ${truth.reduce((n, t) => n + t.tiles.length, 0)} labels in ${dir}`);
}
