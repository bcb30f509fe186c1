/**
 * Finding tile faces in a photo, before any reading: a face is a patch of one even colour (ivory, beige, grey, black)
 * shaped like a rounded rectangle, with its printed label as a hole in the middle. Only what lies inside a face is
 * ever read: the segmentation of a photo into surfaces and faces. Pure (plain pixel arrays), so it runs in the clean-up
 * worker and in Node tests alike; its pixel work is in pixels.ts, its outline geometry in geometry.ts.
 */
import { FAINT_INK_STEP, facesByLabel, GLYPH_MOST, SHADE_LEAST, SHADE_MOST, type LabelFace } from './faces-by-label.ts';
import { hull, insideConvex, leastRectangle, type Point } from './geometry.ts';
import { boxBlur3, evenLight, luma, quantile, shrink, type Pixels, type Shrunk } from './pixels.ts';

/** A tile face found in a photo, in the photo's pixels: its centre, size, how it is turned, and its ink. */
export interface Face {
  cx: number;
  cy: number;
  /** Width and height along the face's own axes (the axes nearest the photo's, so a tile stands upright). */
  w: number;
  h: number;
  /** How far the face is turned, radians, within ±45°. */
  angle: number;
  /** Light ink on a dark face (a black tile), rather than dark ink on a light one. */
  lightInk: boolean;
  /** Found by its label, its rim not seen: whatever is read on it is offered, never sure. */
  byLabel?: boolean;
}

/** Whether a point lies on a face. */
function inside(f: Face, x: number, y: number): boolean {
  const [u, v] = alongFace(f, x, y);
  return Math.abs(u) <= f.w / 2 && Math.abs(v) <= f.h / 2;
}

/** The photo's point at (u, v) in a face's own axes: the inverse of alongFace. */
export function fromFace(f: { cx: number; cy: number; angle: number }, u: number, v: number): [number, number] {
  const cos = Math.cos(f.angle);
  const sin = Math.sin(f.angle);
  return [f.cx + u * cos - v * sin, f.cy + u * sin + v * cos];
}

/** A point in a face's own axes: along its width (u) and its height (v), from its centre. */
function alongFace(f: { cx: number; cy: number; angle: number }, x: number, y: number): [number, number] {
  const cos = Math.cos(f.angle);
  const sin = Math.sin(f.angle);
  return [(x - f.cx) * cos + (y - f.cy) * sin, -(x - f.cx) * sin + (y - f.cy) * cos];
}

/**
 * Most of the band along a face's rim that may be something else (a finger, a coin, a card over the tile). The later,
 * stricter passes want an almost clean rim: their finer edges and outlines also cut a newspaper's paper into patches
 * between the letters, some about square with letters in their middle, but never without letters near their rim.
 */
const BITTEN = 0.25;
const BITTEN_STRICT = 0.15;
/**
 * How faces are looked for, pass after pass (a later pass only finds faces the earlier ones missed). An edge is a step
 * in any channel (after smoothing) from `overTypical` times the photo's median step on, within `least`..`most`; a face
 * grows over pixels within `tolerance` of its surface's colour in each channel. The second pass is stricter, with finer
 * edges (a pale tile on a pale cloth, or a dark one on dark felt, differs from the table by a faint edge the first lets
 * through), and also walls surfaces in along outlines: a rim too faint in places to be an edge there, but one line with
 * a clear edge elsewhere (dark tiles touching in a rack on dark felt). The third, walled in the same way, lets more
 * through as no edge: a grainy, blurred or noisy tile is cut up by finer edges into pieces too small. (A pass with the
 * second's edges but no outlines found one face more in 346, for an eighth more time: left out.)
 */
const PASSES = [
  { overTypical: 2, least: 5, most: 14, tolerance: 12, bitten: BITTEN, lines: false },
  { overTypical: 1.5, least: 4, most: 9, tolerance: 10, bitten: BITTEN_STRICT, lines: true },
  { overTypical: 2.5, least: 6, most: 20, tolerance: 12, bitten: BITTEN_STRICT, lines: true },
] as const;
type Pass = (typeof PASSES)[number];
/** The least area of a face, in working pixels (a tile about 60 px wide in a 1280 px photo). */
const MIN_AREA = 500;
/** The most of the photo one face may fill (a close-up). */
const MAX_SHARE = 0.4;
/** The most of the photo's height or width a face may span (a close-up tile still shows the table around it). */
const MOST_SPAN = 0.9;
/** How much of the least rectangle around a face its outline fills: rounded corners and perspective cost a little. */
const RECTANGULAR = 0.8;
/** The middle of a face, where its label is, as a share of its sides; the rest is the band along its rim. */
const INNER = 0.76;
/** A tile is about square; perspective and a card cutting one side stretch it. */
const MAX_ASPECT = 1.75;
/** The least share of a face's outline that is its even colour (the rest: its label, and what bites its rim). */
const EVEN = 0.35;
/** The label's share of a face's outline: a speck is no label; a face mostly ink is no tile. */
const INK_LEAST = 0.015;
const INK_MOST = 0.6;
/** How far the label's middle may stray from the face's, as a share of its sides (printing is centred). */
const OFF_CENTRE = 0.2;
/** How far the label's ink stands from the face's colour (0-255 luma), at least. */
const CONTRAST = 28;

