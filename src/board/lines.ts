/**
 * Straight lines in a photo, for finding the board's grid: the photo's luma shrunk, its gradients (Sobel), and a
 * Hough transform in which each strong edge pixel votes only for lines near its own edge direction (so a vote costs a
 * handful of cells, not a whole sweep). The strongest separate peaks come back as lines in the photo's pixels.
 */
import { length, type Line } from './homography.ts';
import { median } from '../ocr/pixels.ts';
import { onceFor } from './once.ts';

/** A grey image, one value a pixel. */
export interface Grey {
  data: Float32Array;
  width: number;
  height: number;
}

/** A line found: a·x + b·y + c = 0 with (a, b) of unit length, its angle (0-π) and its votes. */
export interface FoundLine {
  line: Line;
  theta: number;
  rho: number;
  votes: number;
}

/** The image lightly smoothed (a 3 x 3 binomial; at the rim, over the pixels there are). */
function smoothed(g: Grey): Float32Array {
  const { width: w, height: h, data } = g;
  const smooth = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (y > 0 && y < h - 1 && x > 0 && x < w - 1) {
        // Inside, all nine at once, added in the same order as at the edges below (so the same sums, faster).
        const i = y * w + x;
        const sum = data[i - w - 1]! + data[i - w]! * 2 + data[i - w + 1]! + data[i - 1]! * 2 + data[i]! * 4 + data[i + 1]! * 2 + data[i + w - 1]! + data[i + w]! * 2 + data[i + w + 1]!;
        smooth[i] = sum / 16;
        continue;
      }
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const k = dx === 0 && dy === 0 ? 4 : dx === 0 || dy === 0 ? 2 : 1;
          sum += data[yy * w + xx]! * k;
          n += k;
        }
      }
      smooth[y * w + x] = sum / n;
    }
  }
  return smooth;
}

/** Edge strength and direction at every pixel (Sobel on the image lightly smoothed). */
export function gradients(g: Grey): { magnitude: Float32Array; angle: Float32Array } {
  const { width: w, height: h } = g;
  const smooth = smoothed(g);
  const magnitude = new Float32Array(w * h);
  const angle = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = smooth[i - w + 1]! + 2 * smooth[i + 1]! + smooth[i + w + 1]! - smooth[i - w - 1]! - 2 * smooth[i - 1]! - smooth[i + w - 1]!;
      const gy = smooth[i + w - 1]! + 2 * smooth[i + w]! + smooth[i + w + 1]! - smooth[i - w - 1]! - 2 * smooth[i - w]! - smooth[i - w + 1]!;
      magnitude[i] = length(gx, gy);
      angle[i] = Math.atan2(gy, gx);
    }
  }
  return { magnitude, angle };
}

/** Edge strength and direction at each pixel of the work image, and the strength an edge pixel has at least. */
export interface Edges {
  magnitude: Float32Array;
  angle: Float32Array;
  width: number;
  height: number;
  level: number;
  /** Where the board may be (region.ts: its hull, filled), when known: 1 there; elsewhere the photo counts as unseen. */
  region?: Uint8Array;
}

/** The image's edges: the stronger ones are above 2.5 times the median strength, and above a floor for flat photos. */
export function edgesOf(g: Grey): Edges {
  const { magnitude, angle } = gradients(g);
  const level = Math.max(12, medianOf(magnitude) * 2.5);
  return { magnitude, angle, width: g.width, height: g.height, level };
}

/** The median edge strength (of every seventh pixel; only those `inside`, when given); 0 with none. */
function medianOf(magnitude: Float32Array, inside?: Uint8Array): number {
  const sample: number[] = [];
  for (let i = 0; i < magnitude.length; i += 7) if (!inside || inside[i]) sample.push(magnitude[i]!);
  return sample.length > 0 ? median(sample) : 0;
}

