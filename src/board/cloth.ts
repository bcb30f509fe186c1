/**
 * Where a checked cloth is not: the board's region on a cloth whose checks' lattice the photo's lines found
 * (grid.ts strongestLattice). A cloth is one plane, so its lattice holds over the whole table, and each of its cells
 * shows the checks' edges along its four sides; a board lying on it hides them, and its own spaces (another size)
 * seldom line up with them. The largest stretch of cells with no such edges round them, nor beside them, is the board.
 * The other regions (region.ts) compare patches with the photo's rim, which a cloth's high-contrast checks leave as
 * busy as a board crowded with tiles: seen, boards on checked and gingham cloths no look found.
 */
import { apply, invert, multiply, polygonArea, type Point } from './homography.ts';
import type { Grey } from './lines.ts';
import type { Lattice } from './lattice.ts';
import { convexHull, largestStretch, LEAST } from './region.ts';

/** Samples along each side of a cell, where the step in light across the side is looked for. */
const SIDE_SAMPLES = 4;
/** How far (px) either side of a cell's side the light is read, at most (a quarter of the side, when shorter). */
const OFFSET = 2;
/**
 * The least step in log light across a side (each side's light plus LIGHT_FLOOR) for it to be a check's edge: a ratio
 * of light, so a cloth's checks in a hard shadow step as they do in the light.
 */
const STEP = 0.25;
const LIGHT_FLOOR = 8;
/** A cell is the cloth's when this many of its four sides step in light, all along and the same way each. */
const CLOTH_SIDES = 3;
/** A cell's side this long or longer (px) is no check of a cloth: the lattice there runs off towards its horizon. */
const LONGEST_SIDE = 200;
/** The most cells each way from the lattice's own lines: past them, a cell is a speck near the horizon. */
const REACH_CELLS = 150;

/** The lattice's cells over the photo, `gw` x `gh` from cell (u0, v0): 0 not looked at, 1 the cloth's, 2 not. */
interface ClothCells {
  kind: Uint8Array;
  u0: number;
  v0: number;
  gw: number;
  gh: number;
}

/**
 * Each of the lattice's cells over the photo (its corners in lattice coordinates, no farther than REACH_CELLS from
 * the lattice's lines), as the cloth's when, at one of its shifts (`parts` each way, 1/parts of a cell apart),
 * CLOTH_SIDES of its sides step in light (stepsAcross); not looked at when its middle is out of the photo, or at every
 * shift a side is out of it or no check's size. Null when the lattice has no inverse or the photo holds too few cells.
 */
