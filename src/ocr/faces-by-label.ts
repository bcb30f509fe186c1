/**
 * Faces found from their labels, where no face was found by its colour: a pale tile on a table of nearly its colour, or
 * one whose rim is lost in blur, has a label that still stands out. A label is 2-3 glyphs of one height side by side,
 * and the tile around it is even: the part of the face nearest the label (1.7 label heights tall) holds nothing else,
 * and is of one shade, or of two where a hard shadow's edge crosses it.
 * Text on a busy print, a banknote or a card has more ink around it, or more glyphs in its line.
 */
import { blobs8 } from './blobs.ts';
import { otsu } from './otsu.ts';

/** A face found by its label, in working pixels. */
export interface LabelFace {
  cx: number;
  cy: number;
  w: number;
  h: number;
  angle: number;
  lightInk: boolean;
}

/**
 * Ink stands this far (0-255 luma) from the mean of the window around it. Where no label is found so, one dimmed by a
 * shadow or printed faint is looked for again with ink from FAINT_INK_STEP on.
 */
const INK_STEP = 40;
export const FAINT_INK_STEP = 30;
/** How much taller, in working pixels, a glyph's ink is found with the fainter step: its blurred edge, a pixel a side. */
const FAINT_HALO = 2;
/**
 * The window the mean is taken over: RADIUS working pixels each way. A glyph's stroke is far narrower, but for a bold
 * glyph over 30 px tall: its stroke can fill most of the window, and on a dim face its middle is then no ink.
 */
const RADIUS = 12;
/**
 * A glyph is this tall in working pixels (a tile 60-250 px wide in a 1280 px photo). A caller also looks on a copy half
 * the size, for glyphs from GLYPH_MOST / 4 on: those too big for these (a close-up), and those big enough to be bold
 * past the window.
 */
const GLYPH_LEAST = 12;
export const GLYPH_MOST = 60;
/** Glyphs of one label: heights within this ratio, tops and bottoms this share of the height apart at most. */
const HEIGHTS_ALIKE = 1.3;
const LINE_SLACK = 0.35;
/** A digit is at least this many times taller than wide, or this much of its box at most is ink (a disc is 79%). */
const DIGIT_TALL = 1.3;
const DIGIT_INK = 0.65;
/** The most space between two glyphs of a label, as a share of their height. */
const GAP_MOST = 0.8;
/** How far the boxes of two glyphs of a label may overlap, as a share of their height (italic glyphs lean together). */
const OVERLAP_MOST = 0.2;
/** The most a label's line is turned from level: a tile lies within ±30° of upright. */
const TILT_MOST = Math.PI / 6;
/**
 * Labels of tiles side by side (a rack): a gap of at least this share of their height between them, and this many times
 * the widest gap inside any of them.
 */
const RACK_GAP = 0.4;
const RACK_APART = 3;
/** A blob this narrow for its height, at most, is a bar: a 1, an I or an l, or a tile's rim or its shadow. */
const RIM_BAR = 0.5;
/** The face around a label: this many label heights tall, the label's length and this many heights more wide. */
const FACE_TALL = 1.7;
const FACE_WIDER = 0.4;
/**
 * The face's corners are rounded with this share of its height as their radius: a label nearly as wide as its tile
 * leaves the box's corners on the table.
 */
const CORNER = 0.25;
/** The most of the face around the label that may be ink: a speck, noise. */
const STRAY_INK = 0.015;
/**
 * The face around the label spreads over at most this share of the ink's contrast (its 5th to 95th centile). A dark
 * tile's grain in dim light spreads over nearly half (tuning seed 8's 7D on felt: 62 of 131 levels, 0.47); the 240 empty
 * tables of the tuning sets gave no more chips or hints at this share than at 0.45.
 */
const SPREAD = 0.5;
/** How bright a hard shadow leaves what it falls on, at least and at most, as a share of the lit part's brightness. */
export const SHADE_LEAST = 0.3;
export const SHADE_MOST = 0.9;
/**
 * A hard shadow's edge across the face: each of its two shades at least this share of the paper (the shadowed one
 * SHADE_LEAST to SHADE_MOST as bright as the lit one), and each nearly all (ONE_PIECE) in one piece.
 */
