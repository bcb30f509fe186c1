/**
 * One face's label, made ready for the recogniser: the face cut out of the photo and turned upright, its ink made
 * dark whatever the tile's colour, thresholded inside the face only, and the label's glyphs kept alone, black on
 * white. Pure (plain pixel arrays), for the clean-up worker and Node tests.
 */
import { fromFace, type Face } from './faces.ts';
import { luma, type Pixels } from './pixels.ts';
import { blobs8 } from './blobs.ts';
import { glyphShape } from './glyph-shape.ts';
import type { Glyph, Gray } from './glyph.ts';

export type { Glyph, Gray };
import { otsu } from './otsu.ts';

/**
 * A face's label: the upright, thresholded face and its glyphs (left to right), and how many glyphs they make (2-3;
 * more is printed text).
 */
export interface LabelImage {
  face: Gray;
  glyphs: Glyph[];
  count: number;
  /** Which glyph each pixel's ink belongs to: its index in `glyphs` plus one, 0 for paper. */
  owner: Uint16Array;
  /**
   * One glyph is cut off by the face's edge (it was found too narrow), or the face was made square from a part of it
   * (see labelOfFace): offered, never shown as sure.
   */
  partial: boolean;
  /** Ink runs into the face's edge just before the label, in its line: a glyph may be hidden there (see label.ts). */
  hiddenBefore: boolean;
  /** Ink runs into the face's edge just after the label, in its line: its row letter may be hidden there. */
  hiddenAfter: boolean;
}

/**
 * A label found, or none; the side (-1 left, 1 right) where a glyph of the label runs into the face's edge; and, when
 * no label is found, the edge (-1 top, 1 bottom) the glyphs of a label run into side by side.
 */
interface Found {
  label: LabelImage | null;
  runsOff: -1 | 0 | 1;
  runsOffV: -1 | 0 | 1;
}

/** The face is cut out at this height (px); a label is a third to a half of it. */
const FACE_HEIGHT = 120;
/** The band along the rim left out when choosing the threshold (a bevel, a finger, the table). */
const RIM = 0.07;
/** A label has 2 or 3 glyphs; a row of more is printed text: a banknote's "5000", a card, a newspaper. */
const MOST_GLYPHS = 3;
export const isText = (label: LabelImage) => label.count > MOST_GLYPHS;

/** The glyphs of a label come out about this tall for the recogniser. */
export const GLYPH_HEIGHT = 56;

const h = (b: Glyph) => b.y1 - b.y0 + 1;
const w = (b: Glyph) => b.x1 - b.x0 + 1;

/**
 * A blob this many times wider than tall is two glyphs run together by blur. Label glyphs are mostly taller than wide,
 * but a bold row letter of a wide face is not: on the tuning photos Gs, Hs and As came out up to 1.19 times their
 * height, and the one pair run together ("0C" of a 10C) 1.22.
 */
const TWO_GLYPHS = 1.2;
export const glyphCount = (b: Glyph) => (w(b) > h(b) * TWO_GLYPHS ? 2 : 1);

/**
 * A glyph that is a bare bar: little ink for its height (a bar's ink is its stroke times its length; every other row
 * letter has more strokes), or, in a heavy condensed face, a narrow block nearly all ink (every other row letter has
 * a counter or a gap). A sans-serif I alone is one, which the recogniser will not name.
 */
export function isBar(g: Glyph): boolean {
  const thin = g.area < h(g) * h(g) * 0.3 && w(g) < h(g) * 0.7;
  const block = g.area > w(g) * h(g) * 0.88 && w(g) < h(g) * 0.5;
  return thin || block;
}

/** The face upright at FACE_HEIGHT, as luma with the ink dark (light ink on a dark tile is turned over). */
export function uprightFace(p: Pixels, face: Face): Gray {
  const scale = face.h / FACE_HEIGHT;
  const width = Math.max(8, Math.round(face.w / scale));
  const height = FACE_HEIGHT;
  const out = new Uint8Array(width * height);
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const [x, y] = fromFace(face, (u + 0.5 - width / 2) * scale, (v + 0.5 - height / 2) * scale);
      const l = lumaAt(p, x - 0.5, y - 0.5);
      out[v * width + u] = face.lightInk ? 255 - l : l;
    }
  }
  return { data: out, width, height };
}

function lumaAt(p: Pixels, x: number, y: number): number {
  const x0 = Math.max(0, Math.min(p.width - 2, Math.floor(x)));
  const y0 = Math.max(0, Math.min(p.height - 2, Math.floor(y)));
  const tx = Math.max(0, Math.min(1, x - x0));
  const ty = Math.max(0, Math.min(1, y - y0));
  const at = (xx: number, yy: number) => {
    const k = (yy * p.width + xx) * 4;
    return luma(p.data[k]!, p.data[k + 1]!, p.data[k + 2]!);
  };
  const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
  const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
  return Math.round(top * (1 - ty) + bottom * ty);
}

