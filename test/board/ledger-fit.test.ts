// The grid placed inside a board's outline by the ledger's own pattern (issue 37; src/board/ledger-fit.ts), on drawn
// pictures whose every pixel is known: a board with no grid lines at all, its tiles lighter than its empty spaces.
import { describe, expect, test } from 'vitest';
import { apply, type Point } from '../../src/board/homography.ts';
import { gridByLedger, refinedByLedger, SEPARATES, stepsOf } from '../../src/board/ledger-fit.ts';
import { BOARD_CORNERS } from '../../src/board/overlay.ts';
import { parseTile } from '../../src/engine/index.ts';

const W = 480;
const H = 360;
/** The board's edge: pixels 60-419 across and 40-319 down. */
const BOARD: Point[] = [[59.5, 39.5], [419.5, 39.5], [419.5, 319.5], [59.5, 319.5]];
/** Its grid: 12 columns of 27.5 px from x = 75 (to 405), 9 rows of 250 / 9 px from y = 55 (to 305). */
const GRID: Point[] = [[75, 55], [405, 55], [405, 305], [75, 305]];
const COLUMN = 27.5;
const ROW = 250 / 9;

/** A tile covers its space but a 2 px rim; `tiles` are the spaces holding one (board order). */
function drawn(tiles: Set<number>, noise: number): Float32Array {
  let seed = 777;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const data = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const onBoard = x >= 60 && x < 420 && y >= 40 && y < 320;
      let v = onBoard ? 120 : 40;
      const u = (x + 0.5 - 75) / COLUMN;
      const w = (y + 0.5 - 55) / ROW;
      const [c, r] = [Math.floor(u), Math.floor(w)];
      const inner = (t: number, step: number) => (t - Math.floor(t)) * step > 2 && (Math.ceil(t) - t) * step > 2;
      if (c >= 0 && c < 12 && r >= 0 && r < 9 && tiles.has(r * 12 + c) && inner(u, COLUMN) && inner(w, ROW)) v = 170;
      data[y * W + x] = Math.max(0, Math.min(255, v + (random() * 2 - 1) * noise));
    }
  }
  return data;
}

/** The worst distance from a map's four corners to the grid's. */
const cornersOff = (toImage: Parameters<typeof apply>[0]) => Math.max(...BOARD_CORNERS.map(([u, v], i) => {
  const [x, y] = apply(toImage, u, v);
  return Math.hypot(x - GRID[i]![0], y - GRID[i]![1]);
}));

// A game in its middle turns: two chains and a few lone tiles (14 tiles), as a ledger names them.
const LEDGER = new Set(['1A', '2A', '3A', '2B', '7C', '8C', '9C', '8D', '11E', '4F', '5G', '6G', '12I', '1I'].map((t) => parseTile(t)!));

describe("the grid placed by the ledger's pattern inside the board's outline", () => {
  test("a board without lines, in noise of ±30 about its tiles' step of 50: its grid placed within a fifth of a space at every corner", () => {
    // Each pixel alone says little, a space's core (about 16 x 16 px) says much. Within a fifth of a space, not a
    // pixel: a core well inside its tile parts the kinds alike a little off; the lines' snap (read-board.ts) and the
    // ledger's choice among the grid and its neighbours do the rest on a photo.
    const grey = { data: drawn(LEDGER, 30), width: W, height: H };
    const found = gridByLedger(grey, BOARD, LEDGER);
    expect(found).not.toBeNull();
    expect(found!.separation).toBeGreaterThan(SEPARATES);
    const refined = refinedByLedger(grey, stepsOf(grey), found!.toImage, LEDGER);
    // A space is 27.5 x 27.8 px: a fifth, 5.5 px (measured: 4.3).
    expect(cornersOff(refined.toImage)).toBeLessThan(5.5);
  });

  test("the ledger tells the board's half turn: a ledger whose tiles lie only on one half is placed on that half", () => {
    // The same board read against its tiles named the other way round (each tile's space turned half a turn): the
    // grid found is the half turn of the board's own, so 1A lies at the grid's far corner (405, 305).
    const turned = new Set([...LEDGER].map((cell) => 107 - cell));
    const grey = { data: drawn(turned, 30), width: W, height: H };
    const found = gridByLedger(grey, BOARD, LEDGER);
    const [x, y] = apply(found!.toImage, 0, 0);
    expect(Math.hypot(x - 405, y - 305)).toBeLessThan(6);
  });

  test("an outline a space off at one corner (a hand over it) skews the straight-on grid; refined corner by corner, it comes nearer the board's", () => {
    // The outline's bottom right corner 30 px right and 20 px down of the board's (a hand's edge taken for the board's).
    const grey = { data: drawn(LEDGER, 30), width: W, height: H };
    const skewed: Point[] = [BOARD[0]!, BOARD[1]!, [449.5, 339.5], BOARD[3]!];
    const found = gridByLedger(grey, skewed, LEDGER);
    // Straight on, the skew leaves a corner 15 px off (over half a space); refined, under 11 px (0.4 of a space;
    // measured: 10.0), near enough for the lines' snap and the ledger's choice among neighbouring grids on a photo.
    expect(cornersOff(found!.toImage)).toBeGreaterThan(14);
    const refined = refinedByLedger(grey, stepsOf(grey), found!.toImage, LEDGER);
    expect(cornersOff(refined.toImage)).toBeLessThan(11);
  });

  test('a board with no tiles on it parts no ledger: under the bar, so no grid is given', () => {
    const grey = { data: drawn(new Set(), 40), width: W, height: H };
    const found = gridByLedger(grey, BOARD, LEDGER);
    expect(found?.separation ?? 0).toBeLessThan(SEPARATES);
  });
});
