/**
 * The board found by its outline, when its grid's own lines are lost: in dim light a photo's noise is as strong as the
 * board's faint lines, but the board's edge against the table is a long step in light that still shows. Its four
 * sides give the board's plane; the board is then looked at straight on (rectified), where every grid line is a
 * column or a row, and the grid found from the light's steps summed along whole columns and rows (a few hundred pixels
 * each: noise cancels out, lines add up).
 */
import { apply, fitHomography, fitLine, lineThrough, meet, multiply, type Line, type Mat3, type Point } from './homography.ts';
import type { Grey } from './lines.ts';

/** The rectified board is this many pixels each way (about the work image's own scale for a board filling it). */
const SIDE = 384;
/** A line stands out when it is above the middles beside it by this many of its profile's spreads (noise alone: often). */
const STANDS = 0.5;
/** The grid fills at least this share of its outline each way (a board's margin, a tray's rim; set on seen photos). */
const FILLS = 0.6;

/** A grid found in an outline: board coordinates (0-12, 0-9) to the image, and how clearly its lines stand out. */
export interface OutlineGrid {
  toImage: Mat3;
  /** The lines' mean step over the spaces' middles', in the profiles' own spreads (both ways, the weaker). */
  contrast: number;
  /** The lines standing above the middles beside them: across (of 13) and down (of 10). */
  across: number;
  down: number;
}

/** The outline's four corners in the image (in order round it), from the board's hull (boardHull); null without. */
export function outlineOf(g: Grey, hull: Point[], far = false): Point[] | null {
  const quad = largestQuad(hull);
  if (!quad) return null;
  const sides: Line[] = [];
  for (let i = 0; i < 4; i++) {
    // Looked for near the hull's side first; farther when too few pieces agree there (a hand or a card over a corner
    // pulls the hull's side off the board's edge at one end); `far`, farther still.
    let side: Line | null = null;
    for (const reach of far ? [REACH, FARTHER, FARTHEST] : [REACH, FARTHER]) if (!side) side = sideLine(g, quad[i]!, quad[(i + 1) % 4]!, reach);
    if (!side) return null;
    sides.push(side);
  }
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const p = meet(sides[(i + 3) % 4]!, sides[i]!);
    if (!p) return null;
    corners.push(p);
  }
  return corners;
}

/** The largest quadrilateral with its corners among the hull's points (a board's hull is nearly one), in order. */
export function largestQuad(hull: Point[]): Point[] | null {
  const n = hull.length;
  if (n < 4) return null;
  const area = (a: Point, b: Point, c: Point) => Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) / 2;
  let best: { area: number; q: Point[] } | null = null;
  // Each diagonal (i, k), with the farthest hull point on either side of it.
  for (let i = 0; i < n; i++) {
    for (let k = i + 2; k < n; k++) {
      let left = -1;
      let leftArea = 0;
      for (let j = i + 1; j < k; j++) {
        const a = area(hull[i]!, hull[j]!, hull[k]!);
        if (a > leftArea) [left, leftArea] = [j, a];
      }
      let right = -1;
      let rightArea = 0;
      for (let j = k + 1; j < n + i; j++) {
        const a = area(hull[i]!, hull[j % n]!, hull[k]!);
        if (a > rightArea) [right, rightArea] = [j % n, a];
      }
      if (left < 0 || right < 0) continue;
      const total = leftArea + rightArea;
      if (!best || total > best.area) best = { area: total, q: [hull[i]!, hull[left]!, hull[k]!, hull[right]!] };
    }
  }
  return best?.q ?? null;
}

/** How far across a side its edge is looked for, in pixels either way (a hull patch blurs the outline by half a patch). */
const REACH = 20;
/** How far when too few pieces agree within REACH (set on seen photos). */
const FARTHER = 28;
/**
 * How far when the caller's ledger can refute a false outline (outlineOf's `far`, with FEW tiles entered or more).
 * Seen (CSS seed 13, photo 22): a paper board on a checked cloth, its tiles at 1G-1I as dark as the cloth's checks,
 * cut off the board's region, left the hull's corner 46 px inside the board's; found so and read exactly (thirteen
 * seen sets otherwise unchanged; photos without a board given a 20-tile ledger, none with a grid). Tried for every
 * photo at stop 51, it gave squared paper an outline grid in the first turns, where no ledger can refute it.
 */
const FARTHEST = 40;
/** Pieces a side is cut into, each giving one point of its edge. */
const PIECES = 24;

/** A piece's steps worth trying: those at least this share of its strongest (the board's edge may not be the strongest). */
const STEP_SHARE = 0.5;
/**
 * The share of a side's pieces whose candidates must lie on its line (a hard shadow or a cloth's checks along part of
 * it leave the rest without one; set on seen photos: half of them missed 3 boards).
 */
const AGREE = 0.4;
/** A point is on a side's line within this many pixels. */
const ON_LINE = 2;

