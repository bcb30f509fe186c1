/**
 * The first board-photo generator (issue 37): a phone's photo of an Acquire board on a table, ray-cast in Node. The
 * scene is a height field in centimetres (the table at 0, the board, its ridges or printed grid, the tiles with their
 * labels, hotel markers standing on tiles, a card lying across an edge) and a hand of spheres held above it; every
 * pixel casts a ray from a camera tilted 0-40° from straight down, from any side, through a lens with radial
 * distortion, and is lit by ambient light, a lamp with hard shadows (a second ray toward it), an edge of shadow from
 * something out of the picture, glare on plastic and uneven or dim light; then sensor noise and JPEG.
 * Five board looks: grey plastic with ridges, black with ivory tiles, cream printed, yellow plastic tray, paper.
 * Photos without a board show the table with loose tiles, cards and sometimes a grid that is not a board.
 *
 * Writes DIR/NNN.jpg and DIR/truth.json. `npx tsx scripts/board-photos.mts [DIR] [COUNT] [SEED]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { hex, mix, noise2, rand, type Rand, type RGB } from './ocr-photos.mts';

/** Bumped whenever scenes change, so a set made by an older version is made again. */
export const BOARD_GENERATOR = 1;

const W = 1280;
const H = 720;
const COLUMNS = 12;
const ROWS = 9;
const ROW_LETTERS = 'ABCDEFGHI';

export type BoardLook = 'grey-grid' | 'black' | 'cream' | 'yellow-tray' | 'paper';
export type LightKind = 'even' | 'dim' | 'uneven' | 'hard-shadow' | 'glare';

/** What one photo shows. */
export interface BoardTruth {
  file: string;
  board: boolean;
  look: BoardLook | null;
  /** The camera's tilt from straight down, degrees. */
  tilt: number;
  light: LightKind;
  /** The spaces holding a tile, by name ("7C"). */
  occupied: string[];
  /** Spaces less than half of whose top can be seen (under a hand, a card, a marker, or out of the picture). */
  hidden: string[];
  /** Spaces partly hidden (50-85% seen): any answer but a wrong one is fair. */
  partly: string[];
  /** What the game has entered: the occupied spaces, with a difference or two in some photos. */
  ledger: string[];
  /** The grid's outer corners in the photo, at 1A, 12A, 12I and 1I (null without a board). */
  corners: [number, number][] | null;
  /** The board's width in the photo as a share of the photo's. */
  widthShare: number;
}

export const tileName = (c: number, r: number) => `${c + 1}${ROW_LETTERS[r]}`;

// ---------------------------------------------------------------------------------------------------------------
// Labels: a 5x7 bitmap font for the digits and A-I, sampled smoothly

const GLYPHS: Record<string, string> = {
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11110 00001 00001 01110 00001 00001 11110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
};

/** Whether the label `text`, `size` cm tall and centred on 0,0, has ink at (x, y) (in cm, y down). */
function labelInk(text: string, size: number, x: number, y: number): boolean {
  const cell = size / 7;
  const width = (text.length * 6 - 1) * cell;
  const gx = Math.floor((x + width / 2) / cell);
  const gy = Math.floor((y + size / 2) / cell);
  if (gy < 0 || gy >= 7 || gx < 0) return false;
  const ch = Math.floor(gx / 6);
  const col = gx % 6;
  if (ch >= text.length || col === 5) return false;
  return GLYPHS[text[ch]!]!.split(' ')[gy]![col] === '1';
}

// ---------------------------------------------------------------------------------------------------------------
// The scene

interface Look {
  name: BoardLook;
  board: RGB;
  space: RGB;
  line: RGB;
  ink: RGB;
  /** Half the width of a grid line, as a share of a space. */
  line2: number;
  /** Ridges between the spaces stand this high (cm); 0 for a printed grid. */
  ridge: number;
  thickness: number;
  tileFaces: RGB[];
  gloss: number;
}

const LOOKS: Look[] = [
  { name: 'grey-grid', board: hex('#85898d'), space: hex('#6b6f74'), line: hex('#9a9ea3'), ink: hex('#8d9196'), line2: 0.07, ridge: 0.22, thickness: 0.6, tileFaces: ['#efe6d2', '#f3eee2', '#e6dcc3'].map(hex), gloss: 0.5 },
  { name: 'black', board: hex('#1d1d20'), space: hex('#232327'), line: hex('#55565c'), ink: hex('#3c3d42'), line2: 0.03, ridge: 0, thickness: 0.4, tileFaces: ['#f1ead8', '#ece3cc', '#f6f2e8'].map(hex), gloss: 0.25 },
  { name: 'cream', board: hex('#e6dcc0'), space: hex('#e9e0c6'), line: hex('#7d6c4c'), ink: hex('#a8987a'), line2: 0.025, ridge: 0, thickness: 0.35, tileFaces: ['#232323', '#2c2a28', '#efe6d2', '#d9c9a3'].map(hex), gloss: 0.15 },
  { name: 'yellow-tray', board: hex('#e2b53a'), space: hex('#d9aa2c'), line: hex('#ecc24d'), ink: hex('#b88d1f'), line2: 0.08, ridge: 0.3, thickness: 0.7, tileFaces: ['#8f9296', '#2a2a2c', '#b9bcc0'].map(hex), gloss: 0.6 },
  { name: 'paper', board: hex('#f2f0ea'), space: hex('#f4f2ec'), line: hex('#9fa3a8'), ink: hex('#c4c6c9'), line2: 0.02, ridge: 0, thickness: 0.04, tileFaces: ['#e3d6b6', '#262626', '#d2c4a0'].map(hex), gloss: 0.05 },
];

const CHAIN_COLOURS = ['#d62828', '#f2c230', '#2a9d8f', '#1d4ed8', '#7c3aed', '#f97316', '#16a34a'].map(hex);
const SKIN = ['#f1c7a5', '#e0ac8a', '#c68e66', '#a86f4c', '#7d4e34'].map(hex);

