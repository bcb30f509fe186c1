// A grid found a little off, settled onto the board's lines (src/board/settle.ts; issue 37).
import { describe, expect, test } from 'vitest';
import { edgesOf } from '../../src/board/lines.ts';
import { apply, type Point } from '../../src/board/homography.ts';
import { drawnGrid } from '../fixtures/drawn-grid.ts';
import { BOARD_CORNERS, mapFromCorners } from '../../src/board/overlay.ts';
import { settled } from '../../src/board/settle.ts';

/**
 * A 480 x 360 grey image of a board seen in perspective, its corners (1A's first) at `corners`: dark lines 2 px wide
 * (200 -> 60) on a light board, a margin of 0.4 of a space round it, on a mid-grey table (120). The margin's edge
 * against the table is a strong line of its own, a space's 0.4 beyond the board's outer lines.
 */
const boardImage = (corners: Point[], line = 60) =>
  drawnGrid(corners, (u, v) => (u > -0.4 && u < 12.4 && v > -0.4 && v < 9.4 ? { sheet: 200, line } : null));

const TRUE: Point[] = [[70, 60], [400, 40], [440, 320], [40, 300]];
const off = (m: ReturnType<typeof settled>['map']) =>
  Math.max(...BOARD_CORNERS.map(([u, v], k) => Math.hypot(apply(m, u, v)[0] - TRUE[k]![0], apply(m, u, v)[1] - TRUE[k]![1])));

describe('a grid settled onto the board\'s lines', () => {
  test("a grid with one corner 11 px off (0.4 of a space; snapping reaches 3) is moved back onto the board's lines, within a pixel", () => {
    const e = edgesOf(boardImage(TRUE));
    // 12A's corner moved 11 px up and out: a space here is (400 - 70) / 12 = 27.5 px across, 0.4 of it 11 px.
    const found = mapFromCorners([TRUE[0]!, [TRUE[1]![0] + 8, TRUE[1]![1] - 7.5], TRUE[2]!, TRUE[3]!])!;
    const { map, before, after } = settled(found, e);
    expect(off(found)).toBeGreaterThan(10);
    expect(off(map)).toBeLessThan(1);
    expect(after).toBeGreaterThan(before);
  });

  test('a grid found on the lines stays within a pixel of them, its score as high', () => {
    const e = edgesOf(boardImage(TRUE));
    const found = mapFromCorners(TRUE)!;
    const { map, before, after } = settled(found, e);
    expect(off(map)).toBeLessThan(1);
    expect(after).toBeGreaterThanOrEqual(before);
  });

  test("a grid whose outer line lies on the margin's edge (0.4 of a space out, along the whole top) comes back to the board's own", () => {
    const e = edgesOf(boardImage(TRUE));
    // Both top corners 0.4 of a space out along the sides (the lines 1A-1I and 12A-12I), onto the margin's edge: the
    // sides run (70,60)->(40,300), 240 px over 9 rows, so 0.4 of a row is 0.4 * 240 / 9 = 10.7 px along them.
    const along = (p: Point, q: Point, t: number): Point => [p[0] + (p[0] - q[0]) * t, p[1] + (p[1] - q[1]) * t];
    const found = mapFromCorners([along(TRUE[0]!, TRUE[3]!, 0.4 / 9), along(TRUE[1]!, TRUE[2]!, 0.4 / 9), TRUE[2]!, TRUE[3]!])!;
    expect(off(found)).toBeGreaterThan(10);
    expect(off(settled(found, e).map)).toBeLessThan(1);
  });

  test("a grid whose lines the photo's edges hardly show is left where it was found, not sent after other edges", () => {
    // Lines 4 grey levels darker than the board (200 -> 196): under the edge level (12 at least), so none of the grid's
    // samples is on an edge (score 0), under the 0.5 asked for; the margin's edge against the table is strong.
    const e = edgesOf(boardImage(TRUE, 196));
    const found = mapFromCorners(TRUE)!;
    const { map, before, after } = settled(found, e, { from: 0.5, gain: 0 });
    expect(before).toBeLessThan(0.5);
    expect(map).toEqual(found);
    expect(after).toBe(before);
  });

  test('a grid so near the lines that no move could raise its score by the gain asked is left as found', () => {
    // The grid 11 px off at one corner still runs along most of its lines' length on this clean image; asked for a rise
    // of more than what is left to the whole (1 - before), it is not searched.
    const e = edgesOf(boardImage(TRUE));
    const found = mapFromCorners([TRUE[0]!, [TRUE[1]![0] + 8, TRUE[1]![1] - 7.5], TRUE[2]!, TRUE[3]!])!;
    const { before } = settled(found, e);
    const { map } = settled(found, e, { from: 0, gain: 1 - before + 0.01 });
    expect(map).toEqual(found);
  });
});
