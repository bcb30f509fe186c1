/**
 * Finding the board's grid among a photo's lines: two families of lines (the grid's two directions, each converging
 * under perspective), a lattice guessed from two neighbouring lines of each family (one space) and kept when many
 * other lines fall on its whole-number lines, refined from every line it explains, then cut to the board's 13 x 10
 * lines. A lattice that runs on well past 13 x 10 (a checked cloth, squared paper) or explains too few lines is no
 * board: the reader then says so rather than invent one.
 */
import { apply, fitHomography, fitLine, invert, length, lineThrough, meet, multiply, squareToQuad, type Line, type Mat3, type Point } from './homography.ts';
import type { Edges, FoundLine } from './lines.ts';
import { combLattices } from './vanishing.ts';
import { BOARD_CORNERS } from './overlay.ts';
import type { Lattice } from './lattice.ts';
import { median } from '../ocr/pixels.ts';
import { onceFor } from './once.ts';

export type { Lattice } from './lattice.ts';

/** The board's grid: board coordinates (0-12 across the columns from 1, 0-9 down the rows from A) to the image. */
export interface GridFound {
  toImage: Mat3;
  /** Lines explained inside the board: across (of 13) and down (of 10). */
  across: number;
  down: number;
  /** Support along the board's lines less support along their continuations: how board-like the window is. */
  score: number;
  /** The lattice runs on past the window on some side (two more lines): squared paper or a cloth, not a board. */
  runsOn: boolean;
}

/** The board's half turn in board coordinates: 1A's corner where 12I's was. */
export const HALF_TURN: Mat3 = [-1, 0, 12, 0, -1, 9, 0, 0, 1];

const fold = (t: number) => ((t % Math.PI) + Math.PI) % Math.PI;
/** The smaller angle between two line directions (0-π/2). */
const apart = (s: number, t: number) => {
  const d = Math.abs(fold(s) - fold(t));
  return Math.min(d, Math.PI - d);
};

/**
 * Pairs of line families: the directions where the lines' votes peak (a histogram of directions, smoothed; or, for a
 * family spread wide by perspective, the votes within 12°), taken two at a time when at least 35° apart, up to four
 * peaks (a board on a checked cloth has four directions, and the cloth's may be the stronger). Each line goes with the
 * nearer direction of a pair, within 25°.
 */
