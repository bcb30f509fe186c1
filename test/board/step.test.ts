// A space's look past one straight step of light (issue 37; src/board/step.ts): a hard shadow's edge across an empty
// space spreads its light as a label does; split along the line that best explains it, what is left is the face's.
import { describe, expect, test } from 'vitest';
import type { Mat3 } from '../../src/board/homography.ts';
import { spaceFeatures } from '../../src/board/spaces.ts';
import { pastAStep, splitByAStep, type Sample } from '../../src/board/step.ts';

/** The 11 x 11 sample lattice of a space's middle half, places from its middle (-5..5), grey at `light(x, y)`. */
const lattice = (light: (x: number, y: number) => number): Sample[] =>
  Array.from({ length: 121 }, (_, k) => {
    const [x, y] = [Math.floor(k / 11) - 5, (k % 11) - 5];
    const L = light(x, y);
    return { L, R: L, G: L, B: L, x, y };
  });

describe("a space's texture past a step of light", () => {
  test("a shadow's straight edge across an empty space: its light's spread is a label's as a whole, none past the step", () => {
    // Space 1A of a photo 110 px to the space: its 11 x 11 samples fall at px 30 + 5i (i = 0..10) each way, so
    // x + y > 110 px is the lit side beyond the diagonal through its middle (i + j > 10: 55 samples at 150), the rest
    // in shadow (66 at 110); log light 5.04 and 4.74, 0.30 apart, under the 0.4 at which a space's texture is measured
    // within its quarters. As a whole: mean (55·150 + 66·110) / 121 = 128.18, spread 40 · √(55·66) / 121 = 19.92,
    // texture 19.92 / 136.18 = 0.146 (a tile's label reads 0.2-0.3). Past the step each side is even: 0.
    const photo = { width: 220, height: 220, data: new Uint8Array(220 * 220 * 4) };
    for (let y = 0; y < 220; y++) {
      for (let x = 0; x < 220; x++) photo.data.fill(x + y > 110 ? 150 : 110, (y * 220 + x) * 4, (y * 220 + x) * 4 + 4);
    }
    const map: Mat3 = [110, 0, 0, 0, 110, 0, 0, 0, 1];
    const look = spaceFeatures(photo, map, 0)!;
    expect(look[3]).toBeCloseTo(0.146, 3);
    const past = pastAStep(photo, map, 0, look)!;
    expect(past.look[3]).toBeCloseTo(0, 6);
    // Its light and colour are the space's own; each side grey.
    expect(past.look.slice(0, 3)).toEqual(look.slice(0, 3));
    for (const side of past.sides) for (const share of side) expect(share).toBeCloseTo(1 / 3, 6);
  });

  test("each side's colour is its own: a brown fingertip over one side shows in that side alone", () => {
    // Left of the middle column (x < 0: 55 samples) a fingertip, light 100 (red 150, green 90, blue 60: shares 0.5,
    // 0.3); the rest the grey face at 130. The line between x = -1 and x = 0 leaves each side even.
    const samples = lattice((x) => (x < 0 ? 100 : 130)).map((s) => (s.x < 0 ? { ...s, R: 150, G: 90, B: 60 } : s));
    const split = splitByAStep(samples)!;
    expect(split.texture).toBeCloseTo(0, 6);
    const finger = split.sides.find(([red]) => red > 0.4)!;
    const face = split.sides.find(([red]) => red < 0.4)!;
    expect(finger[0]).toBeCloseTo(0.5, 6);
    expect(finger[1]).toBeCloseTo(0.3, 6);
    expect(face[0]).toBeCloseTo(1 / 3, 6);
    expect(face[1]).toBeCloseTo(1 / 3, 6);
  });

  test("a label's strokes stay: no one line gathers them on one side", () => {
    // Dark strokes (100) in every other column of a light face (200): as a whole 6 of 11 columns at 100 (x even),
    // spread 100 · √(6·5) / 11 = 49.8 on a mean of 145.5, texture 0.324. Any line leaving a fifth of the samples each
    // side leaves columns of both on each: a side of three whole columns, two alike, keeps 47.1 on 133 or 167 (0.33
    // or 0.27), so past the best line at least 0.25 stays.
    const split = splitByAStep(lattice((x) => (x % 2 === 0 ? 100 : 200)))!;
    expect(split.texture).toBeGreaterThan(0.25);
  });

  test('a line shaving off under a fifth of the samples is no step: a dark strip along one edge stays in the texture', () => {
    // One column (11 of 121 samples, 9%) at 60 beside a face at 200: as a whole spread 140 · √(11·110) / 121 = 40.4.
    // Its best split must put 25 samples at least each side, so the strip shares a side with face: texture stays.
    const split = splitByAStep(lattice((x) => (x === -5 ? 60 : 200)))!;
    expect(split.texture).toBeGreaterThan(0.1);
    // Three columns (33 samples, 27%) are a side of their own: none left.
    expect(splitByAStep(lattice((x) => (x <= -3 ? 60 : 200)))!.texture).toBeCloseTo(0, 6);
  });

  test('a space partly off the photo (a sample missing) is split as well: its ways across are sorted afresh', () => {
    // The 45° step of the first test (light 150 beyond the diagonal, 110 on and before it) without its first sample.
    const samples = lattice((x, y) => (x + y > 0 ? 150 : 110)).slice(1);
    expect(splitByAStep(samples)!.texture).toBeCloseTo(0, 6);
    expect(splitByAStep(lattice((x, y) => (x + y > 0 ? 150 : 110)))!.texture).toBeCloseTo(0, 6);
  });

  test('a single sample has no line to split it', () => {
    expect(splitByAStep(lattice(() => 100).slice(0, 1))).toBeNull();
  });
});