const SHADOW_PART = 0.1;
const ONE_PIECE = 0.9;
/** How far a glyph's blurred edge reaches beyond its ink, in working pixels. */
const HALO = 2;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  id: number;
}

const bh = (b: Blob) => b.y1 - b.y0 + 1;
const bw = (b: Blob) => b.x1 - b.x0 + 1;

/**
 * Faces found by their labels, of either ink, none overlapping `taken` (pixels of faces already found), in a picture's
 * lumas (the working copy faces are looked for on), with glyphs from `least` to GLYPH_MOST tall.
 */
export function facesByLabel(lumas: Float32Array, width: number, height: number, taken: Uint8Array, least = GLYPH_LEAST, step = INK_STEP): LabelFace[] {
  const n = width * height;
  // The mean around each pixel from a summed-area table.
  const sum = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += lumas[y * width + x]!;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + row;
    }
  }
  const mean = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    const ya = Math.max(0, y - RADIUS);
    const yb = Math.min(height, y + RADIUS + 1);
    for (let x = 0; x < width; x++) {
      const xa = Math.max(0, x - RADIUS);
      const xb = Math.min(width, x + RADIUS + 1);
      const s = sum[yb * (width + 1) + xb]! - sum[ya * (width + 1) + xb]! - sum[yb * (width + 1) + xa]! + sum[ya * (width + 1) + xa]!;
      mean[y * width + x] = s / ((yb - ya) * (xb - xa));
    }
  }
  const faces: LabelFace[] = [];
  for (const lightInk of [false, true]) {
    const ink = new Uint8Array(n);
    for (let i = 0; i < n; i++) ink[i] = (lightInk ? lumas[i]! - mean[i]! : mean[i]! - lumas[i]!) > step ? 1 : 0;
    const { blobs, owner } = blobs8(ink, width, height);
    // Fainter ink takes in more of a glyph's blurred edge: it must be as much taller to be as big.
    const lowest = least + (step < INK_STEP ? FAINT_HALO : 0);
    const glyphs = blobs.filter((b) => {
      const h = bh(b);
      return h >= lowest && h <= GLYPH_MOST && bw(b) <= h * 1.2 && b.area >= h * h * 0.06 && b.x0 > 0 && b.y0 > 0 && b.x1 < width - 1 && b.y1 < height - 1;
    });
    for (const line of labelLines(glyphs, blobs)) {
      const face = faceAround(line, lumas, ink, owner, taken, width, height, lightInk);
      if (face && !faces.some((f) => Math.hypot(f.cx - face.cx, f.cy - face.cy) < Math.max(f.h, face.h) / 2)) faces.push(face);
    }
  }
  return faces;
}

/** Whether glyph b follows glyph a in one line of a label: of one height, in line, a label's gap to its right. */
function follows(a: Blob, b: Blob): boolean {
  const h = Math.max(bh(a), bh(b));
  if (h > Math.min(bh(a), bh(b)) * HEIGHTS_ALIKE) return false;
  // A turned label's glyphs step up or down by the line's slope times their distance apart (up to TILT_MOST): their
  // tops and bottoms are compared so stepped.
  const rise = (b.y0 + b.y1 - a.y0 - a.y1) / 2;
  const run = Math.max(1, (b.x0 + b.x1 - a.x0 - a.x1) / 2);
  const slope = Math.min(Math.tan(TILT_MOST), Math.abs(rise / run));
  const step = Math.sign(rise) * slope * run;
  if (Math.abs(a.y0 + step - b.y0) > h * LINE_SLACK || Math.abs(a.y1 + step - b.y1) > h * LINE_SLACK) return false;
  const gap = b.x0 - a.x1 - 1;
  // A turned label's glyph boxes overlap more, by about their height times the line's slope.
  return gap >= -h * (OVERLAP_MOST + slope) && gap <= h * GAP_MOST && b.x0 > a.x0;
}