/**
 * The label of a face: its glyphs, or null when the face holds no label one could read (the face is still a tile:
 * the scanner says so rather than guess). A row of more than 3 glyphs is printed text, not a label (see `isText`).
 */
export function labelImage(p: Pixels, face: Face): LabelImage | null {
  return findLabel(p, face, false).label;
}

/** The label of a face, and where it runs off the face; with `takeCut`, a glyph cut off by the face's edge is kept. */
function findLabel(p: Pixels, face: Face, takeCut: boolean): Found {
  const upright = uprightFace(p, face);
  const first = labelOfGray(upright, takeCut);
  // Glyphs cut across by the face's top or bottom: the face is too short (see labelOfFace), and evening its light out
  // would make a "label" of what shows of them (a bold glyph's stroke, wider than the paper is looked for around
  // each pixel, is paper to it inside).
  if (first.label || first.runsOffV) return first;
  const second = labelOfGray(evenlyLit(upright), takeCut);
  return second.label ? second : { ...second, runsOffV: second.runsOffV || first.runsOffV };
}

/** The label in an upright face, its ink found by one threshold for the whole face. */
function labelOfGray(upright: Gray, takeCut: boolean): Found {
  const none: Found = { label: null, runsOff: 0, runsOffV: 0 };
  const { width, height, data } = upright;
  const mx = Math.round(width * RIM);
  const my = Math.round(height * RIM);
  const inner: number[] = [];
  for (let y = my; y < height - my; y++) for (let x = mx; x < width - mx; x++) inner.push(data[y * width + x]!);
  const t = otsu(inner);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i]! < t ? 1 : 0;
  // Blobs of ink (8-connected); those reaching the face's edge are not the label (a bevel, a shadow, a finger), except
  // a glyph cut off by the left or right edge, which is kept aside.
  const blobs: { box: Glyph; pixels: number[] }[] = [];
  const cutOff: { box: Glyph; pixels: number[] }[] = [];
  const cutOffV: Glyph[] = [];
  const atRim: number[][] = []; // the pixels of every blob reaching the face's edge
  for (const { x0, y0, x1, y1, area, pixels } of blobs8(ink, width, height).blobs) {
    const box = { x0, y0, x1, y1, area };
    const rim = x0 === 0 || y0 === 0 || x1 === width - 1 || y1 === height - 1;
    if (rim) atRim.push(pixels);
    if (!rim) blobs.push({ box, pixels });
    else if ((box.x0 === 0) !== (box.x1 === width - 1) && box.y0 > 0 && box.y1 < height - 1) cutOff.push({ box, pixels });
    else if ((box.y0 === 0) !== (box.y1 === height - 1) && box.x0 > 0 && box.x1 < width - 1) cutOffV.push(box);
  }
  const runsOffV = labelCutAcross(cutOffV, height);
  // Glyphs share one height (digits and capitals): the tallest blob sets it; specks and dust fall below half.
  const tallest = Math.max(0, ...blobs.map((b) => h(b.box)));
  if (tallest < height * 0.15) return { ...none, runsOffV };
  const kept = blobs.filter((b) => h(b.box) >= tallest * 0.6 && b.box.area >= tallest * tallest * 0.04);
  if (kept.length === 0) return { ...none, runsOffV };
  // Ink running into the left or right edge as tall as the glyphs and in their line: a glyph cut off.
  const top = Math.min(...kept.map((b) => b.box.y0));
  const bottom = Math.max(...kept.map((b) => b.box.y1));
  const slack = (bottom - top + 1) * CUT_OFF_SLACK;
  // Next to the label as its glyphs are to each other.
  const left = Math.min(...kept.map((b) => b.box.x0));
  const right = Math.max(...kept.map((b) => b.box.x1));
  const gap = (b: Glyph) => (b.x0 === 0 ? left - b.x1 : b.x0 - right);
  const cut = cutOff.find((b) => Math.abs(b.box.y0 - top) <= slack && Math.abs(b.box.y1 - bottom) <= slack && b.box.area >= tallest * tallest * 0.04 && gap(b.box) > 0 && gap(b.box) <= tallest * CUT_GAP);
  const runsOff = !cut ? 0 : cut.box.x0 === 0 ? -1 : 1;
  const partial = takeCut && cut !== undefined && w(cut.box) >= Math.min(...kept.map((b) => w(b.box))) * CUT_SHOWN;
  if (partial) kept.push(cut);
  // Ink reaching the face's edge in the label's line, from x0 to x1, as much as a glyph has at least.
  const inkToRim = (x0: number, x1: number) =>
    atRim.some((pixels) => {
      const there = pixels.filter((i) => {
        const x = i % width;
        const y = (i - x) / width;
        return y >= top && y <= bottom && x >= x0 && x <= x1;
      });
      return there.length >= tallest * tallest * HIDDEN_INK;
    });
  // Just before the label: a glyph run into a finger, a coin or the tile's rim may be hidden there ("12G" read as
  // "2G"). Just after it, the row letter, run into a card over the tile ("11C" read as "11").
  const hiddenBefore = !partial && inkToRim(left - tallest * CUT_GAP, left - 1);
  const hiddenAfter = !partial && inkToRim(right + 1, right + tallest * CUT_GAP);
  kept.sort((a, b) => a.box.x0 - b.box.x0);
  // Two bars run together at their serifs before the row letter are two glyphs (the row letter may be an H).
  for (let k = kept.length - 2; k >= 0; k--) {
    const halves = twoBars(kept[k]!, width);
    if (halves) kept.splice(k, 1, ...halves);
  }
  const count = kept.reduce((n, b) => n + glyphCount(b.box), 0);
  if (count < 2) return { label: null, runsOff, runsOffV };
  // The label alone: every other pixel is paper.
  const clean = new Uint8Array(width * height).fill(255);
  const owner = new Uint16Array(width * height);
  kept.forEach((b, k) => {
    for (const i of b.pixels) {
      clean[i] = 0;
      owner[i] = k + 1;
    }
  });
  return { label: { face: { data: clean, width, height }, glyphs: kept.map((b) => b.box), count, owner, partial, hiddenBefore, hiddenAfter }, runsOff, runsOffV: 0 };
}

