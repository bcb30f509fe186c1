// Where a checked cloth is not (src/board/cloth.ts; issue 37): the board's region found as the stretch of the cloth's
// lattice where its checks do not show. Drawn pictures with the answer known by construction.
import { describe, expect, test } from 'vitest';
import { clothFreeHull } from '../../src/board/cloth.ts';
import { fill } from '../../src/board/region.ts';
import { largestQuad } from '../../src/board/outline.ts';
import type { Lattice } from '../../src/board/lattice.ts';

const W = 320;
const H = 240;
/** The cloth's checks are 8 px a side, lined up with the picture. */
const CHECK = 8;

/** The board: a square 120 px a side at (150, 110), turned 20°, with grey tiles every other 24 px on a cream face. */
const CENTRE = [150, 110] as const;
const HALF = 60;
const TURN = (20 * Math.PI) / 180;
const onBoard = (x: number, y: number, margin = 0) => {
  const [dx, dy] = [x - CENTRE[0], y - CENTRE[1]];
  const along = dx * Math.cos(TURN) + dy * Math.sin(TURN);
  const across = -dx * Math.sin(TURN) + dy * Math.cos(TURN);
  return Math.abs(along) < HALF + margin && Math.abs(across) < HALF + margin;
};
const boardLight = (x: number, y: number) => ((Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0 ? 110 : 215);

/** The picture's light: the board over a black-and-white checked cloth, `shade` of the light left of x = `shadeFrom`. */
function picture(shade = 1, shadeFrom = 0) {
  const data = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const cloth = (Math.floor(x / CHECK) + Math.floor(y / CHECK)) % 2 ? 235 : 25;
      const light = onBoard(x, y) ? boardLight(x, y) : cloth;
      data[y * W + x] = x < shadeFrom ? light * shade : light;
    }
  }
  return { data, width: W, height: H };
}

/** The checks' lattice as the line search gives it: one unit a check, moved by (du, dv) of a check, its lines' votes. */
function lattice(scale = CHECK, du = 0, dv = 0): Lattice {
  const lines = (n: number) => new Map(Array.from({ length: n }, (_, k) => [k, 10]));
  return { toImage: [scale, 0, du * CHECK, 0, scale, dv * CHECK, 0, 0, 1], a: lines(Math.ceil(W / scale)), b: lines(Math.ceil(H / scale)), score: 1 };
}

/**
 * How many of the board's pixels the region (the hull grown 12 px, as the reader grows it) leaves out, and how many of
 * the cloth's it takes in farther than `past` px from the board.
 */
function against(hull: [number, number][] | null, past: number): { boardLeftOut: number; clothTakenIn: number } {
  expect(hull).not.toBeNull();
  const region = fill(hull!, W, H);
  let boardLeftOut = 0;
  let clothTakenIn = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (onBoard(x, y) && !region[y * W + x]) boardLeftOut++;
      if (!onBoard(x, y, past) && region[y * W + x]) clothTakenIn++;
    }
  }
  return { boardLeftOut, clothTakenIn };
}

/** The board's four corners, and how far the hull's largest quadrilateral's corners lie from them, at most (px). */
const CORNERS = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([a, b]): [number, number] => [
  CENTRE[0] + HALF * (a! * Math.cos(TURN) - b! * Math.sin(TURN)),
  CENTRE[1] + HALF * (a! * Math.sin(TURN) + b! * Math.cos(TURN)),
]);
function cornersOff(hull: [number, number][] | null): number {
  const quad = largestQuad(hull!)!;
  return Math.max(...CORNERS.map((c) => Math.min(...quad.map((q) => Math.hypot(q[0] - c[0], q[1] - c[1])))));
}

// The hull is made of whole cells' corners, those astride the board's edge taken in: its corners lie within a cell's
// diagonal of the board's (8 px cells: 11.3 px), and the region (grown 12 px) reaches at most 11.3 + 12 = 23.3 px past
// the board. A lattice off the checks is looked at a quarter cell at a time, which may take a second cell astride the
// edge: within two diagonals (22.6 px; the region 34.6 px past).
const DIAGONAL = CHECK * Math.SQRT2;

describe("where the cloth's checks do not show", () => {
  test('a board on a checked cloth, the lattice on the checks: the region is the whole board, and none of the cloth 24 px past it', () => {
    const hull = clothFreeHull(picture(), lattice());
    expect(against(hull, 24)).toEqual({ boardLeftOut: 0, clothTakenIn: 0 });
    expect(cornersOff(hull)).toBeLessThanOrEqual(DIAGONAL);
  });

  test('the lattice found a quarter and a half check off the checks (fitted elsewhere in the photo): the board but for under 1% of it, none of the cloth 35 px past it', () => {
    for (const [du, dv] of [[0.25, 0], [0.5, 0.5], [0.75, 0.25]]) {
      const hull = clothFreeHull(picture(), lattice(CHECK, du, dv));
      const { boardLeftOut, clothTakenIn } = against(hull, 35);
      // The board is 120 x 120 = 14,400 px: 1% is 144.
      expect(boardLeftOut).toBeLessThan(144);
      expect(clothTakenIn).toBe(0);
      expect(cornersOff(hull)).toBeLessThanOrEqual(2 * DIAGONAL);
    }
  });

  test('the lattice found on every other edge of the checks (a cell two checks wide): the whole board, none of the cloth 35 px past it', () => {
    // Cells 16 px wide: a diagonal of 22.6 px, the region 34.6 px past the board.
    const hull = clothFreeHull(picture(), lattice(2 * CHECK));
    expect(against(hull, 35)).toEqual({ boardLeftOut: 0, clothTakenIn: 0 });
    expect(cornersOff(hull)).toBeLessThanOrEqual(2 * DIAGONAL);
  });

  test("a hard shadow over the left of the photo (a fifth of the light): the checks' steps in light are as steep there, and the cloth in it is no board", () => {
    // 235 and 25 in a fifth of the light are 47 and 5: log((47 + 8) / (5 + 8)) = 1.44, over the 0.25 a check's edge needs.
    const hull = clothFreeHull(picture(0.2, 100), lattice());
    expect(against(hull, 24)).toEqual({ boardLeftOut: 0, clothTakenIn: 0 });
    expect(cornersOff(hull)).toBeLessThanOrEqual(DIAGONAL);
  });

  test('a plain table has no checks: no region', () => {
    const plain = { data: new Float32Array(W * H).fill(120), width: W, height: H };
    expect(clothFreeHull(plain, lattice())).toBeNull();
  });
});