/** What a height-field cell is: its surface's colour, height, gloss, and the board space it belongs to (or -1). */
interface Field {
  res: number;
  x0: number;
  y0: number;
  nx: number;
  ny: number;
  height: Float32Array;
  albedo: Float32Array;
  gloss: Float32Array;
  /** The board space (0-107) whose top the cell is (space or tile top), or -1. */
  space: Int16Array;
  /** 1 where the cell is something lying over the board that is neither space nor tile (card, marker). */
  cover: Uint8Array;
  top: number;
}

interface Sphere {
  x: number;
  y: number;
  z: number;
  r: number;
}

interface Scene {
  field: Field;
  table: (x: number, y: number) => RGB;
  hand: Sphere[];
  skin: RGB;
  camera: Camera;
  light: { dir: [number, number, number]; direct: number; ambient: number; spec: number; edge: { nx: number; ny: number; c: number; soft: number; depth: number } | null; lamp: { x: number; y: number; reach: number } | null };
  exposure: number;
  tint: RGB;
  noise: number;
  blur: boolean;
  quality: number;
}

interface Camera {
  pos: [number, number, number];
  right: [number, number, number];
  down: [number, number, number];
  forward: [number, number, number];
  f: number;
  cx: number;
  cy: number;
  k1: number;
}

type V3 = [number, number, number];
const norm = (v: V3): V3 => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The photo pixel of a world point (lens distortion included), or null behind the camera. */
function toPixel(cam: Camera, p: V3): [number, number] | null {
  const d: V3 = [p[0] - cam.pos[0], p[1] - cam.pos[1], p[2] - cam.pos[2]];
  const z = dot(d, cam.forward);
  if (z <= 0) return null;
  const xu = dot(d, cam.right) / z;
  const yu = dot(d, cam.down) / z;
  const k = 1 + cam.k1 * (xu * xu + yu * yu);
  return [cam.cx + cam.f * xu * k, cam.cy + cam.f * yu * k];
}

/** The ray through a photo pixel (the distortion undone by a few fixed-point steps). */
function ray(cam: Camera, px: number, py: number): V3 {
  const xd = (px - cam.cx) / cam.f;
  const yd = (py - cam.cy) / cam.f;
  let xu = xd;
  let yu = yd;
  for (let i = 0; i < 4; i++) {
    const k = 1 + cam.k1 * (xu * xu + yu * yu);
    xu = xd / k;
    yu = yd / k;
  }
  return norm([cam.forward[0] + cam.right[0] * xu + cam.down[0] * yu, cam.forward[1] + cam.right[1] * xu + cam.down[1] * yu, cam.forward[2] + cam.right[2] * xu + cam.down[2] * yu]);
}

interface Hit {
  t: number;
  p: V3;
  n: V3;
  albedo: RGB;
  gloss: number;
  /** The height-field cell hit, or -1 (the table beyond the field, or the hand). */
  cell: number;
  hand: boolean;
}

/** The first thing a ray from `o` along `d` (d[2] < 0) meets: the hand's spheres, the height field, or the table. */
function trace(s: Scene, o: V3, d: V3): Hit | null {
  let best: Hit | null = null;
  for (const sp of s.hand) {
    const oc: V3 = [o[0] - sp.x, o[1] - sp.y, o[2] - sp.z];
    const b = dot(oc, d);
    const c = dot(oc, oc) - sp.r * sp.r;
    const disc = b * b - c;
    if (disc < 0) continue;
    const t = -b - Math.sqrt(disc);
    if (t > 1e-4 && (!best || t < best.t)) {
      const p: V3 = [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t];
      best = { t, p, n: norm([p[0] - sp.x, p[1] - sp.y, p[2] - sp.z]), albedo: [s.skin[0] / 255, s.skin[1] / 255, s.skin[2] / 255], gloss: 0.05, cell: -1, hand: true };
    }
  }
  const hf = marchField(s.field, o, d, best?.t ?? Infinity);
  if (hf) return hf;
  if (best) return best;
  if (d[2] >= 0) return null;
  const t = -o[2] / d[2];
  const p: V3 = [o[0] + d[0] * t, o[1] + d[1] * t, 0];
  const c = s.table(p[0], p[1]);
  return { t, p, n: [0, 0, 1], albedo: [c[0] / 255, c[1] / 255, c[2] / 255], gloss: 0.02, cell: -1, hand: false };
}

