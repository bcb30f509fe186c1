// Reading each space from the ledger's teaching (issue 37): the photo's own look of a tile and of an empty space,
// learned near each space; a space like neither cannot be seen.
import { describe, expect, test } from 'vitest';
import { blank, entriesUnlikeTheEmptySpaces, newTilesUnlikeTheEmptySpaces, outerLineApart, outerLineBlank, readByBands, readPastAStep, readSpaces, sharedCover, smoothAgainst, unlikeTheEmptySpaces, type PastAStep, type SpaceReading } from '../../src/board/spaces.ts';

// Features: [log light, red share, green share, texture, split (its quarters' light apart)]. Ivory tiles on a black
// board: tiles light, spaces dark.
type F = [number, number, number, number, number];
const IVORY: F = [Math.log(200 + 4), 0.35, 0.34, 0.05, 0];
const BLACK: F = [Math.log(35 + 4), 0.33, 0.33, 0.1, 0];
const SKIN: F = [Math.log(150 + 4), 0.45, 0.32, 0.08, 0];

/**
 * A space's features with its four quarters' looks after them ([log light, red share, green share] each, as a photo's
 * sampling gives them), each quarter grey at the light given.
 */
const withQuarters = (f: F, lights: number[]) => [...f, ...lights.flatMap((light) => [Math.log(light + 4), 0.33, 0.33])] as unknown as F;
/**
 * A space's features with its four quarters' looks after them, each at the space's light, of the colours given ([red
 * share, green share] each; the space's own when none), and their textures the space's.
 */
const withQuarterColours = (f: F, colours: [number, number][] = [0, 1, 2, 3].map(() => [f[1], f[2]])) =>
  [...f, ...colours.flatMap(([red, green]) => [f[0], red, green]), f[3], f[3], f[3], f[3]] as unknown as F;

/** Row A entered as tiles (cells 0-11), the rest empty. */
const ROW_A = new Set(Array.from({ length: 12 }, (_, i) => i));
/**
 * 7F's reading (cell 66), like neither kind as a whole (light 90), its quarters grey at the lights given; row A's tiles
 * ivory, the other spaces black, each with even quarters; `ledger`: the cells entered.
 */
const inDoubtWithQuarters = (lights: number[], ledger = ROW_A) =>
  readSpaces(
    Array.from({ length: 108 }, (_, cell) =>
      cell === 66
        ? withQuarters([Math.log(94), 0.33, 0.33, 0.1, 0.3], lights)
        : ROW_A.has(cell)
          ? withQuarters(IVORY, [200, 200, 200, 200])
          : withQuarters(BLACK, [35, 35, 35, 35]),
    ),
    ledger,
  )[66];

