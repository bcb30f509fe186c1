// The photo's lines (src/board/lines.ts): the Hough peaks the grid is looked for among (issue 37).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { crowded, edgesOf, findLines, strongestFirst, thinLines } from '../../src/board/lines.ts';

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

/**
 * A 200 x 120 grey image of the table and a board's printed grid: a cloth of stripes 10 px wide in steps of light (60
 * and 180) over the left half, a field of 200 on the right with a dark line down it at x = 150 (2 px wide, 120) and a
 * light one at x = 170 (2 px, 250); with `noise`, each pixel off by up to that much either way (a fixed sequence).
 */
function stripesAndLines(noise = 0) {
  const width = 200;
  const height = 120;
  const data = new Float32Array(width * height);
  let seed = 7;
  const jitter = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed / 2147483648 - 0.5) * 2 * noise;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data[y * width + x] = x < 100 ? (Math.floor(x / 10) % 2 === 0 ? 60 : 180) : 200;
    data[y * width + 150] = data[y * width + 151] = 120;
    data[y * width + 170] = data[y * width + 171] = 250;
    for (let x = 0; x < width; x++) data[y * width + x]! += jitter();
  }
  return { data, width, height };
}

describe("the photo's thin lines (a board's printed grid, not a cloth's steps)", () => {
  test('a line darker or lighter than both its sides is strong along its middle, its direction across it', () => {
    const e = thinLines(stripesAndLines());
    const at = (x: number, y: number) => e.magnitude[y * e.width + x]!;
    for (const x of [150, 170]) {
      // Smoothed (1-2-1), the 2 px line keeps 3/4 of its 80 (dark) or 50 (light) at x = 150 (170); 2 px out, x = 148 is
      // the field's own 200 and x = 152 keeps 1/4 of it: 80 x 3/4 - 80 / 4 = 40, or 50 x 3/4 - 50 / 4 = 25.
      const strongest = Math.max(at(x, 60), at(x + 1, 60));
      expect(strongest).toBeGreaterThanOrEqual(x === 150 ? 40 : 25);
      expect(strongest).toBeGreaterThanOrEqual(e.level);
      // Across the line: along the image's x axis (0 or π).
      const across = e.angle[60 * e.width + x]!;
      expect(Math.abs(Math.sin(across))).toBeLessThan(0.01);
    }
  });
  test("a cloth's steps in light, and the step where the cloth meets the board, give nothing: one side is as light as the middle", () => {
    const e = thinLines(stripesAndLines());
    for (let y = 5; y < e.height - 5; y++) for (let x = 3; x < 140; x++) expect(e.magnitude[y * e.width + x]).toBe(0);
    // As edges, the steps (of 120) are stronger than the dark line's sides (of 80).
    const edges = edgesOf(stripesAndLines());
    expect(edges.magnitude[60 * edges.width + 10]!).toBeGreaterThan(edges.magnitude[60 * edges.width + 149]!);
  });
  test("in a noisy photo the level is above most of the noise and below the lines: the two lines are the strongest found, whereas as edges the cloth's steps are", () => {
    const thin = thinLines(stripesAndLines(12));
    const above = (x: number, y: number) => thin.magnitude[y * thin.width + x]! >= thin.level;
    const rows = Array.from({ length: thin.height - 10 }, (_, i) => i + 5);
    // Nearly every row's line middle is at the level; few of the cloth's pixels are (scattered: they make no line).
    for (const x of [150, 170]) expect(rows.filter((y) => above(x, y) || above(x + 1, y)).length).toBeGreaterThanOrEqual(rows.length * 0.9);
    const cloth = rows.flatMap((y) => Array.from({ length: 90 }, (_, i) => above(i + 5, y)));
    expect(cloth.filter(Boolean).length).toBeLessThan(cloth.length * 0.1);
    const downAt = (l: { theta: number; rho: number }) => (down(l.theta) ? Math.abs(l.rho) : NaN);
    const [first, second] = findLines(thin).map(downAt);
    // Each line's two middle columns: 150-151 and 170-171 (ρ within a pixel of them).
    expect([first, second].map((x) => (Math.abs(x! - 150.5) <= 1 ? 150 : Math.abs(x! - 170.5) <= 1 ? 170 : x)).sort()).toEqual([150, 170]);
    // As edges, the strongest line is one of the cloth's steps (x = 10, 20, ... 100).
    const [step] = findLines(edgesOf(stripesAndLines(12))).map(downAt);
    expect(Math.abs(step! - Math.round(step! / 10) * 10)).toBeLessThanOrEqual(1);
    expect(step!).toBeLessThanOrEqual(101);
  });
});