interface Work {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
  scale: number;
}

const lumaAt = (w: Work, i: number) => luma(w.r[i]!, w.g[i]!, w.b[i]!);

/**
 * A working copy of the shrunk photo: with `evenly`, the light falling off across the photo divided out first (see
 * evenLight); then its levels stretched and two 3x3 box passes against noise and JPEG blocks.
 */
function workCopy(shrunk: Shrunk, evenly: boolean): Work {
  const { width, height, scale } = shrunk;
  const planes = [Float32Array.from(shrunk.planes[0]), Float32Array.from(shrunk.planes[1]), Float32Array.from(shrunk.planes[2])] as const;
  const lumas = new Float32Array(width * height);
  for (let i = 0; i < lumas.length; i++) lumas[i] = luma(planes[0][i]!, planes[1][i]!, planes[2][i]!);
  if (evenly) evenLight(planes, lumas, width, height);
  // Dim rooms and dark tiles: the levels stretched to the full range, so a dim photo's steps count as a bright one's.
  const lo = quantile(lumas, 0.01, 256);
  const hi = Math.max(lo + 32, quantile(lumas, 0.99, 256));
  for (const plane of planes) for (let i = 0; i < plane.length; i++) plane[i] = 255 * Math.min(1, Math.max(0, (plane[i]! - lo) / (hi - lo)));
  for (const plane of planes) for (let pass = 0; pass < 2; pass++) boxBlur3(plane, width, height);
  return { r: planes[0], g: planes[1], b: planes[2], width, height, scale };
}

/** The step at each pixel: the largest, over the channels, of its left-right and up-down differences. */
function stepsOf(w: Work): Float32Array {
  const { width, height, r: R, g: G, b: B } = w;
  const steps = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const l = y * width + Math.max(0, x - 1);
      const r = y * width + Math.min(width - 1, x + 1);
      const u = up + x;
      const d = down + x;
      steps[y * width + x] = Math.max(
        Math.abs(R[r]! - R[l]!) + Math.abs(R[d]! - R[u]!),
        Math.abs(G[r]! - G[l]!) + Math.abs(G[d]! - G[u]!),
        Math.abs(B[r]! - B[l]!) + Math.abs(B[d]! - B[u]!),
      );
    }
  }
  return steps;
}

/** A line goes on over steps from this many times the typical one, once a clear edge starts it. */
const LINE_LOW = 0.9;

/** The ridges of the steps from `low` on: each pixel a local most across its line, so a line is one pixel thin. */
function ridgesOf(w: Work, steps: Float32Array, low: number): Uint8Array {
  const { width, height } = w;
  const ridge = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const s = steps[i]!;
      if (s < low) continue;
      const gx = lumaAt(w, i + 1) - lumaAt(w, i - 1);
      const gy = lumaAt(w, i + width) - lumaAt(w, i - width);
      // Across the line: the neighbours along the gradient, to the nearest of four directions (tan 67.5° = 2.414).
      const ax = Math.abs(gx);
      const ay = Math.abs(gy);
      let d: number;
      if (ax > ay * 2.414) d = 1;
      else if (ay > ax * 2.414) d = width;
      else d = gx * gy > 0 ? width + 1 : width - 1;
      if (s >= steps[i - d]! && s >= steps[i + d]!) ridge[i] = 1;
    }
  }
  return ridge;
}

/**
 * Outlines: the ridges kept where they reach a clear edge (`high` on). A tile's rim is one long line, faint in places
 * where the tile is much like the table; grain and noise make short ones that lead nowhere.
 */
function outlines(w: Work, steps: Float32Array, ridge: Uint8Array, high: number): Uint8Array {
  const { width, height } = w;
  const n = width * height;
  const line = new Uint8Array(n);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    if (ridge[i] && steps[i]! >= high) {
      line[i] = 1;
      queue.push(i);
    }
  }
  while (queue.length > 0) {
    const i = queue.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const j = (y + dy) * width + x + dx;
        if (x + dx < 0 || x + dx >= width || y + dy < 0 || y + dy >= height || line[j] || !ridge[j]) continue;
        line[j] = 1;
        queue.push(j);
      }
    }
  }
  return line;
}