/** A bar runs down this share of a glyph's height at least; the neck between two bars run together, this at most. */
const BAR_TALL = 0.8;
const BETWEEN_BARS = 0.3;

/**
 * A blob before the row letter that is two bars run together at their serifs (a tight italic "11"), cut in two
 * between them; else null. Its columns are two runs of bars, each column inked BAR_TALL of the blob's height, with a
 * column of little ink between (BETWEEN_BARS at most) and no hole: a 0 has one, and its sides are no bars.
 */
function twoBars(b: { box: Glyph; pixels: number[] }, width: number): { box: Glyph; pixels: number[] }[] | null {
  const { x0, x1 } = b.box;
  const bh = h(b.box);
  const columns = new Array<number>(x1 - x0 + 1).fill(0);
  for (const i of b.pixels) columns[(i % width) - x0]!++;
  const bar = columns.map((c) => c >= bh * BAR_TALL);
  const first = bar.indexOf(true);
  if (first < 0) return null;
  let end = first;
  while (end + 1 < bar.length && bar[end + 1]) end++;
  const second = bar.indexOf(true, end + 1);
  if (second < 0) return null;
  // Two runs of bars, not three.
  const afterSecond = bar.indexOf(false, second);
  if (afterSecond >= 0 && bar.indexOf(true, afterSecond) >= 0) return null;
  const between = columns.slice(end + 1, second);
  if (Math.min(...between) > bh * BETWEEN_BARS) return null;
  // No hole, counted as glyph-shape.ts counts them (specks of paper left inside by noise are none).
  const alone = new Uint8Array(width * (b.box.y1 + 1)).fill(255);
  for (const i of b.pixels) alone[i] = 0;
  if (glyphShape({ data: alone, width, height: b.box.y1 + 1 }, b.box).holes > 0) return null;
  // Cut at the column of least ink between the bars.
  const cut = x0 + end + 1 + between.indexOf(Math.min(...between));
  const part = (pixels: number[]) => {
    const xs = pixels.map((i) => i % width);
    const ys = pixels.map((i) => Math.floor(i / width));
    const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), area: pixels.length };
    return { box, pixels };
  };
  return [part(b.pixels.filter((i) => i % width < cut)), part(b.pixels.filter((i) => i % width >= cut))];
}

/**
 * The edge (-1 top, 1 bottom) that a label's glyphs run into side by side, or 0: a face found too short (its rim lost
 * in shadow there) cuts through the label. Two or three blobs into one edge, each at least a tenth of the face tall,
 * not a thin stroke (15% of its box ink), as far into it as each other, side by side a glyph's gap apart.
 */