/**
 * The side from a to b made exact. Along each piece of it the light is averaged along the piece at each offset across
 * it, and its strong steps (dark to light or back) are candidates for the board's edge: a busy board's tiles may step
 * more strongly than its edge. The side is the line through two candidates, of one sign, that the most pieces' candidates
 * of that sign lie on (a hand or a card over the edge, or tiles near it, are outvoted), fitted again to them. Null when
 * too few pieces agree.
 */
function sideLine(g: Grey, a: Point, b: Point, reach: number): Line | null {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len < PIECES) return null;
  const dx = (b[0] - a[0]) / len;
  const dy = (b[1] - a[1]) / len;
  const [nx, ny] = [-dy, dx];
  type Candidate = { p: Point; sign: number; piece: number };
  const candidates: Candidate[] = [];
  const light = new Float64Array(2 * reach + 1);
  const steps = new Float64Array(2 * reach + 1);
  for (let piece = 1; piece < PIECES - 1; piece++) {
    const t0 = (piece / PIECES) * len;
    const t1 = ((piece + 1) / PIECES) * len;
    for (let o = -reach; o <= reach; o++) {
      let s = 0;
      let c = 0;
      for (let t = t0; t < t1; t += 1) {
        const v = sample(g, a[0] + dx * t + nx * o, a[1] + dy * t + ny * o);
        if (Number.isNaN(v)) continue;
        s += v;
        c++;
      }
      light[o + reach] = c > 0 ? s / c : NaN;
    }
    steps.fill(0);
    let strongest = 0;
    for (let k = 3; k <= 2 * reach - 3; k++) {
      const step = light[k + 1]! + light[k + 2]! + light[k + 3]! - light[k - 1]! - light[k - 2]! - light[k - 3]!;
      steps[k] = Number.isNaN(step) ? 0 : step;
      strongest = Math.max(strongest, Math.abs(steps[k]!));
    }
    if (strongest === 0) continue;
    const t = (t0 + t1) / 2;
    for (let k = 4; k <= 2 * reach - 4; k++) {
      const m = Math.abs(steps[k]!);
      if (m < strongest * STEP_SHARE || m < Math.abs(steps[k - 1]!) || m < Math.abs(steps[k + 1]!)) continue;
      const o = k - reach;
      candidates.push({ p: [a[0] + dx * t + nx * o, a[1] + dy * t + ny * o], sign: Math.sign(steps[k]!), piece });
    }
  }
  // Every pair of candidates of one sign from pieces at least a third of the side apart: the line they make, and the
  // pieces with a candidate of that sign on it.
  let best: { on: Candidate[]; pieces: number } | null = null;
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const p = candidates[i]!;
      const q = candidates[j]!;
      if (p.sign !== q.sign || Math.abs(p.piece - q.piece) < PIECES / 3) continue;
      const line = lineThrough(p.p, q.p);
      const on = candidates.filter((c) => c.sign === p.sign && Math.abs(line[0] * c.p[0] + line[1] * c.p[1] + line[2]) <= ON_LINE);
      const pieces = new Set(on.map((c) => c.piece)).size;
      if (!best || pieces > best.pieces) best = { on, pieces };
    }
  }
  if (!best || best.pieces < PIECES * AGREE) return null;
  return fitLine(best.on.map((c) => c.p));
}

/**
 * The outline (corners in order round it) seen straight on, `side` pixels each way: `toImage` maps its pixels to the
 * image; `flat` is the light at each pixel's centre (0 off the image), `off` marks those off it. Null when the corners
 * make no plane.
 */
export function straightOn(g: Grey, corners: Point[], side: number): { toImage: Mat3; flat: Float32Array; off: Uint8Array } | null {
  const toImage = fitHomography([[0, 0], [side, 0], [side, side], [0, side]], corners);
  if (!toImage) return null;
  const flat = new Float32Array(side * side);
  const off = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [px, py] = apply(toImage, x + 0.5, y + 0.5);
      const v = sample(g, px, py);
      if (Number.isNaN(v)) off[y * side + x] = 1;
      else flat[y * side + x] = v;
    }
  }
  return { toImage, flat, off };
}

/** The image's light at (x, y), bilinear; NaN off the image. */
export function sample(g: Grey, x: number, y: number): number {
  const { width: w, height: h, data } = g;
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return NaN;
  const x0 = Math.min(w - 2, Math.floor(x));
  const y0 = Math.min(h - 2, Math.floor(y));
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * w + x0;
  return (data[i]! * (1 - fx) + data[i + 1]! * fx) * (1 - fy) + (data[i + w]! * (1 - fx) + data[i + w + 1]! * fx) * fy;
}

/**
 * The grids inside an outline (its corners in order round it): the board seen straight on, the light's steps summed
 * along every column and every row, and the evenly spaced lines (13 one way, 10 the other, filling at least FILLS of
 * the outline) that stand out most from the spaces' middles between them. Both ways the 12 columns may run; the
 * caller turns each map as it must (unmirrored, half a turn) and lets the ledger choose.
 */