/** Surfaces: 4-connected runs of non-edge pixels whose colour changes little from one to the next. */
function surfaces(w: Work, steps: Float32Array, typical: number, ridges: () => Uint8Array, pass: Pass): Int32Array {
  const { width, height } = w;
  const n = width * height;
  const flat = new Uint8Array(n);
  // An edge stands well above the photo's typical step (its noise and grain), within fixed bounds.
  const edge = Math.min(pass.most, Math.max(pass.least, typical * pass.overTypical));
  const same = edge * 0.25;
  for (let i = 0; i < n; i++) flat[i] = steps[i]! < edge ? 1 : 0;
  if (pass.lines) {
    const line = outlines(w, steps, ridges(), edge);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!line[y * width + x]) continue;
        // Thickened by a pixel: a 4-connected surface never slips through a diagonal line.
        flat[y * width + x] = 0;
        if (x + 1 < width) flat[y * width + x + 1] = 0;
        if (y + 1 < height) flat[(y + 1) * width + x] = 0;
      }
    }
  }
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const { r: R, g: G, b: B } = w;
  const close = (i: number, j: number) => Math.abs(R[i]! - R[j]!) < same && Math.abs(G[i]! - G[j]!) < same && Math.abs(B[i]! - B[j]!) < same;
  // Each pixel joined to its left and upper neighbours: every pair of 4-neighbours is looked at once.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!flat[i]) continue;
      const left = x > 0 && flat[i - 1] && close(i, i - 1);
      const up = y > 0 && flat[i - width] && close(i, i - width);
      if (!left && !up) continue;
      const root = left ? find(i - 1) : find(i - width);
      parent[i] = root;
      if (left && up) {
        const other = find(i - width);
        if (other !== root) parent[other] = root;
      }
    }
  }
  const label = new Int32Array(n);
  for (let i = 0; i < n; i++) label[i] = flat[i] ? find(i) : -1;
  // Edge pixels are -1: a face never grows across them.
  return label;
}

/**
 * A patch may be part of a face cut in two by its label when it holds from PART_LEAST working pixels to PART_MOST of
 * the photo, and fills at least PART_SHARE of the box around both parts: a bold label nearly as tall as its face leaves
 * strips above and below it that the glyphs' blurred edges and the rounded corners thin further, down to 0.08 of the
 * box on the tuning photos. Halves under PART_FIRM of it are joined only as loosely as JOINED_LOOSE_CONTRAST says.
 */
const PART_LEAST = 150;
const PART_MOST = 0.1;
const PART_SHARE = 0.07;
const PART_FIRM = 0.1;
/**
 * Halves of a face are this many times longer along the cut than across it, alike in length and place to HALF_ALIKE,
 * and start and end within HALF_ENDS of their length of each other (both run from rim to rim; strips of wood grain
 * side by side are staggered).
 */
const HALF_LONG = 1.3;
const HALF_ALIKE = 0.75;
const HALF_ENDS = 0.4;
/**
 * A label nearly as wide as its face (a bold or italic one, the tile turned) leaves a strip on one side and, on the
 * other, a patch that wraps round the label's ends, no longer long. Such a pair is taken for halves too, when the two
 * lie on either side of the cut: overlapping across it by this share of the narrower at most. A patch that is most of
 * a face and a strip lying across it are no halves (joined, their hull left out the end of a card-covered tile's
 * label).
 */
const WRAP_OVERLAP = 0.2;

/**
 * Two boxes (x0, y0, x1, y1) like a face's halves: about as long and lying along each other, on either side of the
 * cut, each long across it, or one long and the other wrapped round the label's ends.
 */
export function halves(p: [number, number, number, number], q: [number, number, number, number]): boolean {
  for (const [along, across] of [
    [0, 1],
    [1, 0],
  ] as [number, number][]) {
    const long = (b: typeof p) => b[along + 2]! - b[along]! + 1;
    const short = (b: typeof p) => b[across + 2]! - b[across]! + 1;
    const overlap = Math.min(p[along + 2]!, q[along + 2]!) - Math.max(p[along]!, q[along]!) + 1;
    const [lp, lq] = [long(p), long(q)];
    const [stripP, stripQ] = [lp >= short(p) * HALF_LONG, lq >= short(q) * HALF_LONG];
    if (!stripP && !stripQ) continue;
    const acrossOverlap = Math.min(p[across + 2]!, q[across + 2]!) - Math.max(p[across]!, q[across]!) + 1;
    if (!(stripP && stripQ) && acrossOverlap > Math.min(short(p), short(q)) * WRAP_OVERLAP) continue;
    if (Math.min(lp, lq) < Math.max(lp, lq) * HALF_ALIKE || overlap < Math.min(lp, lq) * HALF_ALIKE) continue;
    if (Math.max(Math.abs(p[along]! - q[along]!), Math.abs(p[along + 2]! - q[along + 2]!)) > Math.min(lp, lq) * HALF_ENDS) continue;
    return true;
  }
  return false;
}
/** How much more than a pass's tolerance two halves' colours may differ: light falls across a tile unevenly. */
const HALVES_APART = 1.5;
/**
 * Two patches joined into a face are about square (a tile seen at a slant is still nearly so; two strips of table
 * between three banknotes are long). Halves may be only this share of their hull: a label as wide as the face and a
 * third as tall leaves two strips with the ink between them. On the tuning photos every face joined from halves
 * filled 0.27 of its hull or more; most joins that were no face (strips of wood grain, or of table either side of a
 * tile or a card) filled 0.21 to 0.25.
 */
