/**
 * The grid inside a board's outline placed by the ledger's own pattern, when the grid's lines do not show well enough
 * to place it (dim light's noise, a tray's rim and its tiles' edges stepping more strongly than its lines). Seen
 * straight on, each way the grid's ends are tried at every place a board's margin allows, and the placing whose
 * spaces tell the ledger's tiles from its empty spaces best (in light or in texture) is the grid. With FITTED_FROM
 * tiles entered or more only.
 */
import { apply, fitHomography, multiply, type Mat3, type Point } from './homography.ts';
import type { Grey } from './lines.ts';
import { sample, straightOn } from './outline.ts';
import { unmirrored } from './grid.ts';
import { BOARD_CORNERS } from './overlay.ts';
import { COLUMNS, ROWS } from '../engine/index.ts';

/** The outline is looked at straight on this many pixels each way (a space is 10-16 of them). */
const SIDE = 192;
/** The grid fills at least this share of its outline each way (outline.ts FILLS), and may reach past it by SLACK. */
const FILLS = 0.6;
const SLACK = 0.25;
/** Each space is read on its middle, this share of the space each way from its centre (a tile covers most of it). */
const CORE = 0.3;
/**
 * The grid's ends are first tried this share of the smallest space apart (a grid's spaces then still overlap their
 * cores), and about the best placings (TOP) ever finer (each a quarter of the last, two either way).
 */
const COARSE = 0.5;
const FINER = [0.125, 0.03];
const TOP = 12;
/** Rounds at each fineness about each of the best (its x ends, then its y ends). */
const ROUNDS = 2;

/**
 * The ledger's own fit is asked with this many tiles entered at least. A few tiles fit some placing of almost anything,
 * and the fit bends a grid to the ledger's mistakes when they are many beside its tiles: seen, a 14-tile yellow tray
 * read against a ledger without 6 of them (8 left) had its grid pulled off three of them, said to agree with the
 * ledger there. With 12 or more, on the five seen boards it found, against ledgers made 3 or 6 spaces wrong (tiles left
 * out, entries added, both; 30 readings), no space that differs was said to agree.
 */
export const FITTED_FROM = 12;

/**
 * A placing whose spaces part the ledger's two kinds less than this is no grid (their means this many pooled spreads
 * apart). Seen, on four photos whose outline was found and no grid: the board's own placing 3.7-18 (straight on),
 * the best placing off it 1.1-1.8.
 */
export const SEPARATES = 2.5;

/** A grid placed by the ledger: board coordinates (0-12, 0-9) to the image, and how well its spaces part the ledger's two kinds. */
export interface LedgerGrid {
  toImage: Mat3;
  /** The ledger's tiles' mean against its empty spaces', in their pooled spread (light or texture, the larger). */
  separation: number;
}

/** One way of laying the board on the straight-on image: which axis its columns run along, and each axis's sense. */
interface Way {
  columnsAlongX: boolean;
  flipX: boolean;
  flipY: boolean;
  /** The ledger's tiles as straight-on cells (i along x, j along y, i + j * cells along x). */
  tiles: number[];
}