/** Walks the height field's cells along the ray (Amanatides-Woo) until it passes under a cell's top, before `limit`. */
function marchField(f: Field, o: V3, d: V3, limit: number): Hit | null {
  // From where the ray comes down to the field's top to where it would reach the table, if going down; a ray going up
  // (toward the lamp) from inside the field walks until it rises above the top.
  let tStart: number;
  let tEnd: number;
  if (d[2] < 0) {
    tStart = Math.max(0, (o[2] - f.top) / -d[2]);
    tEnd = o[2] / -d[2];
  } else {
    tStart = 0;
    tEnd = d[2] > 1e-9 ? (f.top - o[2]) / d[2] : 1e3;
  }
  tEnd = Math.min(tEnd, limit);
  if (tStart >= tEnd) return null;
  // Clip to the field's box in x, y.
  const x1 = f.x0 + f.nx * f.res;
  const y1 = f.y0 + f.ny * f.res;
  for (const [oa, da, lo, hi] of [[o[0], d[0], f.x0, x1], [o[1], d[1], f.y0, y1]] as const) {
    if (Math.abs(da) < 1e-12) {
      if (oa < lo || oa > hi) return null;
      continue;
    }
    let ta = (lo - oa) / da;
    let tb = (hi - oa) / da;
    if (ta > tb) [ta, tb] = [tb, ta];
    tStart = Math.max(tStart, ta);
    tEnd = Math.min(tEnd, tb);
  }
  if (tStart >= tEnd) return null;
  const eps = 1e-7;
  const t = tStart + eps;
  let gx = Math.min(f.nx - 1, Math.max(0, Math.floor((o[0] + d[0] * t - f.x0) / f.res)));
  let gy = Math.min(f.ny - 1, Math.max(0, Math.floor((o[1] + d[1] * t - f.y0) / f.res)));
  const stepX = d[0] > 0 ? 1 : -1;
  const stepY = d[1] > 0 ? 1 : -1;
  const nextX = (gx + (stepX > 0 ? 1 : 0)) * f.res + f.x0;
  const nextY = (gy + (stepY > 0 ? 1 : 0)) * f.res + f.y0;
  let tMaxX = Math.abs(d[0]) < 1e-12 ? Infinity : (nextX - o[0]) / d[0];
  let tMaxY = Math.abs(d[1]) < 1e-12 ? Infinity : (nextY - o[1]) / d[1];
  const tDeltaX = Math.abs(d[0]) < 1e-12 ? Infinity : f.res / Math.abs(d[0]);
  const tDeltaY = Math.abs(d[1]) < 1e-12 ? Infinity : f.res / Math.abs(d[1]);
  let enteredBy: 'x' | 'y' | null = null;
  let tIn = tStart;
  while (tIn < tEnd) {
    const k = gy * f.nx + gx;
    const h = f.height[k]!;
    const tOut = Math.min(tMaxX, tMaxY, tEnd);
    const zIn = o[2] + d[2] * tIn;
    const zOut = o[2] + d[2] * tOut;
    if (zIn <= h + 1e-9 && enteredBy !== null) {
      // Came in through the side of a raised cell.
      const n: V3 = enteredBy === 'x' ? [-stepX, 0, 0] : [0, -stepY, 0];
      return surface(f, k, tIn, o, d, n, 0.82);
    }
    if (d[2] < 0 && zOut <= h) {
      const tHit = (h - o[2]) / d[2];
      return surface(f, k, Math.max(tIn, tHit), o, d, [0, 0, 1], 1);
    }
    if (tMaxX < tMaxY) {
      gx += stepX;
      tIn = tMaxX;
      tMaxX += tDeltaX;
      enteredBy = 'x';
    } else {
      gy += stepY;
      tIn = tMaxY;
      tMaxY += tDeltaY;
      enteredBy = 'y';
    }
    if (gx < 0 || gy < 0 || gx >= f.nx || gy >= f.ny) return null;
  }
  return null;
}