const JOINED_ASPECT = 1.35;
const HALVES_EVEN = 0.26;
/**
 * The band along the rim of two patches joined may be bitten this much in every pass (the stricter passes ask 0.15 of
 * a face grown whole): slivers of the face along a shadow's edge, a rack's shaded rim or the label's ends lie in
 * neither patch. On the tuning photos this found four more faces (a tile in a rack, three crossed by a shadow's edge
 * or dim). Past the pass's own limit, a join is as loose as JOINED_LOOSE_CONTRAST says.
 */
const JOINED_BITTEN = 0.2;
/**
 * A join looser than a face grown whole would be (halves under PART_FIRM of their box, or a rim band bitten past the
 * pass's limit) needs ink standing this far from the halves, as a printed label does: strips of wood grain on an empty
 * table, darker grain between them, stood 81 and 83 levels and were joined into "faces" without it. Every join these
 * loosenings add on the tuning photos stands this far or more.
 */
const JOINED_LOOSE_CONTRAST = 100;
/**
 * A hard shadow's edge across a tile cuts its face in two, one part darker than the other by one factor in each
 * channel: from SHADE_LEAST to SHADE_MOST (faces-by-label.ts), the channels' factors within SHADE_SPREAD of each
 * other. Only faces lit brighter than SHADE_LIT are tested (a black tile's parts are too dark for their ratio to mean
 * anything).
 */
const SHADE_SPREAD = 0.1;
const SHADE_LIT = 60;
/**
 * Two patches joined into one face need a printed label's contrast between them: a check cloth's squares are shades of
 * one another, and dark wood's grain is strips of one colour, with only the weave's or the grain's faint lines between.
 */
const JOINED_CONTRAST = 80;
/** Surfaces smaller than this (working pixels) do not start a face: specks of the table, a glyph's counter. */
const SEED = 60;

/**
 * The tile faces in a photo, largest first. Each even surface starts a face, which grows over every neighbouring pixel
 * of nearly the surface's colour (so a face broken by noise, sheen or its own label's strokes is whole again), and is
 * kept when the grown patch is shaped and marked like a tile. Each pass looks again, more strictly, where no face is;
 * then the first pass again on a copy with the light across the photo evened out. Last, faces are looked for by their
 * labels where none is yet (see faces-by-label.ts), and labels too big for that (a close-up) on a copy half the size.
 * With `only` 'by colour', the first passes alone (no evened copy, no labels): faces as the photo shows them, quickly.
 * With `readable` (whether a face holds a label one can read), a face found by its colour that holds none blocks no
 * label found around it, and gives way to that label's face.
 */
