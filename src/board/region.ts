/**
 * Where the board lies, before its lines are looked for: the part of the photo unlike the table. The table is what
 * the photo's rim shows (the board fills at most 95% of the width, so the rim is mostly table); every patch of the
 * photo is compared, by its colour and how much its light varies (two ways: Look), with each patch of the rim, and the largest
 * connected stretch unlike all of them is the board. A checked cloth or a noisy dim table then no longer sets the
 * edge level the board's faint lines must reach, nor fills the line search with its own lines.
 */
import { onceFor } from './once.ts';

/** Patches are this many pixels apart, each this wide (a checked cloth's check averages out over it). */
const STRIDE = 8;
export const PATCH = 24;
/** A patch is unlike the table when it differs from every rim patch by this many of the photo's spreads at least. */
const UNLIKE = 1;
/** The board's stretch covers at least this share of the patches (a board 40% of the photo's width, tilted). */
export const LEAST = 0.06;
/** The region reaches this many pixels past the stretch's hull (a patch blurs the board's outline). */
const GROW = 12;

/**
 * The convex hull of the board's stretch in an image (its colour planes and luma, `width` x `height`), in its pixels;
 * null when no stretch of the photo stands out from its rim. The board's region is this hull grown (fill). With
 * `commonRim` above 0, only rim patches like at least that share of the rim's patches are taken for table. `patch`:
 * how wide each patch is (wider ones average out a cloth's larger checks).
 */
export function boardHull(planes: readonly [Float32Array, Float32Array, Float32Array], grey: Float32Array, width: number, height: number, look: Look = 'absolute', commonRim = 0, patch = PATCH): [number, number][] | null {
  const gw = Math.floor(width / STRIDE);
  const gh = Math.floor(height / STRIDE);
  if (gw < 3 || gh < 3) return null;
  const features = patchFeatures(planes, grey, width, height, gw, gh, look, patch);
  // Each feature's spread over the whole photo: a dim photo's colours differ less, and count the same.
  const spread = [0, 1, 2, 3].map((c) => {
    let s = 0;
    let ss = 0;
    for (const f of features) {
      s += f[c]!;
      ss += f[c]! * f[c]!;
    }
    const mean = s / features.length;
    return Math.max(1, Math.sqrt(Math.max(0, ss / features.length - mean * mean))) * UNLIKE;
  });
  const rim: number[][] = [];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) if (gx === 0 || gy === 0 || gx === gw - 1 || gy === gh - 1) rim.push(features[gy * gw + gx]!);
  }
  const alike = (f: number[], r: number[]) => f.every((v, c) => Math.abs(v - r[c]!) < spread[c]!);
  // With `commonRim`, a rim patch like few others (a board running off the photo's edge) is not taken for table.
  const table = commonRim > 0 ? rim.filter((r) => rim.filter((q) => alike(r, q)).length >= rim.length * commonRim) : rim;
  const unlike = new Uint8Array(gw * gh);
  features.forEach((f, k) => {
    unlike[k] = table.some((r) => alike(f, r)) ? 0 : 1;
  });
  const stretch = largestStretch(unlike, gw, gh);
  if (stretch.length < gw * gh * LEAST) return null;
  return convexHull(stretch.map((k) => [(k % gw) * STRIDE + STRIDE / 2, Math.floor(k / gw) * STRIDE + STRIDE / 2]));
}

/**
 * How patches are compared: `absolute`, by their mean red, green and blue and their light's standard deviation; or
 * `relative`, by their log light, two chroma shares and their light's spread relative to its mean. The second sees a
 * black board on a dark table in uneven light (a dark corner's cloth is as dark as the board, but busier for its
 * light), the first a board in dim light whose colours barely differ from the table's (set on seen photos).
 */
export type Look = 'absolute' | 'relative';

/**
 * Sums over the photo from its top left corner (integral images, (w + 1) x (h + 1)) of red, green, blue, light and
 * light squared: any patch's means in four reads. Made once per photo (the weak map): boardHull asks for every way of
 * comparing patches, and each wants the same.
 */
const integralsOf = new WeakMap<Float32Array, Float64Array[]>();

const integrals = (planes: readonly Float32Array[], grey: Float32Array, w: number, h: number): Float64Array[] =>
  onceFor(integralsOf, grey, () => sumsOf(planes, grey, w, h));

