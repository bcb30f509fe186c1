// The board found by its outline (issue 37; src/board/outline.ts), on drawn pictures whose every pixel is known: a
// light board on a dark table, its grid's lines faint and the photo's noise as strong as they are.
import { describe, expect, test } from 'vitest';
import { apply } from '../../src/board/homography.ts';
import { gridsInOutline, largestQuad, outlineOf } from '../../src/board/outline.ts';
import { readBoard } from '../../src/board/read-board.ts';
import type { Point } from '../../src/board/homography.ts';

const W = 480;
const H = 360;
/** The board's edge: pixels 60-419 across and 40-319 down (a pixel's centre at its index, so its edge half a pixel out). */
const BOARD: Point[] = [[59.5, 39.5], [419.5, 39.5], [419.5, 319.5], [59.5, 319.5]];
/** Its grid: 12 columns of 27.5 px from x = 75 (to 405), 9 rows of 250 / 9 px from y = 55 (to 305). */
const GRID: Point[] = [[75, 55], [405, 55], [405, 305], [75, 305]];

/**
 * A drawn picture: table at light 50, board at 170, lines 2 px wide at light `lineLight` where `lineAt` says, a card
 * (light 110) over the board's lower edge when asked, a hand (light 130) where `hand` says, and uniform noise of ±`noise` (a fixed generator).
 */
function drawn(lineAt: (x: number, y: number) => boolean, { noise = 70, lineLight = 120, card = false, hand = (_x: number, _y: number): boolean => false } = {}): Float32Array {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const data = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const onBoard = x >= 60 && x < 420 && y >= 40 && y < 320;
      let v = onBoard ? (lineAt(x, y) ? lineLight : 170) : 50;
      if (card && x >= 200 && x < 260 && y >= 296 && y < 344) v = 110;
      if (hand(x, y)) v = 130;
      data[y * W + x] = Math.max(0, Math.min(255, v + (random() * 2 - 1) * noise));
    }
  }
  return data;
}

/** The board's 13 x 10 lines, each 2 px wide. */
const boardLines = (x: number, y: number) => {
  const u = (x - 75) / 27.5;
  const v = ((y - 55) * 9) / 250;
  const near = (t: number, step: number) => t > -0.05 && t < 12.05 && Math.abs(t - Math.round(t)) * step < 1;
  return (near(u, 27.5) && v > -0.05 && v < 9.05) || (near(v, 250 / 9) && u > -0.05 && u < 12.05 && Math.round(v) <= 9);
};

/** The worst distance from each of `found` to its match in `want`, matched in order round either way from any start. */
function worstOff(found: Point[], want: Point[]): number {
  let best = Infinity;
  for (let start = 0; start < 4; start++) {
    for (const dir of [1, -1]) {
      const off = Math.max(...found.map((p, i) => {
        const q = want[(start + dir * i + 8) % 4]!;
        return Math.hypot(p[0] - q[0], p[1] - q[1]);
      }));
      best = Math.min(best, off);
    }
  }
  return best;
}