export function findFaces(p: Pixels, only: 'all' | 'by colour' = 'all', readable?: (face: Face) => boolean): Face[] {
  const shrunk = shrink(p);
  const w = workCopy(shrunk, false);
  const taken = new Uint8Array(w.width * w.height); // pixels of faces already found
  const faces: Face[] = [];
  facesByColour(w, taken, faces, AS_PHOTOGRAPHED);
  if (only === 'by colour') return faces.filter((f) => !faces.some((g) => holds(f, g))).sort((a, b) => b.w * b.h - a.w * a.h);
  // Again with the light evened out (the first pass), where no face is yet: a face a lamp shades from end to end.
  facesByColour(workCopy(shrunk, true), taken, faces, EVENED);
  // A face with no readable label may be a part of its tile (a dark tile's corner): it blocks no label found around it,
  // which then takes its place.
  const unreadable = readable ? faces.filter((f) => !readable(f)) : [];
  if (unreadable.length > 0) {
    taken.fill(0);
    for (const f of faces) if (!unreadable.includes(f)) take(f, taken, w.width, w.height, w.scale);
  }
  // Where no face was found by its colour, one may still be found by its label.
  const lumas = new Float32Array(w.width * w.height);
  for (let i = 0; i < lumas.length; i++) lumas[i] = lumaAt(w, i);
  const s = w.scale;
  const inPhoto = (f: LabelFace): Face => ({ cx: f.cx * s, cy: f.cy * s, w: f.w * s, h: f.h * s, angle: f.angle, lightInk: f.lightInk, byLabel: true });
  const byLabel = facesByLabel(lumas, w.width, w.height, taken).map(inPhoto);
  faces.push(...byLabel);
  // Again with fainter ink, where no face is yet: a label dimmed by a shadow or printed faint.
  for (const f of byLabel) take(f, taken, w.width, w.height, s);
  faces.push(...facesByLabel(lumas, w.width, w.height, taken, undefined, FAINT_INK_STEP).map(inPhoto));
  // A label of glyphs 30 working px tall or more is looked for again on a copy half the size: one too big for those
  // looked for first (a close-up tile), or one so bold that its strokes' middles were no ink (see facesByLabel). One
  // of its glyphs can pass for a face of its own (a face grown over an H, its open sides the "label"), which would
  // also unmake the tile's own face (a face holding another). One face inside the label's face and far smaller is
  // such a glyph and goes. Two or more are not: tiles side by side pass for one label's glyphs at this size. The
  // label's face is added unless the tile's own face, about its size, was found around it. A label overlapping any
  // other face changes nothing.
  const half = halved(lumas, w.width, w.height);
  for (const f of facesByLabel(half.lumas, half.width, half.height, new Uint8Array(half.width * half.height), GLYPH_MOST / 4)) {
    const face = { cx: f.cx * 2 * s, cy: f.cy * 2 * s, w: f.w * 2 * s, h: f.h * 2 * s, angle: f.angle, lightInk: f.lightInk, byLabel: true };
    const overlapped = faces.filter((g) => overlap(g, face));
    // A face of the ink's colour may be the glyphs' strokes grown together over the whole label, larger than one glyph.
    const glyphs = overlapped.filter((g) => inside(face, g.cx, g.cy) && g.w * g.h <= face.w * face.h * (g.lightInk === face.lightInk ? SMALL_INSIDE : INKS_INSIDE));
    const around = overlapped.filter((g) => !glyphs.includes(g) && inside(g, face.cx, face.cy) && g.w <= face.w * AROUND_MOST && g.h <= face.h * AROUND_MOST);
    if (glyphs.length > 1 || around.length > 1 || glyphs.length + around.length < overlapped.length) continue;
    if (glyphs[0]) faces.splice(faces.indexOf(glyphs[0]), 1);
    if (around.length === 0) faces.push(face);
  }
  // A "face" with another face inside it is a patch of table with tiles lying in it (their faces its "label"), but
  // for a close-up tile's glyphs: a bold label's strokes grow together into a "face" of the ink's colour, its "label"
  // the paper between them. Such a glyph lies wholly in the middle of a face of the other ink, one that spans a good
  // part of the photo; it goes, and the tile stays.
  const glyphOf = (g: Face, f: Face) => {
    if (g.lightInk === f.lightInk || Math.min(f.w, f.h) < Math.min(p.width, p.height) * CLOSE_UP) return false;
    const middle = { ...f, w: f.w * INNER, h: f.h * INNER };
    return [-1, 1].every((u) => [-1, 1].every((v) => inside(middle, ...fromFace(g, (u * g.w) / 2, (v * g.h) / 2))));
  };
  for (const f of unreadable) {
    const at = faces.indexOf(f);
    if (at >= 0 && faces.some((g) => g.byLabel && overlap(f, g))) faces.splice(at, 1);
  }
  const glyph = (g: Face) => faces.some((f) => f !== g && glyphOf(g, f));
  const holdsAnother = (f: Face) => faces.some((g) => holds(f, g) && !glyphOf(g, f));
  return faces.filter((f) => !holdsAnother(f) && !glyph(f)).sort((a, b) => b.w * b.h - a.w * a.h);
}

/**
 * The passes run on a working copy, and what every face found there must show besides a pass's own demands: the least
 * share of its least rectangle its outline fills, and the least contrast of its label.
 */
interface CopyDemands {
  passes: readonly Pass[];
  rectangular: number;
  contrast: number;
}
const AS_PHOTOGRAPHED: CopyDemands = { passes: PASSES, rectangular: RECTANGULAR, contrast: 0 };
/**
 * Evening the light out also evens out a table's own shading, so its patches grow larger and squarer: a face found only
 * on the evened copy must be a cleaner rectangle (90%) with a label printed in strong ink (120 of 255 levels).
 * Chosen on the tuning photos, where these found faces of the light's making and no table. Only the first pass runs
 * there: on the tuning photos (seeds 1, 3-5) all three found 2,028 of 2,061 faces, the first alone 2,025, none 2,018,
 * and all three cost about 50 ms a photo more than the first alone.
 */
const EVENED: CopyDemands = { passes: [PASSES[0]], rectangular: 0.9, contrast: 120 };

/**
 * A face found inside a close-up's label face, with at most this share of its area, is one of its glyphs; a face around
 * the label at most AROUND_MOST times its face's width and height is the tile's. A label is a third to a half of its
 * tile's height and its face 1.7 label heights tall, so the tile is up to 3 / 1.7 = 1.8 times its label's face.
 */
const SMALL_INSIDE = 0.25;
/** A face of the label's ink colour (light on a face of dark ink) inside its face, with at most this share of its area. */
const INKS_INSIDE = 0.5;
/** A close-up tile's face spans at least this share of the photo's shorter side (other tiles are at most 0.35). */
const CLOSE_UP = 0.4;
const AROUND_MOST = 2;

/** Lumas at half the size, each the mean of two by two. */
function halved(lumas: Float32Array, width: number, height: number): { lumas: Float32Array; width: number; height: number } {
  const hw = width >> 1;
  const hh = height >> 1;
  const out = { lumas: new Float32Array(hw * hh), width: hw, height: hh };
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const i = 2 * y * width + 2 * x;
      out.lumas[y * hw + x] = (lumas[i]! + lumas[i + 1]! + lumas[i + width]! + lumas[i + width + 1]!) / 4;
    }
  }
  return out;
}