describe('reading the spaces', () => {
  test('a tile on the table the game has not entered (7C) is read as a tile; the ledger teaches, it does not decide', () => {
    // Entered: a row of tiles along A (cells 0-11); 7C (cell 30) is on the table too.
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const features = Array.from({ length: 108 }, (_, cell) => (entered.has(cell) || cell === 30 ? IVORY : BLACK));
    const reading = readSpaces(features, entered);
    expect(reading[30]).toBe('tile');
    expect(reading.filter((r) => r === 'tile')).toHaveLength(13);
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(0);
  });

  test('an entered tile not on the table (8D, cell 43) is read as empty', () => {
    const entered = new Set([0, 1, 2, 3, 4, 43]);
    const features = Array.from({ length: 108 }, (_, cell) => (cell <= 4 ? IVORY : BLACK));
    expect(readSpaces(features, entered)[43]).toBe('empty');
  });

  test('an entered tile (8D) whose space is like neither kind, only less unlike the empty spaces, is unseen, not said to be off the table', () => {
    // Light 60 between the spaces' 35 and the tiles' 200 (a marker's shadow or a card on it). In the light floor's
    // spreads (0.12): to empty spaces ((ln 64 - ln 39)/0.12)² = (0.495/0.12)² = 17.0, more than the 9 of a space
    // near a kind; to tiles ((ln 204 - ln 64)/0.12)² = (1.159/0.12)² = 93.3, over three times as far.
    const entered = new Set([0, 1, 2, 3, 4, 43]);
    const features = Array.from({ length: 108 }, (_, cell): F => (cell <= 4 ? IVORY : cell === 43 ? [Math.log(60 + 4), 0.33, 0.33, 0.1, 0] : BLACK));
    expect(readSpaces(features, entered)[43]).toBe('unsure');
  });

  test("an entered tile said off the table must look like the empty spaces nearly to a hair: 8D busier than them by 2.2 of their spreads is unseen, by 1.8 read as gone", () => {
    // The empty spaces all BLACK, so their spread is the floor, 0.05 in texture; the tiles' light is far off
    // (((ln 204 - ln 39) / 0.12)² = 190), so 8D's look alone says empty either way. Texture 0.1 + 0.11:
    // (0.11 / 0.05)² = 4.84 from the empty spaces' look, over the 4 a gone entry may lie; 0.1 + 0.09: 3.24, within.
    // Seen: a cream tile on a cream board in shadow, 4.92 from the empty spaces (its tiles' look learned from markers).
    const entered = new Set([0, 1, 2, 3, 4, 43]);
    const read = (busier: number) =>
      readSpaces(Array.from({ length: 108 }, (_, cell): F => (cell <= 4 ? IVORY : cell === 43 ? [BLACK[0], BLACK[1], BLACK[2], BLACK[3] + busier, 0] : BLACK)), entered)[43];
    expect(read(0.11)).toBe('unsure');
    expect(read(0.09)).toBe('empty');
  });

  test("a space against the ledger must be five times nearer the other kind: a card's edge over 7C, 4.3 times nearer the tiles, is unseen, not a new tile", () => {
    // Light 114 (ln 118 = 4.771) between the spaces' 35 (ln 39 = 3.664) and the tiles' 200 (ln 204 = 5.318), the tiles'
    // colour and texture. To tiles ((5.318-4.771)/0.12)² = 20.8; to empty spaces ((4.771-3.664)/0.12)² = 85.1, plus
    // colour ((0.35-0.33)/0.012)² + ((0.34-0.33)/0.012)² = 3.5 and texture ((0.05-0.1)/0.05)² = 1: 89.6. Over three
    // times nearer the tiles (its look alone says tile), under five (89.6 / 20.8 = 4.3).
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const EDGE: F = [Math.log(114 + 4), 0.35, 0.34, 0.05, 0];
    const features = Array.from({ length: 108 }, (_, c) => (entered.has(c) ? IVORY : c === 30 ? EDGE : BLACK));
    expect(readSpaces(features, entered)[30]).toBe('unsure');
    // On its look alone (how the reader counts a grid's contradictions) it is a tile; and where the ledger has a tile,
    // three times nearer is enough to agree.
    expect(readSpaces(features, entered, false)[30]).toBe('tile');
    expect(readSpaces(features, new Set([...entered, 30]))[30]).toBe('tile');
  });

  test('a hand over 5E (cell 52), like neither a tile nor a space, and a space off the photo, cannot be seen', () => {
    const entered = new Set([0, 1, 2, 3, 4]);
    const features = Array.from({ length: 108 }, (_, cell) => (cell <= 4 ? IVORY : cell === 52 ? SKIN : cell === 107 ? null : BLACK));
    const reading = readSpaces(features, entered);
    expect(reading[52]).toBe('unsure');
    expect(reading[107]).toBe('unsure');
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(2);
  });
  describe('a space the four features leave in doubt is judged on light and colour where they tell the kinds apart', () => {
    // Grey tiles on a grey grid in dim light (photo 1 of the seen ray-cast set): tiles lighter and busier (labels).
    // The models' spreads are their floors, as every space of a kind looks the same: light 0.12, texture 0.05.
    const TILE: F = [4.44, 0.34, 0.33, 0.38, 0];
    const EMPTY: F = [3.95, 0.34, 0.33, 0.13, 0];
    const entered = new Set(Array.from({ length: 24 }, (_, i) => i));
    const board = (cell: number, f: F) => Array.from({ length: 108 }, (_, c) => (c === cell ? f : entered.has(c) ? TILE : EMPTY));

    test('a tile whose label is faint (5E, cell 52): light says tile, texture says empty; read as a tile', () => {
      // Four features: to tiles ((4.6-4.44)/0.12)² + ((0.18-0.38)/0.05)² = 1.8 + 16 = 17.8; to empty spaces
      // ((4.6-3.95)/0.12)² + ((0.18-0.13)/0.05)² = 29.3 + 1 = 30.3: not three times nearer either. Light and colour
      // alone: the kinds are ((4.44-3.95)/0.12)² = 16.7 apart (at least 9); the space is 1.8 from tiles, 29.3 from
      // empty spaces: a tile.
      const reading = readSpaces(board(52, [4.6, 0.34, 0.33, 0.18, 0]), new Set([...entered, 52]));
      expect(reading[52]).toBe('tile');
    });

    test("an empty space crossed by a shadow's edge (5E): light says empty, but it is busier than empty spaces; not read", () => {
      // To tiles ((3.95-4.44)/0.12)² + ((0.4-0.38)/0.05)² = 16.7 + 0.2 = 16.8; to empty spaces ((0.4-0.13)/0.05)² =
      // 29.2: in doubt. Light and colour say empty (0 against 16.7), but its texture is (29.2 > 9) busier than an
      // empty space's: it cannot be seen.
      expect(readSpaces(board(52, [3.95, 0.34, 0.33, 0.4, 0]), entered)[52]).toBe('unsure');
    });

    test('cream tiles on a cream board (light and colour alike): the doubt stays', () => {
      // Tiles 0.2 lighter: (0.2/0.12)² = 2.8 apart, under 9. The space: in texture (0.25) between the kinds, to tiles
      // (0.02/0.12)² + (0.13/0.05)² = 0.03 + 6.8, to empty spaces (0.18/0.12)² + (0.12/0.05)² = 2.3 + 5.8: in doubt.
      // Its light alone is nearer the tiles' (0.03 against 2.3), but that difference is too small to trust here.
      const cream = (c: number) => (c === 52 ? ([4.18, 0.34, 0.33, 0.25, 0] as F) : entered.has(c) ? ([4.2, 0.34, 0.33, 0.38, 0] as F) : ([4.0, 0.34, 0.33, 0.13, 0] as F));
      expect(readSpaces(Array.from({ length: 108 }, (_, c) => cream(c)), entered)[52]).toBe('unsure');
    });
  });
  describe("a space in doubt is read as the ledger says when clearly nearer the ledger's kind, never against it", () => {
    // The grey grid above; 5E (cell 52) half washed out by glare: light 4.2, texture 0.30. To tiles
    // ((4.2-4.44)/0.12)² + ((0.30-0.38)/0.05)² = 4 + 2.56 = 6.56; to empty spaces ((4.2-3.95)/0.12)² +
    // ((0.30-0.13)/0.05)² = 4.34 + 11.56 = 15.9: not three times nearer either. Light and colour alone: 4 against 4.34,
    // and busier than an empty space ((0.17/0.05)² = 11.6 > 9): in doubt.
    const TILE: F = [4.44, 0.34, 0.33, 0.38, 0];
    const EMPTY: F = [3.95, 0.34, 0.33, 0.13, 0];
    const GLARED: F = [4.2, 0.34, 0.33, 0.3, 0];
    const rowsAB = Array.from({ length: 24 }, (_, i) => i);
    const board = (entered: Set<number>) => Array.from({ length: 108 }, (_, c) => (c === 52 ? GLARED : entered.has(c) ? TILE : EMPTY));

    test('an entered tile in glare (5E): 2.4 times nearer the tiles (6.56 x 1.2 = 7.9 < 15.9), read as the tile the ledger has', () => {
      const entered = new Set([...rowsAB, 52]);
      expect(readSpaces(board(entered), entered)[52]).toBe('tile');
      // Without leaning on the ledger (how the reader compares grids), the doubt stays.
      expect(readSpaces(board(entered), entered, false)[52]).toBe('unsure');
    });

    test('the same space where the ledger has no tile: nearer the tiles, but not three times; not said to be a new tile, nor empty', () => {
      const entered = new Set(rowsAB);
      expect(readSpaces(board(entered), entered)[52]).toBe('unsure');
    });

    test('the ledger is followed when a fifth nearer its kind: 1.38 times nearer the tiles read as entered, 1.14 times left in doubt', () => {
      // Light 4.2 leaves light and colour undecided (4 against 4.34, as above). Texture 0.27: to tiles
      // 4 + ((0.27-0.38)/0.05)² = 4 + 4.84 = 8.84, to empty spaces 4.34 + ((0.27-0.13)/0.05)² = 4.34 + 7.84 = 12.18:
      // 12.18 / 8.84 = 1.38, over 1.2. Texture 0.26: 4 + 5.76 = 9.76 against 4.34 + 6.76 = 11.1: 1.14, under.
      const entered = new Set([...rowsAB, 52]);
      const at = (texture: number) => board(entered).map((f, c): F => (c === 52 ? [4.2, 0.34, 0.33, texture, 0] : f));
      expect(readSpaces(at(0.27), entered)[52]).toBe('tile');
      expect(readSpaces(at(0.26), entered)[52]).toBe('unsure');
    });

    test("the same entered tile crossed by a hard shadow's edge (its quarters 0.7 apart): still read as the ledger has it", () => {
      // The edge makes it no witness against the ledger; agreeing with it asks only the 1.2 times, as for any space.
      const entered = new Set([...rowsAB, 52]);
      const features = board(entered).map((f, c): F => (c === 52 ? [4.2, 0.34, 0.33, 0.3, 0.7] : f));
      expect(readSpaces(features, entered)[52]).toBe('tile');
      expect(readSpaces(features, new Set(rowsAB))[52]).toBe('unsure');
    });
  });
  describe('early in a game, with too few tiles entered to learn a tile\'s look from', () => {
    // One tile entered (1A, cell 0): no tile model anywhere; a space unlike the empty ones, its face even, is a tile.
    const entered = new Set([0]);
    const IVORY_EVEN: F = [Math.log(200 + 4), 0.35, 0.34, 0.1, 0];

    test('one tile placed and not entered (5E, cell 52) is read as a tile', () => {
      const features = Array.from({ length: 108 }, (_, c) => (c === 0 || c === 52 ? IVORY_EVEN : BLACK));
      expect(readSpaces(features, entered)[52]).toBe('tile');
    });

    test('five neighbouring spaces unlike the empty ones (a hand over 5E-9E) are not taken for five new tiles', () => {
      // More new tiles than a turn or two could place: likelier a hand or a card. None is said to be a tile.
      const hand = new Set([52, 53, 54, 55, 56]);
      const features = Array.from({ length: 108 }, (_, c) => (c === 0 || hand.has(c) ? IVORY_EVEN : BLACK));
      const reading = readSpaces(features, entered);
      expect([...hand].map((c) => reading[c])).toEqual(['unsure', 'unsure', 'unsure', 'unsure', 'unsure']);
    });

    test('five tiles entered (1A-5A) and three more like them apart (5E, 7E, 9E): likelier a hand or a card than three turns unentered, none read as a tile', () => {
      // The tiles' look is learned from the five: each of the three is a tile on its look. Under 8 tiles entered, more
      // than two new ones are said unseen rather than offered to enter. (Apart: neighbouring ones are unseen anyway.)
      const three = [52, 54, 56];
      const five = new Set([0, 1, 2, 3, 4]);
      const features = Array.from({ length: 108 }, (_, c) => (five.has(c) || three.includes(c) ? IVORY : BLACK));
      expect(three.map((c) => readSpaces(features, five)[c])).toEqual(['unsure', 'unsure', 'unsure']);
      // With 8 entered, they are read as new tiles.
      const eight = new Set([0, 1, 2, 3, 4, 5, 6, 7]);
      const more = Array.from({ length: 108 }, (_, c) => (eight.has(c) || three.includes(c) ? IVORY : BLACK));
      expect(three.map((c) => readSpaces(more, eight)[c])).toEqual(['tile', 'tile', 'tile']);
    });

    test('spaces read against the ledger that touch each other (5E-7E new, 6D entered and gone beside them) are one thing over the board: all unseen', () => {
      // Each entry is one tile: neighbouring contradictions are likelier a card or a hand than mistakes side by side.
      // 9E alone, two spaces from 7E, is still read as the new tile it looks like.
      const eight = new Set([0, 1, 2, 3, 4, 5, 6, 7, 41]);
      const features = Array.from({ length: 108 }, (_, c) => (c <= 7 || [52, 53, 54, 56].includes(c) ? IVORY : BLACK));
      const reading = readSpaces(features, eight);
      expect([52, 53, 54, 41].map((c) => reading[c])).toEqual(['unsure', 'unsure', 'unsure', 'unsure']);
      expect(reading[56]).toBe('tile');
    });

    test('three tiles entered, their labels busy (1A, 5E, 9I): each is read as a tile, its look learned from the other two', () => {
      // A label makes a tile busier than an empty space (texture 0.3 against 0.1), so the even-face rule for a space
      // without tiles to learn from would leave them unseen (0.3 > 0.1 + 0.1). From the other two: 0 apart, a tile.
      const three = new Set([0, 52, 104]);
      const LABELLED: F = [Math.log(200 + 4), 0.35, 0.34, 0.3, 0];
      const reading = readSpaces(Array.from({ length: 108 }, (_, c) => (three.has(c) ? LABELLED : BLACK)), three);
      expect([0, 52, 104].map((c) => reading[c])).toEqual(['tile', 'tile', 'tile']);
      expect(reading.filter((r) => r === 'tile')).toHaveLength(3);
    });
    test('two tiles entered, their labels busy (1A, 9I): each read as the tile the ledger has, being unlike the empty spaces, though neither has a tile to learn from', () => {
      // Each tile's look would be learned from the one other (two are needed): no tiles' look. Against the empty
      // spaces (their spreads at the floors 0.12, 0.012, 0.012, 0.05): light ((ln 204 - ln 39)/0.12)² = (1.655/0.12)²
      // = 190, colour (0.02/0.012)² + (0.01/0.012)² = 3.5, texture ((0.3 - 0.1)/0.05)² = 16: 210, beyond the 9 within
      // which a space is like them. Busy (0.3 > 0.1 + 0.1), so not read on an even face alone.
      const two = new Set([0, 104]);
      const LABELLED: F = [Math.log(200 + 4), 0.35, 0.34, 0.3, 0];
      const reading = readSpaces(Array.from({ length: 108 }, (_, c) => (two.has(c) ? LABELLED : BLACK)), two);
      expect([reading[0], reading[104]]).toEqual(['tile', 'tile']);
      expect(reading.filter((r) => r === 'tile')).toHaveLength(2);
      // Where the ledger has no tile, the same look is not a new tile: with nothing to learn a tile's look from, only
      // an even face would be taken for one (fewer than three new tiles, so not for a hand's sake).
      const one = new Set([0]);
      expect(readSpaces(Array.from({ length: 108 }, (_, c) => (two.has(c) ? LABELLED : BLACK)), one)[104]).toBe('unsure');
      // And an entry whose space looks like the empty spaces is off the table.
      expect(readSpaces(Array.from({ length: 108 }, (_, c) => (c === 0 ? LABELLED : BLACK)), two)[104]).toBe('empty');
    });

    describe("the game's first tile, not yet entered, its label busy: read as a new tile when plainly no empty space", () => {
      // Seen (ray-cast seed 501 photo 29): a grey tile on 10F of a yellow tray, nothing entered, unseen. A yellow tray's
      // spaces (light 150, ln 154 = 5.037; shares 0.50, 0.39; texture 0.07); the tile: light 115 (ln 119 = 4.779),
      // neutral (0.33, 0.33), texture 0.33 (its label): busier than the even face asked (0.33 > 0.07 + 0.1). To the
      // empty spaces (spreads at their floors 0.12, 0.012, 0.012, 0.05): light (0.258 / 0.12)² = 4.6, colour
      // (0.17 / 0.012)² + (0.06 / 0.012)² = 201 + 25 = 226, texture (0.26 / 0.05)² = 27: 257, beyond the 40 of far;
      // its colour alone 226, beyond the 9 of near.
      const TRAY: F = [Math.log(150 + 4), 0.5, 0.39, 0.07, 0];
      const GREY_TILE: F = [Math.log(115 + 4), 0.33, 0.33, 0.33, 0.1];
      const read10F = (space: F, entered = new Set<number>()) =>
        readSpaces(Array.from({ length: 108 }, (_, cell) => (cell === 45 ? space : withQuarterColours(TRAY))), entered)[45];

      test('its quarters of its one colour: a new tile', () => {
        expect(read10F(withQuarterColours(GREY_TILE))).toBe('tile');
      });

      test("a shadow over an empty space (darker, the tray's colour, as busy): unseen, not a tile", () => {
        // Light ((5.037 - 4.5) / 0.12)² = 20 and texture 27 make it far (47), but its colour is the tray's (0 apart).
        const SHADOWED: F = [4.5, 0.5, 0.39, 0.33, 0.1];
        expect(read10F(withQuarterColours(SHADOWED))).toBe('unsure');
      });

      test("a card's edge across it (two quarters the tray's colour): unseen, not a tile", () => {
        // The tray's quarters from the whole's colour: (0.17 / 0.012)² = 201, beyond the 9 of near.
        expect(read10F(withQuarterColours(GREY_TILE, [[0.33, 0.33], [0.33, 0.33], [0.5, 0.39], [0.5, 0.39]]))).toBe('unsure');
      });

      test('the same space where a tile is entered elsewhere is still a new tile; three such spaces are likelier a hand (none a tile)', () => {
        expect(read10F(withQuarterColours(GREY_TILE), new Set([0]))).toBe('tile');
        const three = [45, 47, 49];
        const reading = readSpaces(Array.from({ length: 108 }, (_, cell) => withQuarterColours(three.includes(cell) ? GREY_TILE : TRAY)), new Set());
        expect(three.map((cell) => reading[cell])).toEqual(['unsure', 'unsure', 'unsure']);
      });
    });

    test("an entry whose tiles' look nearby is a hand's (1A beside 2A, under a hand): read as the tile it looks like elsewhere (12I, read by its own look); like no tile, unseen", () => {
      // Seen (ray-cast seed 302, photo 1): 1H's tiles' look came mostly from 3H, entered by mistake, and 1H was unseen.
      // 1A's tiles' look near it weighs 2A (one space off: e^(-1/12.5) + 0.02 = 0.94) against 11I and 12I (over 11
      // spaces off: 0.02 each): nearly the hand's (red share 0.45 against the ivory's 0.35, (0.1 / 0.012)^2 = 69 from
      // it), so 1A is far from both kinds' looks. 12I's is 11I's: a tile. 1A and 12I alike (0 apart), not touching: 1A
      // is the tile the ledger has. A grey thing on 1A (light 100) is like no tile: (ln 204 - ln 104)^2 / 0.12^2 = 32.
      const four = new Set([0, 1, 106, 107]);
      const GREY: F = [Math.log(100 + 4), 0.33, 0.33, 0.1, 0];
      const read = (on1A: F) => readSpaces(Array.from({ length: 108 }, (_, c) => (c === 0 ? on1A : c === 1 ? SKIN : c === 106 || c === 107 ? IVORY : BLACK)), four);
      expect([read(IVORY)[0], read(IVORY)[107]]).toEqual(['tile', 'tile']);
      expect(read(GREY)[0]).toBe('unsure');
    });
  });
  describe("a space split by a shadow's or a card's edge (its quarters' light far apart)", () => {
    // Half lit, half in shadow: its quarters' log light 0.7 apart (about twice as bright), over the 0.55 allowed.
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const SPLIT_IVORY: F = [Math.log(200 + 4), 0.35, 0.34, 0.05, 0.7];

    test('looking like a tile where the ledger has none (7C, cell 30): not read as a new tile, but unseen', () => {
      const features = Array.from({ length: 108 }, (_, c) => (entered.has(c) ? IVORY : c === 30 ? SPLIT_IVORY : BLACK));
      expect(readSpaces(features, entered)[30]).toBe('unsure');
    });

    test('looking like the tile the ledger has there (1A, cell 0): read as a tile', () => {
      const features = Array.from({ length: 108 }, (_, c) => (c === 0 ? SPLIT_IVORY : entered.has(c) ? IVORY : BLACK));
      expect(readSpaces(features, entered)[0]).toBe('tile');
    });

    test("entered and gone (7C, cell 30), with the empty spaces' very look as a whole (a shadow's edge across an empty space): read as gone; a little off their look, unseen", () => {
      // Seen (ray-cast seeds 306 and 307): entries not on the table, split 0.63-0.70 by a hard shadow's edge, 0.3-0.7
      // from the empty spaces' look, were unseen. Here the empty spaces all look alike, so their spread is the floor
      // (0.12 in log light): 7C as BLACK is 0 from their look; 0.144 lighter, (0.144 / 0.12)^2 = 1.44 from it, over 1.
      const gone = new Set([...entered, 30]);
      const read = (lighter: number) =>
        readSpaces(Array.from({ length: 108 }, (_, c) => (c === 30 ? ([BLACK[0] + lighter, BLACK[1], BLACK[2], BLACK[3], 0.7] as F) : entered.has(c) ? IVORY : BLACK)), gone)[30];
      expect(read(0)).toBe('empty');
      expect(read(0.144)).toBe('unsure');
    });
  });
  describe('early in a game, a new tile split by its own label where every tile entered wears a hotel marker', () => {
    // Seen (ray-cast seed 412, photo 4): a black tile with a white label (6C) on a cream board, six entries all under
    // markers. A paper board's empty spaces at light 220, neutral (0.34, 0.34), each quarter alike; the six entries
    // along A (cells 0, 2, ..., 10) wear markers of six colours, so the tiles' look is no tile's. 6C is cell 29.
    const PAPER: F = [Math.log(220 + 4), 0.34, 0.34, 0.03, 0];
    // A marker's sides and shading make it busy (texture 0.2-0.35; seen, the tiles' look learned from them 0.22).
    const marker = (light: number, red: number, green: number, texture: number): F => [Math.log(light + 4), red, green, texture, 0];
    const MARKERS = [marker(90, 0.55, 0.25, 0.2), marker(90, 0.25, 0.5, 0.3), marker(80, 0.22, 0.3, 0.25), marker(180, 0.45, 0.43, 0.35), marker(70, 0.4, 0.2, 0.2), marker(100, 0.2, 0.42, 0.3)];
    const entered = new Set([0, 2, 4, 6, 8, 10]);
    /** Quarters at the lights given, each of the colour given. */
    const quarters = (f: F, lights: number[], red: number, green: number) => [...f, ...lights.flatMap((light) => [Math.log(light + 4), red, green])] as unknown as F;
    const even = (f: F) => quarters(f, [0, 1, 2, 3].map(() => Math.exp(f[0]) - 4), f[1], f[2]);
    const read6C = (space: F) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) => (cell === 29 ? space : entered.has(cell) ? even(MARKERS[cell / 2]!) : even(PAPER))),
        entered,
      )[29];
    // Quarters at 55, 50, 110 (the label) and 55: log light 4.08, 3.99, 4.74, 4.08, so split 4.74 - 3.99 = 0.75, over
    // the 0.55 that makes a space no witness; each quarter (ln 224 - ln 114)/0.12 = 5.6 spreads or more darker than
    // the empty spaces, 31 squared and more, beyond the 9 of near. The whole: light 64, texture 0.5.
    const LABELLED = (red: number, green: number) => quarters([Math.log(64 + 4), red, green, 0.5, 0.75], [55, 50, 110, 55], red, green);

    test("the tile, the board's neutral colour in every quarter and no quarter like an empty space: read as a new tile", () => {
      expect(read6C(LABELLED(0.34, 0.34))).toBe('tile');
    });

    test("a hand as dark, tinted (red share 0.45 against the board's 0.34, 9 spreads off): unseen", () => {
      expect(read6C(LABELLED(0.45, 0.32))).toBe('unsure');
    });

    test("a shadow's edge across an empty space (two quarters at the board's light): unseen", () => {
      expect(read6C(quarters([Math.log(120 + 4), 0.34, 0.34, 0.5, 1.3], [220, 220, 55, 50], 0.34, 0.34))).toBe('unsure');
    });
  });
  describe("early in a game, an entry plainly no empty space, though its tiles' look is the markers'", () => {
    // Seen: seed 414 photo 26 (3H, a paper board), seed 416 photo 31 (4H), seed 413 photo 23 (2G): entries 40-111 from
    // the tiles' look (learned from tiles under hotel markers) and farther still from the empty spaces', unseen. A
    // paper board (light 220, ln 224 = 5.412; shares 0.34, 0.34; texture 0.03); six entries along A (cells 0, 2, ...,
    // 10) under orange markers (light 90, ln 94 = 4.543; shares 0.40, 0.30; texture 0.2), so the tiles' look is the
    // markers'; 6C (cell 29) entered too: 7 in view, under the 8 that teach a tile's look. Spreads at their floors
    // (0.12, 0.012, 0.012, 0.05).
    const PAPER: F = [Math.log(220 + 4), 0.34, 0.34, 0.03, 0];
    const MARKER: F = [Math.log(90 + 4), 0.4, 0.3, 0.2, 0];
    const entered = new Set([0, 2, 4, 6, 8, 10, 29]);
    const read6C = (space: F) => readSpaces(Array.from({ length: 108 }, (_, cell) => (cell === 29 ? space : entered.has(cell) ? withQuarterColours(MARKER) : withQuarterColours(PAPER))), entered)[29];
    // A black tile with a white label: light 60 (ln 64 = 4.159), neutral (0.33, 0.33), texture 0.6, split 0.2. To the
    // tiles' look: light ((4.159 - 4.543) / 0.12)² = 10.2, colour (0.07 / 0.012)² + (0.03 / 0.012)² = 40.3, texture
    // (0.4 / 0.05)² = 64: 114, beyond the 40 of far. To the empty spaces': (1.253 / 0.12)² = 109, colour 1.4, texture
    // (0.57 / 0.05)² = 130: 240. Nearer the tiles', far from both: like neither, until now unseen.
    const BLACK_TILE: F = [Math.log(60 + 4), 0.33, 0.33, 0.6, 0.2];

    test('its quarters one colour (a tile\'s face): read as the tile the ledger has', () => {
      expect(read6C(withQuarterColours(BLACK_TILE))).toBe('tile');
    });

    test("its quarters' red shares 0.15-0.55 (seen: a hand and a marker over part of an empty space entered by mistake, seed 413 photo 36): unseen", () => {
      // The first quarter's colour from the whole's: ((0.15 - 0.33) / 0.012)² = 225, beyond the 9 of near.
      expect(read6C(withQuarterColours(BLACK_TILE, [[0.15, 0.5], [0.47, 0.4], [0.51, 0.38], [0.55, 0.37]]))).toBe('unsure');
    });
  });

  test('three tiles entered and one of them gone (10F): the other two are still read, each from the tiles left', () => {
    // 10D, 10E, 10F are cells 45, 46, 47; 10F looks like the empty spaces. Left out of the tiles' teachers (its look
    // alone reads it off the table), it left 10D and 10E one tile each to learn from, and both were unseen.
    // Dark tiles with busy labels on an even paper board: with no tiles' look to learn, a space unlike the empty ones
    // is taken for a tile only when its face is even, and these are not.
    const PAPER: F = [Math.log(220 + 4), 0.34, 0.34, 0.03, 0];
    const TILE: F = [Math.log(120 + 4), 0.37, 0.35, 0.3, 0.2];
    const entered = new Set([45, 46, 47]);
    const features = Array.from({ length: 108 }, (_, cell) => (cell === 45 || cell === 46 ? TILE : PAPER));
    const reading = readSpaces(features, entered);
    expect([reading[45], reading[46], reading[47]]).toEqual(['tile', 'tile', 'empty']);
  });
  test('two tiles entered, 7F not on the table, in glare: the empty spaces round it are read empty; the entry gone teaches them no tile look', () => {
    // A grey grid whose light rises toward 7F (cell 66) by 0.3 * exp(-d²/8), d in spaces: glare. 2E (cell 49) an
    // ivory tile; 7F entered but empty, so it looks as the glare's middle does. Left among the tiles' teachers (as
    // until stop 110, a tile kind under 3 kept them all), it was most of the tiles' look near it: 6G (cell 77), 0.23
    // over the board's light, lay nearer that look than the empty spaces' (whose middle, weighed round it, is lower),
    // and 8 spaces round 7F were unseen. Seen: ray-cast seed 909 photo 18, 6G 7G 6H 7H.
    const at = (cell: number) => [cell % 12, Math.floor(cell / 12)] as const;
    const grey = (cell: number): F => {
      const [c, r] = at(cell);
      return [Math.log(150 + 4) + 0.3 * Math.exp(-((c - 6) ** 2 + (r - 5) ** 2) / 8), 0.385, 0.34, 0.05, 0.03];
    };
    const ivory: F = [Math.log(210 + 4), 0.37, 0.37, 0.27, 0.12];
    const reading = readSpaces(Array.from({ length: 108 }, (_, cell) => (cell === 49 ? ivory : grey(cell))), new Set([49, 66]));
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(0);
    expect([reading[49], reading[66], reading[77]]).toEqual(['tile', 'empty', 'empty']);
  });

  test("a new tile split by its label as much as some tiles entered (1 in 20) is read; split more than every tile, it is unseen", () => {
    // 20 ivory tiles entered along A and B (cells 0-19), 1 of them (5%, over the 3% asked) split 0.7 by its label;
    // 7F (cell 66) is on the table, split 0.6: over the 0.55 that makes a space no witness against the ledger, but no
    // more than that tile. With that tile split 0.5, 7F is split more than every tile: a shadow's or a card's edge.
    const entered = new Set(Array.from({ length: 20 }, (_, i) => i));
    const split = (f: F, s: number): F => [f[0], f[1], f[2], f[3], s];
    const read = (labelled: number) =>
      readSpaces(Array.from({ length: 108 }, (_, cell) => (cell === 5 ? split(IVORY, labelled) : cell === 66 ? split(IVORY, 0.6) : entered.has(cell) ? IVORY : BLACK)), entered)[66];
    expect(read(0.7)).toBe('tile');
    expect(read(0.5)).toBe('unsure');
  });
  test("an empty space half in glare, like neither kind as a whole, is read as the ledger says by its quarters out of the glare; never against it", () => {
    // Ivory tiles (light 200: log 204 = 5.318) and black spaces (35: log 39 = 3.664), spreads at the light floor 0.12.
    // 7F (cell 66), entered as empty, half in glare: light 90 over the whole space (log 94 = 4.543: ((4.543 - 3.664) /
    // 0.12)^2 = 53.7 from the spaces, over the 40 of far; 41.7 from the tiles), so like neither kind, and too far from
    // the spaces to lean. Quarters are [log light, red share, green share]: two out of the glare at 35, like the
    // spaces; two in it at 120 (log 124 = 4.820: 17.4 from the tiles, over the 9 of near; 92.8 from the spaces).
    expect(inDoubtWithQuarters([35, 120, 35, 120])).toBe('empty');
    // No quarter like either kind: unseen. A quarter like a tile (200) beside one like a space: no reading either.
    expect(inDoubtWithQuarters([120, 120, 120, 120])).toBe('unsure');
    expect(inDoubtWithQuarters([35, 120, 200, 120])).toBe('unsure');
    // Entered as a tile, the same space is not said off the table by its quarters: unseen.
    expect(inDoubtWithQuarters([35, 120, 35, 120], new Set([...ROW_A, 66]))).toBe('unsure');
  });

  test("a yellow tray's empty space whitened by glare toward grey is read as the empty space the ledger has; a grey tile whitened is not, and never against the ledger", () => {
    // A yellow tray: empty spaces light 150 (log 154 = 5.037), red share 0.46, green 0.37, texture 0.03; grey tiles
    // along row A, entered: light 100 (log 104 = 4.644), 0.335, 0.333, texture 0.25. Each kind alike, so its spreads
    // are their floors (0.12, 0.012, 0.012, 0.05). 7F (cell 66) in glare: light 230 (log 234 = 5.455), its colour 0.3
    // of the way from grey (1/3, 1/3) to the tray's: (0.3333 + 0.3 * 0.1267, 0.3333 + 0.3 * 0.0367) = (0.3713,
    // 0.3443), texture 0.02. From the tray's look: light ((5.455 - 5.037) / 0.12)^2 = 12.1, colour ((0.3713 - 0.46) /
    // 0.012)^2 + ((0.3443 - 0.37) / 0.012)^2 = 54.6 + 4.6, texture 0.04: 71.4. From the tiles': 45.7 + 9.2 + 0.9 +
    // 21.2 = 76.9. Both beyond the 40 of far: like neither kind, so it was unseen, and by colour and texture alone
    // (31.2 from the tiles', 59.2 from the tray's) it is no nearer the tray. Glare: brighter than the tray's look
    // (5.455 > 5.037 + 0.12), its colour on the line from the tray's to grey (0.3 of the way, 0 off it), no busier,
    // and two spreads and more from the tiles' colour (9.2 + 0.9 = 10.0 > 4; with texture 31.2 > 9): empty.
    const TRAY: F = [Math.log(154), 0.46, 0.37, 0.03, 0];
    const GREY_TILE: F = [Math.log(104), 0.335, 0.333, 0.25, 0];
    const whitened = (share: number): F => [Math.log(234), 1 / 3 + share * (0.46 - 1 / 3), 1 / 3 + share * (0.37 - 1 / 3), 0.02, 0];
    const read = (f: F, ledger = ROW_A) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) => withQuarterColours(cell === 66 ? f : ROW_A.has(cell) ? GREY_TILE : TRAY)),
        ledger,
      )[66];
    expect(read(whitened(0.3))).toBe('empty');
    // Entered by mistake, the same space is not said off the table for its glare: the tiles' colour is grey, no colour
    // of their own for glare to whiten. Unseen.
    expect(read(whitened(0.3), new Set([...ROW_A, 66]))).toBe('unsure');
    // A grey tile whitened keeps nearly none of the tray's colour (0.05 of the way, under 0.15): not read as empty.
    expect(read(whitened(0.05))).toBe('unsure');
    // Its colour off the line from the tray's to grey (green share 0.3443 - 0.03: 2.5 spreads off): a cover, not glare.
    const [light, red, green, texture, split] = whitened(0.3);
    expect(read([light, red, green - 0.03, texture, split])).toBe('unsure');
    // Busier than the tray's spaces by over three of their spreads (texture 0.2: ((0.2 - 0.03) / 0.05)^2 = 11.6): a
    // label washed out, perhaps a tile's. Unseen.
    expect(read([light, red, green, 0.2, split])).toBe('unsure');
  });

  test("an entered tile whose label glare has washed to a trace is not said off the table: unseen; an entry that looks as the empty spaces do still is", () => {
    // A cream board in glare: empty spaces light 236 (log 240 = 5.481), red share 0.36, green 0.34, texture 0.04,
    // split 0.02; tiles along row A, entered: light 196 (log 200 = 5.298), 0.38, 0.34, texture 0.22, split 0.1. Each
    // kind alike, so its spreads are their floors (0.12, 0.012, 0.012, 0.05). 7F (cell 66) entered, its label washed:
    // light 232 (log 236 = 5.464), 0.355, 0.34, texture 0.07, split 0.10. From the empty spaces' look: light
    // (0.017 / 0.12)^2 = 0.02, red (0.005 / 0.012)^2 = 0.17, texture (0.03 / 0.05)^2 = 0.36: 0.55, under GONE_FAR's 4;
    // from the tiles': 2.3 + 4.3 + 9 = 15.6, over 5 times as far. So it read as off the table. Its trace: texture 0.07
    // over 1.5 x the empty spaces' 0.04 (0.06), split 0.10 over 2.5 x their 0.02 (0.05) and over 0.07, under 0.3.
    const CREAM: F = [Math.log(240), 0.36, 0.34, 0.04, 0.02];
    const TILE: F = [Math.log(200), 0.38, 0.34, 0.22, 0.1];
    const read = (f: F) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) => withQuarterColours(cell === 66 ? f : ROW_A.has(cell) ? TILE : CREAM)),
        new Set([...ROW_A, 66]),
      )[66];
    expect(read([Math.log(236), 0.355, 0.34, 0.07, 0.1])).toBe('unsure');
    // As even as the board (split 0.02): nothing of a label shows; the entry is off the table, as the board says.
    expect(read([Math.log(236), 0.355, 0.34, 0.07, 0.02])).toBe('empty');
    // As smooth as the board (texture 0.05, under 0.06): off the table too.
    expect(read([Math.log(236), 0.355, 0.34, 0.05, 0.1])).toBe('empty');
  });

  test("an empty space with a fingertip over one quarter (three quarters plainly the board's, one like a tile) is read as the ledger says; never against it", () => {
    // As above, 7F (cell 66) like neither kind as a whole (light 90). Three quarters at the spaces' 35 (each 0 from
    // them, ((5.318 - 3.664) / 0.12)^2 = 190 from the tiles: clearly empty), one at the tiles' 200 (clearly a tile):
    // a finger's tip or a neighbour's corner over one quarter. Seen: ray-cast seed 302 photo 26, a fingertip over 8A.
    expect(inDoubtWithQuarters([35, 35, 200, 35])).toBe('empty');
    // Two quarters each way: no reading.
    expect(inDoubtWithQuarters([35, 200, 200, 35])).toBe('unsure');
    // Entered as a tile, three quarters like the board do not say it is off the table: unseen.
    expect(inDoubtWithQuarters([35, 35, 200, 35], new Set([...ROW_A, 66]))).toBe('unsure');
    // Entered, three quarters like a tile and one like the board (a tile's corner in a hand's shadow): as the ledger says.
    expect(inDoubtWithQuarters([200, 200, 35, 200], new Set([...ROW_A, 66]))).toBe('tile');
    // Not entered, the same space (three quarters like a tile) is no new tile on its quarters: unseen.
    expect(inDoubtWithQuarters([200, 200, 35, 200])).toBe('unsure');
  });
  test("cream tiles on a cream board (alike in light and colour, unlike in texture): a new tile is read when all four of its quarters have the tiles' texture, and unseen with one quarter smooth", () => {
    // Tiles at light 200 (log 204 = 5.318), the board's spaces at 204 (log 208 = 5.338), both in the same colour;
    // texture 0.30 (the tiles' label ink) against 0.13 (the board's printed label). Row A (cells 0-11) entered; 7F
    // (cell 66) is a tile not entered, its middle at the tiles' light. As a whole: to the tiles 0, to the empty spaces
    // ((5.338 - 5.318) / 0.12)² + ((0.30 - 0.13) / 0.05)² = 0.03 + 11.56 = 11.6 (spreads at their floors), beyond the
    // 9 of near: a tile, witness enough. Its quarters at the board's light: on light and colour alone each is nearer
    // the empty spaces (0 against 0.03), which vetoed the tile until stop 57; with their texture, 0.03 from the tiles
    // and 11.56 from the empty spaces: all four bear the tile out. Seen (ray-cast seed 303, photo 28): a cream tile
    // not entered, unseen, its quarters' light nearer the board's by a hair, their textures 0.30-0.33.
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const look = (light: number, texture: number, quarterLight: number, quarters: number[]) =>
      [Math.log(light + 4), 0.35, 0.34, texture, 0, ...quarters.flatMap(() => [Math.log(quarterLight + 4), 0.35, 0.34]), ...quarters] as unknown as F;
    const read = (quarters: number[]) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) =>
          cell === 66 ? look(200, 0.3, 204, quarters) : entered.has(cell) ? look(200, 0.3, 200, [0.3, 0.3, 0.3, 0.3]) : look(204, 0.13, 204, [0.13, 0.13, 0.13, 0.13]),
        ),
        entered,
      )[66];
    expect(read([0.3, 0.3, 0.3, 0.3])).toBe('tile');
    // One quarter as smooth as the board (a short label; a shadow's edge crossing three): not borne out, unseen.
    expect(read([0.3, 0.3, 0.3, 0.13])).toBe('unsure');
  });
  describe("a new tile as light and as coloured as the board, near the empty spaces' look, told by its label alone", () => {
    // Seen: ray-cast seed 15 photo 20 (5C, cream in dim light) and seed 304 photo 13 (1G), seed 2 photo 0 (11F, a grey
    // grid in glare): new tiles 0.0-0.6 from the tiles' look and 5.4-7.6 from the empty spaces', within the 9 of near,
    // so unseen. Tiles at light 200 (log 204 = 5.318), red and green shares 0.35 and 0.34, texture 0.25 (their labels'
    // ink); the board's spaces at 204 (log 208 = 5.338), shares 0.355 and 0.345, texture 0.13 (its printed names).
    // Row A (cells 0-11) entered; 7F (cell 66) not. Spreads at their floors (0.12, 0.012, 0.012, 0.05).
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const look = (light: number, red: number, green: number, texture: number) =>
      [Math.log(light + 4), red, green, texture, 0, ...[0, 1, 2, 3].flatMap(() => [Math.log(light + 4), red, green]), texture, texture, texture, texture] as unknown as F;
    const read7F = (space: F) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) => (cell === 66 ? space : entered.has(cell) ? look(200, 0.35, 0.34, 0.25) : look(204, 0.355, 0.345, 0.13))),
        entered,
      )[66];

    test("the tiles' very look: read as a new tile", () => {
      // To the empty spaces: light ((5.338 - 5.318) / 0.12)² = 0.03, colour 2 x (0.005 / 0.012)² = 0.35, texture
      // ((0.25 - 0.13) / 0.05)² = 5.76: 6.1 in all, within 9. Its texture is beyond 4.5 (half of near) and beyond
      // 3 x 0.38 (its light and colour's), and its colour 0 from the tiles', 0.35 from the board's.
      expect(read7F(look(200, 0.35, 0.34, 0.25))).toBe('tile');
    });

    test('a fainter label (texture 0.22): unseen, too little to go on', () => {
      // Texture ((0.22 - 0.13) / 0.05)² = 3.24, under 4.5; 0.36 from the tiles' and 3.6 from the board's as a whole.
      expect(read7F(look(200, 0.35, 0.34, 0.22))).toBe('unsure');
    });

    test("as busy, its colour the board's rather than the tiles' (shares 0.354 and 0.344, a tinge over an empty space): unseen", () => {
      // Colour to the board's 2 x (0.001 / 0.012)² = 0.014, to the tiles' 2 x (0.004 / 0.012)² = 0.22: nearer the board.
      expect(read7F(look(200, 0.354, 0.344, 0.25))).toBe('unsure');
    });
  });

  test("an entered tile lit where the rest of the board lies in a hard shadow is read as the ledger says by its colour and texture; never against it, nor with a fingertip over a quarter", () => {
    // Ivory tiles (light 200: log 204 = 5.318, red and green shares 0.35 and 0.34, texture 0.30 from their labels) on
    // a black board (35: log 39 = 3.664, grey 0.33 and 0.33, texture 0.05). 7F (cell 66), entered, lies in the lamp's
    // light out of the shadow: light 600 (log 604 = 6.404), ((6.404 - 5.318) / 0.12)^2 = 81.9 from the tiles and 521
    // from the board's spaces (spreads at their floors), beyond the 40 of far: like neither kind, and its quarters as
    // far. Its colour and texture are the tiles' (0 from them; from the spaces ((0.35 - 0.33) / 0.012)^2 + ((0.34 -
    // 0.33) / 0.012)^2 + ((0.30 - 0.05) / 0.05)^2 = 2.78 + 0.69 + 25 = 28.5): a tile, as the ledger says. Seen:
    // CSS seed 11 photo 5, 1A and 1G.
    const ROW_AND_7F = new Set([...ROW_A, 66]);
    const look = (light: number, red: number, green: number, texture: number) => [Math.log(light + 4), red, green, texture];
    const space = (whole: number[], quarters: number[][]) =>
      [...whole, 0, ...quarters.flatMap((q) => q.slice(0, 3)), ...quarters.map((q) => q[3]!)] as unknown as F;
    const LIT = look(600, 0.35, 0.34, 0.3);
    const read = (whole: number[], quarters: number[][], ledger = ROW_AND_7F) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) =>
          cell === 66 ? space(whole, quarters) : ROW_A.has(cell) ? space(look(200, 0.35, 0.34, 0.3), []) : space(look(35, 0.33, 0.33, 0.05), []),
        ),
        ledger,
      )[66];
    expect(read(LIT, [LIT, LIT, LIT, LIT])).toBe('tile');
    // Not entered, the same space is no new tile on its colour and texture: unseen.
    expect(read(LIT, [LIT, LIT, LIT, LIT], ROW_A)).toBe('unsure');
    // A quarter with the board's colour and smoothness (a fingertip's shadow, or the board beside a tile off its
    // space): not borne out, unseen.
    expect(read(LIT, [LIT, LIT, look(600, 0.33, 0.33, 0.05), LIT])).toBe('unsure');
    // Its colour between the kinds' (a hand's shadow greying it: red 0.34, green 0.335, ((0.01 / 0.012)^2 + (0.005 /
    // 0.012)^2 = 0.87 from each), however busy: its colour alone must say so too. Unseen.
    const GREYED = look(600, 0.34, 0.335, 0.3);
    expect(read(GREYED, [LIT, LIT, LIT, LIT])).toBe('unsure');
  });
  test("an entered tile deep in a hard shadow, its light plainly the empty spaces' but its colour, texture and every quarter a tile's, is read as the ledger says; never against it", () => {
    // Ivory tiles along row A, lit (light 5.50, red and green shares 0.35 and 0.34, texture 0.25 from their labels); the
    // empty spaces grey (light 4.30, 0.321 and 0.33, texture 0.09); each kind alike, so its spreads are their floors
    // (0.12, 0.012, 0.012, 0.05). 7H (cell 90), entered, lies in a hard shadow: light 4.30, the tiles' colour and
    // texture, its quarters the same. To the tiles ((5.50 - 4.30) / 0.12)^2 = 100; to the empty spaces ((0.35 - 0.321)
    // / 0.012)^2 + ((0.34 - 0.33) / 0.012)^2 + ((0.25 - 0.09) / 0.05)^2 = 5.84 + 0.69 + 10.24 = 16.8, three times
    // nearer (50.3 < 100): its light reads it empty, against the ledger, and 16.8 from the empty spaces' look is no
    // witness that the tile is gone (beyond the 9 of near), so it was unseen. Past its light, its colour and texture are
    // the tiles' (0 against 16.8), its colour alone too (0 against 6.53), and each quarter: the tile the ledger has.
    // Seen: ray-cast seed 5 photo 15 (5I of a paper board) and seed 612 photo 12 (6H of a grey grid), both unseen before.
    const lit: F = [5.5, 0.35, 0.34, 0.25, 0];
    const grey: F = [4.3, 0.321, 0.33, 0.09, 0];
    const shadowed: F = [4.3, 0.35, 0.34, 0.25, 0];
    /** 7H's features: its whole look, then each quarter's light, colour and texture (the whole's unless given). */
    const at90 = (f: F, quarters: [number, number, number][] = [0, 1, 2, 3].map(() => [f[1], f[2], f[3]])) =>
      [...f, ...quarters.flatMap(([red, green]) => [f[0], red, green]), ...quarters.map((q) => q[2])] as unknown as F;
    const read = (f: F, ledger: Set<number>, quarters?: [number, number, number][]) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) => (cell === 90 ? at90(f, quarters) : withQuarterColours(ROW_A.has(cell) ? lit : grey))),
        ledger,
      )[90];
    const withEntry = new Set([...ROW_A, 90]);
    expect(read(shadowed, withEntry)).toBe('tile');
    // A quarter of the board's colour and smoothness (a fingertip's shadow, or the board beside a tile off its space:
    // 0 from the empty spaces' colour and texture, 16.8 from the tiles'): not borne out, unseen.
    const TILE_QUARTER: [number, number, number] = [0.35, 0.34, 0.25];
    expect(read(shadowed, withEntry, [TILE_QUARTER, TILE_QUARTER, [0.321, 0.33, 0.09], TILE_QUARTER])).toBe('unsure');
    // Its colour between the kinds' (0.335 and 0.335: 1.6 and 1.3 from them, not three times nearer either): unseen.
    expect(read([4.3, 0.335, 0.335, 0.25, 0], withEntry)).toBe('unsure');
    // Not entered, the same space is never a new tile by its colour and texture past its light: its light reads it as
    // the empty space the ledger has.
    expect(read(shadowed, ROW_A)).toBe('empty');
  });

  test("a hand over two spaces, one entered by mistake: the one read only by leaning on the ledger beside the other, unseen and as alike, is unseen too", () => {
    // Rows E and G (cells 48-59, 72-83) ivory tiles, entered (light 200: log 204 = 5.318); the rest black (35: log 39
    // = 3.664). Fingers over 7F and 8F (cells 66, 67), light 100 (log 104 = 4.644) in the tiles' colour and texture:
    // from the tiles ((5.318 - 4.644) / 0.12)^2 = 31.5, from the empty spaces (0.980 / 0.12)^2 + 3.47 (colour) + 1
    // (texture) = 71.2, only 2.3 times nearer the tiles: in doubt on its look alone. 7F, entered by mistake, leans to
    // the ledger (31.5 under the 40 of far, and 1.2 times nearer); 8F, not entered, is unseen. One cover: 7F unseen.
    const FINGER: F = [Math.log(104), 0.35, 0.34, 0.05, 0];
    const ROWS_E_G = new Set(Array.from({ length: 12 }, (_, i) => [48 + i, 72 + i]).flat());
    const entered = new Set([...ROWS_E_G, 66]);
    const read = (f67: F) => {
      const features = Array.from({ length: 108 }, (_, cell) => (ROWS_E_G.has(cell) ? IVORY : cell === 66 ? FINGER : cell === 67 ? f67 : BLACK));
      const alone = readSpaces(features, entered, false);
      const reading = readSpaces(features, entered);
      return { alone: alone[66], reading: [reading[66], reading[67]], covered: sharedCover(features, reading, entered, alone) };
    };
    expect(read(FINGER)).toEqual({ alone: 'unsure', reading: ['tile', 'unsure'], covered: [66] });
    // 8F under something unlike 7F (skin, red share 0.45: ((0.45 - 0.35) / 0.012)^2 = 69 apart on red alone, over the
    // 25 of alike): no one cover; 7F stays as the ledger says.
    expect(read(SKIN)).toEqual({ alone: 'unsure', reading: ['tile', 'unsure'], covered: [] });
  });
  test("a space read against the ledger must have its quarters bear it out: a new tile whose quarters look like neither kind is unseen", () => {
    // 7F (cell 66), not entered, looks as a whole like the ivory tiles (a shadow's edge across a cream space can: its
    // lit and shadowed halves average to a tile's light, its step to a label's texture). Quarters [log light, red share,
    // green share]: lit ones at light 200 (log 204 = 5.318, the tiles') bear the tile out; at 120 (log 124 = 4.820:
    // ((5.318 - 4.820) / 0.12)^2 = 17.2 from the tiles, over the 9 of near; 92.8 from the spaces) they look like neither.
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const read = (lights: number[]) =>
      readSpaces(
        Array.from({ length: 108 }, (_, cell) =>
          cell === 66 ? withQuarters(IVORY, lights) : entered.has(cell) ? withQuarters(IVORY, [200, 200, 200, 200]) : withQuarters(BLACK, [35, 35, 35, 35]),
        ),
        entered,
      )[66];
    expect(read([200, 200, 200, 200])).toBe('tile');
    expect(read([200, 120, 120, 120])).toBe('tile');
    expect(read([120, 120, 120, 120])).toBe('unsure');
    // One quarter like the empty spaces beside tile-like ones: not a tile either.
    expect(read([200, 200, 200, 35])).toBe('unsure');
  });
  describe("a space unseen, read again by the band round its middle (the tile's face without its label)", () => {
    // Ivory tiles along row A (cells 0-11) and on 5E (cell 52); the rest black. 5E's middle was unseen (its label in
    // glare); its band is what is asked here.
    const entered = new Set([...Array.from({ length: 12 }, (_, i) => i), 52]);
    const readingWith52Unseen = (ledger: Set<number>): SpaceReading[] =>
      Array.from({ length: 108 }, (_, cell) => (cell === 52 ? 'unsure' : ledger.has(cell) ? 'tile' : 'empty'));
    const bandsWith = (band52: F) => Array.from({ length: 108 }, (_, cell) => (cell === 52 ? band52 : cell < 12 ? IVORY : BLACK));

    test("its band the tiles' face: read as the tile the ledger has", () => {
      // To the tiles' band look 0; to the empty spaces' ((ln 204 - ln 39)/0.12)² = 190 on light alone: within 9 of
      // the tiles and over three times nearer them.
      expect(readByBands(bandsWith(IVORY), entered, readingWith52Unseen(entered), readingWith52Unseen(entered))[52]).toBe('tile');
    });

    test('never against the ledger: with no tile entered there, the same band leaves it unseen, and an entry whose band is an empty space stays unseen too', () => {
      const without = new Set([...entered].filter((c) => c !== 52));
      expect(readByBands(bandsWith(IVORY), without, readingWith52Unseen(without), readingWith52Unseen(without))[52]).toBe('unsure');
      expect(readByBands(bandsWith(BLACK), entered, readingWith52Unseen(entered), readingWith52Unseen(entered))[52]).toBe('unsure');
    });

    test("a band between the kinds, nearer the tiles but not near them, leaves it unseen", () => {
      // Light 100 in the tiles' colour: to the tiles ((ln 204 - ln 104)/0.12)² = (0.674/0.12)² = 31.5, beyond the 9 of
      // a space near a kind (to the empty spaces ((ln 104 - ln 39)/0.12)² = 66.8, and 3.5 on colour: 70.3).
      const between: F = [Math.log(100 + 4), 0.35, 0.34, 0.05, 0];
      expect(readByBands(bandsWith(between), entered, readingWith52Unseen(entered), readingWith52Unseen(entered))[52]).toBe('unsure');
    });

    test('a band off the photo (fewer than half its samples in it) reads nothing', () => {
      const bands: (F | null)[] = bandsWith(IVORY);
      bands[52] = null;
      expect(readByBands(bands, entered, readingWith52Unseen(entered), readingWith52Unseen(entered))[52]).toBe('unsure');
    });

    test("a middle whose look alone reads against the ledger is not outvoted by its band: a new tile on a like board stays unseen", () => {
      // Seen (ray-cast seed 303, photo 28): a cream tile on a cream board, not entered, its middle read as a tile on
      // its look alone (its label's ink), held unseen by the bar against the ledger; its band, the face round the
      // label, looked like the board's, and was read as the empty space the ledger has: the tile was missed.
      const without = new Set([...entered].filter((c) => c !== 52));
      const alone = readingWith52Unseen(without);
      expect(readByBands(bandsWith(BLACK), without, readingWith52Unseen(without), alone)[52]).toBe('empty');
      alone[52] = 'tile';
      expect(readByBands(bandsWith(BLACK), without, readingWith52Unseen(without), alone)[52]).toBe('unsure');
    });

    test("the middle's look alone is asked with or without a witness: a cream tile not entered, too near the board's look to be witness, is still a tile on its look for the band not to outvote", () => {
      // Seen (ray-cast seed 10 photo 29, its ledger made wrong on purpose): a cream tile on a cream board in glare left
      // out of the ledger, its middle 127 times nearer the tiles' look, without a witness (readSpaces unreported said
      // unseen); its band, the board's look round the label, read it as the empty space the ledger had.
      // Cream tiles along row A and a cream board, alike in light and colour, the tiles' labels busier (texture 0.30
      // against the board's printed names' 0.15). 7C (cell 30), not entered, texture 0.28: to the tiles (0.02/0.05)² =
      // 0.16, to the empty spaces (0.13/0.05)² = 6.76, so a tile on its look; but within the 9 of near of the empty
      // spaces, no witness against the ledger (a marker's or a hand's edge over an empty space looks so too).
      const tile: F = [Math.log(204), 0.35, 0.34, 0.3, 0];
      const board: F = [Math.log(204), 0.35, 0.34, 0.15, 0];
      const features = Array.from({ length: 108 }, (_, cell): F => (cell === 30 ? [Math.log(204), 0.35, 0.34, 0.28, 0.3] : ROW_A.has(cell) ? tile : board));
      expect(readSpaces(features, ROW_A, false)[30]).toBe('unsure');
      const middles = readSpaces(features, ROW_A, false, false);
      expect(middles[30]).toBe('tile');
      // Split by an edge across it (its quarters 0.6 apart, over the 0.55 of SPLIT), its look is no one kind's: unseen.
      const split = features.map((f, cell): F => (cell === 30 ? [f[0], f[1], f[2], f[3], 0.6] : f));
      expect(readSpaces(split, ROW_A, false, false)[30]).toBe('unsure');
      // Bands: the tiles' a hair redder than the board's ((0.02/0.012)² = 2.8 apart); 7C's band is the board's.
      const bands = Array.from({ length: 108 }, (_, cell): F => (ROW_A.has(cell) ? [Math.log(204), 0.36, 0.34, 0.3, 0] : [Math.log(204), 0.34, 0.34, 0.15, 0]));
      const reading = Array.from({ length: 108 }, (_, cell): SpaceReading => (cell === 30 ? 'unsure' : ROW_A.has(cell) ? 'tile' : 'empty'));
      // As the ledger says when the middle is asked only witnessed; unseen when its unwitnessed look is asked.
      expect(readByBands(bands, ROW_A, reading, readSpaces(features, ROW_A, false))[30]).toBe('empty');
      expect(readByBands(bands, ROW_A, reading, middles)[30]).toBe('unsure');
    });

    test('only spaces left unseen are read again: a space read is kept, whatever its band', () => {
      const reading = readingWith52Unseen(entered);
      reading[52] = 'empty';
      expect(readByBands(bandsWith(IVORY), entered, reading, reading)[52]).toBe('empty');
    });
  });

  describe('a space unseen, read again past a step of light across it (step.ts)', () => {
    // A cream board: tiles and empty spaces alike in light and colour (light 150, grey), told apart by texture alone,
    // the tiles' labels 0.25 and the empty spaces' printed names 0.10. Tiles along row A (cells 0-11); 5E (cell 52)
    // was left unseen (a shadow's edge across it). Each kind's look: its members' mean, their spreads at the floor
    // (0.12, 0.012, 0.012, 0.05) as they all look alike.
    const GREY: [number, number] = [1 / 3, 1 / 3];
    const look = (texture: number): F => [Math.log(150 + 4), 1 / 3, 1 / 3, texture, 0];
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const readingWith52Unseen = (ledger: Set<number>): SpaceReading[] =>
      Array.from({ length: 108 }, (_, cell) => (cell === 52 ? 'unsure' : ledger.has(cell) ? 'tile' : 'empty'));
    const stepsWith = (texture52: number, sides52: PastAStep['sides'] = [GREY, GREY]): PastAStep[] =>
      Array.from({ length: 108 }, (_, cell) =>
        cell === 52 ? { look: look(texture52), sides: sides52 } : { look: look(cell < 12 ? 0.25 : 0.1), sides: [GREY, GREY] },
      );
    const read52 = (steps: ReturnType<typeof stepsWith>, ledger = entered) => readPastAStep(steps, ledger, readingWith52Unseen(ledger))[52];

    test("its texture past the step the empty spaces': read as the empty space the ledger has", () => {
      // To the empty spaces' look ((0.10 - 0.10) / 0.05)² = 0, to the tiles' ((0.10 - 0.25) / 0.05)² = 9: within the
      // 9 of near the one, and over three times nearer it.
      expect(read52(stepsWith(0.1))).toBe('empty');
    });

    test('never against the ledger: the same space entered stays unseen; a tile-like one not entered too', () => {
      expect(read52(stepsWith(0.1), new Set([...entered, 52]))).toBe('unsure');
      expect(read52(stepsWith(0.25))).toBe('unsure');
    });

    test("past the step still between the kinds: unseen", () => {
      // 0.18: ((0.18 - 0.10) / 0.05)² = 2.56 from the empty spaces, ((0.18 - 0.25) / 0.05)² = 1.96 from the tiles.
      expect(read52(stepsWith(0.18))).toBe('unsure');
    });

    test("a side whose colour is unlike the empty spaces' (a fingertip over it) leaves it unseen", () => {
      // A side of red share 0.45, green 0.32: ((0.45 - 1/3) / 0.012)² = 94.5 from the empty spaces' colour, past the
      // 9 of near; the other side grey.
      expect(read52(stepsWith(0.1, [[0.45, 0.32], GREY]))).toBe('unsure');
      // A side a little warmer (red 0.34: ((0.34 - 1/3) / 0.012)² = 0.31) is still the board's.
      expect(read52(stepsWith(0.1, [[0.34, 1 / 3], GREY]))).toBe('empty');
    });

    test("with no tiles' look to learn (no tile in view), an empty space near the empty spaces' look past the step is read empty; one as busy as a label stays unseen", () => {
      // Nothing entered: every space's look past its step 0.10 but 5E's. 0.10: 0 from the empty spaces' look, within
      // the 9 of near (as a space's own look is read with no tiles to compare: judged). 0.30: ((0.30 - 0.10) / 0.05)² =
      // 16, beyond it.
      const none = new Set<number>();
      const plain = (texture52: number): PastAStep[] => Array.from({ length: 108 }, (_, cell) => ({ look: look(cell === 52 ? texture52 : 0.1), sides: [GREY, GREY] }));
      expect(readPastAStep(plain(0.1), none, readingWith52Unseen(none))[52]).toBe('empty');
      expect(readPastAStep(plain(0.3), none, readingWith52Unseen(none))[52]).toBe('unsure');
      // Entered, with no other tile to learn a tile's look from: nothing to read it by.
      const only52 = new Set([52]);
      expect(readPastAStep(plain(0.1), only52, readingWith52Unseen(only52))[52]).toBe('unsure');
    });

    test('only spaces left unseen are read again, and a space not sampled reads nothing', () => {
      const reading = readingWith52Unseen(entered);
      reading[52] = 'tile';
      expect(readPastAStep(stepsWith(0.1), entered, reading)[52]).toBe('tile');
      const steps: (PastAStep | null)[] = stepsWith(0.1);
      steps[52] = null;
      expect(readPastAStep(steps, entered, readingWith52Unseen(entered))[52]).toBe('unsure');
    });
  });

  describe("a kind's look learned from its commonest colour; colour telling what light cannot", () => {
    // A grey grid early in a game (ray-cast seed 401 photo 37, seen): ten tiles entered, six of them wearing hotel
    // markers, each chain's its own colour; four plain ivory.
    const GREY: F = [4.82, 0.33, 0.33, 0.1, 0];
    const IVORY_TILE: F = [5.32, 0.35, 0.34, 0.25, 0];
    const MARKERS: [number, F][] = [
      [3, [3.96, 0.3, 0.15, 0.3, 0]],
      [36, [4.47, 0.14, 0.45, 0.16, 0]],
      [55, [4.63, 0.43, 0.37, 0.23, 0]],
      [56, [4.37, 0.57, 0.31, 0.23, 0]],
      [66, [3.97, 0.69, 0.16, 0.24, 0]],
      [88, [4.16, 0.15, 0.26, 0.37, 0]],
    ];
    const PLAIN = [26, 30, 38, 42];
    const entered = new Set([...PLAIN, ...MARKERS.map(([cell]) => cell)]);
    const board = (more: [number, F][]) => {
      const looks = new Map<number, F>([...MARKERS, ...PLAIN.map((cell): [number, F] => [cell, IVORY_TILE]), ...more]);
      return Array.from({ length: 108 }, (_, cell) => looks.get(cell) ?? GREY);
    };

    test("a marker's shadow on an empty space (4G) is not a new tile: the tiles' look is the plain tiles', not the markers' mix", () => {
      // The four ivory tiles share one colour (0 apart); no two markers are within 9 (in the colour floor, 0.012) of
      // each other or of them. The tiles' commonest colour is ivory (0.35, 0.34), spread at its floor: each marker's
      // red or green share is over 6 x 0.012 = 0.072 from it (the violet's green 0.15), so none teaches. 4G (cell 75):
      // light 4.40, grey, texture 0.22. To the tiles ((5.32-4.40)/0.12)² + ((0.35-0.33)/0.012)² + ((0.34-0.33)/0.012)²
      // + ((0.25-0.22)/0.05)² = 58.8 + 2.8 + 0.7 + 0.4 = 62.7; to the empty spaces ((4.82-4.40)/0.12)² +
      // ((0.22-0.10)/0.05)² = 12.3 + 5.8 = 18.0: three times nearer them (54 < 62.7), empty. With the markers teaching,
      // the tiles' look averaged violet, teal, red and ivory, its spreads wide enough to take 4G in, and 4G was offered
      // as a new tile.
      expect(readSpaces(board([[75, [4.4, 0.33, 0.33, 0.22, 0.33]]]), entered)[75]).toBe('empty');
      // A new ivory tile (5B, cell 16) is still a tile.
      expect(readSpaces(board([[16, IVORY_TILE]]), entered)[16]).toBe('tile');
    });

    test("an entered tile in a hard shadow (7H) whose colour is plainly a tile's is read as entered, not left unseen as empty by light and colour", () => {
      // Ivory tiles along row A (lit, light 4.95); empty spaces grey (light 4.30, red 0.321, green 0.33, texture 0.09);
      // each kind alike, so its spreads are their floors. 7H (cell 90) in a hard shadow: light 4.30, the tiles' colour
      // (0.35, 0.34), texture 0.20; its quarters the same. Four features: to the tiles ((4.95-4.30)/0.12)² +
      // ((0.25-0.20)/0.05)² = 29.3 + 1 = 30.3; to the empty spaces ((0.35-0.321)/0.012)² + ((0.34-0.33)/0.012)² +
      // ((0.20-0.09)/0.05)² = 5.84 + 0.69 + 4.84 = 11.4: neither three times nearer. Light and colour: 29.3 against
      // 6.5, four times nearer the empty spaces and not busier than them (4.84 < 9), which read it empty against the
      // ledger (and then unseen: 11.4 from the empty spaces is no witness). But its colour alone is the tiles' (0 from
      // them, 6.5 from the empty spaces'): light and colour may not say empty then. In doubt, it is read past its light
      // (colour and texture: 1 against 11.4, and its quarters so): the tile the ledger has.
      const lit: F = [4.95, 0.35, 0.34, 0.25, 0];
      const grey: F = [4.3, 0.321, 0.33, 0.09, 0];
      const shadowed: F = [4.3, 0.35, 0.34, 0.2, 0];
      const ledger = new Set([...ROW_A, 90]);
      const features = Array.from({ length: 108 }, (_, cell) => withQuarterColours(cell === 90 ? shadowed : ROW_A.has(cell) ? lit : grey));
      expect(readSpaces(features, ledger)[90]).toBe('tile');
    });

    test("a hand's shadow darkening an empty space (12D) to the tiles' light is no new tile when its colour is plainly the board's", () => {
      // Darker tiles on a lighter board: row A's tiles light 4.20, colour (0.345, 0.345), texture 0.30; the empty
      // spaces light 4.80, grey (0.33, 0.33), texture 0.09; each kind alike, so its spreads are their floors. 12D
      // (cell 47) in a hand's shadow: light 4.00, the board's grey, texture 0.28, split 0.47; its quarters the same. To
      // the tiles ((4.2-4.0)/0.12)² + 2 x ((0.345-0.33)/0.012)² + ((0.30-0.28)/0.05)² = 2.78 + 3.13 + 0.16 = 6.07; to
      // the empty spaces ((4.8-4.0)/0.12)² + ((0.28-0.09)/0.05)² = 44.4 + 14.4 = 58.8: over five times nearer the
      // tiles (30.4 < 58.8), its quarters so on light and colour (5.9 against 44.4). But its colour alone is the empty
      // spaces' (0 from theirs; 3.13 from the tiles', over 1): a shadow darkens, it does not tint. Not a witness
      // against the ledger: unseen.
      const features = Array.from({ length: 108 }, (_, cell) =>
        withQuarterColours(cell === 47 ? [4.0, 0.33, 0.33, 0.28, 0.47] : ROW_A.has(cell) ? [4.2, 0.345, 0.345, 0.3, 0] : [4.8, 0.33, 0.33, 0.09, 0]),
      );
      expect(readSpaces(features, ROW_A)[47]).toBe('unsure');
      // A new tile there, the tiles' colour in the same shadow, is still offered: 2.94 from the tiles' look.
      features[47] = withQuarterColours([4.0, 0.345, 0.345, 0.28, 0.47]);
      expect(readSpaces(features, ROW_A)[47]).toBe('tile');
    });
  });
});

