// The board reader's plane maps (issue 37): board coordinates (a unit a space) to a photo's pixels and back.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { apply, fitHomography, invert, mapLine, meet, squareToQuad, type Mat3, type Point } from '../../src/board/homography.ts';

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

  test("one space's corners in closed form: where the square's corners go, and the same map as the general fit", () => {
    // One space of TILTED, 7E: the unit square moved to (6, 4). Its corners by hand: (6, 4) → x = (240 + 20 + 100) /
    // (0.006 + 0.08 + 1) = 360 / 1.086, y = (12 + 120 + 80) / 1.086 = 212 / 1.086.
    const corners = ([[6, 4], [7, 4], [7, 5], [6, 5]] as Point[]).map(([u, v]) => apply(TILTED, u, v));
    const m = squareToQuad(corners[0]!, corners[1]!, corners[2]!, corners[3]!)!;
    expect(apply(m, 0, 0)[0]).toBeCloseTo(360 / 1.086, 9);
    expect(apply(m, 0, 0)[1]).toBeCloseTo(212 / 1.086, 9);
    // The space's centre is the board's (6.5, 4.5), a point never given.
    expect(apply(m, 0.5, 0.5)[0]).toBeCloseTo(apply(TILTED, 6.5, 4.5)[0], 9);
    // Any fair quadrilateral (each corner within a third of a 100 px square of its place): the general fit's map.
    const jitter = fc.tuple(fc.double({ min: -33, max: 33, noNaN: true }), fc.double({ min: -33, max: 33, noNaN: true }));
    fc.assert(
      fc.property(fc.tuple(jitter, jitter, jitter, jitter), (d) => {
        const quad = ([[0, 0], [100, 0], [100, 100], [0, 100]] as Point[]).map(([x, y], i): Point => [200 + x + d[i]![0], 150 + y + d[i]![1]]);
        const closed = squareToQuad(quad[0]!, quad[1]!, quad[2]!, quad[3]!)!;
        const fitted = fitHomography([[0, 0], [1, 0], [1, 1], [0, 1]], quad)!;
        return closed.every((x, i) => Math.abs(x - fitted[i]!) <= 1e-7 * Math.max(1, Math.abs(fitted[i]!)));
      }),
      { numRuns: 2000 },
    );
    // The square's far three corners on a line (10, 0), (5, 5), (0, 10): no map.
    expect(squareToQuad([0, 0], [10, 0], [5, 5], [0, 10])).toBeNull();
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