/** The best placing of the grid inside the outline (corners in order round it) for the ledger's tiles; null without a plane. */
export function gridByLedger(g: Grey, corners: Point[], ledger: Set<number>): LedgerGrid | null {
  const seen = straightOn(g, corners, SIDE);
  if (!seen) return null;
  const { toImage } = seen;
  const light = summed(seen.flat);
  const texture = summed(stepsOf({ data: seen.flat, width: SIDE, height: SIDE }).data);
  const off = summed(seen.off);
  const ways = waysRound(toImage, ledger);
  let out: LedgerGrid | null = null;
  for (const columnsAlongX of [true, false]) {
    const [nx, ny] = columnsAlongX ? [COLUMNS, ROWS] : [ROWS, COLUMNS];
    const mine = ways.filter((w) => w.columnsAlongX === columnsAlongX);
    const score = scorer(light, texture, off, nx, ny, mine);
    // Coarse: every pair of placings each way, then the best few made finer.
    let top: { x: Span; y: Span; way: Way; separation: number }[] = [];
    const keep = (x: Span, y: Span, way: Way, separation: number) => {
      if (top.length >= TOP && separation <= top[top.length - 1]!.separation) return;
      if (top.some((t) => t.way === way && same(t.x, x) && same(t.y, y))) return;
      top.push({ x, y, way, separation });
      top.sort((a, b) => b.separation - a.separation);
      if (top.length > TOP) top.pop();
    };
    const ys = placings(ny, COARSE).map((y) => ({ y, b: bounds(y, ny) }));
    for (const x of placings(nx, COARSE)) {
      const bx = bounds(x, nx);
      for (const { y, b } of ys) for (const { way, separation } of score(bx, b)) keep(x, y, way, separation);
    }
    // Each of the best made finer one way at a time (the other kept), a few rounds at each fineness.
    const finer = top.map((start) => {
      let best = start;
      for (const share of FINER) {
        for (let round = 0; round < ROUNDS; round++) {
          const by = bounds(best.y, ny);
          for (const x of near(best.x, nx, share)) for (const { separation } of score(bounds(x, nx), by, [best.way])) if (separation > best.separation) best = { ...best, x, separation };
          const bx = bounds(best.x, nx);
          for (const y of near(best.y, ny, share)) for (const { separation } of score(bx, bounds(y, ny), [best.way])) if (separation > best.separation) best = { ...best, y, separation };
        }
      }
      return best;
    });
    top = finer.sort((a, b) => b.separation - a.separation);
    const best = top[0];
    if (best && (!out || best.separation > out.separation)) out = { toImage: multiply(toImage, placed(best.way, best.x, best.y)), separation: best.separation };
  }
  return out;
}

/** Where a grid's ends lie along one axis of the straight-on image (its first line and its last). */
interface Span {
  from: number;
  to: number;
}

/** Every span of n spaces filling FILLS of the side at least, ends `share` of a space apart. */
function placings(n: number, share: number): Span[] {
  const out: Span[] = [];
  const least = (FILLS * SIDE) / n;
  for (let from = -SLACK * least; from <= SIDE - FILLS * SIDE; from += share * least) {
    for (let to = from + FILLS * SIDE; to <= SIDE + SLACK * least; to += share * least) out.push({ from, to });
  }
  return out;
}

const same = (a: Span, b: Span) => Math.abs(a.from - b.from) < 1e-6 && Math.abs(a.to - b.to) < 1e-6;

/** Spans about one, its ends moved up to two steps of `share` of its space either way. */
function near(s: Span, n: number, share: number): Span[] {
  const d = share * ((s.to - s.from) / n);
  const out: Span[] = [];
  for (let a = -2; a <= 2; a++) for (let b = -2; b <= 2; b++) out.push({ from: s.from + a * d, to: s.to + b * d });
  return out;
}

/** A summed-area table ((SIDE + 1) squared): entry (x, y) sums the pixels above and left of it. */
function summed(v: ArrayLike<number>): Float64Array {
  const w = SIDE + 1;
  const s = new Float64Array(w * w);
  for (let y = 0; y < SIDE; y++) {
    let row = 0;
    for (let x = 0; x < SIDE; x++) {
      row += v[y * SIDE + x]!;
      s[(y + 1) * w + x + 1] = s[y * w + x + 1]! + row;
    }
  }
  return s;
}

/**
 * For a placing each way, each way round's separation of the ledger's two kinds. A space partly off the photo is
 * left out; so is a placing with fewer than three tiles or empty spaces left.
 */