describe('a card or a palm over a space shows neither a printed name nor a label', () => {
  // Row A entered and read as tiles (texture 0.2, a label's ink), the rest read as empty (0.05, a printed name). 7F
  // (cell 66) is read against the ledger: as gone when entered, as a new tile when not.
  const featuresWith = (texture: number) =>
    Array.from({ length: 108 }, (_, cell) => [0, 0.33, 0.33, cell === 66 ? texture : ROW_A.has(cell) ? 0.2 : 0.05, 0] as F);
  const readingWith = (at66: SpaceReading) => Array.from({ length: 108 }, (_, cell): SpaceReading => (cell === 66 ? at66 : ROW_A.has(cell) ? 'tile' : 'empty'));
  const withEntry = new Set([...ROW_A, 66]);

  test('an entry read as gone whose face is under 0.4 of the empty spaces\' texture is unseen (a blank card over the tile), at 0.5 it is said gone', () => {
    // 0.4 x 0.05 = 0.02: a face of 0.01 (a card) is under it, 0.025 (half the empty spaces' texture) is not.
    expect(smoothAgainst(featuresWith(0.01), readingWith('empty'), withEntry)).toEqual([66]);
    expect(smoothAgainst(featuresWith(0.025), readingWith('empty'), withEntry)).toEqual([]);
  });

  test('a new tile whose face is under 0.4 of the tiles\' texture is unseen (a palm over an empty space), at 0.5 it is offered', () => {
    // 0.4 x 0.2 = 0.08: a face of 0.06 is under it, 0.1 is not.
    expect(smoothAgainst(featuresWith(0.06), readingWith('tile'), ROW_A)).toEqual([66]);
    expect(smoothAgainst(featuresWith(0.1), readingWith('tile'), ROW_A)).toEqual([]);
  });

  test('only spaces against the ledger are asked: a smooth space read as the ledger says, or unseen, stays as read', () => {
    expect(smoothAgainst(featuresWith(0.001), readingWith('empty'), ROW_A)).toEqual([]);
    expect(smoothAgainst(featuresWith(0.001), readingWith('unsure'), ROW_A)).toEqual([]);
  });
});