describe("the board's outline", () => {
  test('the largest quadrilateral on a hull with one corner cut leaves out the corner point that loses least', () => {
    // Without (100, 60): (100 + 90) / 2 × 75 = 7125; without (90, 75): (75 + 60) / 2 × 100 = 6750; without either
    // end of the long sides, less still.
    const q = largestQuad([[0, 0], [100, 0], [100, 60], [90, 75], [0, 75]]);
    expect(q).not.toBeNull();
    expect(worstOff(q!, [[0, 0], [100, 0], [90, 75], [0, 75]])).toBe(0);
  });

  test("the board's four sides are found on its edge, from a hull 8 px inside it and bulged by a card over one side", () => {
    const grey = { data: drawn(boardLines, { card: true }), width: W, height: H };
    // The card pushes the hull 24 px past the board's lower edge, 60 px along it.
    const hull: Point[] = [[68, 48], [412, 48], [412, 312], [260, 336], [200, 336], [68, 312]];
    const outline = outlineOf(grey, hull);
    expect(outline).not.toBeNull();
    expect(worstOff(outline!, BOARD)).toBeLessThan(2);
  });

  test("a hand over a corner pulls the hull's corner 40 px off: the two sides there are looked for farther across, and found", () => {
    // A round hand of radius 40 about (425, 35), over the board's top right corner (419.5, 39.5); the hull's corner
    // goes to the hand's top (425, -5). Its right side then starts 40 px off the board's edge: within 20 px of the
    // hull's side too few pieces of it agree, within 28 px enough do.
    const hand = (x: number, y: number) => Math.hypot(x - 425, y - 35) < 40;
    const grey = { data: drawn(boardLines, { hand }), width: W, height: H };
    const hull: Point[] = [[68, 48], [400, 48], [425, -5], [465, 35], [412, 312], [68, 312]];
    const outline = outlineOf(grey, hull);
    expect(outline).not.toBeNull();
    expect(worstOff(outline!, BOARD)).toBeLessThan(2);
  });

  test("a hull's side 35 px inside the board's edge: with a ledger that can refute a false outline, the side is looked for 40 px across, and found", () => {
    // A plain board (no lines, no noise: nothing but its edge steps), the hull's left side at x = 95, 35.5 px inside
    // the edge (x = 59.5): beyond the 20 and 28 px looked across first. Seen (CSS seed 13, photo 22): a paper board on
    // a checked cloth, its tiles at 1G-1I as dark as the cloth's checks, cut off the region, lost.
    const grey = { data: drawn(boardLines, { lineLight: 170, noise: 0 }), width: W, height: H };
    const hull: Point[] = [[95, 48], [412, 48], [412, 312], [95, 312]];
    expect(outlineOf(grey, hull)).toBeNull();
    const outline = outlineOf(grey, hull, true);
    expect(outline).not.toBeNull();
    expect(worstOff(outline!, BOARD)).toBeLessThan(2);
  });

  test("the grid inside the outline is found from whole columns and rows, though the noise (±70) is stronger than its lines' step (50)", () => {
    const grey = { data: drawn(boardLines), width: W, height: H };
    const [best] = gridsInOutline(grey, BOARD);
    expect(best).toBeDefined();
    const corners = ([[0, 0], [12, 0], [12, 9], [0, 9]] as Point[]).map(([u, v]) => apply(best!.toImage, u, v));
    expect(worstOff(corners, GRID)).toBeLessThan(1.5);
    expect([best!.across, best!.down]).toEqual([13, 10]);
    // Each of its 12 columns is 27.5 px wide: one space along is (75 + 27.5, 55).
    const first = apply(best!.toImage, 1, 0);
    const along = apply(best!.toImage, 0, 1);
    expect(Math.min(Math.hypot(first[0] - 102.5, first[1] - 55), Math.hypot(along[0] - 102.5, along[1] - 55))).toBeLessThan(1.5);
  });

  test('squared paper of 8 x 6 squares in the same outline: every grid found there misses lines, and the reader finds no board', () => {
    // Lines every 45 px across (360 / 8) and 46.7 px down (280 / 6), from the sheet's edges.
    const paper = (x: number, y: number) => Math.abs(((x - 60) % 45) - 22.5) > 21.5 || Math.abs(((y - 40) % (280 / 6)) - 140 / 6) > 140 / 6 - 1;
    const data = drawn(paper);
    for (const grid of gridsInOutline({ data, width: W, height: H }, BOARD)) expect(grid.across < 10 || grid.down < 7).toBe(true);
    const rgba = new Uint8ClampedArray(W * H * 4);
    data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    const ledger = ['1A', '2A', '3A', '4B', '5C', '6C', '7D', '8E', '9F', '9G', '10G', '11H', '12I', '3F', '4F', '5F', '1I', '2H', '6A', '7A'];
    expect(readBoard({ data: rgba, width: W, height: H }, ledger).board).toBe(false);
  });
});
