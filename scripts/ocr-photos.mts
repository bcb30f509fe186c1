/**
 * The second test-photo generator, independent of the Chromium one (scripts/ocr-testset.mts): no browser, no canvas.
 * Every pixel is computed here: glyph outlines from font files (opentype.js) filled by a scanline rasteriser of our
 * own, tile faces as rounded-rectangle distance fields, procedural tables (wood grain, felt, gingham, stripes,
 * confetti, a busy print, newsprint, plain laminate), fingers, coins and cards touching tiles, soft and hard
 * shadows, a camera homography, dim/warm/cool light, Gaussian blur, sensor noise and JPEG at quality 35-90 (jpeg-js).
 * Fonts differ from the Chromium set's: rounded, condensed, serif, heavy, mono, condensed bold (Fontsource files).
 *
 * Writes DIR/NNN.jpg and DIR/truth.json: per photo its labels, each tile's colour (light or dark), the table kind and
 * the layout (loose, rack, close-up, empty). `npx tsx scripts/ocr-photos.mts [DIR] [COUNT] [SEED]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';
import opentype, { type Font } from 'opentype.js';

/** Bumped whenever scenes change, so a set made by an older version is made again. */
export const PHOTO_GENERATOR = 1;

const W = 1280;
const H = 720;

export type TileColour = 'light' | 'dark';
export type TableKind = 'wood' | 'felt' | 'cloth' | 'busy' | 'plain';
export type Layout = 'loose' | 'rack' | 'close-up' | 'empty';

/** What one photo shows. */
export interface PhotoTruth {
  file: string;
  tiles: string[];
  colours: TileColour[];
  table: TableKind;
  layout: Layout;
  /** Each tile's centre in the photo, in pixels (to see which face a detector found or missed). */
  centres: [number, number][];
  /** The hard shadow's edge across the photo, if any (sets made before it was recorded lack it). */
  shadow?: HardShadow | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Randomness

/** A seeded generator (mulberry32), written again here so this generator shares no code with the other one. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

export interface Rand {
  (): number;
  between(a: number, b: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  int(a: number, b: number): number;
}

export function rand(seed: number): Rand {
  const r = random(seed) as Rand;
  r.between = (a, b) => a + r() * (b - a);
  r.pick = (xs) => xs[Math.floor(r() * xs.length)]!;
  r.chance = (p) => r() < p;
  r.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  return r;
}

/** Smooth value noise on an integer lattice, 0-1. */
export function noise2(seed: number): (x: number, y: number) => number {
  const hash = (i: number, j: number) => {
    let h = Math.imul(i, 374761393) + Math.imul(j, 668265263) + Math.imul(seed, 1442695041);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return (x, y) => {
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = x - i;
    const fy = y - j;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = hash(i, j) + (hash(i + 1, j) - hash(i, j)) * sx;
    const b = hash(i, j + 1) + (hash(i + 1, j + 1) - hash(i, j + 1)) * sx;
    return a + (b - a) * sy;
  };
}

export type RGB = [number, number, number];
export const hex = (s: string): RGB => [parseInt(s.slice(1, 3), 16), parseInt(s.slice(3, 5), 16), parseInt(s.slice(5, 7), 16)];
export const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

// ---------------------------------------------------------------------------------------------------------------
// Glyphs: outlines from font files, filled by a scanline rasteriser (nonzero winding), 4x4 supersampled

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

const FONT_FILES = [
  ['rounded', '@fontsource/varela-round', 'varela-round-latin-400-normal.woff'],
  ['condensed', '@fontsource/roboto-condensed', 'roboto-condensed-latin-700-normal.woff'],
  ['condensed-regular', '@fontsource/roboto-condensed', 'roboto-condensed-latin-400-normal.woff'],
  ['serif', '@fontsource/roboto-slab', 'roboto-slab-latin-700-normal.woff'],
  ['serif-regular', '@fontsource/roboto-slab', 'roboto-slab-latin-400-normal.woff'],
  ['heavy', '@fontsource/archivo-black', 'archivo-black-latin-400-normal.woff'],
  ['mono', '@fontsource/roboto-mono', 'roboto-mono-latin-700-normal.woff'],
  ['condensed-bold', '@fontsource/oswald', 'oswald-latin-700-normal.woff'],
] as const;

let fonts: Font[] | null = null;
function loadFonts(): Font[] {
  fonts ??= FONT_FILES.map(([, pkg, file]) => {
    const b = readFileSync(fontFile(pkg, file));
    return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
  });
  return fonts;
}

/** A coverage bitmap (0-1) with the position of its origin in the owner's units. */
interface Coverage {
  data: Float32Array;
  width: number;
  height: number;
  /** Owner units per bitmap pixel. */
  step: number;
  x0: number;
  y0: number;
}

type Edge = [number, number, number, number];

/** The outline of `text` at `size` (px), baseline at y = 0, as line segments; with its ink box. */
function outline(font: Font, text: string, size: number): { edges: Edge[]; box: [number, number, number, number] } {
  const edges: Edge[] = [];
  let pen = 0;
  let prev: ReturnType<Font['charToGlyph']> | null = null;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const line = (x: number, y: number) => {
    edges.push([cx, cy, x, y]);
    cx = x;
    cy = y;
  };
  for (const ch of text) {
    const glyph = font.charToGlyph(ch);
    if (prev) pen += (font.getKerningValue(prev, glyph) * size) / font.unitsPerEm;
    for (const c of glyph.getPath(pen, 0, size).commands) {
      if (c.type === 'M') {
        cx = sx = c.x!;
        cy = sy = c.y!;
      } else if (c.type === 'L') line(c.x!, c.y!);
      else if (c.type === 'Q') {
        const [x0, y0] = [cx, cy];
        for (let t = 1; t <= 8; t++) {
          const u = t / 8;
          line((1 - u) ** 2 * x0 + 2 * (1 - u) * u * c.x1! + u * u * c.x!, (1 - u) ** 2 * y0 + 2 * (1 - u) * u * c.y1! + u * u * c.y!);
        }
      } else if (c.type === 'C') {
        const [x0, y0] = [cx, cy];
        for (let t = 1; t <= 10; t++) {
          const u = t / 10;
          const a = (1 - u) ** 3;
          const b = 3 * (1 - u) ** 2 * u;
          const d = 3 * (1 - u) * u * u;
          const e = u ** 3;
          line(a * x0 + b * c.x1! + d * c.x2! + e * c.x!, a * y0 + b * c.y1! + d * c.y2! + e * c.y!);
        }
      } else if (c.type === 'Z') line(sx, sy);
    }
    pen += (glyph.advanceWidth * size) / font.unitsPerEm;
    prev = glyph;
  }
  let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x0, y0, x1, y1] of edges) box = [Math.min(box[0], x0, x1), Math.min(box[1], y0, y1), Math.max(box[2], x0, x1), Math.max(box[3], y0, y1)];
  return { edges, box };
}