export function familyPairs(lines: FoundLine[]): [FoundLine[], FoundLine[]][] {
  if (lines.length < 6) return [];
  const BINS = 90;
  const hist = new Float64Array(BINS);
  for (const l of lines) hist[Math.floor((fold(l.theta) / Math.PI) * BINS) % BINS]! += l.votes;
  const smooth = hist.map((_, i) => hist[(i + BINS - 1) % BINS]! * 0.5 + hist[i]! + hist[(i + 1) % BINS]! * 0.5);
  const peaks: number[] = [];
  const order = [...smooth.keys()].sort((p, q) => smooth[q]! - smooth[p]!);
  const binsApart = (i: number, j: number) => Math.min(Math.abs(i - j), BINS - Math.abs(i - j));
  // A family's mass: the votes within 12° of a direction (a family seen in steep perspective spreads over 30°, and its
  // highest bin may be a tenth of a square-on family's).
  const mass = hist.map((_, i) => {
    let m = 0;
    for (let d = -6; d <= 6; d++) m += hist[(i + d + BINS) % BINS]!;
    return m;
  });
  const most = Math.max(...mass);
  for (const i of order) {
    if (peaks.length >= 4 || smooth[i]! <= 0) break;
    // A peak stands apart from those taken (10°), and holds a fair share of the strongest's votes: in its own
    // direction, or in a family's mass where that mass is highest (within 10°).
    if (peaks.some((p) => binsApart(p, i) < 5)) continue;
    if (smooth[i]! < smooth[order[0]!]! * 0.15 && !(mass[i]! >= most * 0.15 && highest(mass, i, 5))) continue;
    peaks.push(i);
  }
  const pairs: [FoundLine[], FoundLine[]][] = [];
  for (let i = 0; i < peaks.length; i++) {
    for (let j = i + 1; j < peaks.length; j++) {
      if (binsApart(peaks[i]!, peaks[j]!) < BINS * (35 / 180)) continue;
      const ta = ((peaks[i]! + 0.5) / BINS) * Math.PI;
      const tb = ((peaks[j]! + 0.5) / BINS) * Math.PI;
      const a: FoundLine[] = [];
      const b: FoundLine[] = [];
      for (const l of lines) {
        const da = apart(l.theta, ta);
        const db = apart(l.theta, tb);
        if (Math.min(da, db) > (25 * Math.PI) / 180) continue;
        (da < db ? a : b).push(l);
      }
      if (a.length >= 3 && b.length >= 3) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** Whether bin `i` of a circular histogram is its highest within `r` bins either side. */
function highest(h: Float64Array, i: number, r: number): boolean {
  for (let d = -r; d <= r; d++) if (h[(i + d + h.length) % h.length]! > h[i]!) return false;
  return true;
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

/**
 * Where an image line lies in the lattice, if it is one of the family's lattice lines: x = k for family a (`across`
 * false) or y = k for family b, k whole to within `tol`; its index, else null.
 */
function indexOf(m: Mat3, l: Line, vertical: boolean, tol: number): number | null {
  // The line in lattice coordinates (lines map by the transpose of the points' map), as three numbers rather than an
  // array: this runs for every line of every guess.
  const p = l[0] * m[0] + l[1] * m[3] + l[2] * m[6];
  const q = l[0] * m[1] + l[1] * m[4] + l[2] * m[7];
  const r = l[0] * m[2] + l[1] * m[5] + l[2] * m[8];
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

/** indexOf's indices lie within ±40: a slot each, for tallying the lines a lattice explains without a map. */
const INDEX_SLOTS = 81;
const strongest = new Float64Array(INDEX_SLOTS);
const firstSeen = new Int32Array(INDEX_SLOTS);
const held = new Uint8Array(INDEX_SLOTS);

/**
 * The lattice lines among `lines`: for each index, the most votes of a line on it, in `strongest` (by slot, index +
 * 40), the slots in the order of each index's first line in `firstSeen`; how many. The caller reads them, then
 * `release`s them.
 */
function tally(m: Mat3, lines: Line[], votes: number[], vertical: boolean, tol: number): number {
  let size = 0;
  for (let i = 0; i < lines.length; i++) {
    const k = indexOf(m, lines[i]!, vertical, tol);
    if (k === null) continue;
    const slot = k + 40;
    if (!held[slot]) {
      held[slot] = 1;
      strongest[slot] = 0;
      firstSeen[size++] = slot;
    }
    strongest[slot] = Math.max(strongest[slot]!, votes[i]!);
  }
  return size;
}

function release(size: number): void {
  for (let j = 0; j < size; j++) held[firstSeen[j]!] = 0;
}

/** The lattice lines among `lines`: index → the most votes of a line on it, in the order of each index's first line. */
function explain(m: Mat3, lines: Line[], votes: number[], vertical: boolean, tol: number): Map<number, number> {
  const size = tally(m, lines, votes, vertical, tol);
  const found = new Map<number, number>();
  for (let j = 0; j < size; j++) found.set(firstSeen[j]! - 40, strongest[firstSeen[j]!]!);
  release(size);
  return found;
}

/**
 * What explain's map would hold, without making it: how many indices, and its total (summed in the map's order, so
 * the very same number). latticesOf weighs thousands of guesses and keeps a handful.
 */
function explained(m: Mat3, lines: Line[], votes: number[], vertical: boolean, tol: number): { size: number; total: number } {
  const size = tally(m, lines, votes, vertical, tol);
  let sum = 0;
  for (let j = 0; j < size; j++) sum += strongest[firstSeen[j]!]!;
  release(size);
  return { size, total: sum };
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
  return squareToQuad(p00, p10, p11, p01);
}

const dist = (p: Point, q: Point) => length(p[0] - q[0], p[1] - q[1]);

/** Refits the lattice from the crossings of the lines it explains (each crossing a whole-number point). */
function refit(m: Mat3, A: Line[], B: Line[], votesA: number[], votesB: number[], tol: number): Lattice | null {
  // Each line's index, NONE where it has none: in typed arrays, not arrays mixing numbers and nulls (whose changing
  // element kinds had the optimised code thrown away over and over).
  const NONE = -1000;
  const ia = Int32Array.from(A, (l) => indexOf(m, l, true, tol) ?? NONE);
  const ib = Int32Array.from(B, (l) => indexOf(m, l, false, tol) ?? NONE);
  const from: Point[] = [];
  const to: Point[] = [];
  for (let i = 0; i < A.length; i++) {
    if (ia[i] === NONE) continue;
    for (let j = 0; j < B.length; j++) {
      if (ib[j] === NONE) continue;
      const p = meet(A[i]!, B[j]!);
      if (!p) continue;
      from.push([ia[i]!, ib[j]!]);
      to.push(p);
    }
  }
  if (from.length < 6) return null;
  const fitted = fitHomography(from, to);
  if (!fitted) return null;
  const a = explain(fitted, A, votesA, true, tol);
  const b = explain(fitted, B, votesB, false, tol);
  return { toImage: fitted, a, b, score: total(a) + total(b) };
}

/**
 * The lattices best explaining a family pair's lines (at most `most`, each explaining lines the others do not), best
 * first. Each guess takes a line and one of the next three of its family, in both families, as one space; the best
 * guesses are refined.
 */
function latticesOf(fa: FoundLine[], fb: FoundLine[], imageWidth: number, most: number): Lattice[] {
  const { lines: A, votes: vA } = ordered(fa);
  const { lines: B, votes: vB } = ordered(fb);
  // A space is 1.5-10% of the image's width (a board 40-95% of it, seen tilted).
  const minSide = imageWidth * 0.012;
  const maxSide = imageWidth * 0.1;
  // Each guess's lines explained are counted only; the few refined have them again (explain).
  const guesses: { toImage: Mat3; score: number }[] = [];
  for (let i = 0; i < A.length; i++) {
    for (let di = 1; di <= 3 && i + di < A.length; di++) {
      for (let j = 0; j < B.length; j++) {
        for (let dj = 1; dj <= 3 && j + dj < B.length; dj++) {
          const m = fromCell(A[i]!, A[i + di]!, B[j]!, B[j + dj]!, minSide, maxSide);
          if (!m) continue;
          const a = explained(m, A, vA, true, 0.14);
          if (a.size < 4) continue;
          const b = explained(m, B, vB, false, 0.14);
          if (b.size < 4) continue;
          guesses.push({ toImage: m, score: a.total + b.total });
        }
      }
    }
  }
  guesses.sort((p, q) => q.score - p.score);
  // The best guesses that explain different lines (a checked cloth gives many guesses of its own lattice; the board's
  // must still be tried), each refined.
  const lattices: Lattice[] = [];
  const seen: Set<string>[] = [];
  for (const g of guesses) {
    if (lattices.length >= most) break;
    const ids = explainedIds(g.toImage, A, B, 0.14);
    if (seen.some((s) => overlap(s, ids) > 0.5)) continue;
    seen.push(ids);
    let l: Lattice | null = { toImage: g.toImage, a: explain(g.toImage, A, vA, true, 0.14), b: explain(g.toImage, B, vB, false, 0.14), score: g.score };
    for (const tol of [0.14, 0.1, 0.08]) {
      const next: Lattice | null = l ? refit(l.toImage, A, B, vA, vB, tol) : null;
      if (!next) break;
      l = next;
    }
    if (l) lattices.push(l);
  }
  return lattices;
}

/** Which lines a lattice explains, as "a3" / "b7" (the family and the line's place in it). */
function explainedIds(m: Mat3, A: Line[], B: Line[], tol: number): Set<string> {
  const ids = new Set<string>();
  A.forEach((l, i) => indexOf(m, l, true, tol) !== null && ids.add(`a${i}`));
  B.forEach((l, i) => indexOf(m, l, false, tol) !== null && ids.add(`b${i}`));
  return ids;
}

/** The share of the smaller set also in the other. */
function overlap(p: Set<string>, q: Set<string>): number {
  let both = 0;
  for (const x of p) if (q.has(x)) both++;
  return both / Math.max(1, Math.min(p.size, q.size));
}

/** A point on a lattice line in the image, and the line's unit normal there (onLine's answer). */
interface LinePoint {
  px: number;
  py: number;
  nx: number;
  ny: number;
}

/**
 * The image point at `t` along lattice line x = k (or y = k), and the line's normal there, written into `at`; false
 * where it degenerates. Into a caller's own record, not a new one: it runs for every sample of every candidate line.
 */
function onLine(m: Mat3, k: number, t: number, vertical: boolean, at: LinePoint): boolean {
  const x1 = vertical ? k : t;
  const y1 = vertical ? t : k;
  const x2 = vertical ? k : t + 0.05;
  const y2 = vertical ? t + 0.05 : k;
  const w1 = m[6] * x1 + m[7] * y1 + m[8];
  const w2 = m[6] * x2 + m[7] * y2 + m[8];
  const px = (m[0] * x1 + m[1] * y1 + m[2]) / w1;
  const py = (m[3] * x1 + m[4] * y1 + m[5]) / w1;
  const dx = (m[0] * x2 + m[1] * y2 + m[2]) / w2 - px;
  const dy = (m[3] * x2 + m[4] * y2 + m[5]) / w2 - py;
  const len = length(dx, dy);
  if (!(len > 0)) return false;
  at.px = px;
  at.py = py;
  at.nx = -dy / len;
  at.ny = dx / len;
  return true;
}

/** The edge strength at pixel (x, y) across a line of normal (nx, ny); 0 off the image (or on its rim). */
function across(e: Edges, x: number, y: number, nx: number, ny: number): number {
  if (x < 1 || y < 1 || x >= e.width - 1 || y >= e.height - 1) return 0;
  return acrossAt(e.magnitude, e.angle, y * e.width + x, nx, ny);
}

/**
 * The edge strength at pixel index `i` across a line of normal (nx, ny), from the edges' own arrays: the hot loops
 * (lineSupport, fitEdgeLine) pass them once read, not the Edges object, whose several shapes slow every property read.
 */
const acrossAt = (magnitude: Float32Array, angle: Float32Array, i: number, nx: number, ny: number) =>
  magnitude[i]! * Math.abs(Math.cos(angle[i]!) * nx + Math.sin(angle[i]!) * ny);

/** The strongest edge across a line of normal (nx, ny) within 2 px of its point (px, py). */
function nearLine(e: Edges, px: number, py: number, nx: number, ny: number): number {
  let best = 0;
  for (let o = -2; o <= 2; o++) best = Math.max(best, across(e, Math.round(px + nx * o), Math.round(py + ny * o), nx, ny));
  return best;
}

/**
 * The share of a lattice line's length along which the image has an edge across it: the line x = k (or y = k) from
 * `from` to `to`, one share per unit (a space's side), sampled ten times a unit, each sample the strongest edge across
 * the line within 2 px of it.
 */
function lineSupport(e: Edges, m: Mat3, k: number, vertical: boolean, from: number, to: number): number[] {
  // The edges' fields read once, not per pixel: Edges come in several shapes (with a region, masked, spread), which
  // slows every property read in this, the reader's hottest loop.
  const { magnitude, angle, width, height, level, region } = e;
  const at: LinePoint = { px: 0, py: 0, nx: 0, ny: 0 };
  const out: number[] = [];
  for (let u = from; u < to; u++) {
    let hits = 0;
    let on = 0;
    for (let s = 0; s < 10; s++) {
      if (!onLine(m, k, u + (s + 0.5) / 10, vertical, at)) continue;
      const { px, py, nx, ny } = at;
      if (px < 2 || py < 2 || px >= width - 2 || py >= height - 2) continue;
      if (region && !region[Math.round(py) * width + Math.round(px)]) continue;
      on++;
      // Whether nearLine would reach the edge level: asked pixel by pixel, done at the first that does, and pixels under
      // the level passed without their angle (across any line they are weaker still).
      for (let o = -2; o <= 2; o++) {
        const x = Math.round(px + nx * o);
        const y = Math.round(py + ny * o);
        if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) continue;
        const i = y * width + x;
        if (magnitude[i]! < level) continue;
        if (acrossAt(magnitude, angle, i, nx, ny) >= level) {
          hits++;
          break;
        }
      }
    }
    out.push(on >= 5 ? hits / on : NaN);
  }
  return out;
}

/**
 * Each unit's share of support (hits / on, `on` 5-10 samples) times SHARES, a whole number: sums of them are exact, so a
 * run of units is summed in one subtraction of running totals, whatever its length.
 */
const SHARES = 2520;

/**
 * A family's lines' support as running totals per line over its units (NaN units, off the photo, left out): line k's
 * row starts at (k - lineOrigin) · width; at offset j of it, `shares` holds the whole-number shares (times SHARES) of
 * its first j units and `on` how many of them are on the photo. `at(u)` is unit u's offset, units outside the line's
 * own clamped to its ends (they count as off the photo).
 */
interface Totals {
  shares: Float64Array;
  on: Int32Array;
  width: number;
  lineOrigin: number;
  at: (u: number) => number;
}

function totals(sup: number[][], lineOrigin: number, unitOrigin: number): Totals {
  const units = sup[0]?.length ?? 0;
  const width = units + 1;
  const shares = new Float64Array(sup.length * width);
  const on = new Int32Array(sup.length * width);
  sup.forEach((line, k) => {
    for (let u = 0; u < units; u++) {
      const v = line[u]!;
      const i = k * width + u;
      shares[i + 1] = shares[i]! + (Number.isNaN(v) ? 0 : Math.round(v * SHARES));
      on[i + 1] = on[i]! + (Number.isNaN(v) ? 0 : 1);
    }
  });
  return { shares, on, width, lineOrigin, at: (u) => Math.min(units, Math.max(0, u - unitOrigin)) };
}

/**
 * The board in a lattice: 13 lines one way and 10 the other, placed where the image's edges run along the lattice's
 * lines over the board's span and stop at its edges (a board's grid lines end at its margin; a checked cloth's run on),
 * turned so the photo is not mirrored. Two boards fit each lattice, half a turn apart: both come back, for the caller
 * to choose between (the ledger, or what the spaces show). Also tried: the lattice at twice its spacing either way (a
 * lattice found on a tile's edges or a ridge's two sides).
 */
export function boardsIn(l: Lattice, e: Edges): GridFound[] {
  const ka = [...l.a.keys()];
  const kb = [...l.b.keys()];
  if (ka.length === 0 || kb.length === 0) return [];
  const OUT = 2;
  const [a0, a1] = [Math.min(...ka) - 2 * OUT, Math.max(...ka) + 2 * OUT];
  const [b0, b1] = [Math.min(...kb) - 2 * OUT, Math.max(...kb) + 2 * OUT];
  if (a1 - a0 > 60 || b1 - b0 > 60) return [];
  // Support of every candidate line, per unit of its length over the other family's whole range (NaN off the photo).
  const supA: number[][] = [];
  const supB: number[][] = [];
  for (let k = a0; k <= a1; k++) supA.push(lineSupport(e, l.toImage, k, true, b0, b1));
  for (let k = b0; k <= b1; k++) supB.push(lineSupport(e, l.toImage, k, false, a0, a1));
  const totalsA = totals(supA, a0, b0);
  const totalsB = totals(supB, b0, a0);
  /**
   * A family's `n` lines from `first` (`step` apart), over the other family's units [start, start + span): their
   * support (in shares), how many are mostly supported, and the support of their continuations `out` units past both
   * ends. The window's lines lie among the family's candidates (the loops below keep them there).
   */
  const along = (f: Totals, first: number, step: number, n: number, start: number, span: number, out: number) => {
    const t = { inside: 0, insideN: 0, outside: 0, outsideN: 0, count: 0 };
    const { shares, on, width } = f;
    // The same four places on every line: the continuation before, the span, the continuation after.
    const before = f.at(start - out);
    const from = f.at(start);
    const to = f.at(start + span);
    const after = f.at(start + span + out);
    for (let i = 0; i < n; i++) {
      const row = (first + i * step - f.lineOrigin) * width;
      const sum = shares[row + to]! - shares[row + from]!;
      const count = on[row + to]! - on[row + from]!;
      t.inside += sum;
      t.insideN += count;
      // Mostly supported: a mean share over one half.
      if (count > 0 && sum > (SHARES / 2) * count) t.count++;
      t.outside += shares[row + from]! - shares[row + before]! + (shares[row + after]! - shares[row + to]!);
      t.outsideN += on[row + from]! - on[row + before]! + (on[row + after]! - on[row + to]!);
    }
    return t;
  };
  type Best = { score: number; na: number; x0: number; y0: number; sa: number; sb: number; across: number; down: number };
  let best: Best | null = null;
  for (const [sa, sb] of [[1, 1], [2, 1], [1, 2], [2, 2]] as const) {
    for (const [na, nb] of [[13, 10], [10, 13]] as const) {
      const spanA = (nb - 1) * sb;
      const spanB = (na - 1) * sa;
      for (let x0 = a0 + OUT * sa; x0 + (na - 1 + OUT) * sa <= a1; x0++) {
        for (let y0 = b0 + OUT * sb; y0 + (nb - 1 + OUT) * sb <= b1; y0++) {
          // Each family's lines over the window's span, and their continuations past its two ends.
          const a = along(totalsA, x0, sa, na, y0, spanA, OUT * sb);
          const b = along(totalsB, y0, sb, nb, x0, spanB, OUT * sa);
          const inside = a.inside + b.inside;
          const insideN = a.insideN + b.insideN;
          const outside = a.outside + b.outside;
          const outsideN = a.outsideN + b.outsideN;
          const countA = a.count;
          const countB = b.count;
          if (insideN === 0) continue;
          const ins = inside / SHARES / insideN;
          const outs = outsideN > 0 ? outside / SHARES / outsideN : 0;
          const score = ins - outs;
          if (!best || score > best.score) best = { score, na, x0, y0, sa, sb, across: na === 13 ? countA : countB, down: na === 13 ? countB : countA };
        }
      }
    }
  }
  if (!best) return [];
  const { na, x0, y0, sa, sb } = best;
  // Board (u, v) → lattice (x, y): with 13 lines in family a, x = x0 + sa·u, y = y0 + sb·v; else x = x0 + sa·v,
  // y = y0 + sb·u.
  const base: Mat3 = na === 13 ? [sa, 0, x0, 0, sb, y0, 0, 0, 1] : [0, sa, x0, sb, 0, y0, 0, 0, 1];
  const m = unmirrored(multiply(l.toImage, base));
  const found = { across: best.across, down: best.down, score: best.score, runsOn: runsOnPast(m, e) };
  return [
    { toImage: m, ...found },
    { toImage: multiply(m, HALF_TURN), ...found },
  ];
}

/**
 * The strongest lattice among the lines (the one explaining the most votes), whatever its window: when no board
 * passes, it is most often a checked cloth's or squared paper's, whose edges the next look leaves out (maskLattice).
 */
export function strongestLattice(lines: FoundLine[], e: Edges): Lattice | null {
  let best: Lattice | null = null;
  // The look just made at these lines (findBoard) has each pair's lattices already: its best is the one wanted here.
  const known = latticesFound.get(lines);
  for (const [i, [fa, fb]] of familyPairs(lines).entries()) {
    const l = known && known.width === e.width ? known.perPair[i]![0] : latticesOf(fa, fb, e.width, 1)[0];
    if (l && (!best || l.score > best.score)) best = l;
  }
  return best;
}

/**
 * The edges without those lying on a lattice's lines, anywhere in the photo (a cloth is one plane: its lattice holds
 * over the whole table): each edge pixel within `tol` of a whole-number line and running along it is dropped. The
 * board's own lines stay, unless they fall on the cloth's.
 */
export function maskLattice(e: Edges, l: Lattice, tol = 0.07): Edges {
  const back = invert(l.toImage);
  if (!back) return e;
  const magnitude = new Float32Array(e.magnitude);
  for (let y = 1; y < e.height - 1; y++) {
    for (let x = 1; x < e.width - 1; x++) {
      const i = y * e.width + x;
      if (magnitude[i]! < e.level) continue;
      const [u, v] = apply(back, x, y);
      const du = Math.abs(u - Math.round(u));
      const dv = Math.abs(v - Math.round(v));
      if (du > tol && dv > tol) continue;
      // Along which line: the lattice's direction of v (a line x = k runs along v) at this point.
      const a = e.angle[i]!;
      const [gx, gy] = [Math.cos(a), Math.sin(a)];
      const onA = du <= tol && alongDirection(l.toImage, u, v, true, gx, gy);
      const onB = dv <= tol && alongDirection(l.toImage, u, v, false, gx, gy);
      if (onA || onB) magnitude[i] = 0;
    }
  }
  return { ...e, magnitude };
}

/** Whether an edge of gradient (gx, gy) runs along the lattice line through (u, v): x = u (`vertical`) or y = v. */
function alongDirection(m: Mat3, u: number, v: number, vertical: boolean, gx: number, gy: number): boolean {
  const p = apply(m, u, v);
  const q = vertical ? apply(m, u, v + 0.1) : apply(m, u + 0.1, v);
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = length(dx, dy);
  // The gradient is across the line: nearly perpendicular to its direction (within 20°).
  return len > 0 && Math.abs(gx * dx + gy * dy) / len < 0.34;
}

/**
 * Whether a grid (board coordinates to `e`'s pixels) runs on past the board on some side: its next two lines there,
 * along the board's span, both mostly along edges (each unit of a line's length supported as lineSupport says, more
 * than half on average). A board's grid stops at its margin (its rim may give one line more, never two); squared paper
 * or a cloth runs on.
 */
export function runsOnPast(m: Mat3, e: Edges): boolean {
  const supported = (k: number, vertical: boolean) => {
    const shares = lineSupport(e, m, k, vertical, 0, vertical ? 9 : 12).filter((s) => !Number.isNaN(s));
    return shares.length > 0 && shares.reduce((a, b) => a + b, 0) / shares.length > 0.5;
  };
  const beyond: [number, number, boolean][] = [[-1, -2, true], [13, 14, true], [-1, -2, false], [10, 11, false]];
  return beyond.some(([near, far, vertical]) => supported(near, vertical) && supported(far, vertical));
}

/**
 * How much stronger than its inner lines (edges across them, median along each, against the inner lines' median) two
 * of a grid's outer lines may be. A board's outer lines are printed like the rest, its own edge lying beyond them in a
 * margin; a sheet of squared paper cut at its lines has its edge against the table on them. Set on seen photos: of 368
 * real boards none had two sides over 3.5 (five had one); a sheet of 10 x 9 squares, read with a column of the table
 * each side, had its two other sides at 4.4.
 */
const CUT_AT_LINES = 3.5;

/**
 * Whether a grid (board coordinates to `e`'s pixels) has its edge on two of its outer lines: a sheet cut at its lines.
 * Each outer line is weighed against the inner lines' median and against the inner line beside it, the stronger: a
 * hard shadow over most of a board leaves its lines there faint, and the lines in the light, outer ones too, stood
 * over 3.5 times the median (seen, ray-cast 807/4: a yellow tray, its lit outer lines 114 and 133, the median 24, the
 * lines beside them 66 and 125). A sheet's inner line beside its cut edge is printed like the rest.
 */
export function cutAtItsLines(m: Mat3, e: Edges): boolean {
  const across = Array.from({ length: 11 }, (_, k) => lineStrength(e, m, k + 1, true));
  const down = Array.from({ length: 8 }, (_, k) => lineStrength(e, m, k + 1, false));
  const usual = Math.max(1, median([...across, ...down]));
  // Each outer line and the inner line beside it.
  const outer: [number, number][] = [
    [lineStrength(e, m, 0, true), across[0]!],
    [lineStrength(e, m, 12, true), across[10]!],
    [lineStrength(e, m, 0, false), down[0]!],
    [lineStrength(e, m, 9, false), down[7]!],
  ];
  return outer.filter(([s, beside]) => s > CUT_AT_LINES * Math.max(usual, beside)).length >= 2;
}

/** The median edge strength across board line u = k (or v = k) along its length, the strongest within 2 px of it. */
function lineStrength(e: Edges, m: Mat3, k: number, vertical: boolean): number {
  const span = vertical ? 9 : 12;
  const strengths: number[] = [];
  const at: LinePoint = { px: 0, py: 0, nx: 0, ny: 0 };
  for (let i = 0; i < span * 10; i++) if (onLine(m, k, (i + 0.5) / 10, vertical, at)) strengths.push(nearLine(e, at.px, at.py, at.nx, at.ny));
  return strengths.length > 0 ? median(strengths) : 0;
}

/** What a board window must show to pass: lines mostly along edges, across (of 13) and down (of 10), and its score. */
export interface Bar {
  across: number;
  down: number;
  score: number;
}

/**
 * A board shows nearly all its lines (12 of 13 one way, 9 of 10 the other: a hand may hide one), and they stop at its
 * edges; a checked cloth's or squared paper's lattice does not pass (set on photos of seeds 2 and 3).
 */
export const STRICT: Bar = { across: 12, down: 9, score: 0.55 };
/**
 * With a ledger that can refute a false grid (a grid elsewhere reads its tiles as unlike both kinds, or against it), a
 * board in dim or uneven light whose fainter lines fall under the photo's edge level may show fewer (set on seen
 * photos; photos without a board, read with a 20-tile ledger, still give no grid).
 */
export const LENIENT: Bar = { across: 11, down: 8, score: 0.5 };
/**
 * With FITTED_FROM tiles entered or more, last of all (read-board.ts): LENIENT's lines at a lower score, the ledger
 * refuting a false grid. Seen (ray-cast 803/18, a paper board on gingham with 63 tiles, a hard shadow): its lines' best
 * window, 13 x 8, scored 0.37 (the gingham's lines running on past the board count against it), and no other look
 * found it.
 */
export const LEDGER_BAR: Bar = { across: 11, down: 8, score: 0.3 };

/**
 * The lattices findBoard found for each family pair of a set of lines (by that set, as given), for strongestLattice
 * on the same lines: latticesOf's first lattice is the same however many are asked for.
 */
const latticesFound = new WeakMap<FoundLine[], { width: number; perPair: Lattice[][] }>();

/**
 * Per Edges, each family pair's lattices from both searches (by the families' lines), and each lattice's boards (by its
 * map and lines): the looks at the same edges with other lines (a few per direction, a cloth's left out) often have
 * families, and so lattices, the first look had. Both searches are pure functions of the lines and the edges.
 */
const pairsOn = new WeakMap<Edges, Map<string, { lines: Lattice[]; combs: Lattice[] }>>();
const boardsOn = new WeakMap<Edges, Map<string, GridFound[]>>();
const familyKey = (family: FoundLine[]) => family.map((l) => `${l.line.join()},${l.votes}`).join(';');

/**
 * The board among the lines: of the lattices found, those whose best board window passes (at most `most`, unlike one
 * another, highest score first), each snapped (on `snapOn`'s edges) and given both ways round (one after the other). The window's score
 * alone may prefer a grid a little off (a tray's ridges, a rim): the caller's ledger chooses among them.
 */
export function findBoard(lines: FoundLine[], e: Edges, bar: Bar = STRICT, most = 3, snapOn: Edges = e): GridFound[] {
  const passing: GridFound[][] = [];
  const pairs = familyPairs(lines);
  // The same lattice is often found more than once (by both searches, by two family pairs, or by another look at the
  // same edges): judged once.
  const known = onceFor(boardsOn, e, () => new Map<string, GridFound[]>());
  const byPair = onceFor(pairsOn, e, () => new Map<string, { lines: Lattice[]; combs: Lattice[] }>());
  const search = ([fa, fb]: [FoundLine[], FoundLine[]]) =>
    onceFor(byPair, `${familyKey(fa)}|${familyKey(fb)}`, () => ({ lines: latticesOf(fa, fb, e.width, 6), combs: combLattices(fa, fb, e) }));
  const judge = (lattices: Lattice[]) => {
    for (const lattice of lattices) {
      const key = `${lattice.toImage.join()}|${[...lattice.a.keys()].join()}|${[...lattice.b.keys()].join()}`;
      const boards = onceFor(known, key, () => boardsIn(lattice, e));
      const b = boards[0];
      if (b && b.across >= bar.across && b.down >= bar.down && b.score >= bar.score) passing.push(boards);
    }
  };
  const lattices = pairs.map(search);
  const perPair = lattices.map((l) => l.lines);
  latticesFound.set(lines, { width: e.width, perPair });
  judge(perPair.flat());
  judge(lattices.flatMap((l) => l.combs));
  passing.sort((p, q) => q[0]!.score - p[0]!.score);
  const found: GridFound[] = [];
  // A lattice found twice is passing twice, and lattices a pixel or two apart give nearly one board: a board on the same
  // grid as one snapped already (sameGrid) is not snapped again, as it snaps to that grid. Seen (stop 70; three CSS
  // seen sets' photos near the median time): of 637 snaps, 196 were of a board passing before and 249 of one on the
  // same grid; 2 of those 445 gave a grid not found already. Seen sets (29, Node on Chromium's pixels): every reading
  // the same but one board's corners (CSS seed 14, photo 21: exact either way, its corners now nearer the truth, the
  // farthest 4.4 px off, where it was 12.6).
  const snappedFrom: Mat3[] = [];
  for (const [b, turned] of passing) {
    if (found.length >= 2 * most) break;
    if (snappedFrom.some((m) => sameGrid(m, b!.toImage))) continue;
    snappedFrom.push(b!.toImage);
    const snapped = snap(b!.toImage, snapOn);
    if (found.some((f) => sameGrid(f.toImage, snapped))) continue;
    found.push({ ...b!, toImage: snapped }, { ...turned!, toImage: multiply(snapped, HALF_TURN) });
  }
  return found;
}

/** Whether two maps put the board's corners within a fifth of a space of each other (either way round). */
function sameGrid(m: Mat3, n: Mat3): boolean {
  const corners = BOARD_CORNERS.map(([u, v]) => apply(m, u, v));
  const others = BOARD_CORNERS.map(([u, v]) => apply(n, u, v));
  const space = dist(corners[0]!, corners[1]!) / 12;
  return [0, 2].some((turn) => corners.every((c, i) => dist(c, others[(i + turn) % 4]!) < space / 5));
}

/**
 * The board's map made exact on the image's own edges: each of its 23 lines is fitted again to the edge points found
 * across it (the strongest within 3 px of where the map puts it), and the map refitted to the 130 crossings of those
 * lines. Twice, as each pass starts nearer. A line with too few edge points keeps its place from the map.
 */
export function snap(m: Mat3, e: Edges): Mat3 {
  let map = m;
  for (let pass = 0; pass < 2; pass++) {
    const across: Line[] = [];
    const down: Line[] = [];
    for (let u = 0; u <= 12; u++) across.push(fitEdgeLine(map, e, u, true));
    for (let v = 0; v <= 9; v++) down.push(fitEdgeLine(map, e, v, false));
    const from: Point[] = [];
    const to: Point[] = [];
    for (let u = 0; u <= 12; u++) {
      for (let v = 0; v <= 9; v++) {
        const p = meet(across[u]!, down[v]!);
        if (!p) continue;
        from.push([u, v]);
        to.push(p);
      }
    }
    const next = fitHomography(from, to);
    if (!next) break;
    map = next;
  }
  return map;
}

/** Board line u = k (or v = k) fitted to the edge points across it; where it has too few, the line the map gives. */
function fitEdgeLine(m: Mat3, e: Edges, k: number, vertical: boolean): Line {
  // The edges' fields read once (as in lineSupport).
  const { magnitude, angle, width, height, level } = e;
  const pts: [number, number, number][] = [];
  const span = vertical ? 9 : 12;
  const at: LinePoint = { px: 0, py: 0, nx: 0, ny: 0 };
  for (let i = 0; i <= span * 8; i++) {
    if (!onLine(m, k, i / 8, vertical, at)) continue;
    const { px, py, nx, ny } = at;
    // The centre of the edge across the line: the strength-weighted mean offset of the strong pixels within 3 px.
    let sw = 0;
    let so = 0;
    for (let o = -3; o <= 3; o += 0.5) {
      const x = Math.round(px + nx * o);
      const y = Math.round(py + ny * o);
      if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) continue;
      const j = y * width + x;
      // A pixel weaker than the level is weaker across the line too (|cos a·nx + sin a·ny| is at most 1): passed
      // without its angle.
      if (magnitude[j]! < level) continue;
      const s = acrossAt(magnitude, angle, j, nx, ny);
      if (s < level) continue;
      sw += s;
      so += s * o;
    }
    if (sw > 0) pts.push([px + nx * (so / sw), py + ny * (so / sw), sw]);
  }
  const given = (): Line => {
    const p = vertical ? apply(m, k, 0) : apply(m, 0, k);
    const q = vertical ? apply(m, k, span) : apply(m, span, k);
    return lineThrough(p, q);
  };
  if (pts.length < span * 2) return given();
  return fitLine(pts);
}

/** The map unmirrored: board u to the right of v as the image's x is to the right of its y (a positive Jacobian). */
export function unmirrored(m: Mat3): Mat3 {
  return jacobianSign(m) < 0 ? multiply(m, [-1, 0, 12, 0, 1, 0, 0, 0, 1]) : m;
}

/** The sign of the map's Jacobian at the board's centre: positive when the picture is not mirrored. */
function jacobianSign(m: Mat3): number {
  const c = apply(m, 6, 4.5);
  const u = apply(m, 6.01, 4.5);
  const v = apply(m, 6, 4.51);
  return Math.sign((u[0] - c[0]) * (v[1] - c[1]) - (u[1] - c[1]) * (v[0] - c[0]));
}
