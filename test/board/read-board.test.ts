// The board reader end to end on generated photos (issue 37; scripts/board-photos.mts, with its own truth): reading
// each space against the ledger, with shadows, glare, markers, hands and cards over it. The bench (many looks,
// lights, hands and cards) measures the rest; these pin the pipeline's wiring and words. Finding the grid is in
// finding-grid.test.ts, photos with no board in no-board.test.ts (split so the files run side by side).
import { describe, expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';
import { featuresThrough, over, readBoard } from '../../src/board/read-board.ts';
import { mapFromCorners } from '../../src/board/overlay.ts';
import { spaceFeatures } from '../../src/board/spaces.ts';
import { TILE_COUNT } from '../../src/engine/index.ts';
import { SCENE, decode, readPhoto, cornersOff, expectReadExactly, misread } from '../fixtures/board-photo-reading.ts';

describe('reading a photo of the board against the ledger', () => {
  test('a tile on the table that the game has not entered is the one difference', () => {
    const { jpeg: bytes, truth } = boardPhoto(1, { ...SCENE, difference: 'notEntered' });
    const missing = truth.occupied.filter((t) => !truth.ledger.includes(t));
    expect(missing).toHaveLength(1);
    const r = readBoard(decode(bytes), truth.ledger);
    expect(r.board).toBe(true);
    expect(r.differences).toEqual({ notEntered: missing, notOnTable: [] });
    expect(r.occupied).toEqual(truth.occupied);
    expect(r.unsure).toEqual([]);
  });

  test('an entry with no tile on the table is the one difference', () => {
    const { jpeg: bytes, truth } = boardPhoto(3, { ...SCENE, difference: 'notOnTable' });
    const extra = truth.ledger.filter((t) => !truth.occupied.includes(t));
    expect(extra).toHaveLength(1);
    expect(readBoard(decode(bytes), truth.ledger).differences).toEqual({ notEntered: [], notOnTable: extra });
  });

  test('the board and the ledger agree: no difference and nothing unseen', () => {
    const { r, truth } = readPhoto(3, { ...SCENE, difference: 'none' });
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
    expect(r.unsure).toEqual([]);
    // The grid's corners where the camera put them, within 8 px of 1280.
    expect(cornersOff(r, truth)).toBeLessThan(8);
  });

  test('grey tiles on a grey grid in glare: no space read wrong (each space sampled 11 x 11 times, was 7 x 7)', () => {
    // Photo 0 of the seen ray-cast set (seed 2): 38° tilt, 76 tiles. With 49 samples a space, the noise of the glare
    // and the labels read 3 spaces wrong.
    const { r, truth } = readPhoto(2 * 100003);
    expect(r.board).toBe(true);
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a cream board with 59 tiles in hard shadow: the spaces on the shadow's edge are read on their texture within each quarter, and none is left unseen", () => {
    // Photo 23 of a seen ray-cast set (seed 7): the step of light across 4 spaces on the shadow's edge counted as their
    // texture, they looked like neither kind, and were said unseen.
    const { r, truth } = readPhoto(7 * 100003 + 23);
    expect(r.board).toBe(true);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test("a marker's edge over an empty space beside it, on a grey grid: not taken for a tile not entered", () => {
    // Photo 29 of a seen ray-cast set (seed 3): the red marker on 7I leans over 7H, which then looked more like a tile
    // than an empty space, though still near the empty spaces; it was offered as "on the table, not entered".
    const { jpeg: bytes, truth } = boardPhoto(3 * 100003 + 29);
    expect(truth.occupied).not.toContain('7H');
    const r = readBoard(decode(bytes), truth.ledger);
    expect(r.board).toBe(true);
    expect(r.occupied).not.toContain('7H');
    expect(misread(r, truth).wrong).toEqual([]);
    expect(r.differences.notEntered).toEqual([]);
  });
  test('tiles seen two ways, in and out of dim light: each compared with the tiles that look like it, and read', () => {
    // Photo 18 of the seen ray-cast set (seed 2), a cream board in dim light: against the tiles' look as a whole, 9E was
    // as near the empty spaces as the tiles and said unseen; the tiles' look nearest it reads it.
    const { r, truth } = readPhoto(2 * 100003 + 18);
    expect(r.board).toBe(true);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test("a hard shadow's edge across an empty space of a grey grid (8F): its middle like neither kind, its band round the middle the empty spaces' look, so read as the ledger has it", () => {
    // Photo 26 of the seen ray-cast set (seed 2): 8F was left unseen, 0.5 from the tiles' look and 7.5 from the empty
    // spaces' (a grey grid's spaces and grey tiles, three tiles entered), though plainly empty round its middle.
    const { r, truth } = readPhoto(2 * 100003 + 26);
    expect(r.board).toBe(true);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test('a hotel marker on a tile does not teach the tiles\' look: its edge over the empty space beside it is not a new tile', () => {
    // Photo 25 of the seen grey-grid set (seed 9, 12 tiles): a blue marker on 2H leans over 1H. With the marker among
    // the tiles 1H was compared with, the tiles' look near it was blue enough that 1H was offered as a new tile.
    const { r, truth } = readPhoto(9 * 100003 + 25, { board: true, look: 'grey-grid', tiles: 12 });
    expect(r.board).toBe(true);
    expect(r.differences.notEntered).toEqual([]);
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a hand's shadow over an empty space of a yellow tray (2B): not offered as a new tile, though grey tiles near it look like it", () => {
    // Photo 33 of the seen ray-cast set (seed 2): the shadow greys 2B like the grey tiles there. Against the tiles'
    // look nearest it, 2B was over five times nearer the tiles than the empty spaces; against the tiles' look as a
    // whole, not. A space against the ledger must be so on the whole look too. 11D, placed and not entered, still is.
    const { r, truth } = readPhoto(2 * 100003 + 33);
    expect(r.board).toBe(true);
    expect(r.differences.notEntered).toEqual(['11D']);
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a paper board in glare, its light stepping across some empty spaces: their texture is measured within their quarters, and 2H is not a new tile", () => {
    // Photo 28 of a seen ray-cast set (seed 8), three tiles entered: 2H's quarters are 0.51 apart in log light (under
    // the 0.55 that makes a space no witness), and across the whole space the step made it as busy as a tile's label.
    // 6G, placed and not entered, is still offered.
    const { r, truth } = readPhoto(8 * 100003 + 28);
    expect(r.board).toBe(true);
    expect(r.differences.notEntered).toEqual(['6G']);
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test('in the first turns, a grid a row over the rim leaving many spaces unseen gives way to a later look on the board', () => {
    // Photo 13 of a seen ray-cast set (seed 1001): a yellow tray on a gingham cloth, 4 tiles entered, a hand over 1F-1H.
    // The first grid found ran off the photo; placed a space over, it lay a row over the tray's rim and left 13 spaces
    // unseen (column 12 and the tiles' neighbours), and the next look's grid, on the board's lines, was never read.
    // From stop 110 the rim reads as empty spaces (the entries read as gone no longer teach the tiles' look) and the
    // same grid leaves 4 unseen, the square of tiles read a space over; those four, read against the ledger side by
    // side, put the reading in doubt, and the next look's grid on the same board replaces it.
    const { r, truth } = readPhoto(1001 * 100003 + 13);
    expect(r.board).toBe(true);
    expect(misread(r, truth).wrong).toEqual([]);
    // At most the three spaces under the hand (1F partly, 1G and 1H hidden), not 13.
    expect(r.unsure.filter((s) => !['1F', '1G', '1H'].includes(s))).toEqual([]);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
  });
  test("a hard shadow's edge across a cream board with 12 tiles: the empty spaces it splits are not read as new tiles", () => {
    // Photo 14 of a seen ray-cast set of 12-tile boards (seed 6): lit halves of empty spaces along the shadow's edge
    // looked like ivory tiles; 5A, 8C, 9D and 12F were read as 4 tiles not entered.
    const { r, truth } = readPhoto(6 * 100003 + 14, { board: true, tiles: 12 });
    expect(r.board).toBe(true);
    expect(misread(r, truth).wrong).toEqual([]);
    expect(r.differences.notEntered).toEqual([]);
  });
  test("a hand reaching in from off the board over an outer space (8A of a black board) is not a new tile: the margin beside it is unlike the rest", () => {
    // Photo 38 of a seen ray-cast set (seed 7): a hand over 7A-9A and 8B from beyond row A. 8A, truly empty, looked
    // like the ivory tiles (11.5 from them, 211 from the empty spaces) and was offered as a tile not entered; the
    // margin above it is 35 robust spreads from the rest of row A's. 12E, entered and not on the table, is still said.
    const { r, truth } = readPhoto(7 * 100003 + 38);
    expect(r.board).toBe(true);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: ['12E'] });
    expect(r.unsure).toContain('8A');
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a card or a palm over a space shows no printed name and no label: an entry under a card is not said gone, a palm's edge over an empty space not offered as a tile", () => {
    // Seen ray-cast photos, each read with one false difference before: (seed 616, photo 13) a paper board in glare,
    // a card over 1C-1E with 1D entered under it, said off the table (its face 0.03 of the empty spaces' texture);
    // (seed 507, photo 19) fingers over 11E-12E of a paper board in a hard shadow, 12E (empty, partly under them)
    // offered as a new tile (0.17 of the tiles' texture). Now unseen; each photo's true difference is still named.
    const card = readPhoto(616 * 100003 + 13);
    expect(card.truth.hidden).toContain('1D');
    expect(card.r.differences).toEqual({ notEntered: ['11D'], notOnTable: [] });
    expect(card.r.unsure).toContain('1D');
    expect(misread(card.r, card.truth).wrong).toEqual([]);
    const palm = readPhoto(507 * 100003 + 19);
    expect(palm.truth.partly).toContain('12E');
    expect(palm.r.differences).toEqual({ notEntered: [], notOnTable: ['10H'] });
    expect(palm.r.unsure).toContain('12E');
    expect(misread(palm.r, palm.truth).wrong).toEqual([]);
  });
  test('a pale card over an entered tile at the edge of a cream board in dim light (1A): a little unlike the margin, as near the space, so the tile is not said to be gone', () => {
    // Photo 19 of a seen set (ray-cast seed 613, nothing forced): 72 entered, a bluish white card over 1A-2A and the
    // margin beside them. The stretch of margin beside 1A lay 2.82 spreads from the rest of its side, on its red share
    // alone (a cover needs 5), and each quarter of 1A 0.53-2.14 from that stretch: 1A was said off the table, false.
    // Now unseen: what lies over the margin lies over the space (decision 55, from stop 105; margin.ts NOTICED).
    const { r, truth } = readPhoto(613 * 100003 + 19);
    expect(truth.hidden).toContain('1A');
    expect(truth.occupied).toContain('1A');
    expect(truth.ledger).toContain('1A');
    expect(r.board).toBe(true);
    expect(r.differences.notOnTable).not.toContain('1A');
    expect(r.unsure).toContain('1A');
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a card reaching in over a yellow tray's edge on a gingham cloth: the space under it (2I) is not a new tile, though the cloth farther out is as varied as the card", () => {
    // Photo 6 of a seen set of first-turn photos (ray-cast seed 309, its look, light, tilt and tile count given): the
    // card covers 1I-3I and the margin beside them, 3I entered under it. The margin farther out was as its side (the
    // cloth's checks so varied), so the card over the margin was taken for 2I's own top seen over it; it lies over the
    // farther patch alike, which a tile's top does not.
    const { r, truth } = readPhoto(309 * 100003 + 6, { board: true, look: 'yellow-tray', light: 'even', tilt: 12, tiles: 6 });
    expect(truth.hidden).toContain('2I');
    expect(r.board).toBe(true);
    expect(r.differences.notEntered).toEqual([]);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test("a hotel marker the tray's own colour standing on a tile (5H), its top blank: the tile under it is not said to be off the table", () => {
    // Photo 26 of a seen set of first-turn photos (ray-cast seed 309): 11E and 5H entered, both hidden, 5H under a
    // hotel marker. The marker's top, smoother than every empty space (no printed name), lay 4.17 from the empty
    // spaces' look (within the NEAR of 9 that reads a kind, beyond the 4 a gone entry may lie): 5H was said "Entered,
    // not on the table".
    const { r, truth } = readPhoto(309 * 100003 + 26, { board: true, look: 'yellow-tray', light: 'even', tilt: 12, tiles: 2 });
    expect(truth.hidden).toEqual(['11E', '5H']);
    expect(r.board).toBe(true);
    expect(r.differences.notOnTable).toEqual([]);
    expect(r.unsure).toContain('5H');
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("a cream tile on a cream board in a hard shadow (11I), the tiles' look learned from four markers and a hand: not said to be off the table", () => {
    // Photo 43 of a seen set of first-turn photos (ray-cast seed 308, its look, light, tilt and tile count given): six
    // tiles entered, five of them under markers or a hand, so the tiles' look near 11I was the markers' (red, dark).
    // 11I, its label bolder than the board's printed names, was 4.92 from the empty spaces' look and 40 from that
    // tiles' look: said gone. Now unseen (there is no tile in view to learn a cream tile's look from).
    const { r, truth } = readPhoto(308 * 100003 + 43, { board: true, look: 'cream', light: 'hard-shadow', tilt: 35, tiles: 6 });
    expect(truth.occupied).toContain('11I');
    expect(r.board).toBe(true);
    expect(r.differences.notOnTable).toEqual([]);
    expect(r.unsure).toContain('11I');
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("an empty space of a cream board crossed by a hard shadow's straight edge (4G) is read as the empty space the ledger has, not unseen", () => {
    // Seen set (ray-cast seed 304, photo 26): a cream board, 7 tiles entered, a hard shadow whose straight edge runs
    // across 4G's middle. Tiles and board alike in light and colour there, told apart by texture alone: the step made
    // 4G's light spread as a label does (1.3 from the tiles' look, 12 from the empty spaces'), and it was unseen. Past
    // the step (step.ts) its texture is the board's (0.8 from the empty spaces' look, 6.5 from the tiles').
    const { r, truth } = readPhoto(304 * 100003 + 26);
    expect([truth.look, truth.light]).toEqual(['cream', 'hard-shadow']);
    expect(truth.occupied).not.toContain('4G');
    expect([...truth.hidden, ...truth.partly]).not.toContain('4G');
    expect(r.board).toBe(true);
    expect(r.unsure).not.toContain('4G');
    expect(r.occupied).not.toContain('4G');
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("one tile entered (10C) and no tiles' look to learn: an empty space of a grey grid in uneven light (8H) is read past the step across it as the empty space the ledger has", () => {
    // Seen set (ray-cast seed 14, photo 27): a grey grid, 10C entered and on it, a hand over 8I. 8H's light stepped
    // across it (uneven light) was 17.7 from the empty spaces' look, and with one tile in view no tiles' look to compare
    // with: unseen. Past the step it is within the 9 of near (in Chromium's pixels 8.65).
    const { r, truth } = readPhoto(14 * 100003 + 27);
    expect([truth.look, truth.light, truth.ledger]).toEqual(['grey-grid', 'uneven', ['10C']]);
    expect(truth.occupied).not.toContain('8H');
    expect([...truth.hidden, ...truth.partly]).not.toContain('8H');
    expect(r.board).toBe(true);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test("one tile on the table (3B) and nothing entered: the board and its half turn read alike, and the spaces' printed names say which way round it lies, so the tile is never named by its mirror (10H)", () => {
    // Seen (generated, seeds 10 and 11 of this scene): read against an empty ledger, the tile was named 10H, the space
    // half a turn from 3B (13 - 3 = 10, I + A - B = H), and offered to be entered there; from stop 60 both were unseen.
    // Now the names (names.ts: columns 10-12 print three characters) tell the way round: the grid is given from 1A's
    // true corner and 10H is read as the empty space it is. 3B stays unseen: with nothing entered there is no tiles'
    // look to learn from, and its label makes it busier than the empty spaces (decision 55, stop 61).
    for (const seed of [10, 11]) {
      const { jpeg: bytes, truth } = boardPhoto(seed, { ...SCENE, occupied: ['3B'], difference: 'none' });
      const r = readBoard(decode(bytes), []);
      expect(r.board).toBe(true);
      expect(cornersOff(r, truth)).toBeLessThan(8);
      expect(r.occupied).toEqual([]);
      expect(r.differences.notEntered).toEqual([]);
      expect(r.unsure).toContain('3B');
      expect(r.unsure).not.toContain('10H');
    }
  });
  test("a hard shadow's edge across empty spaces of a grey grid (5H, 6H): read by their lit quarters as the empty spaces they are", () => {
    // Photo 13 of the seen grey-grid set (seed 9, 12 tiles): the shadow greys the ivory tiles in it like the lit
    // empty spaces, and 5H and 6H, half in it, were as near the tiles' look as the empty spaces' (8.0 and 9.0), unseen.
    const { r, truth } = readPhoto(9 * 100003 + 13, { board: true, look: 'grey-grid', tiles: 12 });
    expect(r.board).toBe(true);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test('in the first turns, a new tile far from the empty spaces is not read as empty when the tiles entered are all under markers and hands', () => {
    // Photo 22 of a seen ray-cast set of 5-tile boards (seed 10), a grey grid in glare: 1A, 9A, 1B and 11G, entered,
    // are under hands and hotel markers, so the tiles' look learned from them is theirs. 12C, placed and not entered,
    // is 36 from the empty spaces' look and was read as empty: a tile missed with nothing said. It was then unseen;
    // since stop 82 it is named (newTilesUnlikeTheEmptySpaces: its label stands out from the grid around it, its face
    // of one colour).
    const { r, truth } = readPhoto(10 * 100003 + 22, { board: true, tiles: 5 });
    expect(r.board).toBe(true);
    expect(truth.occupied.filter((t) => !truth.ledger.includes(t))).toEqual(['12C']);
    expect(r.differences.notEntered).toEqual(['12C']);
    expect(misread(r, truth).wrong).toEqual([]);
  });
  test("in the first turns, a new tile split by its label is named when its whole look is the tiles' (too few tiles entered to know their own splits)", () => {
    // Photo 15 of a seen ray-cast set (seed 12): a paper board in uneven light, 7 tiles entered. 10E, placed and not
    // entered, is split 0.61 by its label (over the 0.55 that makes a space no witness) and was unseen, though it is
    // 2.1 from the tiles' whole look and 307 from the empty spaces'. With 7 tiles the tiles' own splits cannot be told.
    const { r, truth } = readPhoto(12 * 100003 + 15);
    expect(truth.ledger).toHaveLength(7);
    expect(truth.occupied.filter((t) => !truth.ledger.includes(t))).toEqual(['10E']);
    expect(r.differences.notEntered).toEqual(['10E']);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test('fingers over 1D of a paper board, beside its tiles: not offered as a tile not entered, a new tile fills its space', () => {
    // Photo 16 of a seen ray-cast set (seed 306, 19 tiles entered): a hand's fingers lie over 1B-1D and part of 2B-2D,
    // their shadows between them. 1D, under them and not entered, was read as a tile and offered as on the table, not
    // entered (this test fails so without fill.ts). Its band's sides are finger, shadow and paper, far apart.
    const { r, truth } = readPhoto(306 * 100003 + 16);
    expect(truth.hidden).toContain('1D');
    expect(truth.ledger).not.toContain('1D');
    expect(r.board).toBe(true);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });
  test('a yellow hotel marker standing on a tile of a yellow tray: the tile is not said off the table, its rim shows round the marker', () => {
    // Photos 4 and 9 of a seen ray-cast set (seed 14) and 31 of another (seed 12): yellow trays, a yellow marker on
    // entered 9E (grey tile, even light), 8B (dim) and 10D (black tile). The marker hides the tile's middle, which then
    // looks like the tray's empty spaces: each entry was said not on the table. The tile's rim round the marker is
    // unlike the empty spaces and nearer the tiles on three or four sides of the space (an empty space's rim is its own
    // colour).
    for (const [photo, marked] of [[14 * 100003 + 4, '9E'], [14 * 100003 + 9, '8B'], [12 * 100003 + 31, '10D']] as const) {
      const { r, truth } = readPhoto(photo);
      expect(truth.ledger).toContain(marked);
      expect(truth.hidden).toContain(marked);
      expect(r.board).toBe(true);
      expect(r.occupied.includes(marked) || r.unsure.includes(marked)).toBe(true);
      expect(r.differences.notOnTable).toEqual([]);
    }
  });
  test('in the first turns, every entry under a hotel marker: a new black tile with a white label on a cream board is offered, its label no cover\'s edge', () => {
    // Photo 4 of a seen ray-cast set (seed 412, cream boards with 7 tiles): 6C on the table, not entered, the six
    // entries all wearing markers. 6C's label split it 0.63 (over the 0.55 that makes a space no witness) and the
    // tiles' look came from the markers alone, so it was unseen; no quarter of it looks like the board, and its
    // colour is the board's, so the split is its label's.
    const { r, truth } = readPhoto(412 * 100003 + 4, { look: 'cream', tiles: 7 });
    expect(truth.occupied.filter((t) => !truth.ledger.includes(t))).toEqual(['6C']);
    expect(r.differences).toEqual({ notEntered: ['6C'], notOnTable: [] });
    expect(r.unsure).toEqual([]);
  });
  test("a new cream tile on a cream board in dim light, near the empty spaces' look but busier by its label: offered to be entered", () => {
    // Photo 13 of a seen ray-cast set (seed 304): 1G on the table, not entered, as light and as coloured as the board,
    // within the 9 of near of the empty spaces' look (its label's texture most of that), so it was unseen.
    const { r, truth } = readPhoto(304 * 100003 + 13);
    expect(truth.occupied.filter((t) => !truth.ledger.includes(t))).toEqual(['1G']);
    expect(r.differences).toEqual({ notEntered: ['1G'], notOnTable: [] });
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });

  // The learned judge (difference.ts), on photos of seeds it was never trained on (scripts/board-train.mts): before it,
  // the rules left each of these differences unseen (checked with the judge turned off, in Node's decoding too).
  test('a tile on the table left out of the ledger (1H of a paper board in a hard shadow, 79 tiles) is named by the learned judge, not left unseen', () => {
    const { jpeg: bytes, truth } = boardPhoto(505 * 100003 + 17);
    expect(truth.occupied).toContain('1H');
    expect(truth.ledger).toEqual(truth.occupied);
    const r = readBoard(decode(bytes), truth.ledger.filter((t) => t !== '1H'));
    expect(r.differences).toEqual({ notEntered: ['1H'], notOnTable: [] });
    expect(r.unsure).not.toContain('1H');
  });

  test("a cream tile left out of the ledger (12D of a cream board in glare), its middle plainly a tile but without a witness, is not read as the empty space the ledger has by its band", () => {
    // Photo 29 of a seen ray-cast set (seed 10), its ledger made wrong on purpose (12D left out; 11I, entered and not on
    // the table, is the photo's own difference). The band round 12D's label is the board's cream: it read 12D empty, and
    // the reader said the board agrees there. The middle's look alone is now asked witnessed or not.
    const { jpeg: bytes, truth } = boardPhoto(10 * 100003 + 29);
    expect(truth.occupied).toContain('12D');
    expect(truth.ledger).toContain('12D');
    const r = readBoard(decode(bytes), truth.ledger.filter((t) => t !== '12D'));
    expect(r.differences).toEqual({ notEntered: ['12D'], notOnTable: ['11I'] });
  });

  test("a black board in a hard shadow with one entry: the empty spaces in the shadow, tinted alike, are read empty, and the entry gone (8F) named", () => {
    // Photo 14 of a seen ray-cast set (seed 307). With under two entries no tiles' look is learned, and an empty space
    // whose colour stands out from the empty spaces around it is unseen (unlikeTheEmptySpaces); the shadow tints its
    // spaces alike, unlike the lit board's median. Before COLOUR_LIKE, 9A (in these pixels; 9C and 8H in Chromium's)
    // was unseen.
    const { jpeg: bytes, truth } = boardPhoto(307 * 100003 + 14);
    expect(truth.hidden).toEqual([]);
    const r = readBoard(decode(bytes), truth.ledger);
    expect(r.unsure).toEqual([]);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: ['8F'] });
  });

  test('an entry not on the table (1E of a yellow tray in dim light), in plain view beside a hand over the margin, is said not on the table', () => {
    // Photo 0 of a seen ray-cast set (seed 602): a hand reaches in over the margin beside 1E and over 4B and 3E (hidden).
    // 1E, entered and not on the table, looks as the empty spaces do; the margin rule (margin.ts reachedOver) left it
    // unseen for the hand beside it (checked by passing no asTheEmptySpaces), and the board was not read exactly.
    const { jpeg: bytes, truth } = boardPhoto(602 * 100003 + 0);
    expect(truth.ledger).toContain('1E');
    expect(truth.occupied).not.toContain('1E');
    expect(truth.hidden).toEqual(['4B', '3E']);
    const r = readBoard(decode(bytes), truth.ledger);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: ['1E'] });
  });

  test('an empty space entered by mistake (3G of a yellow tray in a hard shadow) is said not on the table by the learned judge, beside the tile truly not entered (11A)', () => {
    const { jpeg: bytes, truth } = boardPhoto(507 * 100003 + 35);
    expect(truth.occupied).not.toContain('3G');
    expect(truth.occupied.filter((t) => !truth.ledger.includes(t))).toEqual(['11A']);
    const r = readBoard(decode(bytes), [...truth.ledger, '3G']);
    expect(r.differences).toEqual({ notEntered: ['11A'], notOnTable: ['3G'] });
  });

  test('a tile left out of the ledger (4C of a grey grid in a hard shadow), split with one quarter plainly a tile, is not leaned on as the empty space the ledger has', () => {
    // Photo 35 of a seen ray-cast set (seed 702), its ledger made wrong on purpose (4C left out; 1F, entered and not on
    // the table, is the photo's own difference). 4C was split 0.9-1.1 and nearer the empty spaces' look than the tiles'
    // by more than LEAN, so it leaned empty and the board was said to agree there. Unseen is right; empty is not.
    const { jpeg: bytes, truth } = boardPhoto(702 * 100003 + 35);
    expect(truth.occupied).toContain('4C');
    expect(truth.ledger).toContain('4C');
    const r = readBoard(decode(bytes), truth.ledger.filter((t) => t !== '4C'));
    expect(r.unsure).toContain('4C');
    expect(r.occupied).not.toContain('4C');
    expect(r.differences).toEqual({ notEntered: [], notOnTable: ['1F'] });
  });

  test('an entered tile deep in a hard shadow is read as the tile the ledger has by its colour and texture, not left unseen', () => {
    // Photo 12 of a seen ray-cast set (seed 612): 6H of a grey grid, 8 tiles entered, lies in a hard shadow, its light
    // the empty spaces' (15.7 from their look, 87 from the tiles'), its colour and texture the tiles'. Read empty by its
    // light, against the ledger, and no witness that the tile is gone, it was unseen.
    const { r, truth } = readPhoto(612 * 100003 + 12);
    expect(truth.ledger).toEqual(truth.occupied);
    expect(truth.occupied).toContain('6H');
    expectReadExactly(r, truth);
  });

  test("the game's first tile placed on an empty yellow tray and not yet entered is offered to enter, not unseen", () => {
    // Photo 29 of a seen ray-cast set (seed 501): a grey tile on 10F, nothing entered. With no tiles' look to learn,
    // its label made its face busier than the even face a first tile was asked to show, and 10F was said unseen.
    const { r, truth } = readPhoto(501 * 100003 + 29);
    expect(truth.ledger).toEqual([]);
    expect(r.differences).toEqual({ notEntered: ['10F'], notOnTable: [] });
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });

  test("nothing entered and three tiles at the board's edge: the grid is the board's own, not one a space over that leaves a tile off it", () => {
    // Photo 24 of a seen ray-cast set (seed 610): 11A, 12A and 12B on a paper board, read against an empty ledger (a
    // game entered late). The grid a row over (row A on the margin, bearing no names) left 11A and 12B off the board
    // and outscored the board's own, which read them as tiles not entered: 49 px off, 11A and 12B said empty.
    const { jpeg: bytes, truth } = boardPhoto(610 * 100003 + 24);
    expect(truth.occupied).toEqual(['11A', '12A', '12B']);
    const r = readBoard(decode(bytes), []);
    expect(cornersOff(r, truth)).toBeLessThan(8);
    expect(misread(r, truth).wrong).toEqual([]);
  });

  test("nothing entered, a grey tile on 12C of a yellow tray in dim light: not left off a grid a column over, whose outer column lies on the tray's rim", () => {
    // Photo 27 of a seen ray-cast set (seed 303). The map a column over read every space empty and outscored the
    // board's own, which read 12C against the empty ledger: the board and the game were said to agree (103 px off).
    // Its outer column lies 6.8 usual steps from the column within (outerLineApart), the board's own 2.1 at most: over
    // twice the least of the photo's maps, it is a space over. 12C is then read (or left unseen), never said empty.
    const { r, truth } = readPhoto(303 * 100003 + 27);
    expect(truth.ledger).toEqual([]);
    expect(truth.occupied).toEqual(['12C']);
    expect(cornersOff(r, truth, 'either way round')).toBeLessThan(12);
    expect(misread(r, truth).wrong).toEqual([]);
    expect(r.occupied.includes('12C') || r.unsure.includes('12C')).toBe(true);
  });

  test("nothing on an empty yellow tray in glare, its names washed out: the grid is the tray's own, not one a row over with its outer row on the rim", () => {
    // Photo 39 of a seen ray-cast set (seed 804), no tile entered or placed. The tray's own map showed its empty spaces
    // as even as squared paper (texture median 0.0123, under the 0.018 asked of a board's named spaces) and was set
    // aside; the map a row over, its outer row on the rim (on the margin), won alone and left 8-10 spaces unseen. A map
    // on the margin now gives way to a map of the same board (every corner within 1.5 spaces) set aside so.
    const { r, truth } = readPhoto(804 * 100003 + 39);
    expect(truth.ledger).toEqual([]);
    expect(truth.occupied).toEqual([]);
    expectReadExactly(r, truth);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
  });

  test("nothing entered on a black board in dim light, its names too faint to measure wide or narrow: read exactly, no space left unseen", () => {
    // Photo 36 of a seen ray-cast set (seed 15), nothing entered, three spaces hidden under a hand. The board and its
    // half turn read alike; the names' widths said nothing, and 6A-8A were left unseen where the two differ (in
    // jpeg-js's pixels and Chromium's). The names' halves (a digit shared down each column, a letter along each row)
    // say which way round it lies.
    const { r, truth } = readPhoto(15 * 100003 + 36);
    expect(truth.ledger).toEqual([]);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
  });

  test('in the first turns, two entries on a paper board in glare, their labels dimmed: read as the tiles the ledger has, by colour and texture', () => {
    // Photo 6 of a seen ray-cast set (seed 613): 6G and 7H entered and on the table. Their colour 0.024 off the empty
    // spaces' around them (about 75 of those spaces' spreads), their texture 0.06-0.11 over it (14-26 spreads, but not
    // always over the floor of 0.1 asked of texture alone): both were left unseen, and "agree" could not be said.
    const { r, truth } = readPhoto(613 * 100003 + 6);
    expect(truth.ledger.sort()).toEqual(['6G', '7H']);
    expect(truth.occupied.sort()).toEqual(['6G', '7H']);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
  });

  test("a new black tile on a yellow tray beside a white card lying over the tray's rim: offered, not taken to be under the card", () => {
    // Photo 6 of a seen ray-cast set (seed 604), 20 tiles entered, 7A placed and not entered, a card over 4A-5A and the
    // rim above 6A-8A. The rim beside 7A is unlike the rest of row A's (10.7 spreads), so 7A was left unseen; each of
    // its quarters lies 16.6-22.4 spreads from the card's look there, so the card does not reach it.
    const { r, truth } = readPhoto(604 * 100003 + 6);
    expect(truth.ledger).not.toContain('7A');
    expect(truth.occupied).toContain('7A');
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
    expect(r.differences).toEqual({ notEntered: ['7A'], notOnTable: [] });
  });

  test("nothing entered, a grey grid on a striped cloth: the grid is the board's own, not one a space over with a line on the cloth", () => {
    // Photo 33 of a seen ray-cast set (seed 15), no tile on the table, 9 spaces under a hand (11E-12G, 7H-8I). The map
    // a column over (its column 1 on the cloth, the board's last column, half under the hand, off the grid) outscored
    // the board's own: 58 px off, 1D-1I (on the cloth) left unseen. Such a line lies 12.9 usual steps or more from the
    // line within (outerLineOff); through a board's own grid, every outer line 3.2 at most.
    const { r, truth } = readPhoto(15 * 100003 + 33);
    expect(truth.ledger).toEqual([]);
    expect(truth.occupied).toEqual([]);
    expect(cornersOff(r, truth)).toBeLessThan(8);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });

  test("a grid found a pixel or two off a cream board in a hard shadow: the spaces it leaves unseen are read through the grid nudged a little each way", () => {
    // Photo 22 of a seen ray-cast set (seed 302), 46 tiles entered: through the grid found (2.3 px off at its worst
    // corner) 3A, 7E (a tile) and 8E looked like neither kind and were left unseen; through its true corners, none. Of
    // the eight readings through the grid nudged 0.08 of a space each way, six or more say of each what the ledger
    // has, and none otherwise.
    const { r, truth } = readPhoto(302 * 100003 + 22);
    expect(r.board).toBe(true);
    expect(cornersOff(r, truth)).toBeGreaterThan(1);
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
    expect(r.occupied).toContain('7E');
  });

  test("nothing entered, a paper board in a hard shadow: an empty space the grid found leaves unseen (4D) is read empty through the nudged grid", () => {
    // Photo 33 of a seen ray-cast set (seed 608).
    const { r, truth } = readPhoto(608 * 100003 + 33);
    expect(truth.ledger).toEqual([]);
    expect(truth.occupied).not.toContain('4D');
    expect(misread(r, truth)).toEqual({ wrong: [], unseen: [] });
  });

  test("a paper board in a hard shadow whose every grid found lies two columns off is read through the grids placed two over", () => {
    // Photo 26 of a seen ray-cast set (seed 613), 60 tiles entered: the margin and the shadow's edge were taken for the
    // grid's lines, two columns off the board; one over still contradicted the ledger on 13 spaces and was refused.
    const { r, truth } = readPhoto(613 * 100003 + 26);
    expect(truth.ledger.length).toBe(60);
    expect(r.board).toBe(true);
    expect(cornersOff(r, truth)).toBeLessThan(10);
    expect(misread(r, truth).wrong).toEqual([]);
  });

  test('a grid placed a space over reads each space as its own map does (features shared with the grid beside it)', () => {
    // The 108 spaces through each placing of a photo's true grid, read once for the grid and shared (featuresThrough),
    // against each space read through the placed map itself: the same pixels, so the same features. A shift taken the
    // wrong way round would read the space two over.
    const { jpeg: bytes, truth } = boardPhoto(5, { ...SCENE, difference: 'none' });
    const photo = decode(bytes);
    const grid = mapFromCorners(truth.corners as [number, number][])!;
    for (const shift of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as [number, number][]) {
      const placed = over(grid, shift);
      const direct = Array.from({ length: TILE_COUNT }, (_, cell) => spaceFeatures(photo, placed, cell));
      const shared = featuresThrough(photo, placed);
      expect(shared.filter((f) => f !== null).length).toBeGreaterThan(80);
      expectSameFeatures(shared, direct);
    }
    // The same grid on another photo reads that photo's spaces, not the ones kept from the first.
    const other = decode(boardPhoto(7, { ...SCENE, difference: 'none' }).jpeg);
    const placed = over(grid, [1, 0]);
    expectSameFeatures(featuresThrough(other, placed), Array.from({ length: TILE_COUNT }, (_, cell) => spaceFeatures(other, placed, cell)));
  });
  test('two differences on a cream board whose lines show: both named, not traded for a grid half a space off that names one', () => {
    // Photo 4 of the ray-cast set 1024 (made at stop 112 as the generator makes them): 64 entered, all on the table but
    // 12I; the ledger made wrong on 11B as well, in view. Two differences make the reader try its grid half a space
    // over each way (read-board.ts halfOver); one of those, half a row down, named only 12I with as many unseen, and
    // was taken: 11B, a real difference, hidden. That grid runs along the board's lines far less (0.69 of its samples
    // on an edge, against 0.98 for the grid found), so the grid found stays.
    const { jpeg: bytes, truth } = boardPhoto(1024 * 100003 + 4);
    expect(truth.look).toBe('cream');
    expect(truth.ledger).not.toContain('11B');
    expect(truth.occupied).not.toContain('11B');
    const r = readBoard(decode(bytes), [...truth.ledger, '11B']);
    expect(r.differences.notOnTable).toEqual(expect.arrayContaining(['11B', '12I']));
    expect(r.differences.notEntered).toEqual([]);
  });
});

/** Each space's features the same (to 1e-9), or out of the photo in both. */
function expectSameFeatures(shared: ReturnType<typeof featuresThrough>, direct: ReturnType<typeof featuresThrough>): void {
  for (let cell = 0; cell < TILE_COUNT; cell++) {
    if (direct[cell] === null) expect(shared[cell]).toBeNull();
    else shared[cell]!.forEach((v, k) => expect(v).toBeCloseTo(direct[cell]![k]!, 9));
  }
}