/** Whether face `f` holds face `g`: `g` is smaller and its centre lies on `f` (a patch of table with a tile in it). */
function holds(f: Face, g: Face): boolean {
  return g !== f && g.w * g.h < f.w * f.h && inside(f, g.cx, g.cy);
}

/** Whether two faces overlap: a corner or the centre of either lies on the other. */
export function overlap(a: Face, b: Face): boolean {
  const points = (f: Face) => [[0, 0], [-1, -1], [1, -1], [-1, 1], [1, 1]].map(([u, v]) => fromFace(f, (u! * f.w) / 2, (v! * f.h) / 2));
  return points(a).some(([x, y]) => inside(b, x, y)) || points(b).some(([x, y]) => inside(a, x, y));
}

/** The passes a working copy is given, where no face is `taken` yet: the faces found are added to `faces`. */
function facesByColour(w: Work, taken: Uint8Array, faces: Face[], copy: CopyDemands): void {
  const steps = stepsOf(w);
  const typical = quantile(steps, 0.5, 510);
  // One set of ridges for every pass walled in by outlines (only where a line must start differs between them), found
  // only when such a pass runs.
  let ridge: Uint8Array | undefined;
  const ridges = () => (ridge ??= ridgesOf(w, steps, typical * LINE_LOW));
  for (const pass of copy.passes) facesOfPass(w, surfaces(w, steps, typical, ridges, pass), pass, taken, faces, copy);
}

