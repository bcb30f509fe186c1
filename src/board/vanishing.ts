/**
 * A second way to the board's lattice, from every edge pixel rather than the strongest lines: each family of grid
 * lines meets at a vanishing point; the line through both vanishing points is the table's horizon, and sending it to
 * infinity (an affine rectification) makes each family parallel and the board's lines evenly spaced. Edge pixels
 * then pile up, per family, at their position across it: the board shows as a comb of 13 (or 10) evenly spaced teeth,
 * found however faint its lines are, and the combs give the lattice.
 */
import { apply, cross, invert, length, multiply, type Line, type Mat3, type Vec3 } from './homography.ts';
import type { Edges, FoundLine } from './lines.ts';
import type { Lattice } from './lattice.ts';
import { onceFor } from './once.ts';

/** The homogeneous point `v` in the image, or null when it lies at infinity. */
function ahead(v: Vec3): [number, number] | null {
  return Math.abs(v[2]) < 1e-9 * Math.hypot(v[0], v[1], v[2]) ? null : [v[0] / v[2], v[1] / v[2]];
}

/** The direction from (x, y) toward `v` (`ahead(v)`, worked out once): its own direction when it lies at infinity. */
function toward(v: Vec3, at: [number, number] | null, x: number, y: number): [number, number] {
  return at ? [at[0] - x, at[1] - y] : [v[0], v[1]];
}

/**
 * How far (radians) line `l` is from passing through the homogeneous point `v` (`at`: ahead(v), worked out once by the
 * caller for all the lines), seen from its point nearest `c`.
 */
function missAngle(l: Line, v: Vec3, at: [number, number] | null, cx: number, cy: number): number {
  const [a, b, c] = l;
  const off = a * cx + b * cy + c;
  const [wx, wy] = toward(v, at, cx - off * a, cy - off * b);
  const len = length(wx, wy);
  if (len === 0) return 0;
  const cos = Math.abs(-b * wx + a * wy) / len;
  return Math.acos(Math.min(1, cos));
}

/** The vanishing point most of a family's votes pass through (within 0.7°), from pairs of its strongest lines. */
export function vanishingPoint(family: FoundLine[], cx: number, cy: number): Vec3 | null {
  const strong = [...family].sort((p, q) => q.votes - p.votes).slice(0, 30);
  let best: { v: Vec3; score: number } | null = null;
  const tol = (0.7 * Math.PI) / 180;
  for (let i = 0; i < strong.length; i++) {
    for (let j = i + 1; j < strong.length; j++) {
      const v = cross(strong[i]!.line, strong[j]!.line);
      if (Math.hypot(v[0], v[1], v[2]) === 0) continue;
      let score = 0;
      const at = ahead(v);
      for (const l of family) if (missAngle(l.line, v, at, cx, cy) < tol) score += l.votes;
      if (!best || score > best.score) best = { v, score };
    }
  }
  return best?.v ?? null;
}

/** Peaks of a comb: `n` teeth `d` apart from `s0`, each the histogram's most within a bin either side. */
interface Comb {
  s0: number;
  d: number;
  score: number;
  teeth: number[];
}

/**
 * A histogram's `length` bins at v[pad + i], with `pad` zeros either side: a comb's teeth and continuations read past
 * its ends as 0 without leaving the array (a read out of a typed array's bounds is many times slower).
 */
interface Wide {
  v: Float64Array;
  pad: number;
  length: number;
}

/** Each bin's most within `r` bins either side (a tooth may fall a little off its bin), padded by the length each side. */
function widened(h: Float64Array, r: number): Wide {
  const pad = h.length;
  const v = new Float64Array(h.length + 2 * pad);
  for (let i = 0; i < h.length; i++) {
    let m = 0;
    for (let j = Math.max(0, i - r); j <= Math.min(h.length - 1, i + r); j++) m = Math.max(m, h[j]!);
    v[pad + i] = m;
  }
  return { v, pad, length: h.length };
}

/** Where a comb's teeth fall from its first, `d` apart (n of them), then one step before and one past the last. */
function teethAt(n: number, d: number): Int32Array {
  const at = new Int32Array(n + 2);
  for (let k = 0; k < n; k++) at[k] = Math.round(k * d);
  at[n] = Math.round(-d);
  at[n + 1] = Math.round(n * d);
  return at;
}