/** Fills an outline into a coverage bitmap, `step` owner units per pixel, origin so the ink's box is centred on 0,0. */
function rasterise(edges: Edge[], box: [number, number, number, number], step: number): Coverage {
  const SS = 4;
  const [bx0, by0, bx1, by1] = box;
  const width = Math.ceil((bx1 - bx0) / step) + 4;
  const height = Math.ceil((by1 - by0) / step) + 4;
  const x0 = bx0 - 2 * step;
  const y0 = by0 - 2 * step;
  const data = new Float32Array(width * height);
  const crossings: { x: number; dir: number }[] = [];
  for (let sy = 0; sy < height * SS; sy++) {
    const y = y0 + ((sy + 0.5) / SS) * step;
    crossings.length = 0;
    for (const [ax, ay, bx, by] of edges) {
      if (ay === by || (y < ay && y < by) || (y >= ay && y >= by)) continue;
      crossings.push({ x: ax + ((y - ay) * (bx - ax)) / (by - ay), dir: by > ay ? 1 : -1 });
    }
    crossings.sort((a, b) => a.x - b.x);
    let wind = 0;
    const row = Math.floor(sy / SS) * width;
    for (let k = 0; k < crossings.length - 1; k++) {
      wind += crossings[k]!.dir;
      if (wind === 0) continue;
      // The span from this crossing to the next is inside: add its coverage, sub-pixel exact horizontally.
      const xa = (crossings[k]!.x - x0) / step;
      const xb = (crossings[k + 1]!.x - x0) / step;
      for (let px = Math.max(0, Math.floor(xa)); px < Math.min(width, Math.ceil(xb)); px++) {
        const cover = Math.min(px + 1, xb) - Math.max(px, xa);
        if (cover > 0) data[row + px]! += cover / SS;
      }
    }
  }
  for (let i = 0; i < data.length; i++) data[i] = Math.min(1, data[i]!);
  return { data, width, height, step, x0: x0 - (bx0 + bx1) / 2, y0: y0 - (by0 + by1) / 2 };
}

/** Bilinear coverage at owner coordinates. */
function coverageAt(c: Coverage, x: number, y: number): number {
  const fx = (x - c.x0) / c.step - 0.5;
  const fy = (y - c.y0) / c.step - 0.5;
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  if (i < 0 || j < 0 || i + 1 >= c.width || j + 1 >= c.height) return 0;
  const tx = fx - i;
  const ty = fy - j;
  const d = c.data;
  const k = j * c.width + i;
  return (d[k]! * (1 - tx) + d[k + 1]! * tx) * (1 - ty) + (d[k + c.width]! * (1 - tx) + d[k + c.width + 1]! * tx) * ty;
}

// ---------------------------------------------------------------------------------------------------------------
// The scene, in table coordinates; a camera homography maps the photo's pixels onto it

interface Tile {
  label: string;
  colour: TileColour;
  cx: number;
  cy: number;
  w: number;
  h: number;
  cos: number;
  sin: number;
  radius: number;
  face: RGB;
  ink: RGB;
  print: Coverage;
  /** Offset of the label from the face's centre (printing is never quite centred). */
  dx: number;
  dy: number;
  /** The tile's side seen below its face, and its shadow. */
  side: RGB;
  shadow: { dx: number; dy: number; soft: number; strength: number };
  sheen: number;
}

