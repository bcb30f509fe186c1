// Grouping character blobs into label regions (locate label regions, deskew).
import { describe, expect, test } from 'vitest';
import { isBar, labelRegions, regionAround, standsOut, surface, type Glyph } from '../../src/ocr/regions.ts';

const glyph = (x: number, y: number, w = 30, h = 50): Glyph => ({ x0: x, y0: y, x1: x + w - 1, y1: y + h - 1, area: w * h * 0.4 });

describe('label regions', () => {
  test('two or three glyphs side by side form one label; far apart glyphs form separate labels', () => {
    const boxes = [glyph(100, 100), glyph(135, 100), glyph(600, 300), glyph(635, 302), glyph(670, 304)];
    const regions = labelRegions(boxes, 1280, 720);
    expect(regions.map((r) => r.glyphs).sort()).toEqual([2, 3]);
  });

  test('a lone glyph or a long line of text is not a label', () => {
    expect(labelRegions([glyph(100, 100)], 1280, 720)).toEqual([]);
    const line = [0, 1, 2, 3, 4].map((i) => glyph(100 + i * 35, 100));
    expect(labelRegions(line, 1280, 720)).toEqual([]);
  });

  test('glyphs of very different heights do not join', () => {
    expect(labelRegions([glyph(100, 100, 30, 50), glyph(135, 100, 10, 14)], 1280, 720)).toEqual([]);
  });

  test('a blob much wider than tall counts as two glyphs run together ("0D" blurred into one)', () => {
    const [r] = labelRegions([glyph(100, 100, 20, 50), glyph(125, 100, 70, 50)], 1280, 720);
    expect(r!.glyphs).toBe(3);
  });

  test('a tilted label keeps its angle for deskewing', () => {
    const [r] = labelRegions([glyph(100, 100), glyph(135, 112)], 1280, 720);
    expect(r!.angle).toBeCloseTo(Math.atan2(12, 35), 5);
    expect(r!.x0).toBeLessThan(100);
    expect(r!.x1).toBeGreaterThan(164);
  });
});

describe('the surface under a region', () => {
  test('printed ink stands well out from a light, even tile face; table grain barely stands out from the table', () => {
    const w = 20;
    const region = { x0: 0, y0: 0, x1: 19, y1: 9 };
    const ink = new Uint8Array(w * 10).map((_, i) => (i % w >= 8 && i % w <= 11 ? 1 : 0));
    const tile = new Uint8ClampedArray(w * 10).map((_, i) => (ink[i] ? 30 : 220));
    const grain = new Uint8ClampedArray(w * 10).map((_, i) => (ink[i] ? 45 : 60));
    const onTile = surface(tile, ink, w, region);
    expect(onTile).toEqual({ ink: 30, paper: 220 });
    expect(standsOut(onTile)).toBe(true);
    expect(standsOut(surface(grain, ink, w, region))).toBe(false);
    // A dim corner: a tile face at 80 with ink at 20 still stands out.
    expect(standsOut({ ink: 20, paper: 80 })).toBe(true);
  });
});

describe('a bare bar (the row letter I in a sans-serif font)', () => {
  test('little ink for its height is a bar, even slanted by perspective into a wide box', () => {
    expect(isBar({ x0: 0, y0: 0, x1: 7, y1: 49, area: 8 * 50 })).toBe(true);
    expect(isBar({ x0: 0, y0: 0, x1: 19, y1: 49, area: 9 * 50 })).toBe(true); // slanted: box 20 wide, ink of a 9 px stroke
  });

  test('a letter with several strokes is not, nor is a wide blob', () => {
    expect(isBar({ x0: 0, y0: 0, x1: 29, y1: 49, area: 900 })).toBe(false); // an E: 0.36 of its height squared
    expect(isBar({ x0: 0, y0: 0, x1: 39, y1: 49, area: 500 })).toBe(false);
  });
});

describe('the region around some glyphs of a label', () => {
  test('one glyph read alone keeps its label\'s tilt and is padded like a label', () => {
    const r = regionAround([glyph(100, 100)], 1280, 720, 0.2);
    expect(r).toMatchObject({ x0: 100 - 17.5, y0: 100 - 17.5, x1: 129 + 17.5, y1: 149 + 17.5, angle: 0.2, glyphs: 1 });
  });

  test('a label region is the region around its glyphs, kept inside the image', () => {
    const [r] = labelRegions([glyph(0, 0), glyph(35, 0)], 1280, 720);
    expect(r).toEqual(regionAround([glyph(35, 0), glyph(0, 0)], 1280, 720));
    expect(r!.x0).toBe(0);
    expect(r!.y0).toBe(0);
  });
});
