/**
 * Finding and lifting a hard shadow across a photo (src/ocr/shadow.ts): on pictures painted here pixel by pixel, whose
 * shadow line and darkening are known, and on photos of the independent photo generator, which says where it drew
 * its shadow. A table's stripes or checks, a tile's rim and a soft fall-off of the light are no hard shadow.
 */
import { describe, expect, test } from 'vitest';
import { photoShadow } from '../../scripts/ocr-photos.mts';
import { findFaces } from '../../src/ocr/faces.ts';
import { luma, type Pixels } from '../../src/ocr/pixels.ts';
import { findShadow, liftShadow, shadowLifted } from '../../src/ocr/shadow.ts';
import { generatedPhoto } from '../fixtures/photos.ts';

type RGB = [number, number, number];

/** A 640 x 360 picture painted by a function of each pixel's centre. */
function paint(at: (x: number, y: number) => RGB, width = 640, height = 360): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = at(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** A little sensor noise, the same for every run: a hash of the pixel, ±6 levels. */
const grain = (x: number, y: number) => ((Math.imul(x * 73856093 + 1, y * 19349663 + 7) >>> 8) % 13) - 6;

/**
 * A felt table (40, 90, 60) with two light tiles (230, 225, 210) 90 px square and their dark labels, under a hard
 * shadow: light cut to `k` where x·cos(a) + y·sin(a) > c, over a 3 px ramp.
 */
function shadowScene(a: number, c: number, k: number): Pixels {
  const [nx, ny] = [Math.cos(a), Math.sin(a)];
  return paint((x, y) => {
    const onTile = [[200, 180], [430, 170]].find(([tx, ty]) => Math.abs(x - tx!) < 45 && Math.abs(y - ty!) < 45);
    const ink = onTile && Math.abs(y - onTile[1]!) < 15 && (Math.abs(x - onTile[0]! + 12) < 4 || Math.abs(x - onTile[0]! - 12) < 4);
    const base: RGB = ink ? [30, 30, 30] : onTile ? [230, 225, 210] : [40, 90, 60];
    const side = nx * x + ny * y - c;
    const light = 1 - (1 - k) * Math.min(1, Math.max(0, 0.5 + side / 3));
    return base.map((v) => v * light + grain(x, y)) as RGB;
  });
}

/** The mean luma of a picture's pixels within `r` of (x, y). */
function meanAround(p: Pixels, x: number, y: number, r: number): number {
  let sum = 0;
  let n = 0;
  for (let yy = y - r; yy <= y + r; yy++) {
    for (let xx = x - r; xx <= x + r; xx++) {
      const i = (yy * p.width + xx) * 4;
      sum += luma(p.data[i]!, p.data[i + 1]!, p.data[i + 2]!);
      n++;
    }
  }
  return sum / n;
}

describe('a hard shadow painted across a table and its tiles', () => {
  // The line x·cos(30°) + y·sin(30°) = 280 crosses the photo from (323, 0) to (115, 360), and the left tile
  // (x 155-245, y 135-225) just right of its label; the photo's right part is shaded.
  const a = Math.PI / 6;
  const scene = shadowScene(a, 280, 0.55);

  test('is found: its line within a degree and two pixels, its darkening within 0.03', () => {
    const edge = findShadow(scene);
    expect(edge).not.toBeNull();
    // The normal points to the shaded side: (cos 30°, sin 30°) = (0.866, 0.5).
    expect(Math.acos(Math.min(1, edge!.nx * Math.cos(a) + edge!.ny * Math.sin(a)))).toBeLessThan(Math.PI / 180);
    // Where the line crosses the photo's middle row (y = 180): x = (280 - 180·0.5) / 0.866 = 219.4.
    const x = (edge!.c - edge!.ny * 180) / edge!.nx;
    expect(Math.abs(x - 219.4)).toBeLessThan(2);
    expect(Math.abs(edge!.k - 0.55)).toBeLessThan(0.03);
  });

  test('is lifted: the table on either side of it, and the tile it crosses, are one brightness again', () => {
    const lifted = shadowLifted(scene);
    // Felt: luma 0.299·40 + 0.587·90 + 0.114·60 = 71.6 lit at (60, 300) (0.866·60 + 0.5·300 = 202 < 280); shaded
    // at (600, 40) (539.6 > 280): 71.6 · 0.55 = 39.4 before lifting.
    expect(meanAround(scene, 600, 40, 8)).toBeLessThan(45);
    expect(Math.abs(meanAround(lifted, 60, 300, 8) - meanAround(lifted, 600, 40, 8))).toBeLessThan(4);
    // On the left tile: (165, 145) is lit (142.9 + 72.5 = 215.4), (238, 215) shaded (206.1 + 107.5 = 313.6).
    expect(meanAround(scene, 238, 215, 4)).toBeLessThan(meanAround(scene, 165, 145, 4) * 0.7);
    expect(Math.abs(meanAround(lifted, 238, 215, 4) - meanAround(lifted, 165, 145, 4))).toBeLessThan(8);
  });
});

describe('a hard shadow across a finely striped cloth', () => {
  // Stripes 18 px wide (two shades, 0.6 of each other) running at 70° to the shadow's edge: too few pixels beside the
  // edge are flat and alike well away from it, so it is found by comparing stretches of it. The edge x·cos(-20°) + y·sin(-20°) = 250 crosses the middle
  // row at x = (250 + 180·0.342) / 0.940 = 331.6.
  const a = (-20 * Math.PI) / 180;
  const [nx, ny] = [Math.cos(a), Math.sin(a)];
  const cloth = paint((x, y) => {
    const stripe = Math.floor((x * 0.5 + y * 0.866) / 18) % 2 === 1;
    const light = 1 - 0.45 * Math.min(1, Math.max(0, 0.5 + (nx * x + ny * y - 250) / 3));
    return [190, 170, 120].map((v) => v * (stripe ? 0.6 : 1) * light + grain(x, y)) as RGB;
  });

  test('is found where it was painted, its darkening within 0.05', () => {
    const edge = findShadow(cloth);
    expect(edge).not.toBeNull();
    expect(Math.acos(Math.min(1, edge!.nx * nx + edge!.ny * ny))).toBeLessThan((2 * Math.PI) / 180);
    expect(Math.abs((edge!.c - edge!.ny * 180) / edge!.nx - 331.6)).toBeLessThan(3);
    expect(Math.abs(edge!.k - 0.55)).toBeLessThan(0.05);
  });
});

describe('what is no hard shadow', () => {
  test('a striped cloth: stripes 60 px wide, one shade 0.55 of the other', () => {
    const stripes = paint((x, y) => {
      const dark = Math.floor((x * 0.9 + y * 0.44) / 60) % 2 === 1;
      return [200, 190, 170].map((v) => v * (dark ? 0.55 : 1) + grain(x, y)) as RGB;
    });
    expect(findShadow(stripes)).toBeNull();
  });

  test('a check cloth of squares 30 px wide in two shades', () => {
    const check = paint((x, y) => {
      const shade = (Math.floor(x / 30) % 2) + (Math.floor(y / 30) % 2);
      return [220, 210, 200].map((v) => v * [1, 0.75, 0.55][shade]! + grain(x, y)) as RGB;
    });
    expect(findShadow(check)).toBeNull();
  });

  test('one large light card on a dark table: its long straight rims', () => {
    const card = paint((x, y) => ((x > 120 && x < 520 && y > 60 && y < 300 ? [215, 215, 210] : [110, 100, 90]).map((v) => v + grain(x, y)) as RGB));
    expect(findShadow(card)).toBeNull();
  });

  test('light falling off smoothly from one side to the other', () => {
    const falloff = paint((x, y) => [180, 170, 150].map((v) => v * (1 - (0.45 * x) / 640) + grain(x, y)) as RGB);
    expect(findShadow(falloff)).toBeNull();
  });

  test('a picture too small or flat for any line is left as it is', () => {
    const flat = paint(() => [120, 120, 120], 8, 6);
    expect(findShadow(flat)).toBeNull();
    expect(shadowLifted(flat)).toBe(flat);
  });

  test('pictures of odd shapes, half dark: one pixel, a strip one pixel tall, a tall sliver; none throws or finds a line', () => {
    const halfDark = (x: number): RGB => (x < 2 ? [200, 200, 200] : [90, 90, 90]);
    for (const [width, height] of [[1, 1], [2000, 1], [3, 1500], [40, 2]]) {
      const p = paint((x) => halfDark(x), width, height);
      expect(findShadow(p)).toBeNull();
      expect(shadowLifted(p)).toBe(p);
    }
  });
});

describe('on photos of the independent generator, which says where it drew its shadow', () => {
  /** Photo `i` of generator seed `seed`, decoded, with the shadow it was drawn with. */
  const generated = (seed: number, i: number) => {
    return { pixels: generatedPhoto(seed * 100003 + i), drawn: photoShadow(seed * 100003 + i) };
  };

  test('a shadow across felt and a tile is found where it was drawn; a photo without one has none', () => {
    // Tuning seed 9: photo 149 (felt, drawn shadow) and photo 2 (no shadow drawn).
    const shaded = generated(9, 149);
    expect(shaded.drawn).not.toBeNull();
    const edge = findShadow(shaded.pixels)!;
    expect(edge).not.toBeNull();
    const drawn = shaded.drawn!;
    expect(Math.acos(Math.min(1, edge.nx * drawn.nx + edge.ny * drawn.ny))).toBeLessThan((2 * Math.PI) / 180);
    // The two lines' offsets at the photo's centre agree within 4 px; the darkening is 1 - depth within 0.05.
    const at = (e: { nx: number; ny: number; c: number }) => e.nx * 640 + e.ny * 360 - e.c;
    expect(Math.abs(at(edge) - at(drawn))).toBeLessThan(4);
    expect(Math.abs(edge.k - (1 - drawn.depth))).toBeLessThan(0.05);
    const plain = generated(9, 2);
    expect(plain.drawn).toBeNull();
    expect(findShadow(plain.pixels)).toBeNull();
  }, 60_000);

  test("lifted, the shadow no longer hides the face of the tile 4H it crosses (photo 149's tile at 457, 497)", () => {
    const { pixels } = generated(9, 149);
    const near = (faces: ReturnType<typeof findFaces>) => faces.some((f) => Math.hypot(f.cx - 457, f.cy - 497) < Math.max(f.w, f.h) * 0.4);
    expect(near(findFaces(pixels))).toBe(false);
    expect(near(findFaces(liftShadow(pixels, findShadow(pixels)!)))).toBe(true);
  }, 60_000);
});
