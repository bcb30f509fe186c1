/**
 * The second board-photo generator (issue 37), independent of the first (scripts/board-photos.mts, a ray-caster in
 * Node): here Chromium draws the scene from HTML and CSS 3D transforms. A board of 12 x 9 spaces (a CSS grid, its
 * lines as borders or raised inset shadows, labels in system fonts), tiles as boxes with a top and sides, hotel
 * markers as cubes, a hand of rounded blobs held above it with a blurred shadow, a card; the table from CSS gradients;
 * the camera a perspective with the scene turned (any side toward it) and tipped 0-40°; light from blended overlays
 * (a lamp's pool, an edge of shadow, glare, dim), noise from a canvas; saved as JPEG by the browser.
 * What is hidden is found by the browser's own hit-testing at points on each space's top.
 *
 * Writes DIR/NNN.jpg and DIR/truth.json (as the first generator's: BoardTruth). `npx tsx scripts/board-photos-css.mts
 * [DIR] [COUNT] [SEED]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/browser/harness.ts';
import { rng } from '../test/fixtures/random-game.ts';
import type { BoardLook, BoardTruth, LightKind } from './board-photos.mts';

export const CSS_GENERATOR = 1;
const ROWS = 'ABCDEFGHI';
const name = (c: number, r: number) => `${c + 1}${ROWS[r]}`;

interface Pick {
  (): number;
  between(a: number, b: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  int(a: number, b: number): number;
}

function picker(seed: number): Pick {
  const r = rng(seed) as unknown as Pick;
  r.between = (a, b) => a + r() * (b - a);
  r.pick = (xs) => xs[Math.floor(r() * xs.length)]!;
  r.chance = (p) => r() < p;
  r.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  return r;
}

/** Board looks as CSS: board, space, line, label colours; raised lines or printed; the tile faces it is played with. */
const LOOKS: Record<BoardLook, { board: string; space: string; line: string; ink: string; ridge: boolean; faces: string[] }> = {
  'grey-grid': { board: '#80848a', space: '#686c72', line: '#a0a4aa', ink: '#8c9096', ridge: true, faces: ['#efe7d4', '#e8dec6'] },
  black: { board: '#1b1b1e', space: '#222226', line: '#5b5c62', ink: '#3d3e44', ridge: false, faces: ['#f2ebd9', '#e9e1cb'] },
  cream: { board: '#e4d9bc', space: '#e8dfc4', line: '#7a6948', ink: '#a5957a', ridge: false, faces: ['#262626', '#eee5d0', '#d6c6a0'] },
  'yellow-tray': { board: '#e0b33a', space: '#d6a72b', line: '#eec452', ink: '#b58a1d', ridge: true, faces: ['#909397', '#2b2b2d'] },
  paper: { board: '#f1efe8', space: '#f3f1ea', line: '#9da1a6', ink: '#c3c5c8', ridge: false, faces: ['#e2d5b4', '#272727'] },
};
const TABLES = [
  'repeating-linear-gradient(12deg, #5a3b24 0 9px, #6b4a2e 9px 15px, #4e321d 15px 30px)',
  'repeating-linear-gradient(95deg, #a67a4a 0 14px, #946a3c 14px 19px, #b08550 19px 40px)',
  '#264d36',
  '#2a3550',
  'repeating-conic-gradient(#c23b2e 0 25%, #f3efe6 0 50%) 0 0 / 46px 46px',
  'repeating-conic-gradient(#2b2b2b 0 25%, #efece4 0 50%) 0 0 / 38px 38px',
  'linear-gradient(120deg, #d7d0c3, #bdb6aa)',
  '#3a3733',
];
const CHAINS = ['#d62828', '#f2c230', '#2a9d8f', '#1d4ed8', '#7c3aed', '#f97316', '#16a34a'];
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Liberation Sans', 'DejaVu Sans Mono'];

export interface CssForce {
  board?: boolean;
  look?: BoardLook;
  light?: LightKind;
  tilt?: number;
}