function scorer(light: Float64Array, texture: Float64Array, off: Float64Array, nx: number, ny: number, ways: Way[]) {
  const w = SIDE + 1;
  const cells = nx * ny;
  const lights = new Float64Array(cells);
  const textures = new Float64Array(cells);
  const seen = new Uint8Array(cells);
  // Whether any of the straight-on image is off the photo (most often none is, and no space need be asked).
  const anyOff = off[off.length - 1]! > 0;
  return (bx: Int32Array, by: Int32Array, only: Way[] = ways): { way: Way; separation: number }[] => {
    let sumL = 0;
    let sumL2 = 0;
    let sumT = 0;
    let sumT2 = 0;
    let count = 0;
    for (let j = 0; j < ny; j++) {
      const y0 = by[2 * j]!;
      const y1 = by[2 * j + 1]!;
      for (let i = 0; i < nx; i++) {
        const x0 = bx[2 * i]!;
        const x1 = bx[2 * i + 1]!;
        const c = i + j * nx;
        const area = (x1 - x0) * (y1 - y0);
        // The four corners of the space's core in the summed-area tables (no closure here: this runs millions of times).
        const a = y1 * w + x1;
        const b = y0 * w + x1;
        const d = y1 * w + x0;
        const e = y0 * w + x0;
        if (area <= 0 || (anyOff && off[a]! - off[b]! - off[d]! + off[e]! > 0)) {
          seen[c] = 0;
          continue;
        }
        seen[c] = 1;
        const l = (light[a]! - light[b]! - light[d]! + light[e]!) / area;
        const t = (texture[a]! - texture[b]! - texture[d]! + texture[e]!) / area;
        lights[c] = l;
        textures[c] = t;
        sumL += l;
        sumL2 += l * l;
        sumT += t;
        sumT2 += t * t;
        count++;
      }
    }
    return only.map((way) => {
      let tl = 0;
      let tl2 = 0;
      let tt = 0;
      let tt2 = 0;
      let n = 0;
      for (const c of way.tiles) {
        if (!seen[c]) continue;
        tl += lights[c]!;
        tl2 += lights[c]! * lights[c]!;
        tt += textures[c]!;
        tt2 += textures[c]! * textures[c]!;
        n++;
      }
      const m = count - n;
      if (n < 3 || m < 3) return { way, separation: 0 };
      return { way, separation: Math.max(apart(tl, tl2, n, sumL - tl, sumL2 - tl2, m), apart(tt, tt2, n, sumT - tt, sumT2 - tt2, m)) };
    });
  };
}

/** Two groups' means apart in their pooled spread, from their sums and sums of squares. */
function apart(s1: number, q1: number, n1: number, s2: number, q2: number, n2: number): number {
  const m1 = s1 / n1;
  const m2 = s2 / n2;
  const v1 = Math.max(0, q1 / n1 - m1 * m1);
  const v2 = Math.max(0, q2 / n2 - m2 * m2);
  return Math.abs(m1 - m2) / Math.sqrt((v1 + v2) / 2 + 1e-6);
}

/** Where each of a span's n spaces' cores begins and ends, in whole pixels (two entries a space). */
function bounds(s: Span, n: number): Int32Array {
  const step = (s.to - s.from) / n;
  const out = new Int32Array(2 * n);
  for (let k = 0; k < n; k++) {
    out[2 * k] = Math.max(0, Math.min(SIDE, Math.round(s.from + (k + 0.5 - CORE) * step)));
    out[2 * k + 1] = Math.max(0, Math.min(SIDE, Math.round(s.from + (k + 0.5 + CORE) * step)));
  }
  return out;
}

/**
 * The ways the board may lie on the straight-on image unmirrored (two with its columns along x, two along y: a half
 * turn apart), each with the ledger's tiles as straight-on cells.
 */
function waysRound(toImage: Mat3, ledger: Set<number>): Way[] {
  const out: Way[] = [];
  for (const columnsAlongX of [true, false]) {
    for (const flipX of [false, true]) {
      for (const flipY of [false, true]) {
        const probe = { from: 0, to: SIDE };
        const m = multiply(toImage, placed({ columnsAlongX, flipX, flipY, tiles: [] }, probe, probe));
        if (unmirrored(m) !== m) continue;
        const nx = columnsAlongX ? COLUMNS : ROWS;
        const ny = columnsAlongX ? ROWS : COLUMNS;
        const tiles: number[] = [];
        for (const cell of ledger) {
          const [c, r] = [cell % COLUMNS, Math.floor(cell / COLUMNS)];
          let [i, j] = columnsAlongX ? [c, r] : [r, c];
          if (flipX) i = nx - 1 - i;
          if (flipY) j = ny - 1 - j;
          tiles.push(i + j * nx);
        }
        out.push({ columnsAlongX, flipX, flipY, tiles });
      }
    }
  }
  return out;
}