function sumsOf(planes: readonly Float32Array[], grey: Float32Array, w: number, h: number): Float64Array[] {
  const W = w + 1;
  const sums = [0, 1, 2, 3, 4].map(() => new Float64Array(W * (h + 1)));
  const [r, g, b, l, l2] = sums as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  const [pr, pg, pb] = planes as [Float32Array, Float32Array, Float32Array];
  for (let y = 0; y < h; y++) {
    let rowR = 0;
    let rowG = 0;
    let rowB = 0;
    let rowL = 0;
    let rowL2 = 0;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const light = grey[i]!;
      rowR += pr[i]!;
      rowG += pg[i]!;
      rowB += pb[i]!;
      rowL += light;
      rowL2 += light * light;
      const below = (y + 1) * W + x + 1;
      const above = y * W + x + 1;
      r[below] = r[above]! + rowR;
      g[below] = g[above]! + rowG;
      b[below] = b[above]! + rowB;
      l[below] = l[above]! + rowL;
      l2[below] = l2[above]! + rowL2;
    }
  }
  return sums;
}

/** Each patch's features (Look), from summed-area tables. */
function patchFeatures(planes: readonly Float32Array[], grey: Float32Array, w: number, h: number, gw: number, gh: number, look: Look, patch: number): number[][] {
  const W = w + 1;
  const sums = integrals(planes, grey, w, h);
  const out: number[][] = [];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const cx = gx * STRIDE + STRIDE / 2;
      const cy = gy * STRIDE + STRIDE / 2;
      const x0 = Math.max(0, cx - patch / 2);
      const x1 = Math.min(w, cx + patch / 2);
      const y0 = Math.max(0, cy - patch / 2);
      const y1 = Math.min(h, cy + patch / 2);
      const n = (x1 - x0) * (y1 - y0);
      const s = sums.map((t) => (t[y1 * W + x1]! - t[y0 * W + x1]! - t[y1 * W + x0]! + t[y0 * W + x0]!) / n);
      const spread = Math.sqrt(Math.max(0, s[4]! - s[3]! * s[3]!));
      if (look === 'relative') {
        const sum = s[0]! + s[1]! + s[2]! + 1e-6;
        out.push([Math.log(s[3]! + 4) * 100, (s[0]! / sum) * 1000, (s[1]! / sum) * 1000, (spread / (s[3]! + 8)) * 100]);
      } else out.push([s[0]!, s[1]!, s[2]!, spread]);
    }
  }
  return out;
}

/**
 * The largest 4-connected set of marked cells, as cell indices. Not the scanner's 8-connected blobs8: a card or a
 * hand touching the board's stretch only corner to corner stays apart (joined, the grid of a seen photo, ray-cast
 * seed 3 photo 7, was found 17 px off).
 */
export function largestStretch(marked: Uint8Array, gw: number, gh: number): number[] {
  const seen = new Uint8Array(marked.length);
  let best: number[] = [];
  for (let k = 0; k < marked.length; k++) {
    if (!marked[k] || seen[k]) continue;
    const cells: number[] = [];
    const stack = [k];
    seen[k] = 1;
    while (stack.length > 0) {
      const q = stack.pop()!;
      cells.push(q);
      const qx = q % gw;
      const qy = Math.floor(q / gw);
      for (const [nx, ny] of [[qx + 1, qy], [qx - 1, qy], [qx, qy + 1], [qx, qy - 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
        const j = ny * gw + nx;
        if (marked[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (cells.length > best.length) best = cells;
  }
  return best;
}

type P = [number, number];
const turn = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull of points, counter-clockwise in image coordinates' sense (monotone chain). */
export function convexHull(points: P[]): P[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const chain = (list: P[]) => {
    const out: P[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(pts), ...chain([...pts].reverse())];
}

/** The first x of 0 to `w` - 1 where `holds`, which once true stays true along the row, by halving; `w` if none. */
function firstOf(w: number, holds: (x: number) => boolean): number {
  let lo = 0;
  let hi = w;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** 1 inside the hull grown by `grow` pixels (by default GROW, the board's region), else 0. */
export function fill(hull: P[], w: number, h: number, grow = GROW): Uint8Array {
  const mask = new Uint8Array(w * h);
  const sides = hull.map((a, i) => {
    const b = hull[(i + 1) % hull.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return { a, b, len };
  });
  // Inside every side's half plane, or less than `grow` outside it. Along a row, each side's test (turn, by `len`)
  // rises or falls with x steadily, rounding and all: the pixels passing it are a run from the row's start or to its
  // end, found by halving, and the row's inside is where the runs overlap.
  for (let y = 0; y < h; y++) {
    let from = 0;
    let to = w;
    for (const { a, b, len } of sides) {
      const passes = (x: number) => ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])) / len >= -grow;
      // Passing up to some x (the first that fails ends the run), or from some x on (the first that passes starts it).
      if (b[1] - a[1] > 0) to = Math.min(to, firstOf(w, (x) => !passes(x)));
      else if (b[1] - a[1] < 0) from = Math.max(from, firstOf(w, passes));
      else if (!passes(0)) to = 0;
    }
    for (let x = from; x < to; x++) mask[y * w + x] = 1;
  }
  return mask;
}