/** One scene: its HTML, and what is known before drawing it. */
function scene(r: Pick, only: CssForce) {
  const withBoard = only.board ?? r.chance(0.88);
  const lookName = only.look ?? r.pick(Object.keys(LOOKS) as BoardLook[]);
  const look = LOOKS[lookName];
  const cell = r.between(42, 58);
  const margin = cell * r.between(0.3, 1.2);
  const count = withBoard ? (r.chance(0.05) ? 0 : r.int(1, 85)) : 0;
  const taken = new Set<number>();
  while (taken.size < count) {
    if (taken.size > 0 && r.chance(0.65)) {
      const from = r.pick([...taken]);
      const [dc, dr] = r.pick([[1, 0], [-1, 0], [0, 1], [0, -1]] as const);
      const c = (from % 12) + dc;
      const row = Math.floor(from / 12) + dr;
      if (c >= 0 && c < 12 && row >= 0 && row < 9) taken.add(row * 12 + c);
    } else taken.add(r.int(0, 107));
  }
  const face = r.pick(look.faces);
  const dark = parseInt(face.slice(1, 3), 16) < 120;
  const font = r.pick(FONTS);
  const thick = cell * r.between(0.1, 0.16);
  const markers = new Set<number>();
  if (taken.size > 0 && r.chance(0.6)) for (let i = 0; i < r.int(1, 7); i++) markers.add(r.pick([...taken]));
  const boardW = 12 * cell + 2 * margin;
  const boardH = 9 * cell + 2 * margin;
  const spaces: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let c = 0; c < 12; c++) {
      const cellNo = row * 12 + c;
      const border = look.ridge ? `box-shadow: inset 0 0 0 ${cell * 0.06}px ${look.line}, inset ${cell * 0.03}px ${cell * 0.03}px ${cell * 0.05}px rgba(0,0,0,.35)` : `outline: ${Math.max(1, cell * 0.03)}px solid ${look.line}`;
      const probes = [[0.3, 0.3], [0.7, 0.3], [0.5, 0.5], [0.3, 0.7], [0.7, 0.7]].map(([u, v]) => `<i class="probe" data-cell="${cellNo}" style="left:${u! * 100}%;top:${v! * 100}%"></i>`).join('');
      let tile = '';
      if (taken.has(cellNo)) {
        const jx = r.between(-0.06, 0.06) * cell;
        const jy = r.between(-0.06, 0.06) * cell;
        const turn = r.between(-3, 3);
        const size = cell * r.between(0.86, 0.94);
        const marker = markers.has(cellNo)
          ? `<b class="cube" style="--s:${cell * 0.5}px;--h:${cell * r.between(0.35, 0.6)}px;--c:${CHAINS[[...markers].indexOf(cellNo)]}"><b class="cf top"></b><b class="cf n"></b><b class="cf s"></b><b class="cf e"></b><b class="cf w"></b></b>`
          : '';
        tile = `<div class="tile" style="width:${size}px;height:${size}px;left:${(cell - size) / 2 + jx}px;top:${(cell - size) / 2 + jy}px;transform:translateZ(${thick}px) rotate(${turn}deg);background:${face};color:${dark ? '#ebe6da' : '#1c1c1c'};font:bold ${size * 0.3}px '${font}';--t:${thick}px">${name(c, row)}<b class="side sb"></b><b class="side sr"></b><b class="side sl"></b><b class="side st"></b>${probes}${marker}</div>`;
      }
      spaces.push(`<div class="space" style="${border};color:${look.ink};font:${cell * 0.26}px '${font}'">${name(c, row)}${tile ? '' : probes}${tile}</div>`);
    }
  }
  // A hand over an edge, a card on it.
  const hand = r.chance(0.25) ? { x: r.between(-0.1, 1.1), y: r.pick([-0.05, 1.05]), z: r.between(40, 140), turn: r.between(0, 360), skin: r.pick(['#f1c7a5', '#d9a27f', '#a86f4c', '#7d4e34']) } : null;
  const card = r.chance(withBoard ? 0.2 : 0.5) ? { x: r.between(0, 1), y: r.pick([0, 1]), turn: r.between(0, 180), colour: r.pick(['#f4f1e8', '#dff0d8', '#fbe3c3']) } : null;
  const tilt = only.tilt ?? r.between(0, 40);
  const yaw = r.between(0, 360);
  const share = r.between(0.4, 0.95);
  const lightKind = only.light ?? r.pick(['even', 'even', 'dim', 'uneven', 'hard-shadow', 'glare'] as const);
  const lx = r.between(0, 100);
  const ly = r.between(0, 100);
  const edge = { angle: r.between(0, 360), at: r.between(25, 75) };
  const exposure = lightKind === 'dim' ? r.between(0.35, 0.55) : r.between(0.9, 1.1);
  const warm = r.pick(['none', 'sepia(0.25)', 'hue-rotate(-8deg) saturate(1.1)', 'saturate(0.85)']);
  const noise = lightKind === 'dim' ? r.between(0.08, 0.16) : r.between(0.02, 0.07);
  const quality = r.int(45, 92);
  const loose = withBoard ? (r.chance(0.3) ? r.int(1, 5) : 0) : r.int(0, 10);
  const looseHtml = Array.from({ length: loose }, () => `<div class="loose" style="left:${r.between(-30, 130)}%;top:${r.between(-30, 130)}%;width:${cell * 0.9}px;height:${cell * 0.9}px;background:${face};transform:translateZ(${thick}px) rotate(${r.between(0, 90)}deg)"></div>`).join('');
  const decoy = !withBoard && r.chance(0.35) ? `<div class="decoy" style="left:${r.between(0, 40)}%;top:${r.between(0, 40)}%;--p:${r.between(25, 50)}px;width:${r.int(6, 16) * 40}px;height:${r.int(6, 12) * 40}px"></div>` : '';
  const html = `<html><head><style>
body{margin:0;width:1280px;height:720px;overflow:hidden;background:#000}
#view{position:absolute;inset:0;perspective:${r.between(900, 1600)}px;perspective-origin:50% 50%;filter:brightness(${exposure}) ${warm === 'none' ? '' : warm} blur(${r.between(0, 0.9)}px)}
#world{position:absolute;left:50%;top:50%;width:0;height:0;transform-style:preserve-3d}
#table{position:absolute;left:-2400px;top:-2400px;width:4800px;height:4800px;background:${r.pick(TABLES)};transform-style:preserve-3d}
#board{position:absolute;left:${2400 - boardW / 2}px;top:${2400 - boardH / 2}px;width:${boardW}px;height:${boardH}px;background:${withBoard ? look.board : 'transparent'};transform-style:preserve-3d;box-shadow:${withBoard ? '0 4px 14px rgba(0,0,0,.5)' : 'none'};transform:translateZ(1px)}
#grid{position:absolute;left:${margin}px;top:${margin}px;width:${12 * cell}px;height:${9 * cell}px;display:grid;grid-template-columns:repeat(12,${cell}px);grid-template-rows:repeat(9,${cell}px);transform-style:preserve-3d;transform:translateZ(1px)}
.space{position:relative;background:${look.space};display:grid;place-items:center;transform-style:preserve-3d;transform:translateZ(1px)}
.tile{position:absolute;display:grid;place-items:center;transform-style:preserve-3d;border-radius:3px;box-shadow:1px 2px 3px rgba(0,0,0,.35)}
.side{position:absolute;background:inherit;filter:brightness(.72)}
.sb{left:0;bottom:0;width:100%;height:var(--t);transform-origin:bottom;transform:rotateX(90deg)}
.st{left:0;top:0;width:100%;height:var(--t);transform-origin:top;transform:rotateX(-90deg)}
.sr{right:0;top:0;width:var(--t);height:100%;transform-origin:right;transform:rotateY(-90deg)}
.sl{left:0;top:0;width:var(--t);height:100%;transform-origin:left;transform:rotateY(90deg)}
.probe{position:absolute;width:1px;height:1px;margin:-0.5px;pointer-events:none}
.cube{position:absolute;left:calc(50% - var(--s)/2);top:calc(50% - var(--s)/2);width:var(--s);height:var(--s);transform-style:preserve-3d}
.cf{position:absolute;background:var(--c)}
.cube .top{inset:0;transform:translateZ(var(--h));filter:brightness(1.1)}
.cube .n,.cube .s{left:0;width:100%;height:var(--h)}
.cube .n{top:0;transform-origin:top;transform:rotateX(-90deg);filter:brightness(.8)}
.cube .s{bottom:0;transform-origin:bottom;transform:rotateX(90deg);filter:brightness(.7)}
.cube .e,.cube .w{top:0;height:100%;width:var(--h)}
.cube .e{right:0;transform-origin:right;transform:rotateY(-90deg);filter:brightness(.75)}
.cube .w{left:0;transform-origin:left;transform:rotateY(90deg);filter:brightness(.85)}
.loose{position:absolute;border-radius:3px;box-shadow:1px 2px 3px rgba(0,0,0,.4)}
.decoy{position:absolute;background-color:#efe9dc;background-image:linear-gradient(#6f8fb0 1px,transparent 1px),linear-gradient(90deg,#6f8fb0 1px,transparent 1px);background-size:var(--p) var(--p)}
#hand{position:absolute;transform-style:preserve-3d}
#hand b{position:absolute;background:${hand?.skin ?? '#000'};border-radius:50%;box-shadow:inset -6px -8px 14px rgba(0,0,0,.25)}
#shadow{position:absolute;background:rgba(0,0,0,.38);border-radius:50%;filter:blur(14px)}
#card{position:absolute;width:${cell * 2.2}px;height:${cell * 3.4}px;background:${card?.colour ?? '#fff'};border:${cell * 0.15}px solid #8a9aa0;box-sizing:border-box}
#light{position:absolute;inset:0;pointer-events:none}
#noise{position:absolute;inset:0;pointer-events:none;mix-blend-mode:overlay}
</style></head><body>
<div id="view"><div id="world"><div id="table">${looseHtml}${decoy}<div id="board"><div id="grid">${withBoard ? spaces.join('') : ''}</div>
${card ? `<div id="card" style="left:${card.x * boardW - cell}px;top:${card.y * boardH - cell * 1.7}px;transform:translateZ(${thick + 2}px) rotate(${card.turn}deg)"></div>` : ''}
${hand ? `<div id="shadow" style="left:${hand.x * boardW - 60}px;top:${hand.y * boardH - 40}px;width:${cell * 3.5}px;height:${cell * 2.6}px;transform:rotate(${hand.turn}deg)"></div><div id="hand" style="left:${hand.x * boardW}px;top:${hand.y * boardH}px;transform:translateZ(${hand.z}px) rotate(${hand.turn}deg)"><b style="left:-${cell * 1.6}px;top:-${cell * 1.2}px;width:${cell * 3.2}px;height:${cell * 2.6}px"></b>${[0, 1, 2, 3].map((i) => `<b style="left:${cell * (1.1 + i * 0.05)}px;top:${-cell * 1.1 + i * cell * 0.62}px;width:${cell * 2.4}px;height:${cell * 0.55}px;border-radius:${cell * 0.3}px"></b>`).join('')}</div>` : ''}
</div></div></div></div>
<div id="light"></div><canvas id="noise" width="1280" height="720"></canvas>
<script>{
const world = document.getElementById('world');
const board = document.getElementById('board');
// Framed as asked: the board's width on screen a share of the photo's, found by scaling; then placed in the photo.
let scale = 1;
const place = (dx, dy) => { world.style.transform = 'translate(' + dx + 'px,' + dy + 'px) scale3d(' + scale + ',' + scale + ',' + scale + ') rotateX(${tilt}deg) rotateZ(${yaw}deg)'; };
place(0, 0);
for (let i = 0; i < 30; i++) {
  const b = board.getBoundingClientRect();
  const want = ${share} * 1280;
  scale *= Math.min(want / b.width, 660 / b.height) ** 0.8;
  place(0, 0);
}
const b = board.getBoundingClientRect();
place(${r.between(0, 1)} * (1280 - b.width) - b.left, ${r.between(0, 1)} * (720 - b.height) - b.top);
const light = document.getElementById('light');
const kind = '${lightKind}';
if (kind === 'uneven') light.style.background = 'radial-gradient(circle at ${lx}% ${ly}%, rgba(255,250,230,.25), rgba(0,0,0,.55) 70%)';
if (kind === 'hard-shadow') light.style.background = 'linear-gradient(${edge.angle}deg, rgba(0,0,0,0) ${edge.at}%, rgba(0,0,0,.5) ${edge.at + 0.6}%)';
if (kind === 'glare') light.style.background = 'radial-gradient(ellipse at ${lx}% ${ly}%, rgba(255,255,255,.85), rgba(255,255,255,.35) 12%, rgba(255,255,255,0) 30%)';
const c = document.getElementById('noise').getContext('2d');
const d = c.createImageData(1280, 720);
let s = ${Math.floor(r() * 1e9)};
for (let i = 0; i < d.data.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff; const v = 128 + ((s & 255) - 128) * ${noise * 4}; d.data[i] = d.data[i + 1] = d.data[i + 2] = v; d.data[i + 3] = 255; }
c.putImageData(d, 0, 0);
}</script></body></html>`;
  return { html, withBoard, lookName, tilt, lightKind, taken, quality };
}