function labelCutAcross(cut: Glyph[], height: number): -1 | 0 | 1 {
  for (const side of [-1, 1] as const) {
    const run = cut.filter((b) => (side < 0 ? b.y0 === 0 : b.y1 === height - 1) && h(b) >= height * 0.1 && b.area >= h(b) * w(b) * 0.15).sort((a, b) => a.x0 - b.x0);
    if (run.length < 2 || run.length > MOST_GLYPHS) continue;
    const tall = Math.max(...run.map(h));
    const even = run.every((b) => h(b) >= tall * 0.75);
    const apart = run.every((b, k) => k === 0 || (b.x0 > run[k - 1]!.x1 && b.x0 - run[k - 1]!.x1 <= tall * GAP_ACROSS));
    if (even && apart) return side;
  }
  return 0;
}

/** The most space between glyphs cut by the face's top or bottom, as a share of the part that shows. */
const GAP_ACROSS = 1;

/** How far a cut-off glyph's top and bottom may stray from the label's, as a share of its height. */
const CUT_OFF_SLACK = 0.15;
/** Ink before a label, run into the face's edge, that may hide a glyph: as much as a glyph has at least (× height²). */
const HIDDEN_INK = 0.04;
/** A cut-off glyph is read only when this much of it shows: at least this share of the narrowest whole glyph's width. */
const CUT_SHOWN = 0.5;
/** The most a cut-off glyph may stand from the label, as a share of the glyphs' height. */
const CUT_GAP = 0.6;

/** Strokes of ink are at most twice this share of the upright face's height thick. */
const STROKE = 0.08;

/**
 * The face as if evenly lit: each pixel over the paper around it. A hard shadow across a tile darkens part of its paper
 * below its ink elsewhere, so no one threshold separates them. The paper is the face with its ink closed over (the
 * lightest pixel near each, then the darkest of those), which keeps a shadow's edge where it is.
 */
function evenlyLit(face: Gray): Gray {
  const { width, height, data } = face;
  const reach = Math.max(1, Math.round(height * STROKE));
  const paper = spread(spread(data, width, height, reach, Math.max), width, height, reach, Math.min);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round((data[i]! * 255) / Math.max(1, paper[i]!)));
  return { data: out, width, height };
}

/** Each pixel replaced by `pick` of the pixels within `reach` across and down (a square window, done as two passes). */
function spread(a: Uint8Array, width: number, height: number, reach: number, pick: (...v: number[]) => number): Uint8Array {
  const across = new Uint8Array(a.length);
  const out = new Uint8Array(a.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = a[y * width + x]!;
      for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) v = pick(v, a[y * width + k]!);
      across[y * width + x] = v;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = across[y * width + x]!;
      for (let k = Math.max(0, y - reach); k <= Math.min(height - 1, y + reach); k++) v = pick(v, across[k * width + x]!);
      out[y * width + x] = v;
    }
  }
  return out;
}

/** The least gap between two glyphs cut out for the recogniser, as a share of their height. */
const LEAST_GAP = 0.4;

/**
 * Some of a label's glyphs (objects of `label.glyphs`) cut out, padded, scaled to GLYPH_HEIGHT: the image the
 * recogniser reads. Glyphs printed close together are set apart to LEAST_GAP: the recogniser reads two like glyphs
 * close together as one ("11" as "1").
 */
export function cutGlyphs(label: LabelImage, glyphs: Glyph[]): Gray {
  const y0 = Math.min(...glyphs.map((g) => g.y0));
  const y1 = Math.max(...glyphs.map((g) => g.y1));
  const scale = GLYPH_HEIGHT / (y1 - y0 + 1);
  const pad = Math.round(GLYPH_HEIGHT * 0.4);
  const least = Math.round(GLYPH_HEIGHT * LEAST_GAP);
  // Where each glyph starts in the output: after the one before it and its gap, at least the least gap.
  const sorted = [...glyphs].sort((a, b) => a.x0 - b.x0);
  const starts: number[] = [];
  let at = pad;
  sorted.forEach((g, i) => {
    if (i > 0) at += Math.max(least, Math.round((g.x0 - sorted[i - 1]!.x1 - 1) * scale));
    starts.push(at);
    at += Math.round(w(g) * scale);
  });
  const width = at + pad;
  const height = GLYPH_HEIGHT + 2 * pad;
  const out = new Uint8Array(width * height).fill(255);
  const src = label.face;
  sorted.forEach((g, i) => {
    const gw = Math.round(w(g) * scale);
    // Only this glyph's own ink: a neighbour's may reach into its box (a 7's bar over the next glyph).
    const own = label.glyphs.indexOf(g) + 1;
    if (own === 0) throw new Error('cutGlyphs: a glyph that is not one of the label\'s');
    for (let y = 0; y < height; y++) {
      for (let x = starts[i]!; x < starts[i]! + gw; x++) {
        // Nearest sample of the thresholded face.
        const sx = g.x0 + (x - starts[i]!) / scale;
        const sy = y0 + (y - pad) / scale;
        if (sy < y0 - 0.5 || sy > y1 + 0.5) continue;
        const ix = Math.max(g.x0, Math.min(g.x1, Math.round(sx)));
        const iy = Math.max(0, Math.min(src.height - 1, Math.round(sy)));
        if (label.owner[iy * src.width + ix] === own) out[y * width + x] = src.data[iy * src.width + ix]!;
      }
    }
  });
  return { data: out, width, height };
}

