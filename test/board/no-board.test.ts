// The board reader end to end on generated photos (issue 37): photos without a board, including squared paper,
// checkerboards and a card's edges, are said to have none; a grid is never invented.
import { describe, expect, test } from 'vitest';
import { boardPhoto, type BoardForce } from '../../scripts/board-photos.mts';
import { readBoard } from '../../src/board/read-board.ts';
import { decode } from '../fixtures/board-photo-reading.ts';

/** A generated photo whose truth is that it shows no board, decoded; `force`: the generator's choices (none: its own). */
function photoWithoutBoard(seed: number, force: BoardForce = { board: false }) {
  const { jpeg: bytes, truth } = boardPhoto(seed, force);
  expect(truth.board).toBe(false);
  return decode(bytes);
}

/** A game of 20 tiles: a ledger that full lets grids pass on the lenient bar. */
const GAME_OF_20 = ['1A', '2A', '3A', '4B', '5C', '6C', '7D', '8E', '9F', '9G', '10G', '11H', '12I', '3F', '4F', '5F', '1I', '2H', '6A', '7A'];

describe('a photo without a board', () => {
  test('a photo of the table without a board: no board, no grid invented', () => {
    expect(readBoard(photoWithoutBoard(7), []).board).toBe(false);
  });

  test('squared paper running off the photo (its grid cut by the frame): no board, as the board lies in the frame', () => {
    // Photo 10 of a seen no-board set (seed 5): a large sheet of squared paper beside a card and a hand, running off the
    // photo's top edge, in glare. Its best 13 x 10 window reached past the edge; read as an empty board before.
    expect(readBoard(photoWithoutBoard(5 * 100003 + 10), []).board).toBe(false);
  });

  test('squared paper in the first turns (an empty ledger cannot refute a grid): its lattice runs on past any 12 x 9 window, so no board', () => {
    // Seed 40: a sheet of squared paper, 17 squares by 13, beside loose tiles. Before this rule it was read as an empty
    // board that "agrees" with an empty game.
    expect(readBoard(photoWithoutBoard(40), []).board).toBe(false);
  });

  test("a small sheet of squared paper in the first turns: two of its grid's sides are the sheet's edge against the table, so no board", () => {
    // Photo 15 of a seen ray-cast set without a board (seed 5): a sheet of 10 x 9 squares. Its best window takes a line
    // of the table's grain each side to make 13 x 10, which does not run on past its window, and an empty ledger
    // cannot refute it. A board's edge lies beyond its outer lines; here two sides were 4.4 times as strong as the inner
    // lines (real boards: no two sides over 3.5).
    expect(readBoard(photoWithoutBoard(5 * 100003 + 15), []).board).toBe(false);
  });

  test("squared paper in the first turns whose outline gives a grid along its lines: its squares are blank, a board's spaces bear their names, so no board", () => {
    // Photo 24 of a seen ray-cast set without a board (seed 301): a sheet of squared paper on a wooden table, its
    // outline's grid along the sheet's own lines, a row of the sheet past it (not cut at its lines). Its empty spaces'
    // texture (median) 0.0105; real boards' in their first turns 0.028 at least.
    const photo = photoWithoutBoard(301 * 100003 + 24);
    expect(readBoard(photo, []).board).toBe(false);
    // Corners the banker drags are the banker's word, blank spaces or not: a board whose names are too faint to show
    // can still be read from them (here the sheet's outline grid, 1A, 12A, 12I, 1I, read as an empty board).
    const dragged = readBoard(photo, [], [[483, 538], [643, 134], [947, 238], [814, 665]]);
    expect(dragged.board).toBe(true);
    expect(dragged.occupied).toEqual([]);
  });

  test('squared paper in dim light in the first turns: its squares as busy with noise as names, but showing none, so no board', () => {
    // Photo 26 of a seen ray-cast set of squared paper without a board (seed 910): a sheet of 12 x 13 squares in dim
    // light beside a hand. Its spaces' texture (median) 0.042, over the 0.018 a blank sheet's was, and read as an empty
    // board; its names' halves say nothing, and the light across its squares' middles varies as in their plain faces
    // (0.93 of it; a board's names, 1.36 at the least where their halves say nothing).
    expect(readBoard(photoWithoutBoard(910 * 100003 + 26, { board: false, decoy: 'squared' }), []).board).toBe(false);
  });

  test('squared paper in glare in the first turns: the first look that finds a grid decides, and a later look is not asked', () => {
    // Photo 13 of a seen ray-cast set of photos without a board (seed 5): the first look's grids read as no board; the
    // looks after it, asked on, found a 12 x 9 window on the paper that an empty ledger could not refute.
    expect(readBoard(photoWithoutBoard(5 * 100003 + 13), []).board).toBe(false);
  });

  test('a sliver of a grid on the edges of a card on the table: far too small to be the board, so no board', () => {
    // Photo 17 of a seen ray-cast set without a board (seed 301): loose tiles and a card on a grey cloth. A lattice on
    // the card's edges gave a 12 x 9 grid within 42 by 170 px, its corners (73.3, 252.9), (52.9, 314.4), (87.2, 144.3),
    // (95.1, 143.8): by the shoelace formula, twice its area is 9,667 - 19,782 - 1,184 + 13,510 = 2,211 px², so
    // 1,106 px², 0.0012 of the photo's 921,600, where the least a board meant for (40% of the width, 40° tilt) covers
    // is about 0.12. It was read as an empty board.
    expect(readBoard(photoWithoutBoard(301 * 100003 + 17), []).board).toBe(false);
  });

  test('photos without a board read against a game of 20 tiles (the lenient bar): no grid', () => {
    // Seed 40: squared paper; seed 5's photos 10, 13 and 15: squared paper off the frame, a faint drawn grid, a small sheet.
    for (const seed of [40, 5 * 100003 + 10, 5 * 100003 + 13, 5 * 100003 + 15]) {
      expect(readBoard(photoWithoutBoard(seed), GAME_OF_20).board).toBe(false);
    }
  });
  test('a checkerboard on the table is no board: its empty spaces alternate in light, a board\'s all look alike', () => {
    // Photo 29 of a seen ray-cast set (seed 12): no board, a checkerboard on a green checked cloth. A grid over 12 x 9 of
    // its squares read as an empty board agreeing with an empty ledger. Side by side its squares differ by 1.50 in log
    // light and corner to corner by 0.04; real boards' empty spaces, 0.134 at most.
    const photo = photoWithoutBoard(12 * 100003 + 29, {});
    for (const entered of [[], GAME_OF_20]) expect(readBoard(photo, entered).board).toBe(false);
  });
  test('a checkerboard of small squares under a grid that matches them only every other row is no board either', () => {
    // Photo 36 of a seen ray-cast set (seed 3): no board, a checkerboard of about 15 x 11 squares on a wooden table.
    // A 12 x 9 grid over it had its columns on the squares and every other row across two squares: side by side its
    // spaces differed by 0.57 in log light (median) and corner to corner by 0.62, so the old test (side by side 4
    // times corner to corner) let it through as an empty board agreeing with an empty ledger. Real boards' empty
    // spaces side by side: 0.141 at most (507 seen boards).
    expect(readBoard(photoWithoutBoard(3 * 100003 + 36, {}), []).board).toBe(false);
  });

  test('squared paper in the first turns is not looked at again finer: no board', () => {
    // Photo 21 of a seen ray-cast set of squared paper without a board (seed 911), nothing entered. No look finds a grid
    // at the working size; looked at again 960 wide, as a photo is from 8 tiles entered (a ledger that full refutes a
    // false grid), its squares gave one, read as an empty board that "agrees" with the game.
    expect(readBoard(photoWithoutBoard(911 * 100003 + 21, { board: false, decoy: 'squared' }), []).board).toBe(false);
  });

  test('a photo of a few pixels, a single row or column, or a handful of noise: no board, and no error', () => {
    // Sizes no camera gives but a hostile or broken file may: each is read through every look without throwing.
    for (const [width, height, grey] of [[1, 1, 0], [3, 2, 255], [16, 9, 128], [64, 36, -1], [1280, 1, 100], [1, 720, 100]] as const) {
      const data = new Uint8ClampedArray(width * height * 4);
      // grey -1: a fixed noise (Knuth's multiplicative hash of the byte's place).
      for (let i = 0; i < data.length; i++) data[i] = grey < 0 ? (i * 2654435761) % 256 : grey;
      const reading = readBoard({ data, width, height }, GAME_OF_20);
      expect(reading).toMatchObject({ board: false, occupied: [], unsure: [] });
    }
  });
});