describe('squared paper or a board whose names glare washes out', () => {
  // Empty spaces' texture 0.01 (median), under the 0.018 no board's empty spaces fall below; 3 tiles entered.
  const PLAIN: F = [Math.log(220 + 4), 0.36, 0.36, 0.01, 0];
  const entered = new Set([13, 14, 40]);
  const grid = Array.from({ length: 108 }, (_, cell) => (entered.has(cell) ? IVORY : PLAIN));
  const readAs = (at: (cell: number) => SpaceReading) => Array.from({ length: 108 }, (_, cell) => at(cell));

  test('blank spaces, and every entry read as a tile where the ledger has it: a board (a yellow tray in glare, seed 413 photo 0)', () => {
    expect(blank(grid, entered, readAs((cell) => (entered.has(cell) ? 'tile' : 'empty')))).toBe(false);
  });

  test('blank spaces where two entries read as tiles and one as empty (gone) or unseen: a board (CSS seed 15 photo 27, a paper board)', () => {
    // Shown 2 (13, 14), read empty 1 (40): 2 > 1. Unseen counts neither way: 2 > 0.
    expect(blank(grid, entered, readAs((cell) => (cell === 40 ? 'empty' : entered.has(cell) ? 'tile' : 'empty')))).toBe(false);
    expect(blank(grid, entered, readAs((cell) => (cell === 40 ? 'unsure' : entered.has(cell) ? 'tile' : 'empty')))).toBe(false);
  });

  test('blank spaces where only one entry reads as a tile, or no more read as tiles than as empty: squared paper', () => {
    // Shown 1 (13): under two.
    expect(blank(grid, entered, readAs((cell) => (cell === 13 ? 'tile' : 'empty')))).toBe(true);
    // Four entries, shown 2 (13, 14), read empty 2 (40, 41): 2 <= 2.
    const four = new Set([13, 14, 40, 41]);
    expect(blank(grid, four, readAs((cell) => (cell === 13 || cell === 14 ? 'tile' : 'empty')))).toBe(true);
    // Shown 3 of those four, one empty: 3 > 1, a board.
    expect(blank(grid, four, readAs((cell) => (cell === 13 || cell === 14 || cell === 41 ? 'tile' : 'empty')))).toBe(false);
  });

  test('one entry shown is not enough to call blank spaces a board', () => {
    const one = new Set([13]);
    expect(blank(grid, one, readAs((cell) => (one.has(cell) ? 'tile' : 'empty')))).toBe(true);
  });

  test('spaces that bear their names (texture 0.03) are a board whatever the entries show', () => {
    const named = grid.map((f): F => (f === PLAIN ? [f[0], f[1], f[2], 0.03, 0] : f));
    expect(blank(named, entered, readAs(() => 'empty'))).toBe(false);
  });

  test('squares as busy as names (dim light\'s noise) that show no printed names are blank; over 0.1 of texture, not asked', () => {
    // Texture 0.05: over the 0.018 bar, under 0.1 (squared paper in dim light measured 0.019-0.065).
    const noisy = grid.map((f): F => (f === PLAIN ? [f[0], f[1], f[2], 0.05, 0] : f));
    const none = readAs((cell) => (cell === 13 ? 'tile' : 'empty'));
    expect(blank(noisy, entered, none, () => true)).toBe(true);
    expect(blank(noisy, entered, none, () => false)).toBe(false);
    expect(blank(noisy, entered, none)).toBe(false);
    // Entries shown on it (all three read as tiles) make it a board, names or not.
    expect(blank(noisy, entered, readAs((cell) => (entered.has(cell) ? 'tile' : 'empty')), () => true)).toBe(false);
    // Texture 0.12: a board's names or a tile's labels; the names are not asked.
    const busy = grid.map((f): F => (f === PLAIN ? [f[0], f[1], f[2], 0.12, 0] : f));
    let asked = false;
    expect(blank(busy, entered, none, () => (asked = true))).toBe(false);
    expect(asked).toBe(false);
  });
});