/**
 * The edges of a busy table left out: a checked cloth's edges can be many times stronger than a board's faint lines,
 * fill the photo and raise its edge level above them. Kept: edge pixels that peak across their edge (not an edge's
 * flanks), no stronger than four times the photo's median strength, at a level of 0.4 times it (set on seen photos).
 */
export function calmEdges(e: Edges): Edges {
  const { width: w, height: h, angle } = e;
  const median = medianOf(e.magnitude);
  const magnitude = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const m = e.magnitude[i]!;
      if (m > median * 4) continue;
      // A peak across the edge: no weaker than its two neighbours along the gradient.
      const dx = Math.round(Math.cos(angle[i]!));
      const dy = Math.round(Math.sin(angle[i]!));
      if (m < e.magnitude[i + dy * w + dx]! || m < e.magnitude[i - dy * w - dx]!) continue;
      magnitude[i] = m;
    }
  }
  return { magnitude, angle, width: w, height: h, level: Math.max(12, median * 0.4) };
}

/** How far either side of a pixel its thin line's sides are looked at, in work pixels (a printed line is 1-2 wide). */
const THIN_REACH = 2;
/**
 * A thin line's pixel is this many times the mean strength of the photo's pixels on some line at least, and THIN_FLOOR
 * (set on seen photos). A photo's noise puts many of its pixels on some line (of 830 seen photos, 6% at least), so the
 * mean measures the noise; in a picture with under NOISELESS of its pixels on one (drawn, without noise), the mean is
 * its lines' own, and THIN_FLOOR alone is the level.
 */
const THIN_LEVEL = 1.5;
const THIN_FLOOR = 3;
const NOISELESS = 0.05;

/**
 * The photo's thin lines, in place of its edges: a pixel lighter, or darker, than both its sides across the line
 * (THIN_REACH away), by the lesser of the two differences. A printed grid line on paper or card is such a line; a step
 * in light is not, one of its sides being as light as the step's middle: a checked or striped cloth, a board's or a
 * tile's edge against the table give nothing, whereas as edges they drown a paper board's faint grid (seen: a paper
 * board on a striped cloth, its grid 11 of the 90 lines found). Which way is across: the direction in which the
 * light curves most (the larger of the second derivatives' two principal curvatures).
 */
export function thinLines(g: Grey): Edges {
  const { width: w, height: h } = g;
  const s = smoothed(g);
  const magnitude = new Float32Array(w * h);
  const angle = new Float32Array(w * h);
  const r = THIN_REACH;
  for (let y = r + 1; y < h - r - 1; y++) {
    for (let x = r + 1; x < w - r - 1; x++) {
      const i = y * w + x;
      const c = s[i]!;
      const xx = s[i + 1]! - 2 * c + s[i - 1]!;
      const yy = s[i + w]! - 2 * c + s[i - w]!;
      const xy = (s[i + w + 1]! - s[i + w - 1]! - s[i - w + 1]! + s[i - w - 1]!) / 4;
      // The principal curvatures (xx + yy) / 2 ± root: the larger in size is across the line.
      const half = (xx + yy) / 2;
      const root = Math.hypot((xx - yy) / 2, xy);
      const towards = 0.5 * Math.atan2(2 * xy, xx - yy);
      const across = Math.abs(half + root) >= Math.abs(half - root) ? towards : towards + Math.PI / 2;
      const dx = Math.round(Math.cos(across) * r);
      const dy = Math.round(Math.sin(across) * r);
      const a = s[i + dy * w + dx]!;
      const b = s[i - dy * w - dx]!;
      magnitude[i] = Math.max(Math.min(a, b) - c, c - Math.max(a, b), 0);
      angle[i] = across;
    }
  }
  // The level from the pixels on some line (every seventh pixel), not from all: most are on none.
  let sum = 0;
  let on = 0;
  let all = 0;
  for (let i = 0; i < magnitude.length; i += 7, all++) {
    if (magnitude[i]! <= 0) continue;
    sum += magnitude[i]!;
    on++;
  }
  const level = on >= all * NOISELESS ? Math.max(THIN_FLOOR, (sum / on) * THIN_LEVEL) : THIN_FLOOR;
  return { magnitude, angle, width: w, height: h, level };
}