/** Signed distance to a rounded rectangle centred on 0,0 (negative inside). */
function roundedBox(lx: number, ly: number, hw: number, hh: number, r: number): number {
  const qx = Math.abs(lx) - hw + r;
  const qy = Math.abs(ly) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function local(t: { cx: number; cy: number; cos: number; sin: number }, x: number, y: number): [number, number] {
  const dx = x - t.cx;
  const dy = y - t.cy;
  return [dx * t.cos + dy * t.sin, -dx * t.sin + dy * t.cos];
}

interface Occluder {
  /** Coverage 0-1 and colour at a table point, or null where it is not. */
  at(x: number, y: number): [number, RGB] | null;
  /** Its shadow's darkening 0-1 at a point. */
  shade(x: number, y: number): number;
}

const LIGHT_FACES = ['#f1e9d6', '#ece4cf', '#f6f4ee', '#e4dac2', '#d8d2c6', '#cfcac0', '#efe3c4', '#e9e6df'].map(hex);
const DARK_FACES = ['#1b1b1d', '#242424', '#2a2622', '#1e2430', '#302c2a', '#151515'].map(hex);
const DARK_INKS = ['#141414', '#222222', '#2a1f18', '#1d2633', '#3a1414'].map(hex);
const LIGHT_INKS = ['#f4f1ea', '#ffffff', '#efe6cc', '#e0e0e0', '#f5e7b8'].map(hex);
const SKIN = ['#f1c7a5', '#e0ac8a', '#c68e66', '#a86f4c', '#7d4e34', '#f5d5bf'].map(hex);

/** A 3x3 homography as [a,b,c,d,e,f,g,h] (i = 1). */
type Homography = number[];
const project = (m: Homography, x: number, y: number): [number, number] => {
  const w = m[6]! * x + m[7]! * y + 1;
  return [(m[0]! * x + m[1]! * y + m[2]!) / w, (m[3]! * x + m[4]! * y + m[5]!) / w];
};

/** The camera: photo pixel → table point, a tilt (perspective), a turn and a zoom about the photo's centre. */
function camera(r: Rand): Homography {
  const p = r.between(-0.00028, 0.00028);
  const q = r.between(-0.00035, 0.00035);
  const turn = r.between(-0.12, 0.12);
  const zoom = r.between(0.9, 1.1);
  const c = Math.cos(turn) * zoom;
  const s = Math.sin(turn) * zoom;
  // T(centre) · [c -s 0; s c 0; p q 1] · T(-centre), scaled so its last element is 1.
  const ox = W / 2;
  const oy = H / 2;
  const m = [c, -s, 0, s, c, 0, p, q, 1];
  const t = [1, 0, -ox, 0, 1, -oy, 0, 0, 1];
  const back = [1, 0, ox, 0, 1, oy, 0, 0, 1];
  const full = mul3(back, mul3(m, t));
  return full.slice(0, 8).map((x) => x / full[8]!);
}

function mul3(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) out.push(a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!);
  return out;
}

