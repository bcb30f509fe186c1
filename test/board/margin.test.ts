// The board's margin beside its outer spaces (issue 37): a hand or a card reaching in from off the board covers it, so
// an outer space read against the ledger beside an unlike stretch of margin is said unseen.
import { describe, expect, test } from 'vitest';
import { reachedOver } from '../../src/board/margin.ts';
import type { Mat3 } from '../../src/board/homography.ts';
import type { Features, SpaceReading } from '../../src/board/spaces.ts';

// A 400 x 300 photo; the board's grid 10 px a space, its 1A corner at (100, 100): board coordinates (u, v) -> photo
// (100 + 10u, 100 + 10v). The margin beside row A lies at v from -0.55 to -0.15: photo rows 94.5 to 98.5.
const TO_PHOTO: Mat3 = [10, 0, 100, 0, 10, 100, 0, 0, 1];
function photo(over: 'hand' | 'dark hand' | 'faint hand' | 'shadow' | 'none' | 'tile top' | 'lit') {
  const width = 400;
  const height = 300;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A cream board and its margin; over 5A and the margin above it (x 140-150, y up to 110): skin (a hand), skin at
      // half its light (a hand in its own shade), or the cream at half its light (a shadow).
      // Or a blue-grey tile's top on 5A seen steeply, over the margin's near stretch only (y from 95: v from -0.5).
      const on = x >= 140 && x < 150 && y < 110 && (over !== 'tile top' || y >= 95);
      const cream = [235, 225, 200];
      // Or all of it in a shadow (half its light) but 5A's stretch, lit.
      if (over === 'lit') {
        data.set([...(on ? cream : cream.map((c) => c / 2)), 255], (y * width + x) * 4);
        continue;
      }
      const look =
        !on || over === 'none'
          ? cream
          : over === 'hand'
            ? [200, 140, 110]
            : over === 'dark hand'
              ? [100, 70, 55]
              : over === 'faint hand'
                ? [250, 215, 188]
              : over === 'tile top'
                ? [150, 160, 190]
                : cream.map((c) => c / 2);
      data.set([...look, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}
// The spaces' features, where a test does not ask them: none sampled (no quarters to weigh, CLEAR_OF_COVER).
const UNSAMPLED: (Features | null)[] = Array.from({ length: 108 }, () => null);
// The ledger: 5A (cell 4) empty; the reading: 5A a tile (against the ledger), 6B (cell 17, an inner space) too.
const READING: SpaceReading[] = Array.from({ length: 108 }, (_, cell) => (cell === 4 || cell === 17 ? 'tile' : 'empty'));

describe("the board's margin", () => {
  test('an outer space read as a new tile beside a hand over the margin (5A) is reached over; an inner one (6B) is not', () => {
    // The hand's patch, red share 200/450 = 0.444 against the margin's 235/660 = 0.356: 0.088 apart, over 5 times the
    // floor's 0.006 (the rest of row A's margin is even, so the floor is its spread).
    expect(reachedOver(photo('hand'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([4]);
  });
  test('with the margin beside 5A like the rest of its side, 5A stands as read', () => {
    expect(reachedOver(photo('none'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([]);
  });
  test("a shadow across the margin (only darker, its colour and texture the side's) is no hand: 5A stands as read", () => {
    // Seen (ray-cast seed 302, photo 27): a hard shadow over the margin beside 1A-3A of a paper board, its log light
    // 4.14-4.18 against the side's 5.0, chroma and texture as the side's; the new tile 2A was said unseen.
    // Here: log light ln(~221 + 4) - ln(~110 + 4) = 0.68 below the side, 13.6 floors (0.05); chroma the same.
    expect(reachedOver(photo('shadow'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([]);
  });
  test('darker and of another colour (a hand in its own shade) the margin is still reached over', () => {
    // Skin at half light (100, 70, 55): red share 100/225 = 0.444 against the cream's 0.356, 14.7 floors (0.006).
    expect(reachedOver(photo('dark hand'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([4]);
  });
  test("a new tile's own top seen steeply over the margin's near stretch (the margin farther out as its side) is no hand: 5A stands as read", () => {
    // Seen (ray-cast seed 302, photo 8): a new ivory tile on 5A of a black board seen 36 degrees from straight down, its
    // top over the margin's near stretch; the margin farther out (0.7-1.1 spaces beyond the grid, photo rows 89-93)
    // was as the rest of row A's. A hand reaches in from off the board, over that too (the first test). Here the tile's
    // red share 150/500 = 0.300 against the cream's 0.356: 9.3 floors (0.006) apart, so the near stretch is unlike.
    expect(reachedOver(photo('tile top'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([]);
  });
  test('an entry read as gone (5A entered, read empty) beside the same stretch is still reached over: no empty space shows over its margin', () => {
    const gone: SpaceReading[] = Array.from({ length: 108 }, () => 'empty');
    expect(reachedOver(photo('tile top'), TO_PHOTO, UNSAMPLED, gone, new Set([4]))).toEqual([4]);
  });
  test("an entry read as gone (5A) beside the one lit stretch of a side in shadow (only lighter, its colour and texture the side's) stands as read", () => {
    // Seen (ray-cast seed 303, photo 15): a shadow over the margin beside 1A-6A of a paper board left 7A-12A's stretch
    // 1.0 lighter in log light than the side's middle, and 12A, entered and not on the table, unseen.
    // Here: log light ln(~221 + 4) - ln(~110 + 4) = 0.68 above the side, 13.6 floors (0.05); chroma the same.
    const gone: SpaceReading[] = Array.from({ length: 108 }, () => 'empty');
    expect(reachedOver(photo('lit'), TO_PHOTO, UNSAMPLED, gone, new Set([4]))).toEqual([]);
  });
  test('a new tile (5A) beside a stretch only lighter than its side is still reached over: a white card over a dark margin', () => {
    // The lit cream as above (what a white card's light and colour can be over a margin in shade), beside a space
    // read as a tile not entered: what lies over the margin may lie over 5A too, and look like a tile.
    expect(reachedOver(photo('lit'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([4]);
  });
  test("a new black tile (5A) beside the one lit stretch (a white card over the margin in shade), each of its quarters unlike the card: clear of it, it stands as read", () => {
    // The card's look there: cream (235, 225, 200), light 0.299·235 + 0.587·225 + 0.114·200 = 225, log 229 = 5.43; red
    // share 0.356. The rest of the side even, so its spreads are the floors (0.05 in log light). A black tile's
    // quarters (30, 30, 30): log 34 = 3.53, (5.43 - 3.53) / 0.05 = 38 spreads from the card, over CLEAR_OF_COVER's 10.
    const black = [Math.log(34), 1 / 3, 1 / 3, 0.05];
    const card = [Math.log(229), 235 / 660, 225 / 660, 0];
    const features = (quarters: number[][]): (Features | null)[] =>
      Array.from({ length: 108 }, (_, cell) => (cell === 4 ? ([...black, 0, ...quarters.flatMap((q) => q.slice(0, 3)), ...quarters.map((q) => q[3]!)] as Features) : null));
    expect(reachedOver(photo('lit'), TO_PHOTO, features([black, black, black, black]), READING, new Set())).toEqual([]);
    // One quarter of it like the card: the card reaches over the space, which is not seen.
    expect(reachedOver(photo('lit'), TO_PHOTO, features([black, card, black, black]), READING, new Set())).toEqual([4]);
    // One quarter a fingertip's (200, 140, 110): light 0.299·200 + 0.587·140 + 0.114·110 = 154.5, log 158.5 = 5.07,
    // (5.43 - 5.07) / 0.05 = 7.3 spreads from the card; red share 200/450 = 0.444 against its 0.356, 0.088 / 0.006 =
    // 14.7: every quarter over 10 from the card. But that quarter's red share lies (0.444 - 0.333) / 0.012 = 9.3 of
    // SCALE's steps from the whole space's (9.3² = 86, over NEAR's 9): not of one colour, so not a tile's face, and
    // what lies over the margin may reach it. Reached over (from stop 106; seen, ray-cast seed 904 photo 9).
    const finger = [Math.log(158.5), 200 / 450, 140 / 450, 0.05];
    expect(reachedOver(photo('lit'), TO_PHOTO, features([black, finger, black, black]), READING, new Set())).toEqual([4]);
  });

  test('an entry read as gone (5A) beside a hand over the margin, looking as the empty spaces do to a hair and each quarter unlike the hand, stands as read (from stop 95)', () => {
    // Seen sets: seven entries not on the table (e.g. CSS seed 806 photo 24, 3I of a cream board beside a palm over the
    // margin) were unseen though in plain view. The hand's stretch: red share 200/450 = 0.444, the cream's 235/660 =
    // 0.356, (0.444 - 0.356) / 0.006 = 14.7 spreads (the floor: the rest of row A is even), over CLEAR_OF_GONE's 5.
    const cream = [Math.log(229), 235 / 660, 225 / 660, 0];
    // The hand's look: light 0.299·200 + 0.587·140 + 0.114·110 = 154.5, log 158.5; red 200/450, green 140/450.
    const hand = [Math.log(158.5), 200 / 450, 140 / 450, 0];
    const features = (quarters: number[][]): (Features | null)[] =>
      Array.from({ length: 108 }, (_, cell) => (cell === 4 ? ([...cream, 0, ...quarters.flatMap((q) => q.slice(0, 3)), ...quarters.map((q) => q[3]!)] as Features) : null));
    const gone: SpaceReading[] = Array.from({ length: 108 }, () => 'empty');
    const asUsual = (cell: number) => cell === 4;
    expect(reachedOver(photo('hand'), TO_PHOTO, features([cream, cream, cream, cream]), gone, new Set([4]), asUsual)).toEqual([]);
    // Not as the empty spaces look (a pale card's tint over it, seen: CSS seed 11 photo 21, 8A, 2.2 from their look):
    // what lies over the margin may lie over the entry too; unseen.
    expect(reachedOver(photo('hand'), TO_PHOTO, features([cream, cream, cream, cream]), gone, new Set([4]), () => false)).toEqual([4]);
    // One quarter like the hand: the fingers reach over the space; unseen.
    expect(reachedOver(photo('hand'), TO_PHOTO, features([cream, hand, cream, cream]), gone, new Set([4]), asUsual)).toEqual([4]);
  });

  test('a card over most of a side\'s margin (beside 4A-12A): 1A, beside the clear stretch, like the other sides, stands as read, a new tile or an entry gone', () => {
    // Seen (ray-cast seed 304, photo 39): a card over the margin beside 1E-1I of a paper board, its red share 0.372
    // against the margin's 0.338; 1A, entered and not on the table, was unseen, its own clear stretch unlike the card
    // that made most of its side. Here a blue card (120, 140, 200), red share 120/460 = 0.261, over row A's margin from
    // x 130 (beside 4A-12A: 9 of its 12 patches); the cream's 0.356 is 0.095 from it, 16 floors (0.006). The other
    // three sides are cream, so the rest of row A is unlike them and 1A's stretch, like them, is no cover. (9A, beside
    // the card, is as the rest of its side, so not found unlike either way: the other sides may differ from a side by
    // more than a card (a tray's rim seen from within on one side), so they only ever clear a stretch, never mark one.)
    const width = 400;
    const height = 300;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...(x >= 130 && x < 230 && y < 99 ? [120, 140, 200] : [235, 225, 200]), 255], (y * width + x) * 4);
    // Read as a new tile, and (as seen) entered and read as gone.
    const reading: SpaceReading[] = Array.from({ length: 108 }, (_, cell) => (cell === 0 ? 'tile' : 'empty'));
    expect(reachedOver({ data, width, height }, TO_PHOTO, UNSAMPLED, reading, new Set())).toEqual([]);
    const gone: SpaceReading[] = Array.from({ length: 108 }, () => 'empty');
    expect(reachedOver({ data, width, height }, TO_PHOTO, UNSAMPLED, gone, new Set([0]))).toEqual([]);
  });

  test('a new tile (5A) beside a faint stretch, 4.5 spreads from its side, is reached over; an entry read as gone beside it stands as read (from stop 100)', () => {
    // Seen (ray-cast seed 307, photo 15): fingers over 1D of a grey grid in glare, its margin 4.52 spreads from its
    // side through the grid found, under UNLIKE's 5; 1D was offered as a new tile. Here a pale skin (250, 215, 188):
    // red share 250/653 = 0.3828 against the cream's 235/660 = 0.3561, (0.3828 - 0.3561) / 0.006 = 4.47 floors; green
    // 215/653 = 0.3292 against 0.3409, 1.9; light 0.299·250 + 0.587·215 + 0.114·188 = 222.4 against 225, a hair
    // darker (ln(226.4 / 229) / 0.05 = -0.23), so its chroma counts: 4.47, over the new tile's bar of 4.
    expect(reachedOver(photo('faint hand'), TO_PHOTO, UNSAMPLED, READING, new Set())).toEqual([4]);
    // Beside an entry read as gone the bar stays 5 (a true difference, 12I of a yellow tray in glare, had 4.42).
    const gone: SpaceReading[] = Array.from({ length: 108 }, () => 'empty');
    expect(reachedOver(photo('faint hand'), TO_PHOTO, UNSAMPLED, gone, new Set([4]))).toEqual([]);
  });

  test('a space read as the ledger says is never touched, whatever lies over the margin beside it', () => {
    expect(reachedOver(photo('hand'), TO_PHOTO, UNSAMPLED, READING, new Set([4, 17]))).toEqual([]);
  });
});