describe("a grid a space over, its outer line on the board's margin (no printed names)", () => {
  // Empty spaces bearing their names: texture 0.07 (median). A line on the margin: 0.01, under half of 0.07 (0.035).
  const NAMED: F = [Math.log(200 + 4), 0.36, 0.36, 0.07, 0];
  const MARGIN: F = [Math.log(200 + 4), 0.36, 0.36, 0.01, 0];
  const column12 = (cell: number) => cell % 12 === 11;

  test('every outer line bearing names: on the board', () => {
    expect(outerLineBlank(Array.from({ length: 108 }, () => NAMED))).toBe(false);
  });

  test('column 12 blank (0.01 against 0.07): on the margin', () => {
    expect(outerLineBlank(Array.from({ length: 108 }, (_, cell) => (column12(cell) ? MARGIN : NAMED)))).toBe(true);
  });

  test('row I blank: on the margin; a blank inner row is no margin', () => {
    expect(outerLineBlank(Array.from({ length: 108 }, (_, cell) => (cell >= 96 ? MARGIN : NAMED)))).toBe(true);
    expect(outerLineBlank(Array.from({ length: 108 }, (_, cell) => (cell >= 48 && cell < 60 ? MARGIN : NAMED)))).toBe(false);
  });

  test("column 12 at 0.04 (0.57 of the whole's, as a board's outer line in shadow can be): on the board", () => {
    const FAINTER: F = [Math.log(200 + 4), 0.36, 0.36, 0.04, 0];
    expect(outerLineBlank(Array.from({ length: 108 }, (_, cell) => (column12(cell) ? FAINTER : NAMED)))).toBe(false);
  });

  test('a blank column 12 mostly out of the photo (4 of its 9 spaces in view) is not judged', () => {
    expect(outerLineBlank(Array.from({ length: 108 }, (_, cell) => (column12(cell) ? (cell < 48 ? MARGIN : null) : NAMED)))).toBe(false);
  });
});