/**
 * The edges inside the board's region only, at their own level there: the Hough transform and the combs then see the
 * board's lines and not the table's, and a window is judged only where the board may be. The lines are looked for
 * above `linesAt` times the region's median strength, and windows judged at `judgedAt` times it (set on seen photos).
 */
export function regionEdges(e: Edges, region: Uint8Array, linesAt = 2.5, judgedAt = 1.5): { lines: Edges; judged: Edges } {
  const magnitude = e.magnitude.map((m, i) => (region[i] ? m : 0));
  const median = medianOf(e.magnitude, region);
  const base = { ...e, magnitude, region };
  return { lines: { ...base, level: Math.max(12, median * linesAt) }, judged: { ...base, level: Math.max(12, median * judgedAt) } };
}

const THETA_STEPS = 360;
/** How many lines findLines gives, and how far apart in direction (radians) and place (pixels) they are at least. */
const MOST_LINES = 90;
const APART_THETA = 0.025;
const APART_RHO = 3;

/** The Hough votes of an Edges' pixels and their peaks along ρ (votesOf). */
interface Votes {
  acc: Float32Array;
  candidates: number[];
  cos: Float32Array;
  sin: Float32Array;
  rhos: number;
  diag: number;
}

/** Each Edges' votes, cast once: the look with a few lines per direction finds them again on the first look's edges. */
const votesCast = new WeakMap<Edges, Votes>();

const votesOf = (e: Edges): Votes => onceFor(votesCast, e, () => castVotes(e));

function castVotes(e: Edges): Votes {
  const { width: w, height: h, magnitude, angle, level } = e;
  const diag = Math.ceil(Math.hypot(w, h));
  const rhos = 2 * diag + 1;
  const acc = new Float32Array(THETA_STEPS * rhos);
  const cos = new Float32Array(THETA_STEPS);
  const sin = new Float32Array(THETA_STEPS);
  for (let t = 0; t < THETA_STEPS; t++) {
    cos[t] = Math.cos((t * Math.PI) / THETA_STEPS);
    sin[t] = Math.sin((t * Math.PI) / THETA_STEPS);
  }
  const spread = 4;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const m = magnitude[y * w + x]!;
      if (m < level) continue;
      // The line's normal is the gradient's direction, folded into 0-π.
      let a = angle[y * w + x]!;
      if (a < 0) a += Math.PI;
      const centre = Math.round((a / Math.PI) * THETA_STEPS);
      const weight = Math.min(m, level * 4);
      for (let dt = -spread; dt <= spread; dt++) {
        // centre is 0-THETA_STEPS: t wraps at most once either way.
        let t = centre + dt;
        if (t < 0) t += THETA_STEPS;
        else if (t >= THETA_STEPS) t -= THETA_STEPS;
        const rho = x * cos[t]! + y * sin[t]!;
        const r = Math.round(rho) + diag;
        acc[t * rhos + r]! += weight;
      }
    }
  }
  // Peaks, strongest first, none within the separation of a stronger one.
  const candidates: number[] = [];
  for (let t = 0; t < THETA_STEPS; t++) {
    for (let r = 1; r < rhos - 1; r++) {
      const v = acc[t * rhos + r]!;
      if (v <= 0) continue;
      if (v >= acc[t * rhos + r - 1]! && v >= acc[t * rhos + r + 1]!) candidates.push(t * rhos + r);
    }
  }
  return { acc, candidates, cos, sin, rhos, diag };
}

/**
 * The MOST_LINES strongest lines of the image, each a peak of the Hough transform apart from the others (by
 * APART_THETA radians and APART_RHO pixels), and at most `perDirection` of them within DIRECTION_BAND of one another.
 * Edge pixels vote with their strength, above the image's own edge level.
 */