function clothCells(g: Grey, l: Lattice, parts = 1): ClothCells | null {
  const back = invert(l.toImage);
  if (!back) return null;
  const { width, height } = g;
  const us = [...l.a.keys()];
  const vs = [...l.b.keys()];
  const seen = [[0, 0], [width, 0], [width, height], [0, height]].map(([x, y]) => apply(back, x!, y!));
  const clamp = (x: number, lo: number, hi: number) => Math.max(lo - REACH_CELLS, Math.min(hi + REACH_CELLS, x));
  const u0 = Math.floor(clamp(Math.min(...seen.map((p) => p[0])), Math.min(...us), Math.max(...us)));
  const u1 = Math.ceil(clamp(Math.max(...seen.map((p) => p[0])), Math.min(...us), Math.max(...us)));
  const v0 = Math.floor(clamp(Math.min(...seen.map((p) => p[1])), Math.min(...vs), Math.max(...vs)));
  const v1 = Math.ceil(clamp(Math.max(...seen.map((p) => p[1])), Math.min(...vs), Math.max(...vs)));
  const gw = u1 - u0;
  const gh = v1 - v0;
  if (!(gw > 2 && gh > 2)) return null;
  // The lattice's points a shift apart, each mapped once; each side between two of them a cell apart judged once (a
  // cell's bottom is the top of the one below it, at the same shift).
  const pw = parts * (gw + 1) + 1;
  const ph = parts * (gh + 1) + 1;
  if (pw * ph > MOST_POINTS) return null;
  const xs = new Float32Array(pw * ph);
  const ys = new Float32Array(pw * ph);
  for (let b = 0; b < ph; b++) {
    for (let a = 0; a < pw; a++) {
      const [x, y] = apply(l.toImage, u0 + a / parts, v0 + b / parts);
      xs[b * pw + a] = x;
      ys[b * pw + a] = y;
    }
  }
  // 0: not judged yet; else 1 + the side's judgement (0 no step, 1 step, 2 no side).
  const along = new Uint8Array(pw * ph);
  const down = new Uint8Array(pw * ph);
  const side = (memo: Uint8Array, from: number, to: number): number => {
    if (memo[from] === 0) {
      const r = stepsAcross(g, [xs[from]!, ys[from]!], [xs[to]!, ys[to]!]);
      memo[from] = 1 + (r === null ? 2 : r ? 1 : 0);
    }
    return memo[from]! - 1;
  };
  const kind = new Uint8Array(gw * gh);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const [cx, cy] = apply(l.toImage, u0 + i + 0.5, v0 + j + 0.5);
      if (!(cx >= 0 && cy >= 0 && cx < width && cy < height)) continue;
      let looked = false;
      let cloth = false;
      for (let p = 0; p < parts && !cloth; p++) {
        for (let q = 0; q < parts && !cloth; q++) {
          const corner = (parts * j + q) * pw + parts * i + p;
          const right = corner + parts;
          const below = corner + parts * pw;
          const sides = [side(along, corner, right), side(down, right, right + parts * pw), side(along, below, below + parts), side(down, corner, below)];
          if (sides.includes(2)) continue;
          looked = true;
          cloth = sides.filter((r) => r === 1).length >= CLOTH_SIDES;
        }
      }
      if (looked) kind[j * gw + i] = cloth ? 1 : 2;
    }
  }
  return { kind, u0, v0, gw, gh };
}

/** Cell (u, v)'s four corners in the work image. */
const cellCorners = (l: Lattice, u: number, v: number): Point[] => [apply(l.toImage, u, v), apply(l.toImage, u + 1, v), apply(l.toImage, u + 1, v + 1), apply(l.toImage, u, v + 1)];

/**
 * The lattice as found, and at half its step: the lines found may be every other edge of the checks (each cell two
 * checks wide). Each with how many shifts each way a cell is looked at (`parts`: at 0, 1/parts, ... of a cell): a
 * lattice fitted to the lines in one part of the photo drifts off the checks elsewhere by a part of a check. At half
 * the step, four times as many cells: three shifts, not four (a paper board on 4 px checks, CSS seed 801 photo 8, is
 * found with three, not with two), to keep the look's cost near the first's (mean 34 ms on 93 seen photos with a
 * lattice, the longest 144 ms, with the machine's two cores busy).
 */
const VARIANTS: { scale: number; parts: number }[] = [{ scale: 1, parts: 4 }, { scale: 0.5, parts: 3 }];
/** The most lattice points a shift apart that are mapped (a cloth's checks of a pixel or two: no cloth to see). */
const MOST_POINTS = 1_000_000;

/** The lattice with (u', v') its (scale · u', scale · v'): its lines' positions moved to match. */
function variant(l: Lattice, scale: number): Lattice {
  const moved = (lines: Map<number, number>) => new Map([...lines].map(([k, votes]) => [Math.round(k / scale), votes]));
  return { toImage: multiply(l.toImage, [scale, 0, 0, 0, scale, 0, 0, 0, 1]), a: moved(l.a), b: moved(l.b), score: l.score };
}

/** The variant of the lattice (VARIANTS) with the most cloth cells, and its cells; null when none has one. */
function clothLattice(g: Grey, found: Lattice): { l: Lattice; cells: ClothCells } | null {
  let best: { l: Lattice; cells: ClothCells; cloth: number } | null = null;
  for (const { scale, parts } of VARIANTS) {
    const l = variant(found, scale);
    const cells = clothCells(g, l, parts);
    const cloth = cells ? cells.kind.filter((k) => k === 1).length : 0;
    if (cells && cloth > (best?.cloth ?? 0)) best = { l, cells, cloth };
  }
  return best && { l: best.l, cells: best.cells };
}

