// Where a tile's top is seen from (issue 37, src/board/lean.ts): the camera placed from the grid's map alone.
import { describe, expect, test } from 'vitest';
import { cameraOf, TILE_HEIGHT, topShift } from '../../src/board/lean.ts';
import type { Mat3 } from '../../src/board/homography.ts';

/**
 * The map of a pinhole camera at `pos` (board coordinates, spaces; z up from the board), looking along `forward` with
 * the photo's x along `right`, focal length f, its middle at the photo's middle (640, 360): the columns are the
 * board's two directions and its origin as the camera sees them, K·[right; down; forward]·(x - pos).
 */
function mapOf(pos: number[], forward: number[], right: number[], f: number): Mat3 {
  const down = [forward[1]! * right[2]! - forward[2]! * right[1]!, forward[2]! * right[0]! - forward[0]! * right[2]!, forward[0]! * right[1]! - forward[1]! * right[0]!];
  const rows = [right, down, forward];
  const project = (d: number[]) => rows.map((r) => r[0]! * d[0]! + r[1]! * d[1]! + r[2]! * d[2]!);
  const [e1, e2, o] = [project([1, 0, 0]), project([0, 1, 0]), project([-pos[0]!, -pos[1]!, -pos[2]!])];
  const k = (c: number[]): number[] => [f * c[0]! + 640 * c[2]!, f * c[1]! + 360 * c[2]!, c[2]!];
  const [a, b, c] = [k(e1), k(e2), k(o)];
  return [a[0]!, b[0]!, c[0]!, a[1]!, b[1]!, c[1]!, a[2]!, b[2]!, c[2]!];
}

describe('where a tile top is seen from', () => {
  test('a camera 30 spaces over the board, tilted 30° toward row I, is found there', () => {
    // Tilted 30° from straight down, standing off beyond row I (v grows toward it): forward = (0, -sin 30°, -cos 30°).
    const s = Math.sin(Math.PI / 6);
    const c = Math.cos(Math.PI / 6);
    const pos = [6, 4.5 + 30 * s, 30 * c];
    const m = mapOf(pos, [0, -s, -c], [-1, 0, 0], 1000);
    const camera = cameraOf(m, 1280, 720)!;
    expect(camera.foot[0]).toBeCloseTo(6, 3);
    // 4.5 + 30 · 0.5 = 19.5 spaces down; 30 · cos 30° = 25.98 spaces up.
    expect(camera.foot[1]).toBeCloseTo(19.5, 3);
    expect(camera.height).toBeCloseTo(25.98, 2);
    // 6A's top (its middle at 5.5, 0.5; cell 5) is seen away from the camera's foot: h / (25.98 - h) of
    // (5.5 - 6, 0.5 - 19.5).
    const k = TILE_HEIGHT / (30 * c - TILE_HEIGHT);
    const [du, dv] = topShift(camera, 5);
    expect(du).toBeCloseTo(-0.5 * k, 5);
    expect(dv).toBeCloseTo(-19 * k, 5);
    // h = 0.13: k = 0.13 / 25.85 = 0.005029, and 6A's top is seen 19 · k = 0.0956 of a space toward row A.
    expect(dv).toBeCloseTo(-0.0956, 3);
  });

  test("the same camera whatever the map's scale and sign", () => {
    const s = Math.sin(Math.PI / 6);
    const c = Math.cos(Math.PI / 6);
    const m = mapOf([6, 4.5 + 30 * s, 30 * c], [0, -s, -c], [-1, 0, 0], 1000);
    const camera = cameraOf(m.map((x) => x * -0.003) as Mat3, 1280, 720)!;
    expect(camera.foot[1]).toBeCloseTo(19.5, 3);
    expect(camera.height).toBeCloseTo(25.98, 2);
  });

  test("straight down, the lens is taken as a phone's usual and the foot under the photo's middle", () => {
    // Camera over 7E's corner (6, 4.5), 20 spaces up, looking straight down; the focal length cannot be told.
    const m = mapOf([6, 4.5, 20], [0, 0, -1], [1, 0, 0], 998.4);
    const camera = cameraOf(m, 1280, 720)!;
    expect(camera.foot[0]).toBeCloseTo(6, 3);
    expect(camera.foot[1]).toBeCloseTo(4.5, 3);
    // The usual lens is 0.78 · 1280 = 998.4 px, the one used: the height comes out right.
    expect(camera.height).toBeCloseTo(20, 3);
  });

  test('a camera placed grazing the table moves no box more than half a space', () => {
    // 80° from straight down, 30 spaces away: the camera stands 30 · cos 80° = 5.2 spaces up, its foot
    // 4.5 + 30 · sin 80° = 34.0 spaces down. 6A's top would be seen (34.0 - 0.5) · 0.13 / (5.2 - 0.13) = 0.86 of a
    // space off, past the 0.49 the 40° the reader is made for allows: it is held to 0.5.
    const s = Math.sin((80 * Math.PI) / 180);
    const c = Math.cos((80 * Math.PI) / 180);
    const m = mapOf([6, 4.5 + 30 * s, 30 * c], [0, -s, -c], [-1, 0, 0], 1000);
    const camera = cameraOf(m, 1280, 720)!;
    expect(camera.height).toBeCloseTo(5.21, 2);
    const [du, dv] = topShift(camera, 5);
    expect(Math.hypot(du, dv)).toBeCloseTo(0.5, 6);
    // Still away from the camera: toward row A, a little toward column 1.
    expect(dv).toBeLessThan(-0.49);
    expect(du).toBeLessThan(0);
  });
});