export function findLines(e: Edges, perDirection = MOST_LINES): FoundLine[] {
  const { acc, candidates, cos, sin, rhos, diag } = votesOf(e);
  const found: FoundLine[] = [];
  const dT = Math.max(1, Math.round((APART_THETA / Math.PI) * THETA_STEPS));
  for (const k of strongestFirst(candidates, acc, () => found.length >= MOST_LINES)) {
    const t = Math.floor(k / rhos);
    const r = k % rhos;
    const theta = (t * Math.PI) / THETA_STEPS;
    const rho = r - diag;
    const clash = found.some((f) => {
      const d = Math.abs(Math.round((f.theta / Math.PI) * THETA_STEPS) - t);
      // Lines at 0 and just under π are near each other with ρ of opposite sign.
      if (d > THETA_STEPS / 2) return THETA_STEPS - d <= dT && Math.abs(f.rho + rho) <= APART_RHO;
      return d <= dT && Math.abs(f.rho - rho) <= APART_RHO;
    });
    if (clash) continue;
    if (perDirection < MOST_LINES && full(found, theta, perDirection)) continue;
    found.push({ line: [cos[t]!, sin[t]!, -rho], theta, rho, votes: acc[k]! });
  }
  return found;
}

/** About how many peaks findLines puts in order at a time (a photo's 90 lines come from its first 300 or so). */
const TRANCHE = 1024;
/** The bins of the peaks' values that cut them into tranches. */
const TRANCHE_BINS = 4096;

/**
 * The peaks `candidates` (indices into `acc`, each above 0) strongest first, equal ones in index order, as a stable
 * sort of them all would give; but only the strongest are sorted, a tranche at a time, until `enough` (a photo has
 * some 40,000 peaks). A tranche is a run of bins of the peaks' values: a higher bin's peaks are all stronger.
 */
export function* strongestFirst(candidates: number[], acc: Float32Array, enough: () => boolean): Generator<number> {
  let most = 0;
  for (const k of candidates) most = Math.max(most, acc[k]!);
  const binOf = (v: number) => Math.min(TRANCHE_BINS - 1, Math.floor((v / most) * TRANCHE_BINS));
  const counts = new Int32Array(TRANCHE_BINS);
  for (const k of candidates) counts[binOf(acc[k]!)]!++;
  let top = TRANCHE_BINS - 1;
  while (top >= 0) {
    // Bins from `top` down to `low` hold TRANCHE peaks or more (or all that are left).
    let low = top;
    let n = counts[low]!;
    while (low > 0 && n < TRANCHE) n += counts[--low]!;
    const tranche = candidates.filter((k) => {
      const b = binOf(acc[k]!);
      return b >= low && b <= top;
    });
    tranche.sort((p, q) => acc[q]! - acc[p]!);
    for (const k of tranche) {
      if (enough()) return;
      yield k;
    }
    top = low - 1;
  }
}

/**
 * Whether findLines with `perDirection` would give other lines than `lines` (found without a cap): some line has that
 * many before it (stronger) within DIRECTION_BAND. When not, looking again with the cap is the same look.
 */
export function crowded(lines: FoundLine[], perDirection: number): boolean {
  return lines.some((l, i) => full(lines.slice(0, i), l.theta, perDirection));
}

/** Whether `stronger` already holds `perDirection` lines within DIRECTION_BAND of direction `theta` (findLines' cap). */
function full(stronger: FoundLine[], theta: number, perDirection: number): boolean {
  let near = 0;
  for (const f of stronger) {
    const d = Math.abs(f.theta - theta) % Math.PI;
    if (Math.min(d, Math.PI - d) < DIRECTION_BAND && ++near >= perDirection) return true;
  }
  return false;
}

/** Lines this near in direction (radians, 15°) count as one direction for findLines' cap. */
const DIRECTION_BAND = Math.PI / 12;