function surface(f: Field, k: number, t: number, o: V3, d: V3, n: V3, side: number): Hit {
  const a: RGB = [f.albedo[k * 3]! * side, f.albedo[k * 3 + 1]! * side, f.albedo[k * 3 + 2]! * side];
  return { t, p: [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t], n, albedo: a, gloss: f.gloss[k]!, cell: k, hand: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Building a scene

/** Force parts of a scene (tests and held-out categories). */
export interface BoardForce {
  board?: boolean;
  look?: BoardLook;
  light?: LightKind;
  tilt?: number;
  tiles?: number;
  /** Exactly these spaces hold a tile (a game's board, for the app's browser tests), rather than `tiles` at random. */
  occupied?: string[];
  hand?: boolean;
  /** In a photo without a board, a grid that is not a board: squared paper or a chess board (else one in three, either). */
  decoy?: 'squared' | 'chess';
  /** The ledger's difference: none, a tile not entered, an entry not on the table. */
  difference?: 'none' | 'notEntered' | 'notOnTable';
}

/** The space a tile names ("7C" → column 6, row 2). */
function cellOf(name: string): number {
  const m = /^(1[0-2]|[1-9])([A-I])$/.exec(name);
  if (!m) throw new Error(`not a space: ${name}`);
  return ROW_LETTERS.indexOf(m[2]!) * COLUMNS + Number(m[1]) - 1;
}

/** Chains grow as tiles are placed next to each other: `n` spaces, in clusters. */
function occupy(r: Rand, n: number): Set<number> {
  const taken = new Set<number>();
  while (taken.size < n) {
    const grow = taken.size > 0 && r.chance(0.65);
    if (grow) {
      const from = r.pick([...taken]);
      const c = from % COLUMNS;
      const row = Math.floor(from / COLUMNS);
      const [dc, dr] = r.pick([[1, 0], [-1, 0], [0, 1], [0, -1]] as const);
      const nc = c + dc;
      const nr = row + dr;
      if (nc >= 0 && nc < COLUMNS && nr >= 0 && nr < ROWS) taken.add(nr * COLUMNS + nc);
    } else taken.add(r.int(0, COLUMNS * ROWS - 1));
  }
  return taken;
}

function tableTexture(r: Rand): (x: number, y: number) => RGB {
  const n = noise2(r.int(1, 1e9));
  const m = noise2(r.int(1, 1e9));
  const kind = r.pick(['wood', 'wood', 'felt', 'gingham', 'plain', 'confetti'] as const);
  const angle = r.between(0, Math.PI);
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  if (kind === 'wood') {
    const light = r.pick(['#8a5a36', '#a87945', '#6b4327', '#c49a6c', '#4f3020'].map(hex));
    const dark = mix(light, [20, 10, 5], r.between(0.3, 0.5));
    return (x, y) => {
      const u = x * ca + y * sa;
      const v = -x * sa + y * ca;
      const ring = 0.5 + 0.5 * Math.sin(v * 2.2 + n(u * 0.05, v * 0.3) * 5);
      return mix(light, dark, ring ** 3 * 0.7 + m(u * 0.3, v * 2) * 0.3);
    };
  }
  if (kind === 'felt') {
    const base = r.pick(['#1f5a3a', '#23452f', '#2b3f66', '#5a1f24', '#3c3c3c', '#141414'].map(hex));
    return (x, y) => mix(base, [0, 0, 0], (n(x * 3, y * 3) - 0.5) * 0.3 + (m(x * 0.05, y * 0.05) - 0.5) * 0.3);
  }
  if (kind === 'gingham') {
    const a = r.pick(['#c0392b', '#1f4e8c', '#2e7d32', '#333333'].map(hex));
    const b = hex('#f2efe6');
    const check = r.between(1.2, 3.5);
    return (x, y) => {
      const u = x * ca + y * sa;
      const v = -x * sa + y * ca;
      return mix(b, a, ((Math.floor(u / check) & 1) + (Math.floor(v / check) & 1)) / 2);
    };
  }
  if (kind === 'confetti') {
    const base = r.pick(['#f4f0e6', '#263238', '#fff8e1'].map(hex));
    const palette = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#111111'].map(hex);
    return (x, y) => {
      const cx = Math.floor(x / 3);
      const cy = Math.floor(y / 3);
      const h = n(cx * 7.1, cy * 3.3);
      if (h > 0.55) {
        const dx = x - (cx + 0.5) * 3;
        const dy = y - (cy + 0.5) * 3;
        if (dx * dx + dy * dy < 0.6) return palette[Math.floor(m(cx * 1.7, cy * 2.3) * palette.length * 7) % palette.length]!;
      }
      return base;
    };
  }
  const base = r.pick(['#d9d2c5', '#b8b2a7', '#f0ede6', '#5d5a55'].map(hex));
  return (x, y) => mix(base, [0, 0, 0], (n(x * 0.2, y * 0.2) - 0.5) * 0.12);
}

interface Layout {
  look: Look;
  s: number;
  margin: number;
  occupied: Set<number>;
  tiles: Map<number, { face: RGB; ink: RGB; dx: number; dy: number; size: number; turn: number; thick: number }>;
  markers: Map<number, RGB>;
  card: { cx: number; cy: number; w: number; h: number; turn: number; colour: RGB } | null;
  loose: { x: number; y: number; turn: number; size: number; face: RGB }[];
  /** A grid that is not an Acquire board (squared paper, a chess board), in photos without a board. */
  decoy: { x0: number; y0: number; n: number; m: number; pitch: number; chess: boolean } | null;
}

function buildField(r: Rand, L: Layout, withBoard: boolean, table: (x: number, y: number) => RGB): Field {
  const { look, s, margin } = L;
  const gridW = COLUMNS * s;
  const gridH = ROWS * s;
  const pad = 12;
  const res = 0.07;
  const x0 = -margin - pad;
  const y0 = -margin - pad;
  const nx = Math.ceil((gridW + 2 * (margin + pad)) / res);
  const ny = Math.ceil((gridH + 2 * (margin + pad)) / res);
  const height = new Float32Array(nx * ny);
  const albedo = new Float32Array(nx * ny * 3);
  const gloss = new Float32Array(nx * ny);
  const space = new Int16Array(nx * ny).fill(-1);
  const cover = new Uint8Array(nx * ny);
  const grain = noise2(r.int(1, 1e9));
  const paperWrinkle = noise2(r.int(1, 1e9));
  let top = 0;
  const set = (k: number, h: number, c: RGB, g: number) => {
    height[k] = h;
    albedo[k * 3] = c[0] / 255;
    albedo[k * 3 + 1] = c[1] / 255;
    albedo[k * 3 + 2] = c[2] / 255;
    gloss[k] = g;
    if (h > top) top = h;
  };
  const labelSize = s * r.between(0.24, 0.34);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const k = j * nx + i;
      const x = x0 + (i + 0.5) * res;
      const y = y0 + (j + 0.5) * res;
      if (!withBoard || x < -margin || y < -margin || x > gridW + margin || y > gridH + margin) {
        set(k, 0, table(x, y), 0.02);
        continue;
      }
      const u = x / s;
      const v = y / s;
      const c = Math.floor(u);
      const row = Math.floor(v);
      const inGrid = u >= 0 && v >= 0 && u < COLUMNS && v < ROWS;
      const base = look.thickness + (look.name === 'paper' ? paperWrinkle(x * 0.3, y * 0.3) * 0.05 : 0);
      const tex = 1 + (grain(x * 4, y * 4) - 0.5) * 0.06;
      if (!inGrid) {
        // The margin: the board's own colour; the outermost grid line where it meets the grid.
        const near = Math.min(Math.abs(u), Math.abs(u - COLUMNS), Math.abs(v), Math.abs(v - ROWS));
        const onEdge = near < look.line2 && u > -look.line2 && v > -look.line2 && u < COLUMNS + look.line2 && v < ROWS + look.line2;
        const col = onEdge ? look.line : look.board;
        set(k, base + (onEdge ? look.ridge : 0), [col[0] * tex, col[1] * tex, col[2] * tex], look.gloss);
        continue;
      }
      const fu = u - c;
      const fv = v - row;
      const edge = Math.min(fu, 1 - fu, fv, 1 - fv);
      if (edge < look.line2) {
        set(k, base + look.ridge, [look.line[0] * tex, look.line[1] * tex, look.line[2] * tex], look.gloss);
        continue;
      }
      const ink = labelInk(tileName(c, row), labelSize, (fu - 0.5) * s, (fv - 0.5) * s);
      const col = ink ? look.ink : look.space;
      set(k, base, [col[0] * tex, col[1] * tex, col[2] * tex], look.gloss * 0.8);
      space[k] = row * COLUMNS + c;
    }
  }
  // Tiles, each a little off its space's centre and turned; its label printed on its top.
  const base = withBoard ? look.thickness : 0;
  for (const [cell, t] of L.tiles) {
    const cxw = ((cell % COLUMNS) + 0.5) * s + t.dx;
    const cyw = (Math.floor(cell / COLUMNS) + 0.5) * s + t.dy;
    stamp(cxw, cyw, t.size, t.size, t.turn, (k, lx, ly) => {
      const rim = Math.max(Math.abs(lx), Math.abs(ly)) > t.size / 2 - 0.06;
      const ink = labelInk(tileName(cell % COLUMNS, Math.floor(cell / COLUMNS)), t.size * 0.3, lx, ly);
      const c = ink ? t.ink : rim ? mix(t.face, [0, 0, 0], 0.12) : t.face;
      set(k, base + t.thick, c, 0.35);
      space[k] = cell;
    });
  }
  for (const t of L.loose) {
    stamp(t.x, t.y, t.size, t.size, t.turn, (k) => set(k, 0.4, t.face, 0.3));
  }
  // Hotel markers stand on tiles.
  for (const [cell, colour] of L.markers) {
    const t = L.tiles.get(cell)!;
    const cxw = ((cell % COLUMNS) + 0.5) * s + t.dx;
    const cyw = (Math.floor(cell / COLUMNS) + 0.5) * s + t.dy;
    const size = s * r.between(0.45, 0.6);
    const tall = r.between(1, 1.8);
    stamp(cxw, cyw, size, size, t.turn + r.between(-0.3, 0.3), (k) => {
      set(k, base + t.thick + tall, colour, 0.5);
      space[k] = -1;
      cover[k] = 1;
    });
  }
  if (L.card) {
    const c = L.card;
    // Lies flat on whatever is under it (tiles hold it up).
    let under = 0;
    stamp(c.cx, c.cy, c.w, c.h, c.turn, (k) => (under = Math.max(under, height[k]!)));
    stamp(c.cx, c.cy, c.w, c.h, c.turn, (k, lx, ly) => {
      const band = Math.abs(ly) > c.h / 2 - 0.8 || Math.abs(lx) > c.w / 2 - 0.5;
      set(k, under + 0.03, band ? mix(c.colour, [40, 40, 40], 0.5) : c.colour, 0.1);
      space[k] = -1;
      cover[k] = 1;
    });
  }
  if (L.decoy) {
    const g = L.decoy;
    for (let a = 0; a < g.n; a++) {
      for (let b = 0; b < g.m; b++) {
        stamp(g.x0 + (a + 0.5) * g.pitch, g.y0 + (b + 0.5) * g.pitch, g.pitch, g.pitch, 0, (k, lx, ly) => {
          const line = Math.max(Math.abs(lx), Math.abs(ly)) > g.pitch / 2 - 0.04;
          const dark = g.chess && (a + b) % 2 === 1;
          set(k, 0.05, line && !g.chess ? hex('#6f8fb0') : dark ? hex('#3b2a20') : hex('#efe9dc'), 0.05);
        });
      }
    }
  }
  return { res, x0, y0, nx, ny, height, albedo, gloss, space, cover, top: top + 0.01 };

  /** Calls `paint` for every field cell inside a turned rectangle, with the cell's position in the rectangle. */
  function stamp(cx: number, cy: number, w: number, h: number, turn: number, paint: (k: number, lx: number, ly: number) => void) {
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const reach = Math.hypot(w, h) / 2;
    const i0 = Math.max(0, Math.floor((cx - reach - x0) / res));
    const i1 = Math.min(nx - 1, Math.ceil((cx + reach - x0) / res));
    const j0 = Math.max(0, Math.floor((cy - reach - y0) / res));
    const j1 = Math.min(ny - 1, Math.ceil((cy + reach - y0) / res));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const dx = x0 + (i + 0.5) * res - cx;
        const dy = y0 + (j + 0.5) * res - cy;
        const lx = dx * cos + dy * sin;
        const ly = -dx * sin + dy * cos;
        if (Math.abs(lx) <= w / 2 && Math.abs(ly) <= h / 2) paint(j * nx + i, lx, ly);
      }
    }
  }
}