describe('how far a grid\'s outer lines lie from the lines within (a line on the table or a tray\'s rim)', () => {
  // A board's spaces a hair apart, each from its neighbour: light wobble (-2..2) x 0.01, so neighbours 0.01-0.04 apart
  // in light (the usual step, the median over neighbours, 0.02: across a row |7| mod 5 steps the wobble 2 or 3, down a
  // column |84| mod 5 steps it 1 or 4), colour 0.001 a wobble step, texture 0.003. A line on a striped cloth: light 1
  // lower, 1 / 0.02 = 50 usual steps from the line within, or more on another feature.
  const board = (cell: number): F => {
    const [a, b, c] = wobble(cell);
    return [5 + a * 0.01, 0.33 + b * 0.001, 0.33 + c * 0.001, 0.1 + a * 0.003, 0];
  };
  const TABLE: F = [4, 0.38, 0.3, 0.2, 0];
  const IVORY_TILE: F = [5.6, 0.34, 0.34, 0.3, 0];
  const column12 = (cell: number) => cell % 12 === 11;
  const NONE = new Set<number>();

  test('every outer line like the line within it: a few usual steps at most', () => {
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => board(cell)), NONE)).toBeLessThan(4);
  });

  test('column 12 on the table: 50 usual steps or more; so is row I, and column 1', () => {
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (column12(cell) ? TABLE : board(cell))), NONE)).toBeGreaterThan(45);
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (cell >= 96 ? TABLE : board(cell))), NONE)).toBeGreaterThan(45);
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (cell % 12 === 0 ? TABLE : board(cell))), NONE)).toBeGreaterThan(45);
  });

  test('tiles entered on 5 of column 11\'s 9 spaces, beside column 12\'s empty ones: those pairs are not judged, nor is the line', () => {
    // Column 11 is cells 10, 22, ..., 106; tiles on rows A-E (10, 22, 34, 46, 58). Left 4 of 9 pairs: under half.
    const entered = new Set([10, 22, 34, 46, 58]);
    const features = Array.from({ length: 108 }, (_, cell) => (entered.has(cell) ? IVORY_TILE : board(cell)));
    expect(outerLineApart(features, entered)).toBeLessThan(4);
    // Not entered (new tiles, as the ledger has it): each pair 0.6 / 0.02 = 30 steps or more apart, so the line is.
    expect(outerLineApart(features, NONE)).toBeGreaterThan(25);
  });

  test('a line on the table inside the grid is not an outer line: a few usual steps at most', () => {
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (cell % 12 === 5 ? TABLE : board(cell))), NONE)).toBeLessThan(4);
  });

  test("a hand over 4 of column 12's 9 spaces parts them from their neighbours, not the line: a few usual steps at most", () => {
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (column12(cell) && cell < 48 ? TABLE : board(cell))), NONE)).toBeLessThan(4);
  });

  test("a hard shadow over columns 7-12 (light 0.5 lower, 25 steps): its edge parts columns 6 and 7, no outer line from the line within", () => {
    const shaded = (cell: number): F => {
      const f = board(cell);
      return cell % 12 >= 6 ? [f[0] - 0.5, f[1], f[2], f[3], f[4]] : f;
    };
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => shaded(cell)), NONE)).toBeLessThan(4);
  });

  test('column 12 on the table but mostly out of the photo (4 of its 9 spaces in view) is not judged', () => {
    expect(outerLineApart(Array.from({ length: 108 }, (_, cell) => (column12(cell) ? (cell < 48 ? TABLE : null) : board(cell))), NONE)).toBeLessThan(4);
  });
});