/** One pass: faces grown from the surfaces in `label` where no face is `taken` yet, added to `faces`. */
function facesOfPass(w: Work, label: Int32Array, pass: Pass, taken: Uint8Array, faces: Face[], copy: CopyDemands): void {
  const { width, height } = w;
  const { tolerance } = pass;
  const n = width * height;
  // Surfaces are named by a pixel of theirs: count each one's size first, and list the pixels of big ones only (a
  // photo has thousands of specks).
  const size = new Int32Array(n);
  for (let i = 0; i < n; i++) if (label[i]! >= 0) size[label[i]!]!++;
  // A surface that can no longer be a face can only grow worse: it starts nothing (the table, mostly, which would
  // otherwise be walked pixel by pixel in each pass).
  const lo = new Int32Array(n).fill(height);
  const hi = new Int32Array(n).fill(-1);
  const left = new Int32Array(n).fill(width);
  const right = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    if (l < 0 || size[l]! < SEED) continue;
    const x = i % width;
    const y = (i - x) / width;
    lo[l] = Math.min(lo[l]!, y);
    hi[l] = Math.max(hi[l]!, y);
    left[l] = Math.min(left[l]!, x);
    right[l] = Math.max(right[l]!, x);
  }
  const hopelessSurface = (l: number) => pastFace(w, size[l]!, left[l]!, lo[l]!, right[l]!, hi[l]!);
  const seeds = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    if (l < 0 || size[l]! < SEED || hopelessSurface(l)) continue;
    let list = seeds.get(l);
    if (!list) seeds.set(l, (list = []));
    list.push(i);
  }
  const ordered = [...seeds.values()].sort((a, b) => b.length - a.length);
  const grownFrom = new Float32Array(n * 3).fill(-1000); // the colour each pixel was last grown from, when rejected
  const mark = new Int32Array(n).fill(-1);
  let stamp = 0;
  const parts: { members: number[]; colour: [number, number, number]; box: [number, number, number, number] }[] = [];
  for (const seed of ordered) {
    let r = 0;
    let g = 0;
    let b = 0;
    for (const i of seed) {
      r += w.r[i]!;
      g += w.g[i]!;
      b += w.b[i]!;
    }
    r /= seed.length;
    g /= seed.length;
    b /= seed.length;
    const first = seed[0]!;
    if (taken[first]) continue;
    // Grown before from nearly this colour and rejected: it would grow into the same patch again.
    const near = tolerance / 2;
    if (Math.abs(grownFrom[first * 3]! - r) < near && Math.abs(grownFrom[first * 3 + 1]! - g) < near && Math.abs(grownFrom[first * 3 + 2]! - b) < near) continue;
    stamp++;
    const members: number[] = [];
    for (const i of seed) {
      if (taken[i] || mark[i] === stamp) continue;
      mark[i] = stamp;
      members.push(i);
    }
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    const grow = (j: number) => {
      if (mark[j] === stamp || taken[j] || label[j]! < 0) return;
      if (Math.abs(w.r[j]! - r) < tolerance && Math.abs(w.g[j]! - g) < tolerance && Math.abs(w.b[j]! - b) < tolerance) {
        mark[j] = stamp;
        members.push(j);
      }
    };
    // Growth stops as soon as the patch can no longer be a face: a table would otherwise be grown whole from each of
    // its specks.
    let hopeless = false;
    for (let k = 0; k < members.length && !hopeless; k++) {
      const i = members[k]!;
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      hopeless = pastFace(w, members.length, x0, y0, x1, y1);
      if (x > 0) grow(i - 1);
      if (x + 1 < width) grow(i + 1);
      if (y > 0) grow(i - width);
      if (y + 1 < height) grow(i + width);
    }
    const face = !hopeless && members.length >= MIN_AREA ? measure(w, mark, stamp, members.length, [x0, y0, x1, y1], { aspect: MAX_ASPECT, bitten: pass.bitten, even: EVEN, contrast: Math.max(CONTRAST, copy.contrast), rectangular: copy.rectangular }) : null;
    if (!face) {
      for (const i of members) {
        grownFrom[i * 3] = r;
        grownFrom[i * 3 + 1] = g;
        grownFrom[i * 3 + 2] = b;
      }
      if (members.length >= PART_LEAST && members.length <= n * PART_MOST) parts.push({ members, colour: [r, g, b], box: [x0, y0, x1, y1] });
      continue;
    }
    found(face);
  }
  // A label printed across the whole face cuts it in two: two patches of one colour, one on each side of the label,
  // neither shaped like a face. Together they may be one. So may two touching patches of one colour, one darkened by a
  // hard shadow whose edge crosses the face.
  for (let a = 0; a < parts.length; a++) {
    for (let b = a + 1; b < parts.length; b++) {
      const [p, q] = [parts[a]!, parts[b]!];
      const alike = !p.colour.some((c, k) => Math.abs(c - q.colour[k]!) >= tolerance * HALVES_APART);
      if (!alike && !(shaded(p.colour, q.colour) && touching(p.box, q.box))) continue;
      const box: [number, number, number, number] = [Math.min(p.box[0], q.box[0]), Math.min(p.box[1], q.box[1]), Math.max(p.box[2], q.box[2]), Math.max(p.box[3], q.box[3])];
      const [bw, bh] = [box[2] - box[0] + 1, box[3] - box[1] + 1];
      // Side by side with a label's width between them at most: the two together about square, each a good part of it.
      if (Math.max(bw, bh) > Math.min(bw, bh) * MAX_ASPECT || p.members.length + q.members.length < MIN_AREA) continue;
      const least = Math.min(p.members.length, q.members.length);
      if (alike && (least < bw * bh * PART_SHARE || !halves(p.box, q.box))) continue;
      if ([...p.members, ...q.members].some((i) => taken[i])) continue;
      stamp++;
      for (const i of p.members) mark[i] = stamp;
      for (const i of q.members) mark[i] = stamp;
      const thin = alike && least < bw * bh * PART_FIRM;
      const demands = { aspect: JOINED_ASPECT, bitten: pass.bitten, even: alike ? HALVES_EVEN : EVEN, contrast: Math.max(thin ? JOINED_LOOSE_CONTRAST : JOINED_CONTRAST, copy.contrast), rectangular: copy.rectangular };
      const area = p.members.length + q.members.length;
      const loose = { ...demands, bitten: JOINED_BITTEN, contrast: Math.max(JOINED_LOOSE_CONTRAST, copy.contrast) };
      const face = measure(w, mark, stamp, area, box, demands) ?? (pass.bitten < JOINED_BITTEN ? measure(w, mark, stamp, area, box, loose) : null);
      // What lies between two patches may be a whole tile, found already: then they are table around it, not halves.
      if (face && !faces.some((g) => inside(face, g.cx, g.cy))) found(face);
    }
  }

  /** Two colours of one surface, one in a shadow's shade: each channel darker by about the same factor. */
  function shaded(p: [number, number, number], q: [number, number, number]): boolean {
    const [lit, shade] = luma(...p) > luma(...q) ? [p, q] : [q, p];
    if (luma(...lit) < SHADE_LIT) return false;
    const k = lit.map((c, i) => (shade[i]! + 1) / (c + 1));
    return Math.max(...k) <= SHADE_MOST && Math.min(...k) >= SHADE_LEAST && Math.max(...k) - Math.min(...k) <= SHADE_SPREAD;
  }

  /** Two boxes that touch or overlap. */
  function touching(p: [number, number, number, number], q: [number, number, number, number]): boolean {
    return p[0] <= q[2] + 2 && q[0] <= p[2] + 2 && p[1] <= q[3] + 2 && q[1] <= p[3] + 2;
  }

  function found(face: Face): void {
    faces.push(face);
    take(face, taken, width, height, w.scale);
  }
}