/**
 * The convex hull (work pixels) of the largest stretch of the lattice's cells that are not the cloth's and have no
 * cloth cell beside them (side or corner), each cell by its four corners, on the variant of the lattice (VARIANTS)
 * with the most cloth cells; null when no variant has one, or the stretch is under LEAST of the photo (as region.ts asks
 * of its patches).
 */
export function clothFreeHull(g: Grey, found: Lattice): Point[] | null {
  const best = clothLattice(g, found);
  if (!best) return null;
  const { l, cells: { kind, u0, v0, gw, gh } } = best;
  const { width, height } = g;
  const marked = new Uint8Array(gw * gh);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      if (kind[j * gw + i] !== 2) continue;
      if (!around(i, j, gw, gh).some((n) => kind[n] === 1)) marked[j * gw + i] = 1;
    }
  }
  const core = largestStretch(marked, gw, gh);
  if (core.length === 0) return null;
  // Grown back by the cells beside it that are not the cloth's either (those astride the board's edge): without them
  // the hull lies a cell inside the board's sides, and cuts its corners by two.
  const taken = new Uint8Array(gw * gh);
  for (const k of core) taken[k] = 1;
  const stretch = [...core];
  for (const k of core) {
    for (const n of around(k % gw, Math.floor(k / gw), gw, gh)) {
      if (taken[n] || kind[n] !== 2) continue;
      taken[n] = 1;
      stretch.push(n);
    }
  }
  const inPhoto = ([x, y]: Point): Point => [Math.max(0, Math.min(width - 1, x)), Math.max(0, Math.min(height - 1, y))];
  const points = stretch.flatMap((k) => cellCorners(l, u0 + (k % gw), v0 + Math.floor(k / gw)).map(inPhoto));
  const hull = convexHull(points);
  return polygonArea(hull) >= LEAST * width * height ? hull : null;
}

/**
 * Whether the light steps across a side (a to b) all along it, the same way (a check's edge); null when the side is
 * too short or too long to be a check's, or runs out of the photo.
 */
function stepsAcross(g: Grey, a: Point, b: Point): boolean | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (!(len > 3) || len >= LONGEST_SIDE) return null;
  const off = Math.min(OFFSET, len / 4);
  const nx = (-dy / len) * off;
  const ny = (dx / len) * off;
  let way = 0;
  for (let s = 0; s < SIDE_SAMPLES; s++) {
    const t = (s + 0.5) / SIDE_SAMPLES;
    const x = a[0] + dx * t;
    const y = a[1] + dy * t;
    const one = lightAt(g, x + nx, y + ny);
    const other = lightAt(g, x - nx, y - ny);
    if (one === null || other === null) return null;
    const step = Math.log(one + LIGHT_FLOOR) - Math.log(other + LIGHT_FLOOR);
    if (Math.abs(step) < STEP || step * way < 0) return false;
    way = step;
  }
  return true;
}

/** The light at (x, y), the nearest pixel's; null outside the photo. */
function lightAt(g: Grey, x: number, y: number): number | null {
  const xi = Math.round(x);
  const yi = Math.round(y);
  return xi < 0 || yi < 0 || xi >= g.width || yi >= g.height ? null : g.data[yi * g.width + xi]!;
}

/** The cells (indices) of a `gw` x `gh` grid round cell (i, j), side or corner, and the cell itself. */
function around(i: number, j: number, gw: number, gh: number): number[] {
  const out: number[] = [];
  for (let jj = Math.max(0, j - 1); jj <= Math.min(gh - 1, j + 1); jj++) {
    for (let ii = Math.max(0, i - 1); ii <= Math.min(gw - 1, i + 1); ii++) out.push(jj * gw + ii);
  }
  return out;
}