/**
 * Runs of 2-3 glyphs that follow one another, with no glyph-like blob of their height before or after (text), but for
 * the other labels of a rack.
 */
function labelLines(glyphs: Blob[], all: Blob[]): Blob[][] {
  const sorted = [...glyphs].sort((a, b) => a.x0 - b.x0);
  const next = new Map<Blob, Blob>();
  const hasPrev = new Set<Blob>();
  for (const a of sorted) {
    // The nearest glyph following it.
    const b = sorted.filter((c) => c !== a && follows(a, c)).sort((c, d) => c.x0 - d.x0)[0];
    if (b && !hasPrev.has(b)) {
      next.set(a, b);
      hasPrev.add(b);
    }
  }
  // Every run, split into the labels of tiles side by side where it is a rack's.
  const runs: { chain: Blob[]; parts: Blob[][] }[] = [];
  for (const a of sorted) {
    if (hasPrev.has(a) || !next.has(a)) continue;
    const chain = [a];
    while (next.has(chain[chain.length - 1]!)) chain.push(next.get(chain[chain.length - 1]!)!);
    // Labels of tiles side by side in a rack chain into one run: split where it has a gap far wider than any other.
    runs.push({ chain, parts: rackLabels(chain) });
  }
  // Glyphs of a label-like part of another run: the label of the next tile in a rack, in its own size or face.
  const labelLike = (line: Blob[]) => line.length >= 2 && line.length <= 3 && line.some(isDigitLike);
  const inOtherLabel = new Map<Blob, Blob[]>();
  for (const { parts } of runs) for (const part of parts) if (labelLike(part)) for (const b of part) inOtherLabel.set(b, part);
  const lines: Blob[][] = [];
  for (const { chain, parts } of runs) {
    for (const line of parts) {
      // Every label has a digit.
      if (!labelLike(line)) continue;
      // Any other blob of the line's height just before or after it makes it text, but for the other labels of a
      // rack: of this run, or another label-like run at least a rack's gap away.
      const first = line[0]!;
      const last = line[line.length - 1]!;
      const h = Math.max(...line.map(bh));
      // Before or after the line by its middle: a turned line's boxes overlap ("00" starting where the "1" of a turned
      // "$100" ends).
      const mid = (b: Blob) => (b.x0 + b.x1) / 2;
      const gapTo = (o: Blob) => (o.x1 < first.x0 ? first.x0 - o.x1 : o.x0 - last.x1);
      const rackNeighbour = (o: Blob) => (parts.length > 1 && chain.includes(o)) || (inOtherLabel.has(o) && inOtherLabel.get(o) !== line && gapTo(o) >= h * RACK_GAP);
      const others = all.filter((o) => !line.includes(o) && !rackNeighbour(o) && bw(o) <= bh(o) * 1.2 && bh(o) >= h * 0.6 && bh(o) <= h * 1.4 && o.y1 > first.y0 && o.y0 < first.y1 && ((mid(o) < mid(first) && first.x0 - o.x1 <= h * 1.2) || (mid(o) > mid(last) && o.x0 - last.x1 <= h * 1.2)));
      // Text is a row of letters. A bar alone, or bars stacked (a tile's rim or its shadow, slanted and broken), is no
      // text; a bar beside another blob of the row may be a letter.
      const bar = (o: Blob) => bw(o) <= bh(o) * RIM_BAR;
      const beside = (o: Blob, q: Blob) => (o.x1 < q.x0 || q.x1 < o.x0) && Math.min(o.y1, q.y1) - Math.max(o.y0, q.y0) >= Math.min(bh(o), bh(q)) / 2;
      const near = others.some((o) => !bar(o) || others.some((q) => q !== o && beside(o, q)));
      if (!near) lines.push(line);
    }
  }
  return lines;
}

/** Shaped like a digit: taller than wide, or strokes around counters (confetti's dots are solid discs). */
const isDigitLike = (b: Blob) => bh(b) >= bw(b) * DIGIT_TALL || b.area <= bw(b) * bh(b) * DIGIT_INK;