/** The camera: tilted `tilt` from straight down, from azimuth `azimuth`, the board `share` of the photo's width. */
function placeCamera(r: Rand, corners: V3[], tilt: number, azimuth: number, share: number): Camera {
  const centre: V3 = [(corners[0]![0] + corners[2]![0]) / 2 + r.between(-2, 2), (corners[0]![1] + corners[2]![1]) / 2 + r.between(-2, 2), 0];
  const f = W / 2 / Math.tan((r.between(58, 72) * Math.PI) / 360);
  const k1 = r.between(-0.03, 0.02);
  const roll = r.between(-0.12, 0.12);
  const dir: V3 = [Math.sin(tilt) * Math.cos(azimuth), Math.sin(tilt) * Math.sin(azimuth), Math.cos(tilt)];
  const forward = norm([-dir[0], -dir[1], -dir[2]]);
  // The image's "down" points to the side of the board nearest the camera. The board's y runs down its rows (as it is
  // printed) while z points up from the table, so its picture is unmirrored with right = forward × down.
  const toward: V3 = [Math.cos(azimuth), Math.sin(azimuth), 0];
  let down = norm([toward[0] - forward[0] * dot(toward, forward), toward[1] - forward[1] * dot(toward, forward), toward[2] - forward[2] * dot(toward, forward)]);
  let right = cross(forward, down);
  // A little roll about the view.
  const [c, sn] = [Math.cos(roll), Math.sin(roll)];
  [right, down] = [norm([right[0] * c + down[0] * sn, right[1] * c + down[1] * sn, right[2] * c + down[2] * sn]), norm([down[0] * c - right[0] * sn, down[1] * c - right[1] * sn, down[2] * c - right[2] * sn])];
  const at = (dist: number): Camera => ({ pos: [centre[0] + dir[0] * dist, centre[1] + dir[1] * dist, dir[2] * dist], right, down, forward, f, cx: W / 2, cy: H / 2, k1 });
  const extent = (cam: Camera) => {
    const pts = corners.map((p) => toPixel(cam, p)!);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), x0: Math.min(...xs), y0: Math.min(...ys) };
  };
  // The distance giving the width asked for, no taller than the photo: found by bisection.
  let lo = 5;
  let hi = 2000;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const e = extent(at(mid));
    if (e.w > share * W || e.h > 0.94 * H) lo = mid;
    else hi = mid;
  }
  const cam = at(hi);
  // Placed somewhere wholly in the photo.
  const e = extent(cam);
  cam.cx += r.between(4, Math.max(4, W - e.w - 4)) - e.x0;
  cam.cy += r.between(4, Math.max(4, H - e.h - 4)) - e.y0;
  return cam;
}

