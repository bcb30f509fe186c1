/**
 * The clean-up's faces and labels of a photo (src/ocr/clean-up.ts): faces the shadow lift loses are looked for on the
 * photo as taken, and a face with no readable label gives way to one found around a label. On photos of the
 * independent photo generator's tuning seeds.
 */
import { describe, expect, test } from 'vitest';
import { labelledFaces } from '../../src/ocr/clean-up.ts';
import { findFaces } from '../../src/ocr/faces.ts';
import { findShadow, liftShadow } from '../../src/ocr/shadow.ts';
import { generatedPhoto } from '../fixtures/photos.ts';

/** Photo `i` of generator seed `seed`, decoded. */
const generated = (seed: number, i: number) => ({ pixels: generatedPhoto(seed * 100003 + i) });

describe('a photo with a hard shadow', () => {
  test("a face the lift loses, deep in the shade, is still found on the photo as taken (seed 8 photo 151's 12D at 1053, 352)", () => {
    const { pixels } = generated(8, 151);
    const near = (faces: { cx: number; cy: number; w: number; h: number }[]) => faces.some((f) => Math.hypot(f.cx - 1053, f.cy - 352) < Math.max(f.w, f.h) * 0.4);
    const edge = findShadow(pixels)!;
    expect(edge).not.toBeNull();
    expect(near(findFaces(pixels))).toBe(true);
    expect(near(findFaces(liftShadow(pixels, edge)))).toBe(false);
    // Its label is read as it shows: 3 glyphs, 12D.
    const found = labelledFaces(pixels).find((f) => near([f.face]));
    expect(found?.label?.count).toBe(3);
  }, 60_000);
});

describe('a face with no readable label, found by its colour', () => {
  test("is a part of its tile: it blocks no label found around it, whose face takes its place (tuning seed 7, photo 0: the 3H of a rack)", () => {
    // The 3H at (665, 265), in a rack on a plain table: its colour found only a part of it, 101 x 94 at (638, 240),
    // in which no label is whole. Its label, found around its glyphs, is the tile's face; the part goes.
    const faces = labelledFaces(generated(7, 0).pixels);
    const near = faces.filter(({ face: f }) => Math.hypot(f.cx - 665, f.cy - 265) < 60);
    expect(near).toHaveLength(1);
    expect(near[0]!.face.byLabel).toBe(true);
    expect(near[0]!.label?.count).toBe(2);
    expect(faces.filter((f) => !f.label)).toHaveLength(0);
  }, 60_000);
});
