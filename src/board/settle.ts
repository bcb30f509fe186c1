/**
 * A grid found a little off, settled onto the board's lines. The grid finder places a board's lines from the photo's
 * strongest lines and snaps each within a few pixels (grid.ts `snap`); when one of those lines is the board's own edge,
 * a tray's rim or a shadow's edge, the grid's far end can lie a good part of a space off (seen: 17-30 px on a 1280 px
 * photo), and snapping cannot reach so far. Here the grid's four corners are moved, a step at a time, to where its 23
 * lines run along the most edges: the board's lines between spaces, and the tiles' sides along them.
 */
import { apply, squareToQuad, type Mat3, type Point } from './homography.ts';
import type { Edges } from './lines.ts';
import { BOARD_CORNERS } from './overlay.ts';
import { onceFor } from './once.ts';
import { snap } from './grid.ts';
import { COLUMNS, ROWS } from '../engine/index.ts';

/**
 * Samples per space's side along each line: SAMPLES for the score a grid is judged by, fewer for the search's moves
 * (FINE_SAMPLES, and COARSE_SAMPLES while the steps are COARSE px and over), which snap finishes.
 */
const SAMPLES = 8;
const FINE_SAMPLES = 4;
const COARSE_SAMPLES = 3;
const COARSE = 2;
/** How far (px) across a line an edge may lie to count as on it: the line's own width, as snap's search is 3 px. */
const REACH = 1;
/** How far (in spaces) a corner may be moved from where the grid was found. */
const FARTHEST = 1;
/** The smallest step (px) a corner is moved by: the search stops below it. */
const FINEST = 1;

/** Each pixel's gradient as x and y parts (magnitude times the angle's cosine and sine), for the score's hot loop. */
const partsOf = new WeakMap<Edges, { gx: Float32Array; gy: Float32Array }>();

function parts(e: Edges): { gx: Float32Array; gy: Float32Array } {
  return onceFor(partsOf, e, () => {
    const gx = new Float32Array(e.magnitude.length);
    const gy = new Float32Array(e.magnitude.length);
    for (let i = 0; i < gx.length; i++) {
      // Pixels under the edge level are never on a line: left at 0, as they are weaker across any line.
      if (e.magnitude[i]! < e.level) continue;
      gx[i] = e.magnitude[i]! * Math.cos(e.angle[i]!);
      gy[i] = e.magnitude[i]! * Math.sin(e.angle[i]!);
    }
    return { gx, gy };
  });
}

/**
 * The map from board coordinates (0-12 across, 0-9 down) to the quadrilateral of the four corners (1A's first):
 * overlay.ts's mapFromCorners in closed form (within 3e-13 px of it on a test quad, 0.08 against 4.3 us a call; a
 * settle makes hundreds). mapFromCorners keeps the general fit: it also refuses corners the banker dragged with three
 * on a line, which squareToQuad maps to a flat grid; the corners here stay within a space of a grid found.
 */
function mapOf(c: Point[]): Mat3 | null {
  const unit = squareToQuad(c[0]!, c[1]!, c[2]!, c[3]!);
  if (!unit) return null;
  // Board (u, v) to the unit square is (u / 12, v / 9): the square's map's first and second columns scaled.
  return [unit[0] / COLUMNS, unit[1] / ROWS, unit[2], unit[3] / COLUMNS, unit[4] / ROWS, unit[5], unit[6] / COLUMNS, unit[7] / ROWS, unit[8]];
}

/**
 * The share of the grid's line samples on the photo that have an edge across the line within REACH px: a line maps to
 * a line, so each is walked straight from end to end with one normal.
 */
export function onLines(m: Mat3, e: Edges, samples = SAMPLES): number {
  const { gx, gy } = parts(e);
  const { width, height, level } = e;
  let hits = 0;
  let on = 0;
  const walk = (from: Point, to: Point, n: number) => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const len = Math.sqrt(dx * dx + dy * dy);
    if (!(len > 0)) return;
    const nx = -dy / len;
    const ny = dx / len;
    for (let s = 0; s < n; s++) {
      const t = (s + 0.5) / n;
      const px = from[0] + dx * t;
      const py = from[1] + dy * t;
      if (px < 2 || py < 2 || px >= width - 2 || py >= height - 2) continue;
      on++;
      for (let o = -REACH; o <= REACH; o += 0.5) {
        const i = Math.round(py + ny * o) * width + Math.round(px + nx * o);
        if (Math.abs(gx[i]! * nx + gy[i]! * ny) >= level) {
          hits++;
          break;
        }
      }
    }
  };
  for (let u = 0; u <= COLUMNS; u++) walk(apply(m, u, 0), apply(m, u, ROWS), ROWS * samples);
  for (let v = 0; v <= ROWS; v++) walk(apply(m, 0, v), apply(m, COLUMNS, v), COLUMNS * samples);
  return on > 0 ? hits / on : 0;
}