function makeScene(seed: number, only: BoardForce = {}): { scene: Scene; truth: Omit<BoardTruth, 'file' | 'hidden' | 'partly'>; layout: Layout } {
  const r = rand(seed);
  const withBoard = only.board ?? r.chance(0.88);
  const look = only.look ? LOOKS.find((l) => l.name === only.look)! : r.pick(LOOKS);
  const s = r.between(2.6, 3.1);
  const margin = r.between(0.6, 3.5);
  const count = withBoard ? (only.tiles ?? (r.chance(0.05) ? 0 : r.int(1, 85))) : 0;
  const occupied = only.occupied && withBoard ? new Set(only.occupied.map(cellOf)) : occupy(r, count);
  const tiles: Layout['tiles'] = new Map();
  const faceChoice = r.pick(look.tileFaces);
  for (const cell of occupied) {
    const face = mix(faceChoice, [128, 128, 128], r.between(-0.04, 0.04));
    const dark = face[0] + face[1] + face[2] < 300;
    tiles.set(cell, { face, ink: dark ? hex('#e8e4da') : hex('#1c1c1c'), dx: r.between(-0.06, 0.06) * s, dy: r.between(-0.06, 0.06) * s, size: s * r.between(0.86, 0.94), turn: r.between(-0.05, 0.05), thick: r.between(0.3, 0.45) });
  }
  const markers: Layout['markers'] = new Map();
  const markerCount = occupied.size > 0 && r.chance(0.6) ? r.int(1, Math.min(7, occupied.size)) : 0;
  for (let i = 0; i < markerCount; i++) markers.set(r.pick([...occupied]), CHAIN_COLOURS[i]!);
  const gridW = COLUMNS * s;
  const gridH = ROWS * s;
  const edgePoint = (): [number, number] => {
    const side = r.int(0, 3);
    const t = r.between(0.1, 0.9);
    return side === 0 ? [t * gridW, -margin] : side === 1 ? [gridW + margin, t * gridH] : side === 2 ? [t * gridW, gridH + margin] : [-margin, t * gridH];
  };
  const card = r.chance(withBoard ? 0.2 : 0.5) ? (() => {
    const [x, y] = edgePoint();
    return { cx: x, cy: y, w: r.between(5.5, 9), h: r.between(8, 15), turn: r.between(0, Math.PI), colour: r.pick(['#f4f1e8', '#dff0d8', '#fbe3c3', '#e8e8f4'].map(hex)) };
  })() : null;
  const loose: Layout['loose'] = [];
  const looseCount = withBoard ? (r.chance(0.3) ? r.int(1, 6) : 0) : r.int(0, 12);
  for (let i = 0; i < looseCount; i++) {
    const away = withBoard ? r.pick([[-margin - r.between(3, 9), r.between(0, gridH)], [gridW + margin + r.between(3, 9), r.between(0, gridH)]] as const) : [r.between(-5, gridW + 5), r.between(-5, gridH + 5)];
    loose.push({ x: away[0], y: away[1], turn: r.between(0, Math.PI), size: s * 0.9, face: r.pick(look.tileFaces) });
  }
  const decoy = !withBoard && (only.decoy !== undefined || r.chance(0.35)) ? { x0: r.between(-4, 8), y0: r.between(-4, 6), n: r.int(6, 16), m: r.int(6, 12), pitch: r.between(1.5, 3.5), chess: only.decoy === undefined ? r.chance(0.5) : only.decoy === 'chess' } : null;
  const layout: Layout = { look, s, margin, occupied, tiles, markers, card, loose, decoy };
  const table = tableTexture(r);
  const field = buildField(r, layout, withBoard, table);

  // A hand held over an edge.
  const hand: Sphere[] = [];
  if (only.hand ?? r.chance(0.25)) {
    const [hx, hy] = edgePoint();
    const toward = Math.atan2(gridH / 2 - hy, gridW / 2 - hx) + r.between(-0.5, 0.5);
    const lift = r.between(2.5, 7);
    const palm = { x: hx - Math.cos(toward) * 4, y: hy - Math.sin(toward) * 4, z: lift + 1.5 };
    for (let i = 0; i < 6; i++) hand.push({ x: palm.x + r.between(-2, 2), y: palm.y + r.between(-2, 2), z: palm.z + r.between(-0.5, 0.5), r: r.between(2.5, 3.5) });
    const fingers = r.int(2, 4);
    for (let fi = 0; fi < fingers; fi++) {
      const a = toward + (fi - (fingers - 1) / 2) * 0.28;
      const len = r.between(5, 8.5);
      for (let k = 0; k <= 8; k++) hand.push({ x: palm.x + Math.cos(a) * (3 + (len * k) / 8), y: palm.y + Math.sin(a) * (3 + (len * k) / 8), z: lift + 0.2 - k * 0.1, r: 0.8 });
    }
  }

  const corners: V3[] = [[0, 0, look.thickness], [gridW, 0, look.thickness], [gridW, gridH, look.thickness], [0, gridH, look.thickness]];
  const tilt = only.tilt ?? r.between(0, 40);
  const camera = placeCamera(r, withBoard ? corners : corners.map((c) => [c[0], c[1], 0] as V3), (tilt * Math.PI) / 180, r.between(0, Math.PI * 2), r.between(0.4, 0.95));
  const lightKind = only.light ?? r.pick(['even', 'even', 'dim', 'uneven', 'hard-shadow', 'glare'] as const);
  const elevation = r.between(0.5, 1.35);
  const az = r.between(0, Math.PI * 2);
  const light: Scene['light'] = {
    dir: [Math.cos(elevation) * Math.cos(az), Math.cos(elevation) * Math.sin(az), Math.sin(elevation)],
    direct: lightKind === 'hard-shadow' ? r.between(0.6, 0.8) : r.between(0.35, 0.6),
    ambient: lightKind === 'hard-shadow' ? r.between(0.25, 0.35) : r.between(0.45, 0.65),
    spec: lightKind === 'glare' ? r.between(0.6, 1.2) : r.between(0, 0.25),
    edge: lightKind === 'hard-shadow' ? (() => {
      const a = r.between(0, Math.PI * 2);
      return { nx: Math.cos(a), ny: Math.sin(a), c: Math.cos(a) * gridW * r.between(0.2, 0.8) + Math.sin(a) * gridH * r.between(0.2, 0.8), soft: r.between(0.05, 0.6), depth: r.between(0.45, 0.7) };
    })() : null,
    lamp: lightKind === 'uneven' ? { x: r.between(-10, gridW + 10), y: r.between(-10, gridH + 10), reach: r.between(15, 35) } : null,
  };
  if (lightKind === 'glare') {
    // The lamp's reflection falls on the board: its direction mirrors the camera's about the vertical.
    const v = norm([camera.pos[0] - gridW / 2, camera.pos[1] - gridH / 2, camera.pos[2]]);
    light.dir = norm([-v[0] + r.between(-0.15, 0.15), -v[1] + r.between(-0.15, 0.15), v[2]]);
  }
  const scene: Scene = {
    field,
    table,
    hand,
    skin: r.pick(SKIN),
    camera,
    light,
    exposure: lightKind === 'dim' ? r.between(0.3, 0.5) : r.between(0.85, 1.1),
    tint: r.pick([[1, 1, 1], [1.06, 0.92, 0.72], [0.85, 0.94, 1.08]] as RGB[]),
    noise: lightKind === 'dim' ? r.between(4, 9) : r.between(1, 4),
    blur: r.chance(0.4),
    quality: r.int(45, 92),
  };
  const names = [...occupied].sort((a, b) => a - b).map((c) => tileName(c % COLUMNS, Math.floor(c / COLUMNS)));
  const pixelCorners = withBoard ? corners.map((c) => toPixel(camera, c)!) : null;
  const share = pixelCorners ? (Math.max(...pixelCorners.map((p) => p[0])) - Math.min(...pixelCorners.map((p) => p[0]))) / W : 0;
  return {
    scene,
    layout,
    truth: { board: withBoard, look: withBoard ? look.name : null, tilt: Math.round(tilt * 10) / 10, light: lightKind, occupied: names, ledger: names, corners: pixelCorners, widthShare: Math.round(share * 1000) / 1000 },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Painting

function shade(s: Scene, hit: Hit, view: V3): RGB {
  const L = s.light;
  let direct = L.direct * Math.max(0, dot(hit.n, L.dir));
  if (direct > 0) {
    const o: V3 = [hit.p[0] + hit.n[0] * 0.01, hit.p[1] + hit.n[1] * 0.01, hit.p[2] + hit.n[2] * 0.01];
    if (traceBlocks(s, o, L.dir)) direct = 0;
  }
  if (L.edge) {
    const d = hit.p[0] * L.edge.nx + hit.p[1] * L.edge.ny - L.edge.c;
    const t = Math.min(1, Math.max(0, d / L.edge.soft + 0.5));
    direct *= 1 - t * L.edge.depth * 1.6;
    if (direct < 0) direct = 0;
  }
  let light = L.ambient + direct;
  if (L.lamp) {
    const dd = Math.hypot(hit.p[0] - L.lamp.x, hit.p[1] - L.lamp.y) / L.lamp.reach;
    light *= 0.45 + 0.9 / (1 + dd * dd);
  }
  let spec = 0;
  if (hit.gloss > 0 && direct > 0) {
    const h = norm([L.dir[0] - view[0], L.dir[1] - view[1], L.dir[2] - view[2]]);
    spec = L.spec * hit.gloss * Math.max(0, dot(hit.n, h)) ** 60 * 255;
  }
  return [hit.albedo[0] * 255 * light + spec, hit.albedo[1] * 255 * light + spec, hit.albedo[2] * 255 * light + spec];
}

/** Whether something really stands between the point and the lamp (the hand, or the height field going up). */
function traceBlocks(s: Scene, o: V3, d: V3): boolean {
  for (const sp of s.hand) {
    const oc: V3 = [o[0] - sp.x, o[1] - sp.y, o[2] - sp.z];
    const b = dot(oc, d);
    const c = dot(oc, oc) - sp.r * sp.r;
    if (b * b - c >= 0 && -b - Math.sqrt(b * b - c) > 0) return true;
  }
  return marchUp(s.field, o, d);
}

/** A ray going up from inside the height field: does it pass through a cell higher than itself before rising out? */
function marchUp(f: Field, o: V3, d: V3): boolean {
  if (d[2] <= 0) return false;
  const tEnd = (f.top - o[2]) / d[2];
  if (tEnd <= 0) return false;
  const step = f.res * 0.7;
  const horizontal = Math.hypot(d[0], d[1]);
  const dt = horizontal > 1e-9 ? step / horizontal : tEnd;
  for (let t = dt; t < tEnd; t += dt) {
    const x = o[0] + d[0] * t;
    const y = o[1] + d[1] * t;
    const i = Math.floor((x - f.x0) / f.res);
    const j = Math.floor((y - f.y0) / f.res);
    if (i < 0 || j < 0 || i >= f.nx || j >= f.ny) return false;
    if (f.height[j * f.nx + i]! > o[2] + d[2] * t) return true;
  }
  return false;
}

/** Which spaces can be seen: the share of sample points on each space's top that the camera sees directly. */
function visibility(s: Scene, layout: Layout): { hidden: string[]; partly: string[] } {
  const hidden: string[] = [];
  const partly: string[] = [];
  const { s: pitch, look } = layout;
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    const c = cell % COLUMNS;
    const row = Math.floor(cell / COLUMNS);
    const t = layout.tiles.get(cell);
    const z = look.thickness + (t ? t.thick : 0);
    let seen = 0;
    let total = 0;
    for (let a = 0; a < 5; a++) {
      for (let b = 0; b < 5; b++) {
        total++;
        const p: V3 = [(c + 0.2 + a * 0.15) * pitch + (t?.dx ?? 0), (row + 0.2 + b * 0.15) * pitch + (t?.dy ?? 0), z];
        const px = toPixel(s.camera, p);
        if (!px || px[0] < 0 || px[1] < 0 || px[0] >= W || px[1] >= H) continue;
        const o = s.camera.pos;
        const d = norm([p[0] - o[0], p[1] - o[1], p[2] - o[2]]);
        const hit = trace(s, o, d);
        if (!hit || hit.hand) continue;
        const k = hit.cell;
        const reach = Math.hypot(p[0] - o[0], p[1] - o[1], p[2] - o[2]);
        if (k >= 0 && s.field.space[k] === cell && Math.abs(hit.t - reach) < 0.4) seen++;
      }
    }
    const share = seen / total;
    if (share < 0.5) hidden.push(tileName(c, row));
    else if (share < 0.85) partly.push(tileName(c, row));
  }
  return { hidden, partly };
}

/** One photo as JPEG bytes, with what it shows. */
export function boardPhoto(seed: number, only: BoardForce = {}): { jpeg: Buffer; truth: Omit<BoardTruth, 'file'> } {
  const { scene: s, truth, layout } = makeScene(seed, only);
  const r = rand(seed ^ 0x5bd1e995);
  const rgb = new Float32Array(W * H * 3);
  const cam = s.camera;
  for (let py = 0; py < H; py++) {
    for (let px = 0; px < W; px++) {
      const d = ray(cam, px + 0.5, py + 0.5);
      const hit = trace(s, cam.pos, d);
      const c = hit ? shade(s, hit, d) : ([0, 0, 0] as RGB);
      // Vignetting, as a phone's lens darkens its corners.
      const vx = (px - W / 2) / W;
      const vy = (py - H / 2) / H;
      const vig = 1 - 0.35 * (vx * vx + vy * vy);
      const k = (py * W + px) * 3;
      for (let ch = 0; ch < 3; ch++) rgb[k + ch] = c[ch]! * s.exposure * s.tint[ch]! * vig;
    }
  }
  if (s.blur) blur3(rgb);
  const data = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const g = gauss(r) * s.noise;
    for (let ch = 0; ch < 3; ch++) data[i * 4 + ch] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + ch]! + g + gauss(r) * s.noise * 0.4)));
    data[i * 4 + 3] = 255;
  }
  const { hidden, partly } = truth.board ? visibility(s, layout) : { hidden: [], partly: [] };
  // The ledger: what the game entered, sometimes with a difference.
  const occupied = new Set(truth.occupied);
  const kind = only.difference ?? r.pick(['none', 'none', 'notEntered', 'notOnTable'] as const);
  let ledger = [...truth.occupied];
  const visible = (name: string) => !hidden.includes(name) && !partly.includes(name);
  if (truth.board && kind === 'notEntered') {
    const choices = truth.occupied.filter(visible);
    if (choices.length > 0) {
      const gone = choices[Math.floor(r() * choices.length)]!;
      ledger = ledger.filter((t) => t !== gone);
    }
  } else if (truth.board && kind === 'notOnTable') {
    const empty: string[] = [];
    for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
      const name = tileName(cell % COLUMNS, Math.floor(cell / COLUMNS));
      if (!occupied.has(name) && visible(name)) empty.push(name);
    }
    if (empty.length > 0) ledger.push(empty[Math.floor(r() * empty.length)]!);
  }
  return { jpeg: jpeg.encode({ data, width: W, height: H }, s.quality).data, truth: { ...truth, hidden, partly, ledger } };
}

