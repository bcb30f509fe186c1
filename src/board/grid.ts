/**
 * Finding the board's grid among a photo's lines: two families of lines (the grid's two directions, each converging
 * under perspective), a lattice guessed from two neighbouring lines of each family (one space) and kept when many
 * other lines fall on its whole-number lines, refined from every line it explains, then cut to the board's 13 x 10
 * lines. A lattice that runs on well past 13 x 10 (a checked cloth, squared paper) or explains too few lines is no
 * board: the reader then says so rather than invent one.
 */
import { apply, fitHomography, meet, multiply, type Line, type Mat3, type Point } from './homography.ts';
import type { Edges, FoundLine } from './lines.ts';

/** The lattice found: lattice coordinates (one unit a space) to the work image's pixels, and its lines' indices. */
export interface Lattice {
  toImage: Mat3;
  /** Whole-number positions of the lines explained, in each family, with their votes. */
  a: Map<number, number>;
  b: Map<number, number>;
  score: number;
}

/** The board's grid: board coordinates (0-12 across the columns from 1, 0-9 down the rows from A) to the image. */
export interface GridFound {
  toImage: Mat3;
  /** Lines explained inside the board: across (of 13) and down (of 10). */
  across: number;
  down: number;
  /** Lines the lattice explains beyond the board's edges (a checked cloth has many). */
  beyond: number;
}

const fold = (t: number) => ((t % Math.PI) + Math.PI) % Math.PI;
/** The smaller angle between two line directions (0-π/2). */
const apart = (s: number, t: number) => {
  const d = Math.abs(fold(s) - fold(t));
  return Math.min(d, Math.PI - d);
};

/** The two families of lines: each line goes with the nearer of the two strongest directions at least 35° apart. */
export function families(lines: FoundLine[]): [FoundLine[], FoundLine[]] | null {
  if (lines.length < 6) return null;
  // A histogram of directions, smoothed: its two highest peaks well apart.
  const BINS = 90;
  const hist = new Float64Array(BINS);
  for (const l of lines) hist[Math.floor((fold(l.theta) / Math.PI) * BINS) % BINS]! += l.votes;
  const smooth = hist.map((_, i) => hist[(i + BINS - 1) % BINS]! * 0.5 + hist[i]! + hist[(i + 1) % BINS]! * 0.5);
  let first = 0;
  for (let i = 1; i < BINS; i++) if (smooth[i]! > smooth[first]!) first = i;
  let second = -1;
  for (let i = 0; i < BINS; i++) {
    const d = Math.min(Math.abs(i - first), BINS - Math.abs(i - first));
    if (d < BINS * (35 / 180)) continue;
    if (second < 0 || smooth[i]! > smooth[second]!) second = i;
  }
  if (second < 0) return null;
  const ta = ((first + 0.5) / BINS) * Math.PI;
  const tb = ((second + 0.5) / BINS) * Math.PI;
  const a: FoundLine[] = [];
  const b: FoundLine[] = [];
  for (const l of lines) {
    const da = apart(l.theta, ta);
    const db = apart(l.theta, tb);
    if (Math.min(da, db) > (32 * Math.PI) / 180) continue;
    (da < db ? a : b).push(l);
  }
  return a.length >= 3 && b.length >= 3 ? [a, b] : null;
}

/** A family's lines with their normals turned one way, in order across the photo, and their votes. */
function ordered(family: FoundLine[]): { lines: Line[]; votes: number[] } {
  const ref = family[0]!.theta;
  const turned = family
    .map((f) => {
      // Normals within 90° of the first line's, so the offsets compare.
      const flip = Math.cos(f.theta - ref) < 0 ? -1 : 1;
      return { line: [f.line[0] * flip, f.line[1] * flip, f.line[2] * flip] as Line, votes: f.votes };
    })
    .sort((p, q) => p.line[2] - q.line[2]);
  return { lines: turned.map((t) => t.line), votes: turned.map((t) => t.votes) };
}

/** A line of the image in lattice coordinates (lines map by the transpose of the points' map). */
function toLattice(m: Mat3, l: Line): Line {
  return [l[0] * m[0] + l[1] * m[3] + l[2] * m[6], l[0] * m[1] + l[1] * m[4] + l[2] * m[7], l[0] * m[2] + l[1] * m[5] + l[2] * m[8]];
}

/**
 * Where an image line lies in the lattice, if it is one of the family's lattice lines: x = k for family a (`across`
 * false) or y = k for family b, k whole to within `tol`; its index, else null.
 */
function indexOf(m: Mat3, l: Line, vertical: boolean, tol: number): number | null {
  const [p, q, r] = toLattice(m, l);
  const main = vertical ? p : q;
  const other = vertical ? q : p;
  if (Math.abs(main) < 1e-12) return null;
  // Nearly straight along the lattice over the board's span (12 units): it moves by less than tol end to end.
  if (Math.abs(other / main) * 12 > tol * 2) return null;
  const at = -r / main;
  const k = Math.round(at);
  if (Math.abs(at - k) > tol || Math.abs(k) > 40) return null;
  return k;
}

