/**
 * A space's look past one straight step of light across it: a hard shadow's edge or glare's rim crossing an empty
 * space makes its light spread as wide as a tile's label does. Split along the straight line that best explains its
 * light (the two sides each even), the space's texture is what is left within the two sides: a step leaves the
 * board's own face, a label's strokes (no one line explains them) stay.
 */
import type { Mat3 } from './homography.ts';
import { middleHalf, sampleBox, SAMPLES, type Features, type PastAStep, type Photo } from './spaces.ts';

/** The lines tried: this many ways round, evenly over half a turn. */
const WAYS = 16;
/** The sample lattice's middle (places run -MIDDLE..MIDDLE each way). */
const MIDDLE = (SAMPLES - 1) / 2;
/** The least share of the samples on each side of a line: a line shaving off a few samples is no step. */
const SIDE_LEAST = 0.2;

/** One sample of a space: its light, its red, green and blue, and its place (across, down) from the box's middle. */
export interface Sample {
  L: number;
  R: number;
  G: number;
  B: number;
  x: number;
  y: number;
}

/**
 * A space split by the line that best explains its samples' light: the light's spread left within its two sides
 * (each side's spread for its own level, as a space's texture is measured, pooled), and each side's colour (red and
 * green shares). Null when no line leaves SIDE_LEAST of the samples on each side.
 */
export function splitByAStep(samples: readonly Sample[]): { texture: number; sides: [[number, number], [number, number]] } | null {
  const n = samples.length;
  const least = Math.ceil(SIDE_LEAST * n);
  let total = 0;
  let total2 = 0;
  for (const { L } of samples) {
    total += L;
    total2 += L * L;
  }
  const ways = sampledWhole(samples) ? LATTICE_WAYS : waysAcross(samples);
  let best: { sse: number; way: number; at: number } | null = null;
  for (let way = 0; way < ways.length; way++) {
    const { order, cut } = ways[way]!;
    let s = 0;
    let ss = 0;
    for (let m = 1; m < n; m++) {
      const l = samples[order[m - 1]!]!.L;
      s += l;
      ss += l * l;
      if (m < least || n - m < least || !cut[m]) continue;
      const sse = ss - (s * s) / m + (total2 - ss) - ((total - s) * (total - s)) / (n - m);
      if (!best || sse < best.sse) best = { sse, way, at: m };
    }
  }
  if (!best) return null;
  const { way, at } = best;
  const order = ways[way]!.order;
  const [one, other] = [order.slice(0, at), order.slice(at)].map((side) => {
    let [L, LL, R, G, B] = [0, 0, 0, 0, 0];
    for (const k of side) {
      const p = samples[k]!;
      L += p.L;
      LL += p.L * p.L;
      R += p.R;
      G += p.G;
      B += p.B;
    }
    const m = L / side.length;
    const sum = R + G + B + 1e-6;
    // The side's squared spread for its level, times its samples (pooled below).
    return { spread2: (side.length * Math.max(0, LL / side.length - m * m)) / (m + 8) ** 2, colour: [R / sum, G / sum] as [number, number] };
  });
  return { texture: Math.sqrt((one!.spread2 + other!.spread2) / n), sides: [one!.colour, other!.colour] };
}

/**
 * Each way round (WAYS), the samples' order across it, and where a line may cut it (cut[m]: between the m-th and the
 * next, not between two at one distance across).
 */
function waysAcross(samples: readonly { x: number; y: number }[]): { order: number[]; cut: boolean[] }[] {
  return Array.from({ length: WAYS }, (_, way) => {
    const a = (Math.PI * way) / WAYS;
    const across = samples.map(({ x, y }) => x * Math.cos(a) + y * Math.sin(a));
    const order = samples.map((_, k) => k).sort((p, q) => across[p]! - across[q]!);
    return { order, cut: order.map((k, m) => m > 0 && across[order[m - 1]!] !== across[k]) };
  });
}

/** The lattice a space is sampled on (pastAStep), every sample in the photo, in sampleBox's order. */
const LATTICE = Array.from({ length: SAMPLES * SAMPLES }, (_, k) => ({ x: Math.floor(k / SAMPLES) - MIDDLE, y: (k % SAMPLES) - MIDDLE }));
/** Its ways across, sorted once: the same for every space sampled whole (the sorting is most of the work). */
const LATTICE_WAYS = waysAcross(LATTICE);
const sampledWhole = (samples: readonly Sample[]) => samples.length === LATTICE.length && samples.every(({ x, y }, k) => x === LATTICE[k]!.x && y === LATTICE[k]!.y);

/** Space `cell`'s look past a step through `toPhoto`, from its features (`look`); null for a space not sampled. */
export function pastAStep(p: Photo, toPhoto: Mat3, cell: number, look: Features | null): PastAStep | null {
  if (!look) return null;
  const samples: Sample[] = [];
  sampleBox(p, toPhoto, middleHalf(cell), SAMPLES, (R, G, B, L, i, j) => samples.push({ L, R, G, B, x: i - MIDDLE, y: j - MIDDLE }));
  const split = splitByAStep(samples);
  if (!split) return null;
  return { look: [look[0], look[1], look[2], split.texture, 0], sides: split.sides };
}