/** The map from board coordinates (u along the columns, v down the rows) to the straight-on image, for a way and spans. */
function placed(way: Way, x: Span, y: Span): Mat3 {
  const [nx, ny] = way.columnsAlongX ? [COLUMNS, ROWS] : [ROWS, COLUMNS];
  const sx = (x.to - x.from) / nx;
  const sy = (y.to - y.from) / ny;
  const ax = way.flipX ? -sx : sx;
  const ay = way.flipY ? -sy : sy;
  const ox = way.flipX ? x.to : x.from;
  const oy = way.flipY ? y.to : y.from;
  // Board u (columns) and v (rows) to straight-on x and y.
  return way.columnsAlongX ? [ax, 0, ox, 0, ay, oy, 0, 0, 1] : [0, ax, ox, ay, 0, oy, 0, 0, 1];
}

/** A placed grid's corners are moved this share of a space at a time, finer and finer (refinedByLedger). */
const MOVES = [0.25, 0.12, 0.06, 0.06, 0.03];
const WIDE_FROM = 3;
/** Each space is read at these offsets from its centre each way (a share of the space), within its core. */
/**
 * From the fourth stage on (WIDE_FROM), each space is read nearly whole: a core well inside every tile parts the kinds
 * as well a fifth of a space off as on it, while one reaching near the space's edges takes in the board round a tile
 * placed off it. Seen: the grid's corners 1-8 px nearer the board's on three of four seen photos placed by the ledger.
 */
const WIDE = 0.42;
/** The offsets a space is read at within `core` of its centre each way (seven each way). */
const coreAt = (core: number) => [-3, -2, -1, 0, 1, 2, 3].map((k) => (k * core) / 3);

/**
 * A grid placed by the ledger made exact corner by corner: an outline a little off (a hand over one corner, a tray's
 * rim taken for the edge) leaves the straight-on placing skewed. Each corner is moved each way while the ledger's two
 * kinds part better, read on the photo itself (light, and its steps' `texture` image).
 */
export function refinedByLedger(g0: Grey, texture0: Grey, map: Mat3, ledger: Set<number>): LedgerGrid {
  const g = blurred(g0);
  const texture = blurred(texture0);
  let corners = BOARD_CORNERS.map(([u, v]) => apply(map, u, v));
  let at = coreAt(CORE);
  const measure = (cs: Point[]) => {
    const m = fitHomography(BOARD_CORNERS, cs);
    return m ? { toImage: m, separation: separationThrough(g, texture, m, ledger, at) } : null;
  };
  let best = measure(corners) ?? { toImage: map, separation: 0 };
  const space = Math.hypot(corners[1]![0] - corners[0]![0], corners[1]![1] - corners[0]![1]) / COLUMNS;
  for (const [stage, share] of MOVES.entries()) {
    if (stage === WIDE_FROM) {
      at = coreAt(WIDE);
      best = measure(corners) ?? best;
    }
    for (let round = 0, moved = true; round < 4 && moved; round++) {
      moved = false;
      for (const move of MOVES_OF) {
        for (const sign of [-1, 1]) {
          const cs = move(corners, sign * share * space);
          const tried = measure(cs);
          if (tried && tried.separation > best.separation) {
            best = tried;
            corners = cs;
            moved = true;
          }
        }
      }
    }
  }
  return best;
}

/**
 * The ways the four corners are moved together by d pixels: the whole grid each way, grown about its middle, turned,
 * each side along itself and across, each corner each way.
 */
