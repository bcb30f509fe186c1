// Where the board lies before its lines are looked for (src/board/region.ts; issue 37): the part of the photo unlike
// the table its rim shows. Drawn pictures with the answer known by construction.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardHull, fill, type Look } from '../../src/board/region.ts';

/** The board's region as the reader takes it: the hull of the stretch unlike the rim, grown; null without. */
function boardRegion(planes: readonly [Float32Array, Float32Array, Float32Array], grey: Float32Array, w: number, h: number, look: Look = 'absolute'): Uint8Array | null {
  const hull = boardHull(planes, grey, w, h, look);
  return hull ? fill(hull, w, h) : null;
}

const W = 320;
const H = 240;

/** A picture from a colour at each pixel: its three planes and luma (the reader's own weights do not matter here). */
function picture(colour: (x: number, y: number) => [number, number, number]) {
  const planes = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)] as const;
  const grey = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [r, g, b] = colour(x, y);
      const i = y * W + x;
      planes[0][i] = r;
      planes[1][i] = g;
      planes[2][i] = b;
      grey[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    }
  }
  return { planes, grey };
}

/** The board: a square 140 px a side at the picture's centre, turned 20°. */
const onBoard = (x: number, y: number) => {
  const [dx, dy] = [x - W / 2, y - H / 2];
  const c = Math.cos((20 * Math.PI) / 180);
  const s = Math.sin((20 * Math.PI) / 180);
  return Math.abs(dx * c + dy * s) < 70 && Math.abs(-dx * s + dy * c) < 70;
};
/** A pseudo-random number in 0-1 from a pixel (the same picture every run). */
const noise = (x: number, y: number) => {
  const n = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return n - Math.floor(n);
};
/** A yellow board with grey tiles on it every other 20 px (a board is never plain). */
const board = (x: number, y: number): [number, number, number] => ((Math.floor(x / 20) + Math.floor(y / 20)) % 3 === 0 ? [90, 90, 95] : [180, 150, 50]);

describe('where the board lies in the photo', () => {
  test('a yellow board on a black-and-white checked cloth (6 px checks): the board, and none of the cloth', () => {
    const { planes, grey } = picture((x, y) => {
      if (onBoard(x, y)) return board(x, y);
      const v = (Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? 235 : 25;
      return [v, v, v];
    });
    const region = boardRegion(planes, grey, W, H)!;
    expect(region).not.toBeNull();
    // The board's centre and its four corners' insides are in; the photo's corners and the cloth 40 px off the board's
    // sides (its corners reach 99 px from the centre; the region reaches at most 24 px past them) are out.
    expect(region[(H / 2) * W + W / 2]).toBe(1);
    for (const [x, y] of [[W / 2 - 40, H / 2 - 40], [W / 2 + 40, H / 2 + 40], [W / 2 + 40, H / 2 - 40], [W / 2 - 40, H / 2 + 40]]) {
      expect(region[y! * W + x!]).toBe(1);
    }
    for (const [x, y] of [[5, 5], [W - 5, 5], [5, H - 5], [W - 5, H - 5], [W / 2 - 120, H / 2], [W / 2 + 120, H / 2]]) {
      expect(region[y! * W + x!]).toBe(0);
    }
  });

  test('a board in dim light on a dark, grainy table: found, as colours count against the photo’s own spread', () => {
    // Everything at a fifth of the light above: the board's colours differ from the table's by a few levels only.
    const { planes, grey } = picture((x, y) => {
      const [r, g, b] = onBoard(x, y) ? board(x, y) : [60, 45, 35];
      const n = (noise(x, y) - 0.5) * 6;
      return [r / 5 + n, g / 5 + n, b / 5 + n];
    });
    const region = boardRegion(planes, grey, W, H)!;
    expect(region).not.toBeNull();
    expect(region[(H / 2) * W + W / 2]).toBe(1);
    expect(region[5 * W + 5]).toBe(0);
  });

  test('a black board on a dark checked cloth, the light falling off toward a corner: found by patches compared relative to their light', () => {
    // Light from 100% near the top left corner down to 15%. The cloth's checks (135 and 40 before the light) keep their
    // contrast for their light; the board (25, an ivory tile of 200 in one cell of six) is calm where it is empty. As
    // they are, the board's dim patches match the cloth's in the dark corner.
    const light = (x: number, y: number) => 0.15 + 0.85 * Math.max(0, 1 - Math.hypot(x - W * 0.1, y - H * 0.1) / 300);
    const { planes, grey } = picture((x, y) => {
      const tile = (Math.floor(x / 20) * 7 + Math.floor(y / 20) * 3) % 6 === 0;
      const v = (onBoard(x, y) ? (tile ? 200 : 25) : (Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? 135 : 40) * light(x, y);
      return [v, v, v];
    });
    const covered = (region: Uint8Array | null, board: boolean) => {
      let n = 0;
      let inside = 0;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          if (onBoard(x, y) !== board) continue;
          n++;
          inside += region?.[y * W + x] ?? 0;
        }
      }
      return inside / n;
    };
    const relative = boardRegion(planes, grey, W, H, 'relative');
    expect(covered(relative, true)).toBeGreaterThan(0.95);
    // The region reaches 12 px past the board's hull: 4 x 140 x 12 px, about 13% of the table's 56,000 px.
    expect(covered(relative, false)).toBeLessThan(0.15);
    expect(covered(boardRegion(planes, grey, W, H, 'absolute'), true)).toBeLessThan(0.5);
  });

  test('a plain table, or only a card on it, gives no region', () => {
    const plain = picture((x, y) => [120 + noise(x, y) * 10, 100, 80]);
    expect(boardRegion(plain.planes, plain.grey, W, H)).toBeNull();
    // A card 30 x 20 px: under 6% of the photo.
    const card = picture((x, y) => (x > 100 && x < 130 && y > 100 && y < 120 ? [250, 250, 250] : [120, 100, 80]));
    expect(boardRegion(card.planes, card.grey, W, H)).toBeNull();
  });
});

