// The board reader's plane maps (issue 37): board coordinates (a unit a space) to a photo's pixels and back.
import { describe, expect, test } from 'vitest';
import { apply, fitHomography, invert, mapLine, meet, type Mat3, type Point } from '../../src/board/homography.ts';

// A board seen tilted: the far side (v = 0) shorter than the near side (v = 9). Chosen by hand: w = 1 + 0.02·v.
const TILTED: Mat3 = [40, 5, 100, 2, 30, 80, 0.001, 0.02, 1];
const CORNERS: Point[] = [[0, 0], [12, 0], [12, 9], [0, 9]];

describe('plane maps', () => {
  test('four corners fix the map exactly: 12I lands where the tilted map puts it', () => {
    const m = fitHomography(CORNERS, CORNERS.map(([u, v]) => apply(TILTED, u, v)))!;
    // (12, 9) under TILTED: x = (40·12 + 5·9 + 100) / (0.012 + 0.18 + 1) = 625 / 1.192 = 524.33...
    const [x, y] = apply(m, 12, 9);
    expect(x).toBeCloseTo(625 / 1.192, 6);
    // y = (2·12 + 30·9 + 80) / 1.192 = 374 / 1.192
    expect(y).toBeCloseTo(374 / 1.192, 6);
    // And a point inside, never given: the centre of 7E (6.5, 4.5).
    expect(apply(m, 6.5, 4.5)[0]).toBeCloseTo(apply(TILTED, 6.5, 4.5)[0], 6);
  });

  test('the least-squares fit of every grid crossing, each moved half a pixel, stays within a pixel', () => {
    const from: Point[] = [];
    const to: Point[] = [];
    for (let u = 0; u <= 12; u++) {
      for (let v = 0; v <= 9; v++) {
        const [x, y] = apply(TILTED, u, v);
        from.push([u, v]);
        // A fixed ±0.5 px pattern, not random: the test must fail the same way every time.
        to.push([x + ((u + v) % 2 ? 0.5 : -0.5), y + (u % 3 === 0 ? 0.5 : -0.5)]);
      }
    }
    const m = fitHomography(from, to)!;
    for (const [u, v] of CORNERS) {
      const [x, y] = apply(m, u, v);
      const [tx, ty] = apply(TILTED, u, v);
      expect(Math.hypot(x - tx, y - ty)).toBeLessThan(1);
    }
  });

  test('three points on a line fix nothing: no map', () => {
    expect(fitHomography([[0, 0], [1, 1], [2, 2], [3, 3]], [[0, 0], [1, 1], [2, 2], [3, 3]])).toBeNull();
  });

  test('the inverse takes the photo back to the board, and lines map with points', () => {
    const back = invert(TILTED)!;
    const [u, v] = apply(back, ...apply(TILTED, 3.25, 7.5));
    expect(u).toBeCloseTo(3.25, 9);
    expect(v).toBeCloseTo(7.5, 9);
    // The grid line u = 4 (1·u + 0·v − 4 = 0) in the photo passes through the photo points of (4, 0) and (4, 9).
    const inPhoto = mapLine(back, [1, 0, -4]);
    for (const p of [apply(TILTED, 4, 0), apply(TILTED, 4, 9)]) expect(inPhoto[0] * p[0] + inPhoto[1] * p[1] + inPhoto[2]).toBeCloseTo(0, 6);
    // Rows C (v = 2) and column 5's left edge (u = 4) cross at the photo point of (4, 2).
    const crossing = meet(inPhoto, mapLine(back, [0, 1, -2]))!;
    expect(crossing[0]).toBeCloseTo(apply(TILTED, 4, 2)[0], 6);
    expect(crossing[1]).toBeCloseTo(apply(TILTED, 4, 2)[1], 6);
  });
});