/** What the browser shows of each space (its probes hit-tested) and where the grid's corners are. */
async function measure(page: Page): Promise<{ seen: number[]; corners: [number, number][] }> {
  // Page code as a string: tsx names inner functions with a helper the page lacks.
  return page.evaluate(`(() => {
    const seen = new Array(108).fill(0);
    for (const p of document.querySelectorAll('.probe')) {
      const r = p.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= 1280 || y >= 720) continue;
      const top = document.elementFromPoint(x, y);
      // Seen when the topmost thing there is this space or its tile (not a hand, a card, a marker).
      if (top && top.closest('.space') === p.closest('.space') && !top.closest('.cube')) seen[Number(p.dataset.cell)] += 0.2;
    }
    const grid = document.getElementById('grid');
    const corners = [[0, 0], [1, 0], [1, 1], [0, 1]].map(([u, v]) => {
      const m = document.createElement('i');
      m.style.cssText = 'position:absolute;left:' + u * 100 + '%;top:' + v * 100 + '%;width:1px;height:1px;margin:-0.5px';
      grid.appendChild(m);
      const r = m.getBoundingClientRect();
      m.remove();
      return [r.left + r.width / 2, r.top + r.height / 2];
    });
    return { seen, corners };
  })()`);
}

/** The set in `dir` if this generator made it from `seed`, forced as `only`, with at least `count` photos, else null. */
export function existingCssPhotos(dir: string, count: number, seed: number, only: CssForce = {}): BoardTruth[] | null {
  try {
    const set = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8'));
    if (set.generator !== `board-css-${CSS_GENERATOR}` || set.seed !== seed || set.count < count) return null;
    if (JSON.stringify(set.only ?? {}) !== JSON.stringify(only)) return null;
    return (JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as BoardTruth[]).slice(0, count);
  } catch {
    return null;
  }
}

