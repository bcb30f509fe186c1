/**
 * A second opinion from glyph shapes, on glyphs drawn here stroke by stroke (30 wide, 50 tall, strokes 6 thick): the
 * holes each one has and a 7's top bar are counted from the drawing, and a reading they contradict is never sure.
 */
import { describe, expect, test } from 'vitest';
import { checkShapes, glyphShape, type GlyphShape } from '../../src/ocr/glyph-shape.ts';
import type { Glyph, Gray } from '../../src/ocr/label-image.ts';
import type { LabelReading } from '../../src/ocr/label.ts';

/** A 40x60 white picture with ink rectangles [x0, y0, x1, y1] (inclusive), and the glyph box around the ink. */
function drawn(strokes: [number, number, number, number][], diagonal?: { from: [number, number]; to: [number, number] }): { face: Gray; box: Glyph } {
  const width = 40;
  const height = 60;
  const data = new Uint8Array(width * height).fill(255);
  const ink = (x: number, y: number) => (data[y * width + x] = 0);
  for (const [x0, y0, x1, y1] of strokes) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) ink(x, y);
  if (diagonal) {
    // A stroke 6 wide from one point to the other, row by row.
    const [[ax, ay], [bx, by]] = [diagonal.from, diagonal.to];
    for (let y = ay; y <= by; y++) {
      const x = Math.round(ax + ((bx - ax) * (y - ay)) / (by - ay));
      for (let dx = 0; dx < 6; dx++) ink(x - dx, y);
    }
  }
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  let area = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]) continue;
      area++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return { face: { data, width, height }, box: { x0, y0, x1, y1, area } };
}

const shapeOf = (g: { face: Gray; box: Glyph }) => glyphShape(g.face, g.box);

// Each glyph spans x 5-34 (30 wide) and y 5-54 (50 tall).
const SEVEN = drawn([[5, 5, 34, 10]], { from: [34, 11], to: [17, 54] }); // a bar across the top, a diagonal down to the middle
const ONE_WITH_FLAG = drawn([[26, 5, 34, 54], [5, 14, 25, 19]]); // a stem on the right, a flag to the left below its top
const ONE_WITH_BASE = drawn([[16, 5, 23, 54], [5, 49, 34, 54], [10, 5, 15, 10]]); // a stem, a base across, a small flag
// A heavy 1: a stem 13 wide on the right and a flag filling the top left, so its top is as wide as the glyph and its
// foot as narrow as a 7's (13 of 30 = 0.43).
const HEAVY_ONE = drawn([[22, 5, 34, 54], [5, 5, 21, 14]]);
// A condensed bold 7: a bar across the top and a thick stem 15 of the 30 wide at its foot, left of the middle.
const BOLD_SEVEN = drawn([[5, 5, 34, 12], [10, 13, 24, 54]]);
const EIGHT = drawn([[5, 5, 34, 10], [5, 27, 34, 32], [5, 49, 34, 54], [5, 5, 10, 54], [29, 5, 34, 54]]); // two closed boxes
const SIX = drawn([[5, 5, 34, 10], [5, 27, 34, 32], [5, 49, 34, 54], [5, 5, 10, 54], [29, 27, 34, 54]]); // top open on the right
const B = EIGHT;
const F = drawn([[5, 5, 10, 54], [5, 5, 34, 10], [5, 27, 28, 32]]);
const E = drawn([[5, 5, 10, 54], [5, 5, 34, 10], [5, 27, 28, 32], [5, 49, 34, 54]]);

describe('glyph shapes', () => {
  test('holes: an 8 has two, a 6 one, a 7 and a 1 none', () => {
    expect(shapeOf(EIGHT).holes).toBe(2);
    expect(shapeOf(SIX).holes).toBe(1);
    expect(shapeOf(SEVEN).holes).toBe(0);
    expect(shapeOf(ONE_WITH_FLAG).holes).toBe(0);
  });

  test("a 7's bar spans its whole top and its foot stops short of its right side; a 1's foot reaches it", () => {
    // The 7's top tenth (rows 5-9) is the bar, x 5-34: 30 of 30. Its foot (the last eighth, rows 49-54) is the
    // diagonal's end: at row 49 the diagonal is at x = round(34 - 17 * 38 / 43) = 19, so the foot ends at x 19, the
    // 15th column of 30: 0.5.
    expect(shapeOf(SEVEN).top).toBe(1);
    expect(shapeOf(SEVEN).footRight).toBeCloseTo(0.5, 2);
    // The bold 7's stem ends at x 24: 20 of 30 = 0.67.
    expect(shapeOf(BOLD_SEVEN).footRight).toBeCloseTo(20 / 30, 2);
    // The flagged 1's top tenth is the stem alone, x 26-34: 9 of 30 = 0.3; its foot is the stem, ending at x 34.
    expect(shapeOf(ONE_WITH_FLAG).top).toBeCloseTo(0.3, 2);
    expect(shapeOf(ONE_WITH_FLAG).footRight).toBe(1);
    // The based 1's foot is its base, to x 34; the heavy 1's top is flag and stem, x 5-34, and its foot the stem.
    expect(shapeOf(ONE_WITH_BASE).footRight).toBe(1);
    expect(shapeOf(HEAVY_ONE).top).toBe(1);
    expect(shapeOf(HEAVY_ONE).footRight).toBe(1);
  });
});

