// The photo's lines (src/board/lines.ts): the Hough peaks the grid is looked for among (issue 37).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { crowded, edgesOf, findLines, strongestFirst } from '../../src/board/lines.ts';

/**
 * A 320 x 240 grey image: 18 dark lines across its whole width (12 px apart, 2 px thick), and 5 short ones down
 * (40 px long, 60 px apart): the lines across, longer, gather more votes and give more peaks (each edge a few, a
 * degree or two apart).
 */
function mostlyAcross() {
  const width = 320;
  const height = 240;
  const data = new Float32Array(width * height).fill(200);
  for (let k = 0; k < 18; k++) {
    const y = 6 + k * 12;
    for (let x = 0; x < width; x++) data[y * width + x] = data[(y + 1) * width + x] = 40;
  }
  for (let k = 0; k < 5; k++) {
    const x = 40 + k * 60;
    for (let y = 100; y < 140; y++) data[y * width + x] = data[y * width + x + 1] = 150;
  }
  return { data, width, height };
}

/** Whether a line runs down the image (its normal within 3° of the x axis), or across (within 3° of the y axis). */
const down = (theta: number) => Math.min(theta, Math.PI - theta) < Math.PI / 60;
const across = (theta: number) => Math.abs(theta - Math.PI / 2) < Math.PI / 60;

describe("the photo's lines", () => {
  test('with a few lines per direction, the lines running the outvoted way get a larger share', () => {
    const edges = edgesOf(mostlyAcross());
    const all = findLines(edges);
    const capped = findLines(edges, 20);
    expect(all).toHaveLength(90);
    expect(capped).toHaveLength(90);
    // No more than 20 lie within 15° of the lines across (those within 3° counted: all of them nearer than 15°).
    expect(capped.filter((l) => across(l.theta)).length).toBeLessThanOrEqual(20);
    expect(all.filter((l) => across(l.theta)).length).toBeGreaterThan(20);
    // The freed places go to other directions: more of the lines down are found.
    expect(capped.filter((l) => down(l.theta)).length).toBeGreaterThan(all.filter((l) => down(l.theta)).length);
  });
  test('crowded tells whether a cap per direction changes the lines: when it does not, the capped look is the same look', () => {
    const edges = edgesOf(mostlyAcross());
    const all = findLines(edges);
    expect(crowded(all, 20)).toBe(true);
    expect(findLines(edges, 20)).not.toEqual(all);
    // The most lines within 15° of one another, before any one of them: a cap above it leaves the lines as they are.
    const most = Math.max(...all.map((l, i) => all.slice(0, i).filter((f) => Math.min(Math.abs(f.theta - l.theta), Math.PI - Math.abs(f.theta - l.theta)) < Math.PI / 12).length));
    expect(crowded(all, most + 1)).toBe(false);
    expect(findLines(edges, most + 1)).toEqual(all);
    expect(crowded(all, most)).toBe(true);
  });
  test('the peaks come strongest first, equal ones in the order found, as a stable sort of them all would give them, however many are asked for', () => {
    // Values drawn from a few levels so that many are equal (ties), and more peaks than a tranche (1024).
    const peaks = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5000 });
    fc.assert(
      fc.property(peaks, fc.integer({ min: 0, max: 6000 }), (levels, wanted) => {
        const acc = Float32Array.from(levels, (l) => l * 0.37);
        const candidates = levels.map((_, i) => i).filter((i) => i % 3 !== 1);
        const sorted = [...candidates].sort((p, q) => acc[q]! - acc[p]!);
        const given: number[] = [];
        for (const k of strongestFirst(candidates, acc, () => given.length >= wanted)) given.push(k);
        expect(given).toEqual(sorted.slice(0, wanted));
      }),
      { numRuns: 200 },
    );
  });
});
