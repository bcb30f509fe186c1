// The board's printed names as a witness of which way round it lies (src/board/names.ts; issue 37: "labels may help to
// decide the board's orientation"). Generated photos (scripts/board-photos.mts) at the grid's true corners.
import jpeg from 'jpeg-js';
import { describe, expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';
import { wayRoundByHalves, wayRoundByNames, wayRoundByWidths } from '../../src/board/names.ts';
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

/**
 * Each glyph drawn as a 2-across, 3-down block of cells, inked where its code's bit is set (bit = across * 3 + down):
 * a digit's code by its column, a letter's by its row. Every code inks both columns of cells, so a name's ink spans
 * all its glyphs' width.
 */
const DIGITS = [0b101011, 0b110101, 0b011110, 0b100111, 0b111001, 0b010111, 0b101110, 0b011011, 0b110011, 0b001111, 0b111100, 0b100101];
const LETTERS = [0b110110, 0b011101, 0b101101, 0b111010, 0b010101, 0b100011, 0b001110, 0b110001, 0b011001];

/**
 * A plain drawn board seen square (100 px a space, 1A's corner at 100, 100) whose names are drawn glyphs (above): a
 * digit then the row's letter; `digits(column)` of them (1 or 2, the second a copy of the first), each 0.13 of a space
 * wide, 0.04 apart, centred in the space.
 */
function drawnGlyphs(digits: (column: number) => number): { photo: { data: Uint8Array; width: number; height: number }; corners: [number, number][] } {
  const [W, H, S] = [1400, 1100, 100];
  const data = new Uint8Array(W * H * 4).fill(200);
  const [glyph, gap, top, tall] = [0.13, 0.04, 0.38, 0.24];
  const draw = (code: number, left: number, r: number) => {
    for (let bit = 0; bit < 6; bit++) {
      if (!(code & (1 << bit))) continue;
      const [across, down] = [Math.floor(bit / 3), bit % 3];
      const x0 = Math.round(100 + (left + (across * glyph) / 2) * S);
      const y0 = Math.round(100 + (r + top + (down * tall) / 3) * S);
      for (let y = y0; y < y0 + (tall / 3) * S; y++) data.fill(90, (y * W + x0) * 4, (y * W + x0 + Math.round((glyph / 2) * S)) * 4);
    }
  };
  for (let cell = 0; cell < 108; cell++) {
    const [c, r] = [cell % 12, Math.floor(cell / 12)];
    const codes = [...Array<number>(digits(c)).fill(DIGITS[c]!), LETTERS[r]!];
    const wide = codes.length * glyph + (codes.length - 1) * gap;
    codes.forEach((code, k) => draw(code, c + 0.5 - wide / 2 + k * (glyph + gap), r));
  }
  // The alpha channel is not read; every pixel's grey set above (fill wrote all four bytes, alpha included).
  return { photo: { data, width: W, height: H }, corners: [[100, 100], [1300, 100], [1300, 1000], [100, 1000]] };
}
/** The same four corners named from the opposite end (12I's as 1A's): the half turn. */
const halfTurned = (corners: [number, number][]) => [...corners.slice(2), ...corners.slice(0, 2)];

describe("which way round a board lies, by its spaces' printed names: their widths and their halves", () => {
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
    expect(wayRoundByNames(photo, mapFromCorners(halfTurned(corners))!, empty)).toBe('half-turned');
  });

  test("drawn names all as wide, digit then letter: the names' halves alone say which way round (the letters alike along each row)", () => {
    // Every name two glyphs (0.30 of a space wide): the ends measure as wide as the middle, so the widths say nothing.
    // Along a row the right halves (the row's letter) are the same drawing and the left halves (the digits) differ;
    // down a column the other way: the right way round. From 12I's corner, each space is seen half a turn round, its
    // letter on the left: half a turn off.
    const { photo, corners } = drawnGlyphs(() => 1);
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, () => true)).toBe('as-mapped');
    expect(wayRoundByNames(photo, mapFromCorners(halfTurned(corners))!, () => true)).toBe('half-turned');
  });

  test("drawn names whose widths and halves disagree say nothing: three glyphs wide at columns 1-3, the letters alike along the rows", () => {
    // Columns 1-3 three glyphs (0.47 wide), the rest two (0.30): the widths say half a turn off (0.17 wider, over
    // WIDER); the halves of the middle columns say the right way round.
    const { photo, corners } = drawnGlyphs((column) => (column < 3 ? 2 : 1));
    expect(wayRoundByNames(photo, mapFromCorners(corners)!, () => true)).toBeNull();
    // Wide at columns 10-12 instead: both say the right way round.
    const both = drawnGlyphs((column) => (column > 8 ? 2 : 1));
    expect(wayRoundByNames(both.photo, mapFromCorners(both.corners)!, () => true)).toBe('as-mapped');
  });

  test("dim boards with nothing entered, their names too faint to measure wide or narrow: the names' halves say which way round", () => {
    // Photos of seen ray-cast sets: 27 of seed 303 (a yellow tray tilted 38°) and 36 of seed 15 (a black board). At the
    // true corners the widths say nothing either way round; before the halves were asked, each board and its half turn
    // read alike and 2-3 spaces were left unseen where they differ.
    for (const seed of [303 * 100003 + 27, 15 * 100003 + 36]) {
      const { jpeg: bytes, truth } = boardPhoto(seed);
      expect([truth.look, truth.light, truth.ledger]).toEqual([expect.stringMatching(/yellow-tray|black/), 'dim', []]);
      const photo = jpeg.decode(bytes, { useTArray: true });
      const [right, turned] = [mapFromCorners(truth.corners!)!, mapFromCorners(halfTurned(truth.corners!))!];
      expect([wayRoundByWidths(photo, right, () => true), wayRoundByWidths(photo, turned, () => true)]).toEqual([null, null]);
      expect(wayRoundByHalves(photo, right, () => true)).toBe('as-mapped');
      expect(wayRoundByHalves(photo, turned, () => true)).toBe('half-turned');
      expect(wayRoundByNames(photo, right, () => true)).toBe('as-mapped');
    }
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