/**
 * A run of glyphs as the labels of tiles side by side: split at each gap of RACK_GAP heights or more that is also
 * RACK_APART times the widest gap left inside the labels, when every part is then 2-3 glyphs with a digit (text's
 * word gaps are not so much wider than its letter gaps). Otherwise the run as it is.
 */
function rackLabels(chain: Blob[]): Blob[][] {
  if (chain.length < 4) return [chain];
  const h = Math.max(...chain.map(bh));
  const gaps = chain.slice(1).map((b, k) => b.x0 - chain[k]!.x1 - 1);
  const wide = gaps.map((g) => g >= h * RACK_GAP);
  const inside = Math.max(1, ...gaps.filter((_, k) => !wide[k]));
  const parts: Blob[][] = [[chain[0]!]];
  chain.slice(1).forEach((b, k) => (wide[k] && gaps[k]! >= inside * RACK_APART ? parts.push([b]) : parts[parts.length - 1]!.push(b)));
  return parts.length > 1 && parts.every((p) => p.length >= 2 && p.length <= 3 && p.some(isDigitLike)) ? parts : [chain];
}

/**
 * The face around a label line, when the part of it nearest the label is even (or shaded in two) and holds nothing
 * else, lies wholly in the picture and overlaps no face already found; otherwise null.
 */
function faceAround(line: Blob[], lumas: Float32Array, ink: Uint8Array, owner: Int32Array, taken: Uint8Array, width: number, height: number, lightInk: boolean): LabelFace | null {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const centre = (b: Blob): [number, number] => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  const [ax, ay] = centre(first);
  const [zx, zy] = centre(last);
  const angle = Math.atan2(zy - ay, zx - ax);
  if (Math.abs(angle) > TILT_MOST) return null;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The label's extent along and across its line, from its glyphs' ink (their boxes overstate it when turned).
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  const mx = (Math.min(...line.map((b) => b.x0)) + Math.max(...line.map((b) => b.x1))) / 2;
  const my = (Math.min(...line.map((b) => b.y0)) + Math.max(...line.map((b) => b.y1))) / 2;
  for (const b of line) {
    for (let y = b.y0; y <= b.y1; y++) {
      for (let x = b.x0; x <= b.x1; x++) {
        if (owner[y * width + x] !== b.id) continue;
        const u = (x + 0.5 - mx) * cos + (y + 0.5 - my) * sin;
        const v = -(x + 0.5 - mx) * sin + (y + 0.5 - my) * cos;
        u0 = Math.min(u0, u - 0.5);
        u1 = Math.max(u1, u + 0.5);
        v0 = Math.min(v0, v - 0.5);
        v1 = Math.max(v1, v + 0.5);
      }
    }
  }
  const lh = v1 - v0;
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  const cx = mx + cu * cos - cv * sin;
  const cy = my + cu * sin + cv * cos;
  const fh = (v1 - v0) * FACE_TALL;
  const fw = u1 - u0 + lh * FACE_WIDER;
  // The face's pixels: none taken, none off the picture, all but specks paper of one even shade.
  const ids = new Set(line.map((b) => b.id));
  const paper: number[] = [];
  const paperAt: number[] = []; // where each paper value is, its pixel's index
  const inkValues: number[] = [];
  let stray = 0;
  const reach = Math.ceil(Math.hypot(fw, fh) / 2);
  const corner = fh * CORNER;
  const nearLabel = (x: number, y: number) => {
    for (let dy = -HALO; dy <= HALO; dy++) {
      for (let dx = -HALO; dx <= HALO; dx++) {
        const j = (y + dy) * width + x + dx;
        if (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height && ids.has(owner[j]!)) return true;
      }
    }
    return false;
  };
  for (let y = Math.floor(cy - reach); y <= Math.ceil(cy + reach); y++) {
    for (let x = Math.floor(cx - reach); x <= Math.ceil(cx + reach); x++) {
      const u = (x + 0.5 - cx) * cos + (y + 0.5 - cy) * sin;
      const v = -(x + 0.5 - cx) * sin + (y + 0.5 - cy) * cos;
      if (Math.abs(u) > fw / 2 || Math.abs(v) > fh / 2) continue;
      if (x < 0 || y < 0 || x >= width || y >= height) return null;
      const i = y * width + x;
      if (taken[i]) return null;
      // A tile's corners are rounded: what lies in the box's corners past them is the table.
      const du = Math.abs(u) - (fw / 2 - corner);
      const dv = Math.abs(v) - (fh / 2 - corner);
      if (du > 0 && dv > 0 && du * du + dv * dv > corner * corner) continue;
      if (ids.has(owner[i]!)) {
        inkValues.push(lumas[i]!);
        continue;
      }
      // The glyphs' blurred edges are neither ink nor paper.
      if (nearLabel(x, y)) continue;
      if (ink[i]) stray++;
      paper.push(lumas[i]!);
      paperAt.push(i);
    }
  }
  if (stray > paper.length * STRAY_INK) return null;
  inkValues.sort((a, b) => a - b);
  const inkMid = at(inkValues, 0.5);
  if (!even([...paper].sort((a, b) => a - b), inkMid) && !shadedInTwo(paper, paperAt, width, inkMid)) return null;
  return { cx: cx + 0.5, cy: cy + 0.5, w: fw, h: fh, angle, lightInk };
}