describe('the region filled', () => {
  // fill finds each row's inside by halving along it; this is its meaning, pixel by pixel: inside every side's half
  // plane, or less than `grow` outside it.
  const byEveryPixel = (hull: [number, number][], w: number, h: number, grow: number) => {
    const mask = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const inside = hull.every((a, i) => {
          const b = hull[(i + 1) % hull.length]!;
          const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
          return ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])) / len >= -grow;
        });
        if (inside) mask[y * w + x] = 1;
      }
    }
    return mask;
  };

  test('is every pixel inside the hull grown, for hulls of any shape, either way round, with level and upright sides', () => {
    const point = fc.tuple(fc.double({ min: -40, max: 120, noNaN: true }), fc.double({ min: -40, max: 90, noNaN: true }));
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 12 }), fc.double({ min: 0, max: 8, noNaN: true }), fc.boolean(), (pts, grow, level) => {
        const hull = pts.map(([x, y]) => [x, y] as [number, number]);
        // A side exactly level and one exactly upright (their tests do not change along a row, or change by whole steps).
        if (level) {
          hull[1] = [hull[0]![0] + 17, hull[0]![1]];
          hull[2] = [hull[1]![0], hull[1]![1] + 23.5];
        }
        expect(fill(hull, 80, 50, grow)).toEqual(byEveryPixel(hull, 80, 50, grow));
      }),
      { numRuns: 300 },
    );
  });

  test('a square grown by two pixels covers it and two pixels round it', () => {
    // The square (10, 10)-(30, 30), sides clockwise on the screen (y down): inside is x 10-30, y 10-30; grown by 2,
    // x and y 8-32: 25 x 25 pixels.
    const mask = fill([[10, 10], [30, 10], [30, 30], [10, 30]], 40, 40, 2);
    expect(mask.reduce((s, v) => s + v, 0)).toBe(25 * 25);
    expect(mask[8 * 40 + 8]).toBe(1);
    expect(mask[7 * 40 + 8]).toBe(0);
    expect(mask[32 * 40 + 32]).toBe(1);
    expect(mask[32 * 40 + 33]).toBe(0);
  });
});
