// The one connected-blob labelling under the label finder and the label cut-out.
import { describe, expect, test } from 'vitest';
import { blobs8 } from '../../src/ocr/blobs.ts';

/** A mask from rows of '#' (set) and '.' (clear). */
const mask = (rows: string[]) => ({ mask: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)), width: rows[0]!.length, height: rows.length });

describe('blobs of a mask', () => {
  test('corner neighbours join; blobs come in the order of their first pixel, row by row', () => {
    const { mask: m, width, height } = mask([
      '#...#', //
      '.#..#',
      '..#..',
      '.....',
      '##...',
    ]);
    const { blobs, owner } = blobs8(m, width, height);
    // The diagonal 0,0 → 1,1 → 2,2 is one blob; the column at x=4 (rows 0-1) a second; the pair at row 4 a third.
    expect(blobs.map(({ x0, y0, x1, y1, area }) => ({ x0, y0, x1, y1, area }))).toEqual([
      { x0: 0, y0: 0, x1: 2, y1: 2, area: 3 },
      { x0: 4, y0: 0, x1: 4, y1: 1, area: 2 },
      { x0: 0, y0: 4, x1: 1, y1: 4, area: 2 },
    ]);
    expect([owner[0], owner[6], owner[12], owner[4], owner[9], owner[20], owner[21], owner[1]]).toEqual([0, 0, 0, 1, 1, 2, 2, -1]);
    expect(blobs[0]!.pixels.slice().sort((a, b) => a - b)).toEqual([0, 6, 12]);
  });

  test('an empty mask has no blob; a full one is one blob of every pixel', () => {
    expect(blobs8(new Uint8Array(12), 4, 3).blobs).toEqual([]);
    const full = blobs8(new Uint8Array(12).fill(1), 4, 3);
    expect(full.blobs.map((b) => [b.x0, b.y0, b.x1, b.y1, b.area])).toEqual([[0, 0, 3, 2, 12]]);
  });
});