/** How far a face is widened, step by step, when its label runs off one side, as shares of its height. */
const WIDEN = [0.08, 0.16, 0.24];

/** How far a face is stretched, step by step, when its label runs off its top or bottom, as shares of its height. */
const STRETCH = [0.1, 0.2, 0.3, 0.4];

/** A face this much longer one way than the other may be a tile's face cut short by its own label. */
const SHORT_SIDE = 0.85;

/**
 * The label of a face, or of the whole tile when the face found was part of it. A wide label can split a face in two,
 * so that only the part on one side of the label is found: its glyphs then run into the found face's edge. A face much
 * longer one way than the other, with no label in it or only one or two blobs counted as glyphs run together, is
 * tried again made square, reaching out on one side, then on the other. A face found
 * too narrow cuts the label's first or last glyph: it is reached out on that side until the glyph is whole, or else the
 * part of the glyph that shows is read (the label marked `partial`). A face found too short (its rim lost in shadow
 * above or below) cuts through the label's glyphs side by side: when nothing else finds the label, the face is
 * stretched on that side until the label is whole. A label found in a face made square is marked partial (offered,
 * never sure): the square was guessed from a part of the face, and may cut off a glyph of a turned label.
 */
export function labelOfFace(p: Pixels, face: Face): LabelImage | null {
  const first = findLabel(p, face, false);
  if (first.runsOff) {
    // Reached out on the side the label runs off, a little at a time (too far and the glyph runs into the tile's own
    // rim or shadow, or a card over it); kept only when it shows the glyph whole.
    for (const share of WIDEN) {
      const reach = face.h * share;
      const [cx, cy] = fromFace(face, (first.runsOff * reach) / 2, 0);
      const wider = findLabel(p, { ...face, w: face.w + reach, cx, cy }, false);
      if (wider.label && wider.label.count > (first.label?.count ?? 0) && wider.label.count <= MOST_GLYPHS && !wider.runsOff) return wider.label;
    }
    // It cannot be seen whole: read as far as it shows.
    const cut = findLabel(p, face, true).label;
    if (cut && cut.count <= MOST_GLYPHS) return cut;
  }
  // One blob counted as two glyphs run together, or two counted as more than a label has, in a face much longer one
  // way than the other: the face may have cut through the label (its rim lost to a shadow or blur), leaving only the
  // glyphs' ends, run together at its edge. Text is a row of blobs, not two.
  const runTogether = first.label !== null && (first.label.glyphs.length < 2 || (first.label.glyphs.length === 2 && isText(first.label)));
  if (first.label && !runTogether) return first.label;
  if (Math.min(face.w, face.h) < Math.max(face.w, face.h) * SHORT_SIDE) {
    const side = Math.max(face.w, face.h);
    // The shift along the short side, in the face's own axes.
    const shift = (side - Math.min(face.w, face.h)) / 2;
    for (const sign of [1, -1]) {
      const [cx, cy] = face.w < face.h ? fromFace(face, sign * shift, 0) : fromFace(face, 0, sign * shift);
      const label = labelImage(p, { ...face, w: side, h: side, cx, cy });
      // Its size and place were guessed from a part of the face: what it shows is offered, never sure.
      if (label && (!runTogether || (label.glyphs.length >= 2 && !isText(label)))) return { ...label, partial: true };
    }
  }
  if (first.label) return first.label;
  if (first.runsOffV) {
    // Reached out across the label's line, on the side it runs off; kept only when the label is then whole.
    for (const share of STRETCH) {
      const reach = face.h * share;
      const [cx, cy] = fromFace(face, 0, (first.runsOffV * reach) / 2);
      const taller = findLabel(p, { ...face, h: face.h + reach, cx, cy }, false);
      if (taller.label && taller.label.count <= MOST_GLYPHS && !taller.runsOff && !taller.runsOffV) return taller.label;
    }
  }
  return null;
}