// The first turns' rules (unlikeTheEmptySpaces, entriesUnlikeTheEmptySpaces, newTilesUnlikeTheEmptySpaces) are
// tried on one cream board: each space's colour and texture a hair off its neighbours' (a fixed pattern: colour
// +-0.0003, texture +-0.004), as a printed board's are; split 0.05.
const wobble = (cell: number) => [((cell * 7) % 5) - 2, ((cell * 3) % 5) - 2, ((cell * 11) % 5) - 2] as const;
const CREAM = (cell: number): F => {
  const [a, b, c] = wobble(cell);
  return [5.35, 0.323 + a * 0.00015, 0.339 + b * 0.00015, 0.11 + c * 0.002, 0.05];
};
// A white tile with a black label on it: light as the board's, colour 0.007 and 0.004 off, texture 0.236 (0.126 over
// the board's: over 2 x SCALE's 0.05 = 0.1, and over 10 times the board's own spread, 0.002 x 1.4826 or so). In
// SCALE's units it lies (0.007/0.012)^2 + (0.004/0.012)^2 + (0.126/0.05)^2 = 6.8 from the board's look, within NEAR
// (9): read alone, it is empty. Split 0.16.
const WHITE_TILE: F = [5.345, 0.316, 0.335, 0.236, 0.16];
/** A space's features with its four quarters' looks (light, then its own red and green shares unless given). */
const quartered = (f: F, reds = [f[1], f[1], f[1], f[1]]) => [...f, ...reds.flatMap((red) => [f[0], red, f[2]])] as unknown as F;
/** No step of light across any space (step.ts found no line to part it). */
const NO_STEP = () => null;

describe('with under two entries in view, a space standing out from the empty spaces around it is not said empty', () => {
  // The white tile on 2C (cell 25), the rest of the board cream.
  const board = (tile: F | null, at = 25) => Array.from({ length: 108 }, (_, cell) => (cell === at && tile ? tile : CREAM(cell)));

  test('read alone, the white tile on the cream board is said empty (why the rule is needed)', () => {
    expect(readSpaces(board(WHITE_TILE), new Set())[25]).toBe('empty');
  });

  test('nothing entered: the white tile (2C) is unseen, so the board and the game are never said to agree over it', () => {
    const features = board(WHITE_TILE);
    const reading = unlikeTheEmptySpaces(features, new Set(), readSpaces(features, new Set()), NO_STEP);
    expect(reading[25]).toBe('unsure');
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(1);
  });

  test('one entry in view (1A, elsewhere on the board): still so', () => {
    const features = board(WHITE_TILE).map((f, cell) => (cell === 0 ? WHITE_TILE : f));
    const reading = unlikeTheEmptySpaces(features, new Set([0]), readSpaces(features, new Set([0])), NO_STEP);
    expect(reading[25]).toBe('unsure');
  });

  test("two entries in view (1A, 12I): the tiles' look is learned, and this rule leaves the reading as it is", () => {
    const features = board(WHITE_TILE).map((f, cell) => (cell === 0 || cell === 107 ? WHITE_TILE : f));
    const entered = new Set([0, 107]);
    const reading = readSpaces(features, entered);
    expect(unlikeTheEmptySpaces(features, entered, reading, NO_STEP)).toEqual(reading);
  });

  test("an empty board: no space of the cream board's own pattern is unseen", () => {
    const features = board(null);
    expect(unlikeTheEmptySpaces(features, new Set(), readSpaces(features, new Set()), NO_STEP).filter((r) => r !== 'empty')).toHaveLength(0);
  });

  test("a space as coloured and as busy as the tile but split 0.6 (a hard shadow's edge across it) stays empty", () => {
    const features = board([...WHITE_TILE.slice(0, 4), 0.6] as F);
    const before = readSpaces(features, new Set());
    expect(before[25]).toBe('empty');
    expect(unlikeTheEmptySpaces(features, new Set(), before, NO_STEP)[25]).toBe('empty');
  });

  test("a space as busy as the tile, but only for a step of light across it (past the step, the board's own 0.11), stays empty; the tile, as busy past its best step, is unseen", () => {
    const features = board(WHITE_TILE);
    const reading = readSpaces(features, new Set());
    const step = (texture: number) => (cell: number): PastAStep | null => (cell === 25 ? { look: [WHITE_TILE[0], WHITE_TILE[1], WHITE_TILE[2], texture, 0], sides: [[WHITE_TILE[1], WHITE_TILE[2]], [WHITE_TILE[1], WHITE_TILE[2]]] } : null);
    expect(unlikeTheEmptySpaces(features, new Set(), reading, step(0.11))[25]).toBe('empty');
    expect(unlikeTheEmptySpaces(features, new Set(), reading, step(0.23))[25]).toBe('unsure');
  });

  test('a space a shade redder than the board around it (0.03 on the red share, its light and texture the board\'s) is unseen', () => {
    // 0.03 is 2.5 x SCALE's 0.012: over 2 x 0.012 = 0.024, and far over 8 times the board's own spread. In SCALE's
    // units (0.03/0.012)^2 = 6.25 from the board's look, within NEAR: read alone, it is empty.
    const features = board([5.35, 0.353, 0.339, 0.11, 0.05]);
    const before = readSpaces(features, new Set());
    expect(before[25]).toBe('empty');
    expect(unlikeTheEmptySpaces(features, new Set(), before, NO_STEP)[25]).toBe('unsure');
  });

  test("a band two rows wide tinted alike (rows F-G 0.03 redder: a shadow seen on a black board, ray-cast 307/14) leaves every space empty; two tinted spaces alone stay unseen", () => {
    // Around a space of row F (within two spaces: rows D-H) lie up to 9 other spaces of the band and 15 of the board:
    // the median is the board's, 0.03 off, as the redder space above. But 3 of the empty spaces around (5 at least,
    // at the row's ends) lie within a hair of its colour (COLOUR_LIKE): it is like the empty spaces near it, the band. Seen: 9C and 8H of a black board
    // in a hard shadow with 1 tile entered, their colour 0.0004 from the shadowed spaces', 0.024 from the median.
    const band = board(null).map((f, cell): F => (Math.floor(cell / 12) === 5 || Math.floor(cell / 12) === 6 ? [f[0], f[1] + 0.03, f[2], f[3], f[4]] : f));
    expect(unlikeTheEmptySpaces(band, new Set(), readSpaces(band, new Set()), NO_STEP).filter((r) => r !== 'empty')).toHaveLength(0);
    // Only 2C and 3C so tinted (two new tiles of a colour beside each other): each has one like it, not three.
    const pair = board(null).map((f, cell): F => (cell === 25 || cell === 26 ? [f[0], f[1] + 0.03, f[2], f[3], f[4]] : f));
    const reading = unlikeTheEmptySpaces(pair, new Set(), readSpaces(pair, new Set()), NO_STEP);
    expect([reading[25], reading[26]]).toEqual(['unsure', 'unsure']);
  });

  test("a lamp whitening one corner (both shares down 0.006 a space toward 1A, over four spaces) leaves every space empty", () => {
    // Across the board 1A lies 4 x 0.006 = 0.024 off on each share, 0.034 in all: past 2 x SCALE's 0.012 = 0.024, and
    // past 8 spreads. Around each space, though, the empty spaces' median follows the lamp: 1A's neighbours within two
    // spaces lie 2 or 3 spaces into it (median 2 at least), so 1A lies 2 x 0.006 = 0.012 off on each share at most,
    // 0.017 in all, under 0.024.
    const features = board(null).map((f, cell): F => {
      const reach = Math.max(0, 4 - Math.max(cell % 12, Math.floor(cell / 12)));
      return [f[0], f[1] - 0.006 * reach, f[2] - 0.006 * reach, f[3], f[4]];
    });
    expect(unlikeTheEmptySpaces(features, new Set(), readSpaces(features, new Set()), NO_STEP).filter((r) => r !== 'empty')).toHaveLength(0);
  });
});