/** Whether two combs' teeth (teethAt) fall on the same bins. */
function sameTeeth(a: Int32Array, b: Int32Array): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * A comb's score from bin `s0` (a whole bin, so each tooth is s0 plus its offset): its teeth, less its continuations
 * one step past either end (a cloth's checks run on).
 */
function combScore(wide: Wide, at: Int32Array, n: number, s0: number): number {
  const { v, pad } = wide;
  let score = 0;
  for (let k = 0; k < n; k++) score += v[pad + s0 + at[k]!]!;
  return score - (n / 2) * (v[pad + s0 + at[n]!]! + v[pad + s0 + at[n + 1]!]!);
}

/** The best `room` combs of a histogram already widened, spacings `dMin`-`dMax` (1% apart), best first. */
function bestCombs(wide: Wide, n: number, dMin: number, dMax: number, room: number): { s0: number; d: number; score: number }[] {
  const top: { s0: number; d: number; score: number }[] = [];
  const teeth = new Float64Array(wide.length);
  const v = wide.v;
  let summed: Int32Array | null = null;
  for (let d = dMin; d <= dMax; d *= 1.01) {
    const at = teethAt(n, d);
    let starts = 0;
    while (starts + (n - 1) * d < wide.length) starts++;
    // Every start's teeth summed at once, tooth by tooth (each start's sum in combScore's order, so the same scores);
    // a spacing whose teeth round to the last one's has the same sums (and no more starts, d growing): kept.
    if (!summed || !sameTeeth(summed, at)) {
      teeth.fill(0, 0, starts);
      for (let k = 0; k < n; k++) {
        const off = at[k]!;
        const from = wide.pad + off;
        for (let s0 = 0; s0 < starts; s0++) teeth[s0] = teeth[s0]! + v[from + s0]!;
      }
      summed = at;
    }
    const before = wide.pad + at[n]!;
    const past = wide.pad + at[n + 1]!;
    for (let s0 = 0; s0 < starts; s0++) {
      const score = teeth[s0]! - (n / 2) * (v[before + s0]! + v[past + s0]!);
      if (top.length === room && score <= top[room - 1]!.score) continue;
      let i = top.length;
      while (i > 0 && top[i - 1]!.score < score) i--;
      top.splice(i, 0, { s0, d, score });
      if (top.length > room) top.pop();
    }
  }
  return top;
}

/**
 * The histogram with each bin at most its high percentile (of the bins holding votes): a comb is evenly strong, and a
 * single strong edge (the board's rim, a shadow's edge) must not carry a comb that misses the board's lines.
 */
function clipped(h: Float64Array): Float64Array {
  const held = [...h].filter((v) => v > 0).sort((p, q) => p - q);
  if (held.length === 0) return h;
  const top = held[Math.floor(held.length * CLIP)]!;
  return h.map((v) => Math.min(v, top));
}

/** The share of bins below the clip (set on seen photos). */
const CLIP = 0.9;

/** How many bins make one in the first, coarse search for combs. */
const COARSE = 4;

/**
 * The best few combs of `n` teeth in a histogram, for spacings from `dMin` to `dMax` bins, unlike one another: looked
 * for first in the histogram pooled four bins to one, then each of the best placed exactly in the full one.
 */
function combs(h: Float64Array, n: number, dMin: number, dMax: number, keep: number): Comb[] {
  const pooled = new Float64Array(Math.ceil(h.length / COARSE));
  for (let i = 0; i < h.length; i++) pooled[Math.floor(i / COARSE)] = Math.max(pooled[Math.floor(i / COARSE)]!, h[i]!);
  const rough = bestCombs(widened(pooled, 1), n, dMin / COARSE, dMax / COARSE, keep * 20);
  const wide = widened(h, 1);
  const placed: { s0: number; d: number; score: number }[] = [];
  // Rough combs a bin or so from a better one are placed the same: each is placed once.
  const tried: { s0: number; d: number }[] = [];
  for (const r of rough) {
    if (tried.some((t) => Math.abs(t.d - r.d) < t.d * 0.03 && Math.abs(t.s0 - r.s0) <= 1)) continue;
    tried.push(r);
    let best = { s0: r.s0 * COARSE, d: r.d * COARSE, score: -Infinity };
    let last: Int32Array | null = null;
    for (let d = r.d * COARSE - 1.5; d <= r.d * COARSE + 1.5; d += 0.1) {
      const at = teethAt(n, d);
      // Teeth on the same bins as the last spacing's score the same at each start (no more starts, d growing): none
      // would beat the best so far.
      if (last && sameTeeth(last, at)) continue;
      last = at;
      for (let s0 = Math.round(r.s0 * COARSE) - COARSE - 1; s0 <= r.s0 * COARSE + 2 * COARSE; s0++) {
        if (s0 < 0 || s0 + (n - 1) * d >= h.length) continue;
        const score = combScore(wide, at, n, s0);
        if (score > best.score) best = { s0, d, score };
      }
    }
    if (best.score > -Infinity) placed.push(best);
  }
  placed.sort((p, q) => q.score - p.score);
  const out: Comb[] = [];
  for (const c of placed) {
    if (out.length >= keep) break;
    if (out.some((o) => Math.abs(o.d - c.d) < o.d * 0.08 && Math.abs(o.s0 - c.s0) < o.d * 0.5)) continue;
    out.push({ ...c, teeth: Array.from({ length: n }, (_, k) => wide.v[wide.pad + Math.round(c.s0 + k * c.d)]!) });
  }
  return out;
}

const BINS = 1024;

/** The edge pixels at or above the level (off the image's rim), in row order: where each, its gradient's direction, its weight. */
interface StrongPixels {
  count: number;
  x: Int32Array;
  y: Int32Array;
  gx: Float64Array;
  gy: Float64Array;
  w: Float64Array;
}

/** Each Edges' strong pixels, listed once: combLattices runs for every pair of line families and every look. */
const strongOf = new WeakMap<Edges, StrongPixels>();

const strongPixels = (e: Edges): StrongPixels => onceFor(strongOf, e, () => listStrongPixels(e));

function listStrongPixels(e: Edges): StrongPixels {
  // The edges' fields read once (Edges come in several shapes, which slows a property read in a loop over every pixel).
  const { width, height, magnitude, angle, level } = e;
  let count = 0;
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) if (magnitude[y * width + x]! >= level) count++;
  const s: StrongPixels = { count, x: new Int32Array(count), y: new Int32Array(count), gx: new Float64Array(count), gy: new Float64Array(count), w: new Float64Array(count) };
  let p = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m < level) continue;
      const g = angle[i]!;
      s.x[p] = x;
      s.y[p] = y;
      s.gx[p] = Math.cos(g);
      s.gy[p] = Math.sin(g);
      s.w[p] = Math.min(m, level * 4);
      p++;
    }
  }
  return s;
}

