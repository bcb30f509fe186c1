// Whether a grid found can be a board of square spaces seen by a camera (issue 37; square.ts): a grid stretched or
// sheared to fit a few tiles is refused by the reader (read-board.ts OFF_SQUARE_MOST, 0.35).
import { describe, expect, test } from 'vitest';
import type { Mat3 } from '../../src/board/homography.ts';
import { offSquare } from '../../src/board/square.ts';

const WIDTH = 1280;
const HEIGHT = 720;

/**
 * A board of square spaces (each `side` long) seen by a camera of focal length `f` px, its axis through the photo's
 * middle, the board tipped `tilt` degrees away from it and turned `turn` degrees, its corner 1A `depth` away.
 * The map is K [s r1, s r2, t]: K the lens, r1 and r2 the board's two directions after the turn and the tip.
 */
function seen(f: number, tilt: number, turn: number, side = 1, depth = 30, [width, height] = [WIDTH, HEIGHT]): Mat3 {
  const t = (tilt * Math.PI) / 180;
  const z = (turn * Math.PI) / 180;
  // The turn about the camera's axis, then the tip about its x axis: r = Rx(t) Rz(z) e.
  const r1 = [Math.cos(z), Math.cos(t) * Math.sin(z), Math.sin(t) * Math.sin(z)];
  const r2 = [-Math.sin(z), Math.cos(t) * Math.cos(z), Math.sin(t) * Math.cos(z)];
  const at = [-6, -4, depth];
  const cx = width / 2;
  const cy = height / 2;
  const k = (v: number[]) => [f * v[0]! + cx * v[2]!, f * v[1]! + cy * v[2]!, v[2]!];
  const [a, d, o] = [k(r1.map((x) => x * side)), k(r2.map((x) => x * side)), k(at)];
  return [a[0]!, d[0]!, o[0]!, a[1]!, d[1]!, o[1]!, a[2]!, d[2]!, o[2]!];
}

describe('a grid of square spaces as a camera sees it', () => {
  test('a board tipped 35 degrees and turned 20, seen through a phone lens (f 0.8 of the width): square at its own focal length', () => {
    // At f = 1024 the lens undone gives s r1 and s r2 exactly: as long as each other (log 1 = 0), perpendicular (cos 0).
    // The focal lengths tried step by (5 / 0.3)^(1/100) = 1.029, so the nearest is within 1.5% of it: a little off.
    expect(offSquare(seen(0.8 * WIDTH, 35, 20), WIDTH, HEIGHT)).toBeLessThan(0.05);
  });
  test('the same board tipped 10 degrees through a long lens (f 3 widths): still square', () => {
    expect(offSquare(seen(3 * WIDTH, 10, 130), WIDTH, HEIGHT)).toBeLessThan(0.05);
  });
  test('a phone held upright (720 x 1280), its lens 1000 px (1.39 widths), the board tipped 30 degrees: square', () => {
    expect(offSquare(seen(1000, 30, 75, 1, 30, [720, 1280]), 720, 1280)).toBeLessThan(0.05);
  });
  test('a grid seen straight on, its spaces 0.55 as wide as tall: log(40 / 22) = 0.598 off at every focal length, over the bar', () => {
    // No perspective part (bottom row 0, 0, 1): the lens scales both ways alike, so the ratio 22 : 40 stays.
    const stretched: Mat3 = [22, 0, 100, 0, 40, 100, 0, 0, 1];
    expect(offSquare(stretched, WIDTH, HEIGHT)).toBeCloseTo(Math.log(40 / 22), 6);
    expect(offSquare(stretched, WIDTH, HEIGHT)).toBeGreaterThan(0.35);
  });
  test('a grid seen straight on, sheared half a space a row: log(sqrt(2000) / 40) + 20 / sqrt(2000) = 0.112 + 0.447 off', () => {
    // Across (40, 0), down (20, 40): lengths 40 and sqrt(400 + 1600) = 44.72; cosine 20 * 40 / (40 * 44.72) = 0.447.
    const sheared: Mat3 = [40, 20, 100, 0, 40, 100, 0, 0, 1];
    expect(offSquare(sheared, WIDTH, HEIGHT)).toBeCloseTo(Math.log(Math.sqrt(2000) / 40) + 20 / Math.sqrt(2000), 6);
  });
  test('the tipped board squeezed to 0.6 across: no focal length makes its spaces square', () => {
    const m = seen(0.8 * WIDTH, 35, 20);
    // The board's across direction (the map's first column) shortened: spaces 0.6 as wide, still seen in perspective.
    const squeezed: Mat3 = [m[0] * 0.6, m[1], m[2], m[3] * 0.6, m[4], m[5], m[6] * 0.6, m[7], m[8]];
    expect(offSquare(squeezed, WIDTH, HEIGHT)).toBeGreaterThan(0.35);
  });
});