describe('in the first turns, an entry left unseen that stands out from the empty spaces around it is read as its tile', () => {
  // A white tile with a black label (the rule above's): texture 0.236, 0.126 over the board's, over 2 x SCALE's 0.05
  // and over 10 of the board's own spreads; in SCALE's units 6.8 from the board's look, within NEAR, so no distance
  // from the empty spaces' look calls it plainly a tile (entryPlainlyATile asks FAR, 40).
  // Entered: 2C (cell 25) and 10G (cell 81), two white tiles: a game's first turns (under FEW, 8, in view).
  const entered = new Set([25, 81]);
  const board = (at25: F) => Array.from({ length: 108 }, (_, cell) => (cell === 25 ? at25 : cell === 81 ? quartered(WHITE_TILE) : CREAM(cell)));
  /** The rules' reading: 2C left unseen, 10G its tile, every other space empty. */
  const reading = (): SpaceReading[] => Array.from({ length: 108 }, (_, cell) => (cell === 25 ? 'unsure' : cell === 81 ? 'tile' : 'empty'));

  test('2C, its quarters of one colour and its label\'s texture standing out from the board around it, is read as the tile entered', () => {
    const out = entriesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE)), entered, reading(), NO_STEP);
    expect(out[25]).toBe('tile');
    // Nothing else is read otherwise.
    expect(out.filter((r, cell) => r !== reading()[cell])).toHaveLength(1);
  });

  test("2C under a hand's edge (its quarters' red shares 0.316 and 0.45: not one colour) stays unseen", () => {
    // (0.45 - 0.316) / 0.012 = 11.2, squared 125: far past NEAR (9) from the space's whole colour.
    const out = entriesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE, [0.316, 0.316, 0.45, 0.45])), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test("2C under a card (one colour, its red share 0.05 over the board's, as smooth as the board) stays unseen: a tile is told by its label", () => {
    // 0.05 on the red share is over 2 x SCALE's 0.012 and far over 8 of the board's spreads: its colour stands out, its
    // texture (the board's 0.11) does not.
    const out = entriesUnlikeTheEmptySpaces(board(quartered([5.35, 0.373, 0.339, 0.11, 0.05])), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test('2C looking like the cream board around it (the entry not on the table) stays unseen', () => {
    const out = entriesUnlikeTheEmptySpaces(board(quartered(CREAM(25))), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test("2C as busy as the tile but split 0.6 (a hard shadow's edge across it) stays unseen", () => {
    const out = entriesUnlikeTheEmptySpaces(board(quartered([...WHITE_TILE.slice(0, 4), 0.6] as F)), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test("2C as busy as the tile only for a step of light across it (past the step, the board's own 0.11) stays unseen", () => {
    const step = (cell: number): PastAStep | null => (cell === 25 ? { look: [WHITE_TILE[0], WHITE_TILE[1], WHITE_TILE[2], 0.11, 0], sides: [[WHITE_TILE[1], WHITE_TILE[2]], [WHITE_TILE[1], WHITE_TILE[2]]] } : null);
    expect(entriesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE)), entered, reading(), step)[25]).toBe('unsure');
  });

  test('an entry out of the photo (no features) stays unseen, and the rule still reads the others', () => {
    // 12I (cell 107) entered and out of the picture: unseen, with nothing sampled.
    const features = board(quartered(WHITE_TILE)).map((f, cell) => (cell === 107 ? null : f));
    const before = reading().map((r, cell): SpaceReading => (cell === 107 ? 'unsure' : r));
    const out = entriesUnlikeTheEmptySpaces(features, new Set([25, 81, 107]), before, NO_STEP);
    expect([out[25], out[107]]).toEqual(['tile', 'unsure']);
  });

  test('past the first turns (8 entries in view) the reading is left as it is', () => {
    const eight = new Set([25, 81, 0, 2, 4, 6, 8, 10]);
    const features = board(quartered(WHITE_TILE)).map((f, cell) => (eight.has(cell) && cell !== 25 ? quartered(WHITE_TILE) : f));
    const before = reading().map((r, cell): SpaceReading => (eight.has(cell) && cell !== 25 ? 'tile' : r));
    expect(entriesUnlikeTheEmptySpaces(features, eight, before, NO_STEP)).toEqual(before);
  });

  test('a space not entered that stands out is never read as a tile by this rule (naming a new tile is not its business)', () => {
    const features = board(quartered(WHITE_TILE));
    const out = entriesUnlikeTheEmptySpaces(features, new Set([81]), reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });
});

describe('in the first turns, a space not entered left unseen that shows a tile\'s face is read as a new tile', () => {
  // The white tile with a black label of the rules above: texture 0.236, 0.126 over the board's (over 2 x SCALE's 0.05
  // and over 10 of the board's own spreads), split 0.16 (under NEW_TILE_SPLIT, 0.3).
  // Entered: 10G (cell 81), a white tile: the game's first turn or two. 2C (cell 25) is not entered.
  const entered = new Set([81]);
  const board = (at25: F | null, more: Record<number, F> = {}) =>
    Array.from({ length: 108 }, (_, cell) => more[cell] ?? (cell === 25 ? at25 : cell === 81 ? quartered(WHITE_TILE) : CREAM(cell)));
  /** The rules' reading: 2C left unseen (and `unseen` too), 10G its tile, every other space empty. */
  const reading = (unseen: number[] = []): SpaceReading[] =>
    Array.from({ length: 108 }, (_, cell) => (cell === 25 || unseen.includes(cell) ? 'unsure' : cell === 81 ? 'tile' : 'empty'));

  test("2C, of one colour, its label's texture standing out from the board around it, is read as a new tile", () => {
    const out = newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE)), entered, reading(), NO_STEP);
    expect(out[25]).toBe('tile');
    expect(out.filter((r, cell) => r !== reading()[cell])).toHaveLength(1);
  });

  test('with nothing entered in view (no tile holds the grid in place) 2C stays unseen', () => {
    const features = board(quartered(WHITE_TILE), { 81: CREAM(81) });
    const before = reading().map((r, cell): SpaceReading => (cell === 81 ? 'empty' : r));
    expect(newTilesUnlikeTheEmptySpaces(features, new Set(), before, NO_STEP)[25]).toBe('unsure');
  });

  test("2C under a hand's fingers, as busy and of one colour but split 0.34 (over 0.3, under standingOut's 0.5), stays unseen", () => {
    const out = newTilesUnlikeTheEmptySpaces(board(quartered([...WHITE_TILE.slice(0, 4), 0.34] as F)), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test("2C under a hand's edge (its quarters' red shares 0.316 and 0.45: not one colour) stays unseen", () => {
    // (0.45 - 0.316) / 0.012 = 11.2, squared 125: far past NEAR (9) from the space's whole colour.
    const out = newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE, [0.316, 0.316, 0.45, 0.45])), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test('2C under a card (its colour stands out, its texture is the board\'s 0.11) stays unseen: a tile is told by its label', () => {
    const out = newTilesUnlikeTheEmptySpaces(board(quartered([5.35, 0.373, 0.339, 0.11, 0.05])), entered, reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test("2C as busy as the tile only for a step of light across it (past the step, the board's own 0.11) stays unseen", () => {
    const step = (cell: number): PastAStep | null => (cell === 25 ? { look: [WHITE_TILE[0], WHITE_TILE[1], WHITE_TILE[2], 0.11, 0], sides: [[WHITE_TILE[1], WHITE_TILE[2]], [WHITE_TILE[1], WHITE_TILE[2]]] } : null);
    expect(newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE)), entered, reading(), step)[25]).toBe('unsure');
  });

  test('three such spaces (2C, 5F, 5I: more than a turn or two places) all stay unseen: likelier a hand or cards', () => {
    const more = { 64: quartered(WHITE_TILE), 100: quartered(WHITE_TILE) };
    const out = newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE), more), entered, reading([64, 100]), NO_STEP);
    expect([out[25], out[64], out[100]]).toEqual(['unsure', 'unsure', 'unsure']);
  });

  test('two such spaces are read, but not when a new tile is already read elsewhere (three new in all)', () => {
    const more = { 64: quartered(WHITE_TILE) };
    const two = newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE), more), entered, reading([64]), NO_STEP);
    expect([two[25], two[64]]).toEqual(['tile', 'tile']);
    // 12I (cell 107) already read as a tile not entered.
    const features = board(quartered(WHITE_TILE), { ...more, 107: quartered(WHITE_TILE) });
    const before = reading([64]).map((r, cell): SpaceReading => (cell === 107 ? 'tile' : r));
    const three = newTilesUnlikeTheEmptySpaces(features, entered, before, NO_STEP);
    expect([three[25], three[64], three[107]]).toEqual(['unsure', 'unsure', 'tile']);
  });

  test('an entry left unseen is never read by this rule (an entry is entriesUnlikeTheEmptySpaces\' business)', () => {
    const out = newTilesUnlikeTheEmptySpaces(board(quartered(WHITE_TILE)), new Set([25, 81]), reading(), NO_STEP);
    expect(out[25]).toBe('unsure');
  });

  test('past the first turns (8 entries in view) the reading is left as it is', () => {
    const eight = [81, 0, 2, 4, 6, 8, 10, 12];
    const features = board(quartered(WHITE_TILE), Object.fromEntries(eight.map((cell) => [cell, quartered(WHITE_TILE)])));
    const before = reading().map((r, cell): SpaceReading => (eight.includes(cell) ? 'tile' : r));
    expect(newTilesUnlikeTheEmptySpaces(features, new Set(eight), before, NO_STEP)).toEqual(before);
  });

  test('a space out of the photo (no features) stays unseen', () => {
    const features = board(quartered(WHITE_TILE), {}).map((f, cell) => (cell === 25 ? null : f));
    expect(newTilesUnlikeTheEmptySpaces(features, entered, reading(), NO_STEP)[25]).toBe('unsure');
  });
});