/**
 * Lattices from the edge pixels, for the family pair's vanishing points: per family, the best combs of 13 and of 10
 * teeth across it; each pairing of a comb of one family with one of the other is a lattice (x along the first
 * family's comb, y along the second's, one unit a tooth).
 */
export function combLattices(fa: FoundLine[], fb: FoundLine[], e: Edges, most = 4): Lattice[] {
  const cx = e.width / 2;
  const cy = e.height / 2;
  const va = vanishingPoint(fa, cx, cy);
  const vb = vanishingPoint(fb, cx, cy);
  if (!va || !vb) return [];
  // The horizon, and the map sending it to infinity (image coordinates about the centre, for conditioning).
  const centre: Mat3 = [1, 0, -cx, 0, 1, -cy, 0, 0, 1];
  const vac = apply3(centre, va);
  const vbc = apply3(centre, vb);
  const horizon = cross(vac, vbc);
  if (Math.abs(horizon[2]) < 1e-12) return [];
  const hz: Vec3 = [horizon[0] / horizon[2], horizon[1] / horizon[2], 1];
  const rectify: Mat3 = multiply([1, 0, 0, 0, 1, 0, hz[0], hz[1], 1], centre);
  // Each family's direction once rectified, and the coordinate across it.
  const dirOf = (v: Vec3): [number, number] => {
    const r = apply3(rectify, v);
    const len = Math.hypot(r[0], r[1]);
    return [r[0] / len, r[1] / len];
  };
  const da = dirOf(va);
  const db = dirOf(vb);
  const na: [number, number] = [-da[1], da[0]];
  const nb: [number, number] = [-db[1], db[0]];
  // Image → (s, t): s across family a, t across family b.
  const toST: Mat3 = multiply([na[0], na[1], 0, nb[0], nb[1], 0, 0, 0, 1], rectify);
  const corners = [[0, 0], [e.width, 0], [e.width, e.height], [0, e.height]].map(([x, y]) => apply(toST, x!, y!));
  if (corners.some(([s, t]) => !Number.isFinite(s) || !Number.isFinite(t))) return [];
  const sMin = Math.min(...corners.map((c) => c[0]));
  const sMax = Math.max(...corners.map((c) => c[0]));
  const tMin = Math.min(...corners.map((c) => c[1]));
  const tMax = Math.max(...corners.map((c) => c[1]));
  const hs = new Float64Array(BINS);
  const ht = new Float64Array(BINS);
  const sBin = (sMax - sMin) / (BINS - 1);
  const tBin = (tMax - tMin) / (BINS - 1);
  const tol = Math.sin((10 * Math.PI) / 180);
  // Per edge pixel, without arrays (apply written out, with the same arithmetic): this loop sees every pixel.
  const aheadA = ahead(va);
  const aheadB = ahead(vb);
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = toST;
  const strong = strongPixels(e);
  for (let p = 0; p < strong.count; p++) {
    const x = strong.x[p]!;
    const y = strong.y[p]!;
    const gx = strong.gx[p]!;
    const gy = strong.gy[p]!;
    const w = strong.w[p]!;
    // An edge of family a runs toward va: its gradient is across that direction.
    const z = m6 * x + m7 * y + m8;
    for (let which = 0; which < 2; which++) {
      const v = which === 0 ? va : vb;
      const at = which === 0 ? aheadA : aheadB;
      const lx = at ? at[0]! - x : v[0];
      const ly = at ? at[1]! - y : v[1];
      const len = length(lx, ly);
      if (len === 0 || Math.abs(gx * lx + gy * ly) / len > tol) continue;
      const b = which === 0 ? Math.round(((m0 * x + m1 * y + m2) / z - sMin) / sBin) : Math.round(((m3 * x + m4 * y + m5) / z - tMin) / tBin);
      const hist = which === 0 ? hs : ht;
      if (b >= 0 && b < BINS) hist[b]! += w;
    }
  }
  const combsOf = (h: Float64Array, n: number) => combs(h, n, (BINS * 0.25) / (n + 2), BINS / (n - 1), 3);
  const back = invert(toST);
  if (!back) return [];
  /** The best pairings of the two families' combs (both strong), at most `most`. */
  const pairings = (hs: Float64Array, ht: Float64Array): Lattice[] => {
    const out: Lattice[] = [];
    for (const [nA, nB] of [[13, 10], [10, 13]] as const) {
      const cbs = combsOf(ht, nB);
      for (const ca of combsOf(hs, nA)) {
        for (const cb of cbs) {
          // Lattice (x, y) → (s, t) → image.
          const toLatticeST: Mat3 = [ca.d * sBin, 0, sMin + ca.s0 * sBin, 0, cb.d * tBin, tMin + cb.s0 * tBin, 0, 0, 1];
          const a = new Map(ca.teeth.map((v, k) => [k, v] as [number, number]));
          const b = new Map(cb.teeth.map((v, k) => [k, v] as [number, number]));
          out.push({ toImage: multiply(back, toLatticeST), a, b, score: ca.score + cb.score });
        }
      }
    }
    return out.sort((p, q) => q.score - p.score).slice(0, most);
  };
  // The combs of the histograms as they are, and clipped (a strong rim or shadow edge then carries no comb).
  return [...pairings(hs, ht), ...pairings(clipped(hs), clipped(ht))];
}

function apply3(m: Mat3, v: Vec3): Vec3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}
