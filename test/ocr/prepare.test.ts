// Image clean-up arithmetic (the canvas part runs in Chromium).
import { describe, expect, test } from 'vitest';
import { adaptiveThreshold, keepCharacterSized, otsu, stretch, toGray } from '../../src/ocr/prepare.ts';
import type { Glyph } from '../../src/ocr/regions.ts';

describe('image clean-up', () => {
  test('grayscale uses luma weights', () => {
    expect([...toGray(new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 255, 255, 255, 255]))]).toEqual([76, 150, 255]);
  });

  test('Otsu separates dark text from a light tile', () => {
    const gray = new Uint8ClampedArray([...Array(900).fill(200), ...Array(100).fill(40)]);
    const t = otsu(gray);
    expect(t).toBeGreaterThan(40);
    expect(t).toBeLessThanOrEqual(200);
  });

  test('the local threshold marks dark strokes on a light tile as ink and leaves flat areas white', () => {
    // 40x40: a light tile with a dark vertical stroke, on a darker but flat table half.
    const w = 40;
    const gray = new Uint8ClampedArray(w * w).map((_, i) => {
      const x = i % w;
      if (x < 20) return 90; // table
      return x >= 29 && x <= 31 ? 30 : 220; // tile with a stroke
    });
    const ink = adaptiveThreshold(gray, w, w);
    expect(ink[20 * w + 30]).toBe(1);
    expect(ink[20 * w + 5]).toBe(0);
    expect(ink[20 * w + 36]).toBe(0);
  });

  test('only character-sized blobs are kept: a tile edge and specks of noise go', () => {
    const w = 100;
    const ink = new Uint8Array(w * w);
    const box = (x0: number, y0: number, bw: number, bh: number) => {
      for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) ink[y * w + x] = 1;
    };
    box(0, 0, 100, 3); // a long edge
    box(50, 50, 1, 1); // a speck
    box(20, 30, 8, 14); // a character
    const kept = keepCharacterSized(ink, w, w);
    expect(kept[35 * w + 24]).toBe(1);
    expect(kept[1 * w + 50]).toBe(0);
    expect(kept[50 * w + 50]).toBe(0);
  });

  test("a tile's shadow (a thin L around an empty box) and a hairline edge are not characters; a sans-serif I bar is", () => {
    const w = 200;
    const ink = new Uint8Array(w * w);
    const box = (x0: number, y0: number, bw: number, bh: number) => {
      for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) ink[y * w + x] = 1;
    };
    box(100, 10, 3, 60); // shadow: right edge …
    box(40, 67, 63, 3); // … and bottom edge, one L-shaped blob 63x60
    box(10, 100, 2, 60); // a hairline: 2 px wide, 60 tall
    box(60, 120, 6, 40); // a bar-shaped I: 6 px wide, 40 tall
    const boxes: Glyph[] = [];
    const kept = keepCharacterSized(ink, w, w, boxes);
    expect(kept[40 * w + 101]).toBe(0);
    expect(kept[130 * w + 10]).toBe(0);
    expect(kept[130 * w + 62]).toBe(1);
    expect(boxes).toEqual([{ x0: 60, y0: 120, x1: 65, y1: 159, area: 240 }]);
  });

  test('contrast is stretched to the full range', () => {
    const out = stretch(new Uint8ClampedArray([...Array(50).fill(100), ...Array(50).fill(150)]));
    expect(Math.min(...out)).toBe(0);
    expect(Math.max(...out)).toBe(255);
  });
});