/** The value below which a share `q` of the sorted values `a` lie. */
const at = (a: number[], q: number) => a[Math.min(a.length - 1, Math.floor(a.length * q))]!;

/**
 * Whether sorted paper values are of one even shade: spread (5th to 95th centile) over at most SPREAD of the ink's
 * contrast.
 */
function even(sorted: number[], inkMid: number): boolean {
  return at(sorted, 0.95) - at(sorted, 0.05) <= Math.abs(at(sorted, 0.5) - inkMid) * SPREAD;
}

/**
 * Whether the paper is one even shade in two parts, lit and in shadow: a hard shadow's edge across the tile. Each part
 * is even on its own and at least SHADOW_PART of the paper, the shadowed one SHADE_LEAST to SHADE_MOST as bright as
 * the lit one, and each lies in one piece (nearly all of it joined), as the two sides of an edge do; a check cloth's or
 * a print's two shades lie in many pieces.
 */
function shadedInTwo(paper: number[], paperAt: number[], width: number, inkMid: number): boolean {
  const sorted = [...paper].sort((a, b) => a - b);
  const cut = otsu(sorted.map((v) => Math.min(255, Math.max(0, Math.round(v)))));
  const dark = sorted.filter((v) => v < cut);
  const light = sorted.filter((v) => v >= cut);
  if (dark.length < paper.length * SHADOW_PART || light.length < paper.length * SHADOW_PART) return false;
  if (!even(dark, inkMid) || !even(light, inkMid)) return false;
  const ratio = (at(dark, 0.5) + 1) / (at(light, 0.5) + 1);
  if (ratio < SHADE_LEAST || ratio > SHADE_MOST) return false;
  // Each part in one piece: its largest 4-connected run of pixels holds nearly all of it.
  const isDark = new Map<number, boolean>();
  paper.forEach((v, k) => isDark.set(paperAt[k]!, v < cut));
  const seen = new Set<number>();
  const largest = { dark: 0, light: 0 };
  for (const [start, shade] of isDark) {
    if (seen.has(start)) continue;
    seen.add(start);
    const run = [start];
    for (let k = 0; k < run.length; k++) {
      const i = run[k]!;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (isDark.get(j) === shade && !seen.has(j)) {
          seen.add(j);
          run.push(j);
        }
      }
    }
    if (shade) largest.dark = Math.max(largest.dark, run.length);
    else largest.light = Math.max(largest.light, run.length);
  }
  return largest.dark >= dark.length * ONE_PIECE && largest.light >= light.length * ONE_PIECE;
}
