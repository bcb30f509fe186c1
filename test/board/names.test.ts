// The board's printed names as a witness of which way round it lies (src/board/names.ts; issue 37: "labels may help to
// decide the board's orientation"). Generated photos (scripts/board-photos.mts) at the grid's true corners.
import jpeg from 'jpeg-js';
import { describe, expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';
import { wayRoundByNames } from '../../src/board/names.ts';
import { mapFromCorners } from '../../src/board/overlay.ts';
import { parseTile } from '../../src/engine/index.ts';

/**
 * A plain drawn board seen square (100 px a space, 1A's corner at 100, 100) whose names are dark bars in the middle of
 * each space, `width(column)` of a space wide (column 0-11), each way round from the space's middle.
 */
function drawnNames(
  width: (column: number) => number,
  { ink = 90, ramp = 0 }: { ink?: number; ramp?: number } = {},
): { photo: { data: Uint8Array; width: number; height: number }; corners: [number, number][] } {
  const [W, H, S] = [1400, 1100, 100];
  const data = new Uint8Array(W * H * 4).fill(200);
  // `ramp`: each space's light rising across it (uneven light), from 200 - ramp at its left side to 200 + ramp at its
  // right, its name's ink darkened the same.
  const shade = (x: number) => (ramp * 2 * (((x - 100) % S) / S - 0.5));
  if (ramp) for (let y = 100; y < 1000; y++) for (let x = 100; x < 1300; x++) data.fill(200 + shade(x), (y * W + x) * 4, (y * W + x) * 4 + 3);
  for (let cell = 0; cell < 108; cell++) {
    const [c, r] = [cell % 12, Math.floor(cell / 12)];
    const half = (width(c) * S) / 2;
    for (let y = Math.round(100 + (r + 0.42) * S); y < 100 + (r + 0.58) * S; y++) {
      for (let x = Math.round(100 + (c + 0.5) * S - half); x < 100 + (c + 0.5) * S + half; x++) data.fill(ink + shade(x), (y * W + x) * 4, (y * W + x) * 4 + 3);
    }
  }
  return { photo: { data, width: W, height: H }, corners: [[100, 100], [1300, 100], [1300, 1000], [100, 1000]] };
}
const ends = (low: number, middle: number, high: number) => (column: number) => (column < 3 ? low : column > 8 ? high : middle);

describe("which way round a board lies, by the width of its spaces' printed names", () => {
  test('drawn names: wide at columns 10-12 and narrow elsewhere read the right way round; wide at columns 1-3, half a turn off', () => {
    // Two characters 0.3 of a space wide, three 0.45: 0.15 wider than the middle's and the other end's (over 0.125).
    const right = drawnNames(ends(0.3, 0.3, 0.45));
    expect(wayRoundByNames(right.photo, mapFromCorners(right.corners)!, () => true)).toBe('as-mapped');
    const turned = drawnNames(ends(0.45, 0.3, 0.3));
    expect(wayRoundByNames(turned.photo, mapFromCorners(turned.corners)!, () => true)).toBe('half-turned');
  });

  test('drawn faint names in uneven light (each space 40 darker at its left side and 40 lighter at its right) read the right way round', () => {
    // Ink 30 below the face (170 on 200). Measured from the whole space's light (about 200, its median): the strongest
    // column is the ink's darkest, at a two-character name's left end (0.35 across, the ramp -80 · 0.15 = -12 there),
    // 30 + 12 = 42 off, so ink is what differs 21 or more; the plain face at the band's outer samples (0.16 and 0.84
    // across) is 80 · 0.34 = 27 off, so every space measured the band's whole width (0.7) and nothing was said.
    // Measured from the face above and below each column, the ramp cancels: 0.3 and 0.45 wide as drawn, 0.15 apart
    // (over WIDER, 0.125).
    const right = drawnNames(ends(0.3, 0.3, 0.45), { ink: 170, ramp: 40 });
    expect(wayRoundByNames(right.photo, mapFromCorners(right.corners)!, () => true)).toBe('as-mapped');
    const turned = drawnNames(ends(0.45, 0.3, 0.3), { ink: 170, ramp: 40 });
    expect(wayRoundByNames(turned.photo, mapFromCorners(turned.corners)!, () => true)).toBe('half-turned');
  });

  test('drawn names: specks in the middle columns (0.04 wide) are no names, whatever the ends measure', () => {
    // Columns 1-3 0.45 wide, the rest specks 0.04-0.06: 0.41 wider, the other end within 0.02; but a two-character name
    // is never that narrow (NARROWEST, 0.2), so nothing is said.
    const { photo, corners } = drawnNames((column) => (column < 3 ? 0.45 : column > 8 ? 0.06 : 0.04));
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, () => true)).toBeNull();
  });

  test('drawn names: both ends wider than the middle, one by 0.17 and the other by 0.07, say nothing (the ends differ by 0.11)', () => {
    // Drawn 0.55, 0.4 and 0.46 wide; measured on 32 samples across 0.7 of a space (0.022 each): 0.569, 0.394, 0.459.
    // Columns 1-3 are 0.175 wider than the middle and 10-12 within 0.075 of it, but only 0.11 wider than 10-12.
    const { photo, corners } = drawnNames(ends(0.55, 0.4, 0.46));
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, () => true)).toBeNull();
  });

  test('only the spaces said to be empty are measured: a tile-sized bar on every space of columns 10-12 counted as tiles leaves too few there', () => {
    const { photo, corners } = drawnNames(ends(0.3, 0.3, 0.45));
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, (cell) => cell % 12 < 9)).toBeNull();
  });

  test('a cream board with 3 tiles: the true corners are the right way round, the same corners from 12I are half a turn off', () => {
    // Columns 10-12 print three characters ("12C"), the rest two ("1C"): the wide names lie at the true 12A-12I end.
    const { jpeg: bytes, truth } = boardPhoto(11, { board: true, look: 'cream', light: 'even', tilt: 20, hand: false, tiles: 3 });
    const photo = jpeg.decode(bytes, { useTArray: true });
    const occupied = new Set(truth.occupied.map(parseTile));
    const empty = (cell: number) => !occupied.has(cell);
    const corners = truth.corners!;
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, empty)).toBe('as-mapped');
    // The same four corners named from the opposite end (12I's as 1A's): the half turn.
    expect(wayRoundByNames(photo, mapFromCorners([...corners.slice(2), ...corners.slice(0, 2)])!, empty)).toBe('half-turned');
  });

  test('a photo that shows no names (an even grey field) says nothing either way', () => {
    const photo = { data: new Uint8Array(640 * 480 * 4).fill(128), width: 640, height: 480 };
    expect(wayRoundByNames(photo, mapFromCorners([[100, 80], [540, 80], [540, 410], [100, 410]])!, () => true)).toBeNull();
  });

  test('a grid running off the photo measures no names there, and with too few measured says nothing', () => {
    const { jpeg: bytes, truth } = boardPhoto(11, { board: true, look: 'cream', light: 'even', tilt: 20, hand: false, tiles: 3 });
    const photo = jpeg.decode(bytes, { useTArray: true });
    // The grid moved far left: columns 1-3 (and more) off the photo, under ENOUGH (10) measured there.
    const shifted = truth.corners!.map(([x, y]) => [x - photo.width, y] as [number, number]);
    expect(wayRoundByNames(photo, mapFromCorners(shifted)!, () => true)).toBeNull();
  });
});