const WAYS: Point[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
/**
 * The corners moved together (by their indices, 1A's 0): each alone, each side's two and all four, so that a side or
 * the whole grid lying off can move as one, not only through a corner at a time.
 */
const MOVED: number[][] = [[0], [1], [2], [3], [0, 1], [1, 2], [2, 3], [3, 0], [0, 1, 2, 3]];

/**
 * Four corners (1A's first) moved to where `scoring` rates them highest, a climb: at each of `steps` in turn (in px),
 * each group of corners in `moves` is tried a step each of `ways`, a move kept when it raises the score, until none
 * does. `scoring(step)` rates corners for that step's moves (null: they make no grid); the corners so far are rated
 * again at each step's start. A try taking a corner `k` out of `near(corners, k)` is not made, nor any scored try past
 * `most`. Returns the corners and whether any move was kept. Used to settle a grid onto the lines (settled) and to move
 * the ledger's own fit onto its spaces (read-board.ts movedToTheLedger).
 */
export function climbed(
  start: Point[],
  steps: readonly number[],
  scoring: (step: number) => (corners: Point[]) => number | null,
  near: (corners: Point[], k: number) => boolean,
  { moves = MOVED, ways = WAYS, most = Infinity }: { moves?: readonly (readonly number[])[]; ways?: readonly Point[]; most?: number } = {},
): { corners: Point[]; moved: boolean } {
  let corners = start;
  let anyMoved = false;
  let tries = 0;
  for (const step of steps) {
    const rate = scoring(step);
    let score = rate(corners) ?? -Infinity;
    for (let moved = true; moved && tries < most; ) {
      moved = false;
      for (const which of moves) {
        for (const [wx, wy] of ways) {
          const tried = corners.map((c, j): Point => (which.includes(j) ? [c[0] + wx * step, c[1] + wy * step] : c));
          if (!which.every((k) => near(tried, k)) || tries >= most) continue;
          const s = rate(tried);
          if (s === null) continue;
          tries++;
          if (s <= score) continue;
          [corners, score, moved, anyMoved] = [tried, s, true, true];
        }
      }
    }
  }
  return { corners, moved: anyMoved };
}

/**
 * The grid (board coordinates to `e`'s pixels) with its corners moved to where its lines run along the most edges
 * (onLines), and its score before and after. Each corner, each side and the whole grid is tried a step each of eight
 * ways (MOVED), a move kept when it raises the score, until none does; then the step is halved, from half a space
 * (along 1A-12A) down to FINEST. Left as found when its score is under `from` (its lines hardly show on these edges),
 * or so near the whole (1) that no move can raise it by `gain`, the least rise the caller would take.
 */
export function settled(m: Mat3, e: Edges, { from, gain } = { from: 0, gain: 0 }): { map: Mat3; before: number; after: number } {
  const start = BOARD_CORNERS.map(([u, v]) => apply(m, u, v));
  const before = onLines(m, e);
  if (before < from || before > 1 - gain) return { map: m, before, after: before };
  const side = Math.hypot(start[1]![0] - start[0]![0], start[1]![1] - start[0]![1]) / COLUMNS;
  // No corner goes farther than FARTHEST spaces from where it was found: past it the grid is another.
  const near = (c: Point[], k: number) => Math.hypot(c[k]![0] - start[k]![0], c[k]![1] - start[k]![1]) <= FARTHEST * side;
  const steps: number[] = [];
  for (let step = side / 2; step >= FINEST; step /= 2) steps.push(step);
  // Each step's moves scored with fewer samples (snap finishes), coarser while the steps are long.
  const climb = climbed(start, steps, (step) => {
    const samples = step >= COARSE ? COARSE_SAMPLES : FINE_SAMPLES;
    return (c) => {
      const next = mapOf(c);
      return next ? onLines(next, e, samples) : null;
    };
  }, near);
  const map = climb.moved ? mapOf(climb.corners)! : m;
  // The search stops anywhere a pixel or so either side of the lines (a sample counts as on an edge within REACH, and
  // the steps end at FINEST): snapped, each line fitted to the edges' centres across it, as a grid found is.
  const score = onLines(map, e);
  const exact = snap(map, e);
  const onEdges = onLines(exact, e);
  return onEdges >= score ? { map: exact, before, after: onEdges } : { map, before, after: score };
}