const MOVES_OF: ((cs: Point[], d: number) => Point[])[] = (() => {
  const out: ((cs: Point[], d: number) => Point[])[] = [];
  for (const axis of [0, 1]) out.push((cs, d) => cs.map((p) => (axis === 0 ? [p[0] + d, p[1]] : [p[0], p[1] + d])));
  const about = (cs: Point[]) => [cs.reduce((a, p) => a + p[0], 0) / 4, cs.reduce((a, p) => a + p[1], 0) / 4];
  out.push((cs, d) => {
    const [mx, my] = about(cs);
    const r = Math.hypot(cs[0]![0] - mx!, cs[0]![1] - my!);
    return cs.map(([x, y]) => [mx! + (x - mx!) * (1 + d / r), my! + (y - my!) * (1 + d / r)]);
  });
  out.push((cs, d) => {
    const [mx, my] = about(cs);
    const a = d / Math.hypot(cs[0]![0] - mx!, cs[0]![1] - my!);
    return cs.map(([x, y]) => [mx! + (x - mx!) * Math.cos(a) - (y - my!) * Math.sin(a), my! + (x - mx!) * Math.sin(a) + (y - my!) * Math.cos(a)]);
  });
  for (let k = 0; k < 4; k++) {
    for (const axis of [0, 1]) {
      out.push((cs, d) => cs.map((p, i) => (i === k || i === (k + 1) % 4 ? (axis === 0 ? [p[0] + d, p[1]] : [p[0], p[1] + d]) : p)));
      out.push((cs, d) => cs.map((p, i) => (i === k ? (axis === 0 ? [p[0] + d, p[1]] : [p[0], p[1] + d]) : p)));
    }
  }
  return out;
})();

/** How well the spaces through a map part the ledger's tiles from its empty spaces (as the placings are judged). */
export function separationThrough(g: Grey, texture: Grey, map: Mat3, ledger: Set<number>, at = coreAt(CORE)): number {
  const s = [0, 0, 0, 0, 0, 0, 0, 0];
  let tiles = 0;
  let empty = 0;
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    const [c, r] = [cell % COLUMNS, Math.floor(cell / COLUMNS)];
    let l = 0;
    let t = 0;
    let k = 0;
    let off = false;
    for (const a of at) {
      for (const b of at) {
        const [x, y] = apply(map, c + 0.5 + a, r + 0.5 + b);
        const v = sample(g, x, y);
        if (Number.isNaN(v)) off = true;
        l += v;
        t += sample(texture, x, y);
        k++;
      }
    }
    if (off) continue;
    l /= k;
    t /= k;
    const o = ledger.has(cell) ? 0 : 4;
    s[o]! += l;
    s[o + 1]! += l * l;
    s[o + 2]! += t;
    s[o + 3]! += t * t;
    if (o === 0) tiles++;
    else empty++;
  }
  if (tiles < 3 || empty < 3) return 0;
  return Math.max(apart(s[0]!, s[1]!, tiles, s[4]!, s[5]!, empty), apart(s[2]!, s[3]!, tiles, s[6]!, s[7]!, empty));
}

/** The light's steps each way at each pixel (a texture image, for refinedByLedger). */
export function stepsOf(g: Grey): Grey {
  const { width: w, height: h, data } = g;
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      out[i] = Math.abs(data[i + 1]! - data[i - 1]!) + Math.abs(data[i + w]! - data[i - w]!);
    }
  }
  return { data: out, width: w, height: h };
}

/**
 * An image averaged over each pixel's 5 x 5 neighbourhood: a sample between pixels averages their noise and one on a
 * pixel does not, so on the raw image the placing whose samples fall between pixels parts the kinds best.
 */
function blurred(g: Grey): Grey {
  const R = 2;
  const { width: w, height: h, data } = g;
  const across = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      let n = 0;
      for (let d = -R; d <= R; d++) if (x + d >= 0 && x + d < w) { s += data[y * w + x + d]!; n++; }
      across[y * w + x] = s / n;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      let n = 0;
      for (let d = -R; d <= R; d++) if (y + d >= 0 && y + d < h) { s += across[(y + d) * w + x]!; n++; }
      out[y * w + x] = s / n;
    }
  }
  return { data: out, width: w, height: h };
}