const reading = (tile: string, confidence: number, alternatives: string[] = []): LabelReading => ({ tile, confidence, alternatives });
const shapes = (...gs: { face: Gray; box: Glyph }[]): GlyphShape[] => gs.map(shapeOf);

describe('a reading checked against its glyph shapes', () => {
  test('shapes that agree leave the reading as it is: 8B, 1F (flagged), 1F (based), 7F, 6F', () => {
    for (const [tile, gs] of [
      ['8B', shapes(EIGHT, B)],
      ['1F', shapes(ONE_WITH_FLAG, F)],
      ['1F', shapes(ONE_WITH_BASE, F)],
      ['7F', shapes(SEVEN, F)],
      ['7F', shapes(BOLD_SEVEN, F)],
      ['6F', shapes(SIX, F)],
      ['8E', shapes(EIGHT, E)],
    ] as const) {
      expect(checkShapes(reading(tile, 0.97, ['x']), gs)).toEqual(reading(tile, 0.97, ['x']));
    }
  });

  test('a sure "1B" whose first glyph has a 7\'s bar is read 7B, disputed, with 1B first among its alternatives', () => {
    expect(checkShapes(reading('1B', 0.98, ['7B', '1E']), shapes(SEVEN, B))).toEqual(reading('7B', 0.6, ['1B', '1E']));
  });

  test('a sure "1G" whose first glyph is a condensed bold 7 (its foot half its width) is read 7G, disputed', () => {
    expect(checkShapes(reading('1G', 0.95, ['1C']), shapes(BOLD_SEVEN, F))).toEqual(reading('7G', 0.6, ['1G', '1C']));
  });

  test('a heavy 1 whose flag makes its top as wide as the glyph stays a 1: "1H" is left as it is', () => {
    expect(checkShapes(reading('1H', 0.97, ['7H']), shapes(HEAVY_ONE, F))).toEqual(reading('1H', 0.97, ['7H']));
  });

  test("an F's foot is its stem, an E's its bottom bar", () => {
    // The F's last eighth (rows 49-54) is the stem, x 5-10: it ends at 6 of 30 = 0.2. The E's bar ends at x 34: 1.
    expect(shapeOf(F).footRight).toBeCloseTo(0.2, 2);
    expect(shapeOf(E).footRight).toBe(1);
  });

  test('a "5F" whose row letter has a bar along its foot is read 5E, disputed, with 5F first among its alternatives', () => {
    expect(checkShapes(reading('5F', 0.86, ['5E']), shapes(drawn([[5, 5, 34, 10], [5, 5, 10, 30], [5, 27, 34, 32], [29, 27, 34, 54], [5, 49, 34, 54]]), E))).toEqual(reading('5E', 0.6, ['5F']));
  });

  test('an "8E" whose row letter has no bar along its foot (an F) is disputed, not changed', () => {
    expect(checkShapes(reading('8E', 0.97), shapes(EIGHT, F))).toEqual(reading('8E', 0.6, []));
  });

  test('a sure "8F" whose first glyph has one hole (a 6) is disputed, not changed', () => {
    expect(checkShapes(reading('8F', 0.82, ['6F', '8E']), shapes(SIX, F))).toEqual(reading('8F', 0.6, ['6F', '8E']));
  });

  test('a "7F" without a bar across its top (a flagged 1) is disputed', () => {
    expect(checkShapes(reading('7F', 0.9, ['1F']), shapes(ONE_WITH_FLAG, F)).confidence).toBe(0.6);
  });

  test('"11F" whose first glyph looks like a 7 stays 11F (71 is no column) but is disputed', () => {
    expect(checkShapes(reading('11F', 0.9), shapes(SEVEN, ONE_WITH_FLAG, F))).toEqual(reading('11F', 0.6, []));
  });

  test('without one shape per character (glyphs run together), the reading is left as it is', () => {
    expect(checkShapes(reading('1B', 0.98), shapes(SEVEN))).toEqual(reading('1B', 0.98));
  });
});