/** Marks a face's working pixels taken: the whole face, its label too, so a glyph's stroke is never a face of its own. */
function take(face: Face, taken: Uint8Array, width: number, height: number, scale: number): void {
  const reach = Math.hypot(face.w, face.h) / 2 / scale;
  for (let y = Math.max(0, Math.floor(face.cy / scale - reach)); y <= Math.min(height - 1, Math.ceil(face.cy / scale + reach)); y++) {
    for (let x = Math.max(0, Math.floor(face.cx / scale - reach)); x <= Math.min(width - 1, Math.ceil(face.cx / scale + reach)); x++) {
      if (inside(face, (x + 0.5) * scale, (y + 0.5) * scale)) taken[y * width + x] = 1;
    }
  }
}

/**
 * Whether a patch of `area` working pixels spanning x0..x1, y0..y1 can no longer be a face, however it grows: too big,
 * at the photo's edge (a tile one cannot see all round), or nearly as tall or as wide as the photo (the table between
 * things).
 */
function pastFace(w: Work, area: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const { width, height } = w;
  if (area > width * height * MAX_SHARE || x0 === 0 || y0 === 0 || x1 === width - 1 || y1 === height - 1) return true;
  return x1 - x0 + 1 > width * MOST_SPAN || y1 - y0 + 1 > height * MOST_SPAN;
}

/**
 * What a patch must show to be a face: the most its least rectangle may be longer one way than the other, the most of
 * its hull bitten from the rim, the least of its hull that is the patch itself, the least contrast between its ink and
 * its colour, and the least share of its least rectangle its hull fills.
 */
interface Demands {
  aspect: number;
  bitten: number;
  even: number;
  contrast: number;
  rectangular: number;
}

/** The face a grown patch (pixels where `label` is `id`, inside `box`) is, in the photo's pixels, or null. */
function measure(w: Work, label: Int32Array, id: number, area: number, box: [number, number, number, number], demands: Demands): Face | null {
  const { width } = w;
  const [x0, y0, x1, y1] = box;
  // Row extents → hull points (pixel corners).
  const points: Point[] = [];
  let faceLuma = 0;
  for (let y = y0; y <= y1; y++) {
    let left = -1;
    let right = -1;
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      if (label[i] !== id) continue;
      if (left < 0) left = x;
      right = x;
      faceLuma += lumaAt(w, i);
    }
    if (left < 0) continue;
    points.push([left, y], [left, y + 1], [right + 1, y], [right + 1, y + 1]);
  }
  faceLuma /= area;
  const poly = hull(points);
  const rect = leastRectangle(poly);
  const aspect = Math.max(rect.w, rect.h) / Math.max(1, Math.min(rect.w, rect.h));
  if (aspect > demands.aspect || pastFace(w, area, x0, y0, x1, y1)) return null;
  // Inside the hull but not the face: in the middle, the label's ink; in the band along the rim, what bites the face
  // (a finger, a coin, a card's corner). The label may reach into the band a little; a bite is more.
  const innerU = rect.w * INNER * 0.5;
  const innerV = rect.h * INNER * 0.5;
  let hullArea = 0;
  let band = 0;
  let holes = 0;
  let hx0 = Infinity;
  let hx1 = -Infinity;
  let hy0 = Infinity;
  let hy1 = -Infinity;
  const inkValues: number[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (!insideConvex(poly, x + 0.5, y + 0.5)) continue;
      hullArea++;
      const i = y * width + x;
      if (label[i] === id) continue;
      const [u, v] = alongFace(rect, x + 0.5, y + 0.5);
      if (Math.abs(u) > innerU || Math.abs(v) > innerV) {
        band++;
        continue;
      }
      holes++;
      inkValues.push(lumaAt(w, i));
      hx0 = Math.min(hx0, u);
      hx1 = Math.max(hx1, u);
      hy0 = Math.min(hy0, v);
      hy1 = Math.max(hy1, v);
    }
  }
  // The ink: the darkest (or lightest) tenth of the middle's other pixels, against the face's colour.
  inkValues.sort((a, b) => a - b);
  const tenth = Math.max(1, Math.floor(inkValues.length / 10));
  const darkest = inkValues.slice(0, tenth).reduce((s, v) => s + v, 0) / tenth;
  const lightest = inkValues.slice(-tenth).reduce((s, v) => s + v, 0) / tenth;
  const lightInk = lightest - faceLuma > faceLuma - darkest;
  const contrast = inkValues.length > 0 ? Math.abs((lightInk ? lightest : darkest) - faceLuma) : 0;
  const rectangular = hullArea / Math.max(1, rect.w * rect.h);
  const bitten = band / Math.max(1, hullArea);
  const ink = holes / Math.max(1, hullArea);
  if (rectangular < demands.rectangular || bitten > demands.bitten || area < hullArea * demands.even || ink < INK_LEAST || ink > INK_MOST || contrast < demands.contrast) return null;
  // The label sits in the middle of its face.
  if (Math.abs(hx0 + hx1) / 2 > rect.w * OFF_CENTRE || Math.abs(hy0 + hy1) / 2 > rect.h * OFF_CENTRE) return null;
  const s = w.scale;
  return { cx: rect.cx * s, cy: rect.cy * s, w: rect.w * s, h: rect.h * s, angle: rect.angle, lightInk };
}
