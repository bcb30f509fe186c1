// A sheet cut at its lines told from a board (src/board/grid.ts cutAtItsLines; issue 37), on drawn images.
import { describe, expect, test } from 'vitest';
import { edgesOf } from '../../src/board/lines.ts';
import type { Point } from '../../src/board/homography.ts';
import { mapFromCorners } from '../../src/board/overlay.ts';
import { cutAtItsLines } from '../../src/board/grid.ts';
import { drawnGrid, type Face } from '../fixtures/drawn-grid.ts';

const CORNERS: Point[] = [[70, 60], [400, 40], [440, 320], [40, 300]];

const drawn = (face: Face) => drawnGrid(CORNERS, face);

describe('a sheet cut at its lines, or a board', () => {
  test("a board mostly in a hard shadow, lit along two sides: its lit outer lines are as strong as the lit lines beside them, so it is no sheet cut at its lines", () => {
    // Lit where u > 8.5 or v > 6.5 (columns 10-12, rows H-I): lines 200 -> 60 there, 60 -> 50 in the shadow. Of the
    // 19 inner lines 5 are lit along their length (u = 9-11, v = 7-8); the rest lie mostly in the shadow, so the inner
    // lines' median is a shadowed line's (a step of 10 against 140 lit). The lit outer lines u = 12 and v = 9 are 14
    // times that median (over the 3.5 a cut sheet shows), but as strong as u = 11 and v = 8 beside them. (Seen, ray-cast
    // 807/4: a yellow tray so lit, refused as a sheet before; its lit outer lines 114 and 133, the median 24.)
    const board = drawn((u, v) => {
      if (u < -0.4 || u > 12.4 || v < -0.4 || v > 9.4) return null;
      return u > 8.5 || v > 6.5 ? { sheet: 200, line: 60 } : { sheet: 60, line: 50 };
    });
    expect(cutAtItsLines(mapFromCorners(CORNERS)!, edgesOf(board))).toBe(false);
  });

  test('a sheet of squared paper cut at its lines on a dark table: its four outer lines are its edge, far stronger than its printed lines', () => {
    // Paper 200, printed lines 170 (a step of 30), the table 40 right beyond its outer lines (a step of 130 from the
    // line, 160 from the paper): the outer lines are over 4 times the inner lines beside them and their median.
    const sheet = drawn((u, v) => (u < -0.02 || u > 12.02 || v < -0.02 || v > 9.02 ? { sheet: 40, line: 40 } : { sheet: 200, line: 170 }));
    expect(cutAtItsLines(mapFromCorners(CORNERS)!, edgesOf(sheet))).toBe(true);
  });

  test('a board evenly lit, its margin beyond its outer lines: no sheet', () => {
    const board = drawn((u, v) => (u < -0.4 || u > 12.4 || v < -0.4 || v > 9.4 ? null : { sheet: 200, line: 60 }));
    expect(cutAtItsLines(mapFromCorners(CORNERS)!, edgesOf(board))).toBe(false);
  });
});
