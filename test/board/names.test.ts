// The board's printed names as a witness of which way round it lies (src/board/names.ts; issue 37: "labels may help to
// decide the board's orientation"). Generated photos (scripts/board-photos.mts) at the grid's true corners.
import jpeg from 'jpeg-js';
import { describe, expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';
import { wayRoundByNames } from '../../src/board/names.ts';
import { mapFromCorners } from '../../src/board/overlay.ts';
import { parseTile } from '../../src/engine/index.ts';

describe("which way round a board lies, by the width of its spaces' printed names", () => {
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