function explain(m: Mat3, lines: Line[], votes: number[], vertical: boolean, tol: number): Map<number, number> {
  const found = new Map<number, number>();
  lines.forEach((l, i) => {
    const k = indexOf(m, l, vertical, tol);
    if (k !== null) found.set(k, Math.max(found.get(k) ?? 0, votes[i]!));
  });
  return found;
}

const total = (m: Map<number, number>) => [...m.values()].reduce((s, v) => s + v, 0);

/** A lattice from one cell: lines a0, a1 (x = 0, 1) and b0, b1 (y = 0, 1); null when they do not make a fair cell. */
function fromCell(a0: Line, a1: Line, b0: Line, b1: Line, minSide: number, maxSide: number): Mat3 | null {
  const p00 = meet(a0, b0);
  const p10 = meet(a1, b0);
  const p11 = meet(a1, b1);
  const p01 = meet(a0, b1);
  if (!p00 || !p10 || !p11 || !p01) return null;
  const sides = [dist(p00, p10), dist(p10, p11), dist(p11, p01), dist(p01, p00)];
  if (Math.min(...sides) < minSide || Math.max(...sides) > maxSide) return null;
  return fitHomography([[0, 0], [1, 0], [1, 1], [0, 1]], [p00, p10, p11, p01]);
}

const dist = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** Refits the lattice from the crossings of the lines it explains (each crossing a whole-number point). */
function refit(m: Mat3, A: Line[], B: Line[], votesA: number[], votesB: number[], tol: number): Lattice | null {
  const ia = A.map((l) => indexOf(m, l, true, tol));
  const ib = B.map((l) => indexOf(m, l, false, tol));
  const from: Point[] = [];
  const to: Point[] = [];
  A.forEach((la, i) => {
    if (ia[i] === null) return;
    B.forEach((lb, j) => {
      if (ib[j] === null) return;
      const p = meet(la, lb);
      if (!p) return;
      from.push([ia[i]!, ib[j]!]);
      to.push(p);
    });
  });
  if (from.length < 6) return null;
  const fitted = fitHomography(from, to);
  if (!fitted) return null;
  const a = explain(fitted, A, votesA, true, tol);
  const b = explain(fitted, B, votesB, false, tol);
  return { toImage: fitted, a, b, score: total(a) + total(b) };
}

/**
 * The lattice best explaining the lines, or null. Each guess takes a line and one of the next three of its family,
 * in both families, as one space; the best few guesses are refined.
 */
export function findLattice(lines: FoundLine[], imageWidth: number): Lattice | null {
  const fam = families(lines);
  if (!fam) return null;
  const [fa, fb] = fam;
  const { lines: A, votes: vA } = ordered(fa);
  const { lines: B, votes: vB } = ordered(fb);
  // A space is 1.5-10% of the image's width (a board 40-95% of it, seen tilted).
  const minSide = imageWidth * 0.012;
  const maxSide = imageWidth * 0.1;
  const guesses: Lattice[] = [];
  for (let i = 0; i < A.length; i++) {
    for (let di = 1; di <= 3 && i + di < A.length; di++) {
      for (let j = 0; j < B.length; j++) {
        for (let dj = 1; dj <= 3 && j + dj < B.length; dj++) {
          const m = fromCell(A[i]!, A[i + di]!, B[j]!, B[j + dj]!, minSide, maxSide);
          if (!m) continue;
          const a = explain(m, A, vA, true, 0.14);
          if (a.size < 4) continue;
          const b = explain(m, B, vB, false, 0.14);
          if (b.size < 4) continue;
          guesses.push({ toImage: m, a, b, score: total(a) + total(b) });
        }
      }
    }
  }
  guesses.sort((p, q) => q.score - p.score);
  let best: Lattice | null = null;
  for (const g of guesses.slice(0, 12)) {
    let l: Lattice | null = g;
    for (const tol of [0.14, 0.1, 0.08]) {
      const next: Lattice | null = l ? refit(l.toImage, A, B, vA, vB, tol) : null;
      if (!next) break;
      l = next;
    }
    if (l && (!best || l.score > best.score)) best = l;
  }
  return best;
}

/**
 * The share of a lattice line's length along which the image has an edge across it: the line x = k (or y = k) from
 * `from` to `to`, one share per unit (a space's side), sampled ten times a unit, each sample the strongest edge across
 * the line within 2 px of it.
 */
function lineSupport(e: Edges, m: Mat3, k: number, vertical: boolean, from: number, to: number): number[] {
  const out: number[] = [];
  for (let u = from; u < to; u++) {
    let hits = 0;
    for (let s = 0; s < 10; s++) {
      const t = u + (s + 0.5) / 10;
      const p = vertical ? apply(m, k, t) : apply(m, t, k);
      const q = vertical ? apply(m, k, t + 0.05) : apply(m, t + 0.05, k);
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const len = Math.hypot(dx, dy);
      if (!(len > 0)) continue;
      // Across the line: its normal in the image.
      const nx = -dy / len;
      const ny = dx / len;
      let best = 0;
      for (let o = -2; o <= 2; o++) {
        const x = Math.round(p[0] + nx * o);
        const y = Math.round(p[1] + ny * o);
        if (x < 1 || y < 1 || x >= e.width - 1 || y >= e.height - 1) continue;
        const i = y * e.width + x;
        const a = e.angle[i]!;
        const across = e.magnitude[i]! * Math.abs(Math.cos(a) * nx + Math.sin(a) * ny);
        if (across > best) best = across;
      }
      if (best >= e.level) hits++;
    }
    out.push(hits / 10);
  }
  return out;
}