/**
 * Writes `count` photos and truth.json into `dir` (photo i from seed · 100003 + i), from photo `first` on (a test may
 * ask for one photo of a set).
 */
export async function generateCssPhotos(dir: string, count: number, seed: number, only: CssForce = {}, first = 0): Promise<BoardTruth[]> {
  mkdirSync(dir, { recursive: true });
  const browser = await launchBrowser({ width: 1280, height: 720 });
  const page = await browser.context.newPage();
  const truth: BoardTruth[] = [];
  try {
    for (let i = first; i < first + count; i++) {
      const r = picker(seed * 100003 + i);
      const s = scene(r, only);
      await page.setContent(s.html);
      const { seen, corners } = await measure(page);
      const file = `${String(i).padStart(3, '0')}.jpg`;
      writeFileSync(join(dir, file), await page.screenshot({ type: 'jpeg', quality: s.quality }));
      const occupied = [...s.taken].sort((a, b) => a - b).map((c) => name(c % 12, Math.floor(c / 12)));
      const names = Array.from({ length: 108 }, (_, c) => name(c % 12, Math.floor(c / 12)));
      const hidden = s.withBoard ? names.filter((_, c) => seen[c]! < 0.5) : [];
      const partly = s.withBoard ? names.filter((_, c) => seen[c]! >= 0.5 && seen[c]! < 0.85) : [];
      // The ledger: what the game entered, with a difference in about half the photos (only where it can be seen).
      let ledger = [...occupied];
      const visible = (n: string) => !hidden.includes(n) && !partly.includes(n);
      const kind = r.pick(['none', 'none', 'notEntered', 'notOnTable'] as const);
      if (s.withBoard && kind === 'notEntered' && occupied.some(visible)) {
        const gone = r.pick(occupied.filter(visible));
        ledger = ledger.filter((t) => t !== gone);
      } else if (s.withBoard && kind === 'notOnTable') {
        const empty = names.filter((n) => !occupied.includes(n) && visible(n));
        if (empty.length > 0) ledger.push(r.pick(empty));
      }
      const xs = corners.map((c) => c[0]);
      truth.push({
        file,
        board: s.withBoard,
        look: s.withBoard ? s.lookName : null,
        tilt: Math.round(s.tilt * 10) / 10,
        light: s.lightKind,
        occupied,
        hidden,
        partly,
        ledger,
        corners: s.withBoard ? corners : null,
        widthShare: s.withBoard ? Math.round(((Math.max(...xs) - Math.min(...xs)) / 1280) * 1000) / 1000 : 0,
      });
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 1));
  if (first === 0) writeFileSync(join(dir, 'set.json'), JSON.stringify({ generator: `board-css-${CSS_GENERATOR}`, seed, count, only }));
  return truth;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'test-results/board-css', count = '20', seed = '1'] = process.argv.slice(2);
  const t0 = Date.now();
  const truth = await generateCssPhotos(dir, Number(count), Number(seed));
  console.log(`${truth.length} photos (${truth.filter((t) => t.board).length} with a board) in ${dir} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