export function gridsInOutline(g: Grey, corners: Point[]): OutlineGrid[] {
  const seen = straightOn(g, corners, SIDE);
  if (!seen) return [];
  const { toImage, flat } = seen;
  // Steps across columns (summed down each column) and across rows (summed along each row).
  const cols = new Float64Array(SIDE);
  const rows = new Float64Array(SIDE);
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      const i = y * SIDE + x;
      cols[x]! += Math.abs(flat[i + 1]! - flat[i - 1]!);
      rows[y]! += Math.abs(flat[i + SIDE]! - flat[i - SIDE]!);
    }
  }
  const out: OutlineGrid[] = [];
  const [across, down] = [smoothed(cols), smoothed(rows)];
  for (const [nx, ny] of [[13, 10], [10, 13]] as const) {
    const cx = comb(across, nx);
    const cy = comb(down, ny);
    if (!cx || !cy) continue;
    // Board (u, v) → straight-on (x, y): with 13 lines across x, x = o + s·u; else x = o + s·v.
    // A profile's entry i is the straight-on image's pixel i, whose centre is at i + 0.5.
    const [x0, y0] = [cx.first + 0.5, cy.first + 0.5];
    const base: Mat3 = nx === 13 ? [cx.step, 0, x0, 0, cy.step, y0, 0, 0, 1] : [0, cx.step, x0, cy.step, 0, y0, 0, 0, 1];
    out.push({ toImage: multiply(toImage, base), contrast: Math.min(cx.contrast, cy.contrast), across: nx === 13 ? cx.standing : cy.standing, down: nx === 13 ? cy.standing : cx.standing });
  }
  return out.sort((p, q) => q.contrast - p.contrast);
}

/**
 * A profile smoothed twice by (1, 2, 1): a thin line's steps, one each side of it, become one peak on the line itself
 * (the comb would otherwise sit on either step, a pixel off).
 */
function smoothed(profile: Float64Array): Float64Array {
  let p = profile;
  for (let pass = 0; pass < 2; pass++) {
    const q = new Float64Array(p.length);
    for (let i = 1; i < p.length - 1; i++) q[i] = (p[i - 1]! + 2 * p[i]! + p[i + 1]!) / 4;
    p = q;
  }
  return p;
}

/**
 * The n evenly spaced lines along a profile that stand out most from the middles between them: the first line's
 * place, the spacing, their mean excess over the middles in the profile's own spread, and how many of them stand
 * above both middles beside them by STANDS of that spread.
 */
function comb(profile: Float64Array, n: number): { first: number; step: number; contrast: number; standing: number } | null {
  const len = profile.length;
  const at = (x: number) => {
    const i = Math.floor(x);
    if (i < 1 || i >= len - 2) return NaN;
    return profile[i]! + (profile[i + 1]! - profile[i]!) * (x - i);
  };
  let mean = 0;
  for (let i = 1; i < len - 1; i++) mean += profile[i]!;
  mean /= len - 2;
  let spread = 0;
  for (let i = 1; i < len - 1; i++) spread += Math.abs(profile[i]! - mean);
  spread = spread / (len - 2) || 1;
  const contrastOf = (first: number, step: number) => {
    let lines = 0;
    let middles = 0;
    for (let k = 0; k < n; k++) lines += at(first + k * step);
    for (let k = 0; k < n - 1; k++) middles += at(first + (k + 0.5) * step);
    return (lines / n - middles / (n - 1)) / spread;
  };
  let best: { first: number; step: number; contrast: number } | null = null;
  for (let step = (FILLS * (len - 4)) / (n - 1); step <= (len - 4) / (n - 1); step += 0.2) {
    for (let first = 2; first + (n - 1) * step <= len - 2; first += 0.5) {
      const contrast = contrastOf(first, step);
      if (Number.isNaN(contrast)) continue;
      if (!best || contrast > best.contrast) best = { first, step, contrast };
    }
  }
  if (!best) return null;
  // Made finer about the best (a 0.2 px spacing step is 2.4 px over 12 spaces).
  const coarse = best;
  for (let step = coarse.step - 0.2; step <= coarse.step + 0.2; step += 0.02) {
    for (let first = coarse.first - 0.5; first <= coarse.first + 0.5; first += 0.05) {
      const contrast = contrastOf(first, step);
      if (contrast > best.contrast) best = { first, step, contrast };
    }
  }
  // How many of the lines stand above the middles beside them (squared paper at half its spacing: half of them).
  let standing = 0;
  for (let k = 0; k < n; k++) {
    const x = best.first + k * best.step;
    const beside = [at(x - best.step / 2), at(x + best.step / 2)].filter((v) => !Number.isNaN(v));
    if (beside.length > 0 && at(x) - Math.max(...beside) > STANDS * spread) standing++;
  }
  return { ...best, standing };
}