/**
 * The board in a lattice: 13 lines one way and 10 the other, placed where the image's edges run along the lattice's
 * lines over the board's span (a margin as wide as a space has no lines across it, so the board's edge is not taken
 * for a grid line), turned so the photo is not mirrored. Two boards fit each lattice, half a turn apart: both come
 * back, for the caller to choose between (the ledger, or what the spaces show).
 */
export function boardsIn(l: Lattice, e: Edges): GridFound[] {
  const ka = [...l.a.keys()];
  const kb = [...l.b.keys()];
  if (ka.length === 0 || kb.length === 0) return [];
  const [a0, a1] = [Math.min(...ka) - 2, Math.max(...ka) + 2];
  const [b0, b1] = [Math.min(...kb) - 2, Math.max(...kb) + 2];
  // Support of every candidate line, per unit of its length over the other family's whole range.
  const supA = new Map<number, number[]>();
  const supB = new Map<number, number[]>();
  for (let k = a0; k <= a1; k++) supA.set(k, lineSupport(e, l.toImage, k, true, b0, b1));
  for (let k = b0; k <= b1; k++) supB.set(k, lineSupport(e, l.toImage, k, false, a0, a1));
  // Support of the stretch from `start`, `n` units of the board (each `step` lattice units) long.
  const along = (sup: number[], start: number, origin: number, n: number) => {
    let s = 0;
    for (let u = start; u < start + n; u++) s += sup[u - origin] ?? 0;
    return s / n;
  };
  type Best = { score: number; na: number; x0: number; y0: number; sa: number; sb: number; across: number; down: number; beyond: number };
  let best: Best | null = null;
  // A lattice found at half the board's spacing (a tile's edges, a ridge's two sides, seen as lines) in either
  // direction: the board's lines are then every other one of its lines.
  for (const [sa, sb] of [[1, 1], [2, 1], [1, 2], [2, 2]] as const) {
    for (const [na, nb] of [[13, 10], [10, 13]] as const) {
      for (let x0 = a0; x0 + (na - 1) * sa <= a1; x0++) {
        for (let y0 = b0; y0 + (nb - 1) * sb <= b1; y0++) {
          let score = 0;
          let countA = 0;
          let countB = 0;
          for (let i = 0; i < na; i++) {
            const s = along(supA.get(x0 + i * sa)!, y0, b0, (nb - 1) * sb);
            score += s;
            if (s > 0.5) countA++;
          }
          for (let j = 0; j < nb; j++) {
            const s = along(supB.get(y0 + j * sb)!, x0, a0, (na - 1) * sa);
            score += s;
            if (s > 0.5) countB++;
          }
          // Lines just outside, across the board's span: a lattice that runs on is a cloth, not a board.
          let beyond = 0;
          for (const k of [x0 - sa, x0 + na * sa]) if (supA.has(k) && along(supA.get(k)!, y0, b0, (nb - 1) * sb) > 0.5) beyond++;
          for (const k of [y0 - sb, y0 + nb * sb]) if (supB.has(k) && along(supB.get(k)!, x0, a0, (na - 1) * sa) > 0.5) beyond++;
          if (!best || score > best.score) best = { score, na, x0, y0, sa, sb, across: na === 13 ? countA : countB, down: na === 13 ? countB : countA, beyond };
        }
      }
    }
  }
  if (!best) return [];
  const { na, x0, y0, sa, sb } = best;
  // Board (u, v) → lattice (x, y): with 13 lines in family a, x = x0 + sa·u, y = y0 + sb·v; else x = x0 + sa·v,
  // y = y0 + sb·u.
  const base: Mat3 = na === 13 ? [sa, 0, x0, 0, sb, y0, 0, 0, 1] : [0, sa, x0, sb, 0, y0, 0, 0, 1];
  let m = multiply(l.toImage, base);
  // Unmirrored: board u to the right of v as the image's x is to the right of its y (a positive Jacobian).
  if (jacobianSign(m) < 0) m = multiply(m, [-1, 0, 12, 0, 1, 0, 0, 0, 1]);
  const found = { across: best.across, down: best.down, beyond: best.beyond };
  return [
    { toImage: m, ...found },
    { toImage: multiply(m, [-1, 0, 12, 0, -1, 9, 0, 0, 1]), ...found },
  ];
}

/** The sign of the map's Jacobian at the board's centre: positive when the picture is not mirrored. */
function jacobianSign(m: Mat3): number {
  const c = apply(m, 6, 4.5);
  const u = apply(m, 6.01, 4.5);
  const v = apply(m, 6, 4.51);
  return Math.sign((u[0] - c[0]) * (v[1] - c[1]) - (u[1] - c[1]) * (v[0] - c[0]));
}