function gauss(r: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

function blur3(a: Float32Array): void {
  const tmp = new Float32Array(a.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      for (let ch = 0; ch < 3; ch++) {
        const xl = Math.max(0, x - 1);
        const xr = Math.min(W - 1, x + 1);
        tmp[(y * W + x) * 3 + ch] = (a[(y * W + xl) * 3 + ch]! + a[(y * W + x) * 3 + ch]! * 2 + a[(y * W + xr) * 3 + ch]!) / 4;
      }
    }
  }
  for (let y = 0; y < H; y++) {
    const yu = Math.max(0, y - 1);
    const yd = Math.min(H - 1, y + 1);
    for (let x = 0; x < W; x++) {
      for (let ch = 0; ch < 3; ch++) a[(y * W + x) * 3 + ch] = (tmp[(yu * W + x) * 3 + ch]! + tmp[(y * W + x) * 3 + ch]! * 2 + tmp[(yd * W + x) * 3 + ch]!) / 4;
    }
  }
}

/**
 * The set in `dir` if this generator made it from `seed` with at least `count` photos, forced as `only` (a set made
 * otherwise forced, or before the force was written down, is made again), else null.
 */
export function existingBoardPhotos(dir: string, count: number, seed: number, only: BoardForce = {}): BoardTruth[] | null {
  try {
    const set = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8'));
    if (set.generator !== `board-photos-${BOARD_GENERATOR}` || set.seed !== seed || set.count < count) return null;
    if (JSON.stringify(set.only ?? {}) !== JSON.stringify(only)) return null;
    return (JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as BoardTruth[]).slice(0, count);
  } catch {
    return null;
  }
}

/** Writes `count` photos (photo i from seed·100003 + i, so any one can be made again alone) and truth.json. */
export function generateBoardPhotos(dir: string, count: number, seed: number, only: BoardForce = {}): BoardTruth[] {
  mkdirSync(dir, { recursive: true });
  const truth: BoardTruth[] = [];
  for (let i = 0; i < count; i++) {
    const { jpeg: bytes, truth: t } = boardPhoto(seed * 100003 + i, only);
    const file = `${String(i).padStart(3, '0')}.jpg`;
    writeFileSync(join(dir, file), bytes);
    truth.push({ file, ...t });
  }
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 1));
  writeFileSync(join(dir, 'set.json'), JSON.stringify({ generator: `board-photos-${BOARD_GENERATOR}`, seed, count, only }));
  return truth;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'test-results/board-photos', count = '20', seed = '1'] = process.argv.slice(2);
  const t0 = Date.now();
  const truth = generateBoardPhotos(dir, Number(count), Number(seed));
  console.log(`${truth.length} photos (${truth.filter((t) => t.board).length} with a board) in ${dir} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