/** The inverse of a homography (table point → photo pixel). */
function invert(m: Homography): Homography {
  const [a, b, c, d, e, f, g, h] = m as [number, number, number, number, number, number, number, number];
  const i = 1;
  const A = e * i - f * h;
  const B = -(b * i - c * h);
  const C = b * f - c * e;
  const D = -(d * i - f * g);
  const E = a * i - c * g;
  const F = -(a * f - c * d);
  const G = d * h - e * g;
  const Hh = -(a * h - b * g);
  const I = a * e - b * d;
  return [A / I, B / I, C / I, D / I, E / I, F / I, G / I, Hh / I];
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

interface Table {
  kind: TableKind;
  at(x: number, y: number): RGB;
}

function table(r: Rand, fontsList: Font[], only?: Force): Table {
  const n = noise2(r.int(1, 1e9));
  const m = noise2(r.int(1, 1e9));
  const drawn = r.pick(['wood', 'wood', 'felt', 'cloth', 'cloth', 'busy', 'busy', 'plain'] as const);
  const kind = only?.table ?? drawn;
  if (kind === 'wood') {
    const light = r.pick(['#8a5a36', '#a87945', '#6b4327', '#c49a6c', '#4f3020'].map(hex));
    const dark = mix(light, [20, 10, 5], r.between(0.3, 0.55));
    const freq = r.between(0.05, 0.16);
    const angle = r.between(-0.3, 0.3) + (r.chance(0.5) ? Math.PI / 2 : 0);
    const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
    const plank = r.between(90, 220);
    return {
      kind,
      at(x, y) {
        const u = x * ca + y * sa;
        const v = -x * sa + y * ca;
        const board = Math.floor(v / plank);
        const warp = n(u * 0.004, v * 0.02 + board * 7) * 6 + m(u * 0.02, v * 0.05) * 0.8;
        const ring = 0.5 + 0.5 * Math.sin((v + warp * 18) * freq + board * 3.1);
        const seam = Math.abs(v - board * plank) < 1.6 || Math.abs(v - (board + 1) * plank) < 1.6 ? 0.55 : 1;
        const c = mix(light, dark, ring ** 3 * 0.8 + n(u * 0.05, v * 0.4) * 0.2);
        return [c[0] * seam, c[1] * seam, c[2] * seam];
      },
    };
  }
  if (kind === 'felt') {
    const base = r.pick(['#1f5a3a', '#23452f', '#2b3f66', '#5a1f24', '#3c3c3c', '#0f3b4a'].map(hex));
    return { kind, at: (x, y) => mix(base, [0, 0, 0], (n(x * 0.3, y * 0.3) - 0.5) * 0.35 + (m(x * 0.01, y * 0.01) - 0.5) * 0.25) };
  }
  if (kind === 'cloth') {
    const a = r.pick(['#c0392b', '#1f4e8c', '#2e7d32', '#6a1b9a', '#333333', '#b8860b'].map(hex));
    const b = r.pick(['#ffffff', '#f2efe6', '#e9e2cf'].map(hex));
    const check = r.between(18, 46);
    const style = r.pick(['gingham', 'stripes', 'tartan'] as const);
    return {
      kind,
      at(x, y) {
        const weave = 0.92 + 0.08 * Math.sin(x * 2.1) * Math.sin(y * 2.3);
        const bx = Math.floor(x / check) & 1;
        const by = Math.floor(y / check) & 1;
        let t: number;
        if (style === 'gingham') t = (bx + by) / 2;
        else if (style === 'stripes') t = bx;
        else t = ((Math.floor(x / (check * 0.4)) % 5 === 0 ? 1 : 0) + (Math.floor(y / (check * 0.4)) % 5 === 0 ? 1 : 0) + bx * 0.6) / 2.6;
        const c = mix(b, a, t);
        return [c[0] * weave, c[1] * weave, c[2] * weave];
      },
    };
  }
  if (kind === 'busy') {
    // Confetti, a floral-ish print of blobs, or newsprint: painted once into a grid of stamps.
    const style = only?.busy ?? r.pick(['confetti', 'print', 'newsprint'] as const);
    const bg = style === 'newsprint' ? hex('#e8e4da') : r.pick(['#f4f0e6', '#fbe9e7', '#263238', '#1a237e', '#fff8e1'].map(hex));
    const palette = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#fb8c00', '#111111', '#ffffff'].map(hex);
    const stamps: { x: number; y: number; r: number; c: RGB; glyph?: Coverage }[] = [];
    const area = 2200 * 1500;
    const count = style === 'confetti' ? area / 900 : style === 'print' ? area / 2600 : area / 700;
    for (let i = 0; i < count; i++) {
      const x = r.between(-500, 1800);
      const y = r.between(-450, 1150);
      if (style === 'newsprint') {
        // Lines of small letters and digits, as on a newspaper left on the table.
        const ch = r.pick([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']);
        const size = r.between(9, 16);
        const { edges, box } = outline(r.pick(fontsList), ch, size);
        if (edges.length > 0) stamps.push({ x: Math.round(x / 9) * 9, y: Math.round(y / 18) * 18, r: size, c: hex('#222222'), glyph: rasterise(edges, box, 0.5) });
      } else stamps.push({ x, y, r: style === 'confetti' ? r.between(2, 7) : r.between(6, 30), c: r.pick(palette) });
    }
    const cell = 64;
    const grid = new Map<string, typeof stamps>();
    for (const s of stamps) {
      for (let gx = Math.floor((s.x - s.r * 2) / cell); gx <= Math.floor((s.x + s.r * 2) / cell); gx++) {
        for (let gy = Math.floor((s.y - s.r * 2) / cell); gy <= Math.floor((s.y + s.r * 2) / cell); gy++) {
          const key = `${gx},${gy}`;
          grid.set(key, [...(grid.get(key) ?? []), s]);
        }
      }
    }
    return {
      kind,
      at(x, y) {
        let c = bg;
        for (const s of grid.get(`${Math.floor(x / cell)},${Math.floor(y / cell)}`) ?? []) {
          const a = s.glyph ? coverageAt(s.glyph, x - s.x, y - s.y) : clamp01(s.r - Math.hypot(x - s.x, (y - s.y) * 1.3) + 0.5);
          if (a > 0) c = mix(c, s.c, a);
        }
        return c;
      },
    };
  }
  const base = r.pick(['#dcd6ca', '#f0f0ee', '#c9c1b0', '#3a3a3a', '#7a7268', '#e6e0d2'].map(hex));
  return { kind, at: (x, y) => mix(base, [0, 0, 0], (n(x * 0.005, y * 0.005) - 0.5) * 0.2 + (m(x * 0.8, y * 0.8) - 0.5) * 0.04) };
}

// ---------------------------------------------------------------------------------------------------------------
// Tiles, occluders, light

function makeTile(r: Rand, label: string, cx: number, cy: number, w: number, angle: number, fontsList: Font[]): Tile {
  const colour: TileColour = r.chance(0.35) ? 'dark' : 'light';
  const h = w * r.between(0.82, 1.08);
  const font = r.pick(fontsList);
  const { edges, box } = outline(font, label, 100);
  const bw = box[2] - box[0];
  const bh = box[3] - box[1];
  // Label height 34-55% of the face, never wider than 84% of it.
  const scale = Math.min((h * r.between(0.34, 0.55)) / bh, (w * 0.84) / bw);
  const scaled = edges.map(([a, b, c, d]) => [a * scale, b * scale, c * scale, d * scale] as Edge);
  const print = rasterise(scaled, [box[0] * scale, box[1] * scale, box[2] * scale, box[3] * scale], 0.5);
  const face = r.pick(colour === 'dark' ? DARK_FACES : LIGHT_FACES);
  return {
    label,
    colour,
    cx,
    cy,
    w,
    h,
    cos: Math.cos(angle),
    sin: Math.sin(angle),
    radius: w * r.between(0.04, 0.18),
    face,
    ink: r.pick(colour === 'dark' ? LIGHT_INKS : DARK_INKS),
    print,
    dx: r.between(-0.04, 0.04) * w,
    dy: r.between(-0.04, 0.04) * h,
    side: mix(face, [0, 0, 0], colour === 'dark' ? 0.3 : 0.28),
    shadow: { dx: r.between(-8, 8), dy: r.between(2, 12), soft: r.between(2, 14), strength: r.between(0.25, 0.6) },
    sheen: r.between(0, 0.12),
  };
}

/** A finger, a coin or a card touching a tile's edge (covering little of the face, never the label's middle). */
function occluder(r: Rand, tile: Tile | null): Occluder {
  const kind = r.pick(['finger', 'coin', 'card'] as const);
  const edge = r.between(0, Math.PI * 2);
  // A point on the tile's rim (or anywhere, on an empty table) and the direction away from the tile.
  const [px, py] = tile ? [tile.cx + Math.cos(edge) * tile.w * 0.55, tile.cy + Math.sin(edge) * tile.h * 0.55] : [r.between(100, 1180), r.between(100, 620)];
  const [ux, uy] = [Math.cos(edge), Math.sin(edge)];
  if (kind === 'finger') {
    const radius = tile ? Math.min(r.between(26, 46), tile.w * 0.24) : r.between(26, 46);
    const skin = r.pick(SKIN);
    // A capsule from the tip (at the rim, reaching a little in) out beyond the photo.
    const tip: [number, number] = [px - ux * radius * 0.6, py - uy * radius * 0.6];
    const far: [number, number] = [tip[0] + ux * 900, tip[1] + uy * 900];
    const dist = (x: number, y: number) => {
      const [ax, ay] = tip;
      const t = clamp01(((x - ax) * (far[0] - ax) + (y - ay) * (far[1] - ay)) / ((far[0] - ax) ** 2 + (far[1] - ay) ** 2));
      return Math.hypot(x - ax - t * (far[0] - ax), y - ay - t * (far[1] - ay)) - radius;
    };
    return {
      at(x, y) {
        const d = dist(x, y);
        if (d > 1) return null;
        const depth = clamp01(-d / radius);
        let c = mix(skin, [0, 0, 0], 0.35 * (1 - Math.sqrt(depth)));
        const nail = Math.hypot(x - tip[0] - ux * radius * 0.55, y - tip[1] - uy * radius * 0.55) < radius * 0.55;
        if (nail) c = mix(c, [255, 225, 220], 0.35);
        return [clamp01(0.5 - d), c];
      },
      shade: (x, y) => 0.45 * clamp01(0.5 - dist(x - 10, y - 14) / 14),
    };
  }
  if (kind === 'coin') {
    const radius = r.between(24, 44);
    const metal = r.pick(['#b87333', '#c0c0c0', '#d4af37', '#9c9c9c'].map(hex));
    const [ox, oy] = [px + ux * radius * 0.7, py + uy * radius * 0.7];
    const bumps = noise2(r.int(1, 1e9));
    return {
      at(x, y) {
        const d = Math.hypot(x - ox, y - oy) - radius;
        if (d > 1) return null;
        const rim = d > -4 ? 0.7 : 1;
        const light = 0.75 + 0.35 * ((x - ox - (y - oy)) / (radius * 2.8)) + (bumps(x * 0.3, y * 0.3) - 0.5) * 0.25;
        return [clamp01(0.5 - d), [metal[0] * light * rim, metal[1] * light * rim, metal[2] * light * rim]];
      },
      shade: (x, y) => 0.5 * clamp01(0.5 - (Math.hypot(x - ox - 4, y - oy - 6) - radius) / 6),
    };
  }
  // A card (money or a certificate), mostly off the tile, its corner over the tile's edge.
  const cw = r.between(180, 320);
  const ch = cw * r.between(0.45, 1.4);
  const angle = r.between(-0.6, 0.6);
  const card = { cx: px + ux * (cw / 2) * 0.95, cy: py + uy * (ch / 2) * 0.95, cos: Math.cos(angle), sin: Math.sin(angle) };
  const paper = r.pick(['#f7f3e8', '#e8f0e0', '#f4e3c8', '#dfe8f4', '#ffffff'].map(hex));
  const band = r.pick(['#2e7d32', '#1565c0', '#c62828', '#6d4c41'].map(hex));
  const amount = outline(r.pick(loadFonts()), r.pick(['$500', '$1000', '$100', '5000', '$300']), Math.min(cw, ch) * 0.28);
  const print = rasterise(amount.edges, amount.box, 0.5);
  return {
    at(x, y) {
      const [lx, ly] = local(card, x, y);
      const d = roundedBox(lx, ly, cw / 2, ch / 2, 8);
      if (d > 1) return null;
      let c = Math.abs(ly) > ch / 2 - ch * 0.15 || Math.abs(lx) > cw / 2 - 10 ? band : paper;
      c = mix(c, [30, 30, 30], coverageAt(print, lx, ly));
      return [clamp01(0.5 - d), c];
    },
    shade(x, y) {
      const [lx, ly] = local(card, x - 5, y - 8);
      return 0.35 * clamp01(0.5 - roundedBox(lx, ly, cw / 2, ch / 2, 8) / 8);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One photo

interface Scene {
  rgb: Float32Array;
  truth: Omit<PhotoTruth, 'file'>;
  quality: number;
}

/** Whether an occluder lies over any part of a tile's label (its middle 70% by 56%, sampled). */
function coversLabel(o: Occluder, t: Tile): boolean {
  for (let i = -5; i <= 5; i++) {
    for (let j = -4; j <= 4; j++) {
      const lx = (i / 5) * t.w * 0.35 + t.dx;
      const ly = (j / 4) * t.h * 0.28 + t.dy;
      if (o.at(t.cx + lx * t.cos - ly * t.sin, t.cy + lx * t.sin + ly * t.cos)) return true;
    }
  }
  return false;
}

function labelSet(r: Rand, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(`${r.int(1, 12)}${'ABCDEFGHI'[r.int(0, 8)]}`);
  return [...out];
}

function placeTiles(r: Rand, layout: Layout, fontsList: Font[], toPhoto: Homography): Tile[] {
  const inFrame = (t: { cx: number; cy: number; w: number; h: number }) =>
    [[-1, -1], [1, -1], [1, 1], [-1, 1]].every(([sx, sy]) => {
      const [u, v] = project(toPhoto, t.cx + (sx! * t.w * 0.75), t.cy + (sy! * t.h * 0.75));
      return u > 12 && v > 12 && u < W - 12 && v < H - 12;
    });
  if (layout === 'empty') return [];
  if (layout === 'close-up') {
    for (let tries = 0; tries < 50; tries++) {
      const w = r.between(300, 480);
      const t = makeTile(r, labelSet(r, 1)[0]!, r.between(500, 780), r.between(300, 420), w, r.between(-0.35, 0.35), fontsList);
      if (inFrame(t)) return [t];
    }
    return [];
  }
  if (layout === 'rack') {
    const n = r.int(3, 6);
    const labels = labelSet(r, n);
    for (let tries = 0; tries < 80; tries++) {
      const w = r.between(110, 170);
      const gap = r.between(3, 14);
      const angle = r.between(-0.3, 0.3);
      const cx = r.between(300, 980);
      const cy = r.between(200, 520);
      const tiles = labels.map((l, i) => {
        const along = (i - (n - 1) / 2) * (w + gap);
        return makeTile(r, l, cx + along * Math.cos(angle), cy + along * Math.sin(angle), w, angle + r.between(-0.04, 0.04), fontsList);
      });
      if (tiles.every(inFrame)) return tiles;
    }
    return [];
  }
  const n = r.int(1, 6);
  const tiles: Tile[] = [];
  for (const l of labelSet(r, n)) {
    for (let tries = 0; tries < 200; tries++) {
      const w = r.between(115, 230);
      const t = makeTile(r, l, r.between(120, 1160), r.between(110, 610), w, r.between(-0.35, 0.35), fontsList);
      if (inFrame(t) && tiles.every((o) => Math.hypot(o.cx - t.cx, o.cy - t.cy) > (o.w + t.w) * 0.78)) {
        tiles.push(t);
        break;
      }
    }
  }
  return tiles;
}

/** A photo's table and layout chosen rather than drawn (for tests that need, say, an empty busy table). */
export interface Force {
  table?: TableKind;
  busy?: 'confetti' | 'print' | 'newsprint';
  layout?: Layout;
}

/** A hard shadow's edge in a photo: the line n·p = c, shaded where n·p > c, its light cut by `depth` there. */
export interface HardShadow {
  nx: number;
  ny: number;
  c: number;
  depth: number;
}

/** Everything a photo shows, drawn from `r` before a pixel is painted. */
function arrange(r: Rand, only?: Force) {
  const fontsList = loadFonts();
  const toTable = camera(r);
  const toPhoto = invert(toTable);
  const desk = table(r, fontsList, only);
  const drawn: Layout = r.chance(0.1) ? 'empty' : r.pick(['loose', 'loose', 'loose', 'rack', 'close-up'] as const);
  const layout = only?.layout ?? drawn;
  const tiles = placeTiles(r, layout, fontsList, toPhoto);
  const occluders: Occluder[] = [];
  const extras = r.chance(layout === 'empty' ? 0.7 : 0.45) ? r.int(1, 2) : 0;
  for (let i = 0; i < extras; i++) {
    // Covering part of a face is fair; covering a label is not (no one could read it): placed again until clear.
    for (let tries = 0; tries < 30; tries++) {
      const o = occluder(r, tiles.length > 0 ? r.pick(tiles) : null);
      if (tiles.every((t) => !coversLabel(o, t))) {
        occluders.push(o);
        break;
      }
    }
  }
  // Light: dim or bright, warm, cool or neutral, a broad gradient; sometimes a hard shadow across the scene.
  const hard = r.chance(0.3) ? { a: r.between(0, Math.PI * 2), at: r.between(-300, 300), soft: r.between(1, 6), depth: r.between(0.35, 0.55) } : null;
  return { toTable, toPhoto, desk, layout, tiles, occluders, hard };
}

/** The hard shadow's edge across a photo (in its pixels, centres at whole coordinates), or null when it has none. */
function shadowEdge(hard: ReturnType<typeof arrange>['hard']): HardShadow | null {
  if (!hard) return null;
  const [nx, ny] = [Math.cos(hard.a), Math.sin(hard.a)];
  // Painted where (u - W/2)·n + (v - H/2)·n' > at, for pixel centres u + 0.5, v + 0.5; in the photo only if it crosses.
  const c = hard.at + (W / 2 - 0.5) * nx + (H / 2 - 0.5) * ny;
  const reaches = Math.abs(hard.at) < (W / 2) * Math.abs(nx) + (H / 2) * Math.abs(ny);
  return reaches ? { nx, ny, c, depth: hard.depth } : null;
}

/** The hard shadow across photo `seed`, without painting it: for tests of finding the shadow. */
export function photoShadow(seed: number, only?: Force): HardShadow | null {
  return shadowEdge(arrange(rand(seed), only).hard);
}

function scene(r: Rand, only?: Force): Scene {
  const { toTable, toPhoto, desk, layout, tiles, occluders, hard } = arrange(r, only);
  // Dim rooms, but not so dim under a hard shadow that a person could not read the tiles either.
  const dim = r.chance(0.3) ? r.between(hard ? 0.6 : 0.4, 0.65) : r.between(0.7, 1.05);
  const tint: RGB = r.pick([[1, 1, 1], [1.05, 0.9, 0.68], [0.82, 0.92, 1.08], [1, 0.95, 0.85]] as RGB[]);
  const gx = r.between(-0.0005, 0.0005);
  const gy = r.between(-0.0006, 0.0006);
  const rgb = new Float32Array(W * H * 3);
  for (let v = 0; v < H; v++) {
    for (let u = 0; u < W; u++) {
      const [x, y] = project(toTable, u + 0.5, v + 0.5);
      let c = desk.at(x, y);
      let shade = 0;
      for (const t of tiles) {
        const [lx, ly] = local(t, x - t.shadow.dx, y - t.shadow.dy);
        if (Math.abs(lx) < t.w && Math.abs(ly) < t.h) shade = Math.max(shade, t.shadow.strength * clamp01(0.5 - roundedBox(lx, ly, t.w / 2, t.h / 2, t.radius) / t.shadow.soft));
      }
      for (const o of occluders) shade = Math.max(shade, o.shade(x, y));
      c = mix(c, [0, 0, 0], shade);
      for (const t of tiles) {
        // The side (thickness) first, shifted towards the camera's bottom, then the face over it.
        const [sx, sy] = local(t, x, y - t.h * 0.035);
        if (Math.abs(sx) < t.w && Math.abs(sy) < t.h) {
          const ds = roundedBox(sx, sy, t.w / 2, t.h / 2, t.radius);
          if (ds < 1) c = mix(c, t.side, clamp01(0.5 - ds));
        }
        const [lx, ly] = local(t, x, y);
        if (Math.abs(lx) > t.w || Math.abs(ly) > t.h) continue;
        const d = roundedBox(lx, ly, t.w / 2, t.h / 2, t.radius);
        if (d > 1) continue;
        // A face: its colour, a little sheen towards one corner, a bevel at its rim, and the printed label.
        let face = mix(t.face, [255, 255, 255], t.sheen * clamp01((lx + ly) / (t.w + t.h) + 0.5));
        if (d > -3) face = mix(face, t.side, 0.25 * (1 + d / 3));
        face = mix(face, t.ink, coverageAt(t.print, lx - t.dx, ly - t.dy) * 0.97);
        c = mix(c, face, clamp01(0.5 - d));
      }
      for (const o of occluders) {
        const hit = o.at(x, y);
        if (hit) c = mix(c, hit[1], hit[0]);
      }
      let light = dim * (1 + gx * (u - W / 2) + gy * (v - H / 2));
      if (hard) {
        const side = (u - W / 2) * Math.cos(hard.a) + (v - H / 2) * Math.sin(hard.a) - hard.at;
        light *= 1 - hard.depth * clamp01(0.5 + side / hard.soft);
      }
      const k = (v * W + u) * 3;
      rgb[k] = c[0] * light * tint[0];
      rgb[k + 1] = c[1] * light * tint[1];
      rgb[k + 2] = c[2] * light * tint[2];
    }
  }
  blur(rgb, r.chance(0.25) ? r.between(1.2, 2.2) : r.between(0.3, 1.1));
  const sigma = r.between(1.5, 9);
  const grain = random(r.int(1, 1e9));
  for (let i = 0; i < W * H; i++) {
    // Gaussian-ish sensor noise (sum of uniforms), mostly in brightness, a little in colour.
    const luma = (grain() + grain() + grain() - 1.5) * 2 * sigma;
    for (let ch = 0; ch < 3; ch++) rgb[i * 3 + ch]! += luma + (grain() - 0.5) * sigma * 0.8;
  }
  return {
    rgb,
    truth: { tiles: tiles.map((t) => t.label), colours: tiles.map((t) => t.colour), table: desk.kind, layout: tiles.length > 0 ? layout : 'empty', centres: tiles.map((t) => project(toPhoto, t.cx, t.cy).map(Math.round) as [number, number]), shadow: shadowEdge(hard) },
    quality: r.int(35, 90),
  };
}

/** A Gaussian blur (three box passes each way). */
function blur(rgb: Float32Array, sigma: number): void {
  const box = Math.max(0, Math.round((Math.sqrt((12 * sigma * sigma) / 3 + 1) - 1) / 2));
  if (box === 0) return;
  const line = new Float32Array(Math.max(W, H) * 3);
  const pass = (n: number, stride: number, lines: number, lineStride: number) => {
    for (let l = 0; l < lines; l++) {
      const base = l * lineStride;
      for (let rep = 0; rep < 3; rep++) {
        for (let i = 0; i < n; i++) for (let ch = 0; ch < 3; ch++) line[i * 3 + ch] = rgb[base + i * stride + ch]!;
        for (let ch = 0; ch < 3; ch++) {
          let acc = 0;
          for (let i = -box; i <= box; i++) acc += line[Math.min(n - 1, Math.max(0, i)) * 3 + ch]!;
          for (let i = 0; i < n; i++) {
            rgb[base + i * stride + ch] = acc / (2 * box + 1);
            acc += line[Math.min(n - 1, i + box + 1) * 3 + ch]! - line[Math.max(0, i - box) * 3 + ch]!;
          }
        }
      }
    }
  };
  pass(W, 3, H, W * 3);
  pass(H, W * 3, W, 3);
}

/** One photo as JPEG bytes, with what it shows. */
export function photo(seed: number, only?: Force): { jpeg: Buffer; truth: Omit<PhotoTruth, 'file'> } {
  const s = scene(rand(seed), only);
  const data = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    for (let ch = 0; ch < 3; ch++) data[i * 4 + ch] = Math.max(0, Math.min(255, Math.round(s.rgb[i * 3 + ch]!)));
    data[i * 4 + 3] = 255;
  }
  return { jpeg: jpeg.encode({ data, width: W, height: H }, s.quality).data, truth: s.truth };
}

/**
 * The photo set in `dir` if this generator made it from `seed` (with tables and layouts chosen as `only` says) with at
 * least `count` photos, else null.
 */
export function existingPhotos(dir: string, count: number, seed: number, only: Force = {}): PhotoTruth[] | null {
  try {
    const set = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8'));
    if (set.generator !== `photos-${PHOTO_GENERATOR}` || set.seed !== seed || set.count < count || JSON.stringify(set.only ?? {}) !== JSON.stringify(only)) return null;
    return (JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as PhotoTruth[]).slice(0, count);
  } catch {
    return null;
  }
}

/**
 * Writes `count` photos (photo i from seed·100003 + i, so any one can be made again alone, with tables and layouts
 * chosen as `only` says) and truth.json.
 */
export function generatePhotos(dir: string, count: number, seed: number, only: Force = {}): PhotoTruth[] {
  mkdirSync(dir, { recursive: true });
  const truth: PhotoTruth[] = [];
  for (let i = 0; i < count; i++) {
    const { jpeg: bytes, truth: t } = photo(seed * 100003 + i, only);
    const file = `${String(i).padStart(3, '0')}.jpg`;
    writeFileSync(join(dir, file), bytes);
    truth.push({ file, ...t });
  }
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 1));
  writeFileSync(join(dir, 'set.json'), JSON.stringify({ generator: `photos-${PHOTO_GENERATOR}`, seed, count, ...(Object.keys(only).length > 0 ? { only } : {}) }));
  return truth;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'test-results/ocr-photos', count = '60', seed = '1'] = process.argv.slice(2);
  const t0 = Date.now();
  const truth = generatePhotos(dir, Number(count), Number(seed));
  console.log(`${truth.length} photos, ${truth.reduce((n, t) => n + t.tiles.length, 0)} labels in ${dir} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
