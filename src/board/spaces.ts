/**
 * What each of the board's 108 spaces holds, read through the board's map: a tile, nothing, or cannot be seen. The
 * look of a tile and of an empty space differs by edition and by photo (ivory on black, black on cream, grey on
 * yellow, in any light), so it is learned from the photo itself: the spaces the ledger says hold a tile, and those it
 * says are empty, each near the space being judged (a shadow's edge or a lamp's fall-off changes both alike). A space
 * like neither (a hand, a marker, glare) cannot be seen.
 */
import { COLUMNS, TILE_COUNT } from '../engine/index.ts';
import type { Mat3 } from './homography.ts';
import { luma, median, robustSpread } from '../ocr/pixels.ts';
import { onceFor } from './once.ts';
import { differenceOdds, SURE } from './difference.ts';

export type SpaceReading = 'tile' | 'empty' | 'unsure';

/**
 * A space's look past a step of light across it (step.ts, splitByAStep): its features with the texture left within
 * the step's two sides, and each side's colour (red and green shares).
 */
export interface PastAStep {
  look: Features;
  sides: [[number, number], [number, number]];
}

/** An RGBA photo. */
export interface Photo {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/**
 * What a space looks like: log light, two chroma shares, the light's spread inside it (texture; within its quarters
 * when a step of light splits it), and how far apart its quarters' log light are (a shadow's or a card's edge across
 * it). The first four are learned per kind. Then, when sampled from a photo, each quarter's own log light and two
 * chroma shares (QUARTERS_AT on), and after them the four quarters' textures (QUARTER_TEXTURES_AT on).
 */
export type Features = [number, number, number, number, number, ...number[]];
const N = 4;
/** Where the quarters' looks start in a space's features (three numbers each, four quarters). */
const QUARTERS_AT = 5;
/** Where the quarters' textures start (one each, after their looks). */
const QUARTER_TEXTURES_AT = QUARTERS_AT + 12;

/** Samples each way over a space's middle half (MIDDLE_HALF), where its features are read. */
export const SAMPLES = 11;

/**
 * A space's middle half in board coordinates (from u, from v, across, down): a tile a little off its space, or its
 * top seen a little aside, still fills it. Its features are sampled there (spaceFeatures), and its look past a step
 * of light (step.ts).
 */
export const middleHalf = (cell: number): [number, number, number, number] => [(cell % COLUMNS) + 0.25, Math.floor(cell / COLUMNS) + 0.25, 0.5, 0.5];

/** How far apart (log light) a space's quarters may be for it to witness against the ledger (set on seen photos). */
const SPLIT = 0.55;

/**
 * How far apart (log light) a space's quarters may be for its texture to be measured across the whole space; beyond,
 * within its quarters. Empty spaces' quarters are hardly ever 0.25 apart but where a step of light (a shadow's edge,
 * glare's) crosses them; a tile's label puts a tenth of tiles 0.4 apart or more, and its ink and face still make the
 * texture within each quarter. Seen sets (the whole pipeline): at 0.55 (as SPLIT until stop 48) empty spaces crossed
 * by a step were as busy as a tile's label; at 0.4, exact 320 -> 324 of 356, unseen 55 -> 45, wrong 4 -> 3 (0.3 read
 * as well, but on a seen photo a ledger 10 tiles short was then no longer refused; at 0.2 labels were lost).
 */
const SPLIT_TEXTURE = 0.4;

/**
 * Samples a box of board coordinates (from (u0, v0), du across and dv down) through `toPhoto`, `samples` each way at
 * the centres of an even lattice, and hands each one in the photo to `visit` with its lattice place (i across, j down);
 * returns their sums: red, green, blue, light and light squared, and how many fell in the photo.
 */
export function sampleBox(
  p: Photo,
  toPhoto: Mat3,
  [u0, v0, du, dv]: [number, number, number, number],
  samples: number,
  visit?: (R: number, G: number, B: number, L: number, i: number, j: number) => void,
): { r: number; g: number; b: number; l: number; ll: number; n: number } {
  const sums = { r: 0, g: 0, b: 0, l: 0, ll: 0, n: 0 };
  // apply written out, and the photo's fields read once: this runs for every sample of every space of every map.
  const { data, width, height } = p;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = toPhoto;
  for (let i = 0; i < samples; i++) {
    for (let j = 0; j < samples; j++) {
      const u = u0 + (du * (i + 0.5)) / samples;
      const v = v0 + (dv * (j + 0.5)) / samples;
      const w = m6 * u + m7 * v + m8;
      const px = Math.round((m0 * u + m1 * v + m2) / w);
      const py = Math.round((m3 * u + m4 * v + m5) / w);
      if (!(px >= 0 && py >= 0 && px < width && py < height)) continue;
      const k = (py * width + px) * 4;
      const R = data[k]!;
      const G = data[k + 1]!;
      const B = data[k + 2]!;
      const L = luma(R, G, B);
      sums.r += R;
      sums.g += G;
      sums.b += B;
      sums.l += L;
      sums.ll += L * L;
      sums.n++;
      visit?.(R, G, B, L, i, j);
    }
  }
  return sums;
}

/** The features of space `cell` (row · 12 + column) through `toPhoto` (board coordinates → photo pixels). */
export function spaceFeatures(p: Photo, toPhoto: Mat3, cell: number): Features | null {
  const quarter = [0, 0, 0, 0];
  const quarter2 = [0, 0, 0, 0];
  const quarterRGB = [0, 0, 0, 0].map(() => [0, 0, 0]);
  const inQuarter = [0, 0, 0, 0];
  const half = (SAMPLES - 1) / 2;
  const sums = sampleBox(p, toPhoto, middleHalf(cell), SAMPLES, (R, G, B, L, i, j) => {
    if (i === half || j === half) return;
    const q = (i < half ? 0 : 1) + (j < half ? 0 : 2);
    quarter[q]! += L;
    quarter2[q]! += L * L;
    const rgb = quarterRGB[q]!;
    rgb[0]! += R;
    rgb[1]! += G;
    rgb[2]! += B;
    inQuarter[q]!++;
  });
  if (sums.n < (SAMPLES * SAMPLES) / 2) return null;
  const [light, red, green, texture] = lookOfSums(sums);
  const quarters = quarter.map((v, q) => Math.log(v / Math.max(1, inQuarter[q]!) + 4));
  const split = inQuarter.every((m) => m > 0) ? Math.max(...quarters) - Math.min(...quarters) : 0;
  const looks = quarterRGB.flatMap(([R, G, B], q) => [quarters[q]!, R! / (R! + G! + B! + 1e-6), G! / (R! + G! + B! + 1e-6)]);
  const textures = quarter.map((sum, q) => {
    const m = sum / Math.max(1, inQuarter[q]!);
    return Math.sqrt(Math.max(0, quarter2[q]! / Math.max(1, inQuarter[q]!) - m * m)) / (m + 8);
  });
  // Split by a shadow's edge, a space's texture is measured within its quarters: the step between them is the
  // shadow's, not the face's.
  const within = split > SPLIT_TEXTURE ? textures.reduce((a, b) => a + b, 0) / 4 : texture;
  return [light, red, green, within, split, ...looks, ...textures];
}

/**
 * The band round a space's middle half (from a tenth of its side in to a quarter), four strips sampled 6 x 6 times
 * each: a tile's face without its label (which fills the middle), where the board's lines and the gap round a tile
 * are left out. Its look as a space's features ([log light, red and green shares, texture, 0]); null when fewer than
 * half its samples fall in the photo.
 */
export function bandFeatures(p: Photo, toPhoto: Mat3, cell: number): Features | null {
  const sums = { r: 0, g: 0, b: 0, l: 0, ll: 0, n: 0 };
  for (const box of bandBoxes(cell)) {
    const s = sampleBox(p, toPhoto, box, BAND_SAMPLES);
    sums.r += s.r;
    sums.g += s.g;
    sums.b += s.b;
    sums.l += s.l;
    sums.ll += s.ll;
    sums.n += s.n;
  }
  return sums.n < (BAND.length * BAND_SAMPLES * BAND_SAMPLES) / 2 ? null : [...lookOfSums(sums), 0];
}

/**
 * The band's four sides, each on its own (boxLook: log light, red and green shares, texture), as bandFeatures samples
 * them; null for a side with under half its samples in the photo (fill.ts: whether a new tile fills its space).
 */
export function bandSides(p: Photo, toPhoto: Mat3, cell: number): ([number, number, number, number] | null)[] {
  return bandBoxes(cell).map((box) => boxLook(p, toPhoto, box, BAND_SAMPLES, (BAND_SAMPLES * BAND_SAMPLES) / 2));
}

/** The band's four sides as boxes of board coordinates round space `cell`. */
const bandBoxes = (cell: number): [number, number, number, number][] => {
  const c = cell % COLUMNS;
  const r = Math.floor(cell / COLUMNS);
  return BAND.map(([u0, v0, du, dv]) => [c + u0, r + v0, du, dv]);
};

/** Samples each way in each side of the band. */
const BAND_SAMPLES = 6;

/** The band's four strips (from u, from v, across, down; a share of the space): top, bottom, left, right. */
const BAND: [number, number, number, number][] = [[0.1, 0.1, 0.8, 0.15], [0.1, 0.75, 0.8, 0.15], [0.1, 0.25, 0.15, 0.5], [0.75, 0.25, 0.15, 0.5]];

/**
 * How far apart in light (median |difference of log light|) empty spaces side by side may be before the grid is not a
 * board's: an empty board's spaces all look alike. Seen: on real boards, at most 0.141 (507 boards, through their
 * true corners, ledger-empty spaces); a checkerboard without a board, read as an empty board, 1.50 (and 0.04 corner
 * to corner); a grid over a checkerboard of smaller squares (its columns on the squares, its rows on every second
 * square's edge, so every other row averaged two squares), 0.57, and as much (0.62) corner to corner: a checkerboard
 * is not always read square by square, so the light side by side alone decides.
 */
const CHECKERED_APART = 0.4;

/**
 * Whether a grid's empty spaces (as the ledger has them) differ side by side in light as no board's do: a
 * checkerboard's squares, or a grid over them. Asked of at least 10 side-by-side pairs.
 */
export function checkered(features: (Features | null)[], entered: Set<number>): boolean {
  const side = emptyNeighbours(features, entered).map(([f, g]) => Math.abs(f[0] - g[0]));
  return side.length >= 10 && median(side) > CHECKERED_APART;
}

/** The side-by-side pairs (along a row or down a column) of a grid's empty spaces as the ledger has them, in view. */
function emptyNeighbours(features: (Features | null)[], entered: Set<number>): [Features, Features][] {
  const pairs: [Features, Features][] = [];
  for (let cell = 0; cell < TILE_COUNT; cell++) {
    const f = features[cell];
    if (!f || entered.has(cell)) continue;
    const c = cell % COLUMNS;
    for (const [dc, dr] of [[1, 0], [0, 1]] as const) {
      const other = cell + dc + dr * COLUMNS;
      const g = c + dc < COLUMNS && other < TILE_COUNT ? features[other] : null;
      if (g && !entered.has(other)) pairs.push([f, g]);
    }
  }
  return pairs;
}

/**
 * The least texture (the light's spread for its level, median over a grid's empty spaces as the ledger has them) a
 * board's empty spaces show: every edition prints or moulds its spaces' names in them, and a sheet of squared paper's
 * squares are blank. Seen: real boards in their first turns (83, through their true corners) 0.028 at least (a paper
 * board in hard shadow), 498 boards of every game 0.017 at least (a paper board in glare); squared paper given a grid
 * in the first turns (ray-cast seed 301, photos 24 and 30) 0.0101 and 0.0105.
 */
const BLANK = 0.018;

/**
 * Under this texture, a grid whose spaces show no printed names (names.ts showsNoNames) is blank too: dim light's or a
 * shadow's noise makes squared paper's blank squares as busy as a board's names (seen, squared paper given a grid in
 * the first turns, 6 of 80 photos of ray-cast seeds 910-911, every one in dim light or a hard shadow: 0.019-0.065),
 * and a board's names still show there. Seen: boards whose names' halves said nothing, 0.026-0.071 (and 0.14, 0.27 in
 * dim light, their contrast 0.98-1.12); squared paper told so, 0.065 at the most.
 */
const NOISY_BLANK = 0.1;

/** How many of the ledger's tiles, every one read as a tile where it has them, tell a board from squared paper (blank). */
const SHOWN_ENTRIES = 2;

/**
 * Whether a grid is squared paper: its empty spaces (as the ledger has them) blank, as no board's are (BLANK), and the
 * ledger's tiles not shown on it: fewer than SHOWN_ENTRIES of them read (`alone`, on their look) as tiles where the
 * ledger has them, or no more of them than read as empty there. Squared paper shows no tiles where a game has them
 * (its blank squares read as empty spaces); a board whose printed names glare washes out, or too faint to measure,
 * still does. Seen (ray-cast seed 413 photo 0, in Chromium's pixels): a yellow tray in glare, 7 tiles entered, its
 * empty spaces' texture 0.0175 (median); its own grid, every space as the ledger has it, was refused, and a grid a
 * space over read 17 spaces unseen and 2 entries as gone. Until stop 87 every entry had to read as a tile: seen (CSS
 * seed 15 photo 27), a paper board with 6 entries, two under markers (unseen) and one gone from the table, whose
 * own grid was refused though three entries showed as tiles, and no board was found; seen sets, that board read
 * exactly and nothing else read differently, no photo without a board given a grid (104). From stop 107, spaces
 * under NOISY_BLANK's texture are blank too where `showsNoNames` (asked only then: it samples every space again).
 */
export function blank(features: (Features | null)[], entered: Set<number>, alone: readonly SpaceReading[], showsNoNames: () => boolean = () => false): boolean {
  const textures = features.flatMap((f, cell) => (f && !entered.has(cell) ? [f[3]!] : []));
  if (textures.length < 10) return false;
  const texture = median(textures);
  if (texture >= NOISY_BLANK || (texture >= BLANK && !showsNoNames())) return false;
  const shown = [...entered].filter((cell) => alone[cell] === 'tile').length;
  return shown < SHOWN_ENTRIES || shown <= [...entered].filter((cell) => alone[cell] === 'empty').length;
}

/**
 * How much blanker than the grid's spaces as a whole (median texture) one of its outer rows or columns may be and
 * still lie on the board: every space bears its printed name, the board's margin none, so a grid a space over, its
 * outer line on the margin, shows that line blank. Seen sets (47, Node on Chromium's pixels; through the true corners):
 * in the first turns (206 boards) every outer line 0.77 of the whole at least; through the maps a space over each way,
 * 345 of the 817 outer lines on the margin under 0.5. Later, a line of labelled tiles lifts the whole's median and
 * ordinary outer lines fall to 0.02 of it, so this is asked only in the first turns.
 */
const MARGIN_BLANK = 0.5;

/** The outer rows and columns of the grid, as cells: 1, 12, A, I. */
const OUTER_LINES = [
  Array.from({ length: TILE_COUNT / COLUMNS }, (_, row) => row * COLUMNS),
  Array.from({ length: TILE_COUNT / COLUMNS }, (_, row) => row * COLUMNS + COLUMNS - 1),
  Array.from({ length: COLUMNS }, (_, column) => column),
  Array.from({ length: COLUMNS }, (_, column) => TILE_COUNT - COLUMNS + column),
];

/**
 * Whether one of a grid's outer rows or columns (half of it in view at least) is blank beside its spaces as a whole
 * (MARGIN_BLANK): the board's margin, the grid a space over.
 */
export function outerLineBlank(features: (Features | null)[]): boolean {
  const whole = features.flatMap((f) => (f ? [f[3]!] : []));
  if (whole.length < 10) return false;
  const usual = median(whole);
  return OUTER_LINES.some((line) => {
    const seen = line.flatMap((cell) => (features[cell] ? [features[cell]![3]!] : []));
    return seen.length * 2 >= line.length && median(seen) < MARGIN_BLANK * usual;
  });
}

/**
 * How far a grid's outer rows and columns lie from the lines within them: the most, over its outer lines, of the
 * line's median space's distance from its neighbour on the line within, in the grid's usual step from a space to the
 * next (the median, each feature, over every pair of neighbours; at least a thousandth), on its most unlike feature.
 * Empty spaces only, as the ledger (`entered`) has them, and a line judged only where half its pairs or more are in
 * view and empty; 0 when no line is. A board's spaces look like their neighbours' (a shadow's edge, a hand or a new
 * tile parts a few pairs, rarely most of a line); a line sampled on the table or a tray's rim does not. The reader
 * (read-board.ts bestReading) weighs it against the other maps' of the photo.
 */
export function outerLineApart(features: (Features | null)[], entered: Set<number>): number {
  const pairs = emptyNeighbours(features, entered);
  if (pairs.length < 10) return 0;
  const usual = LOOK.map((k) => Math.max(USUAL_STEP_LEAST, median(pairs.map(([f, g]) => Math.abs(f[k]! - g[k]!)))));
  // A tile beside an empty space is unlike it on any board.
  const empty = (cell: number) => (entered.has(cell) ? null : features[cell]);
  return Math.max(
    0,
    ...OUTER_LINES.map((line, k) => {
      const within = INWARD[k]!;
      const apart = line.flatMap((cell) => {
        const f = empty(cell);
        const g = empty(cell + within);
        return f && g ? [Math.max(...usual.map((u, i) => Math.abs(f[i]! - g[i]!) / u))] : [];
      });
      return apart.length * 2 >= line.length ? median(apart) : 0;
    }),
  );
}

/** The least usual step from a space to the next, each feature: a flat render's steps may be all but nil. */
const USUAL_STEP_LEAST = 0.001;
/** From each outer line (OUTER_LINES, in order) to the line within it, in cells. */
const INWARD = [1, -1, COLUMNS, -COLUMNS];

/** Early in a game: fewer tiles entered than this teach little about a tile's look, and cannot refute a false grid. */
export const FEW = 8;

/** Whether the game is in its first turns as the spaces go: under FEW of the tiles entered are in view. */
function firstTurns(features: (Features | null)[], entered: Set<number>): boolean {
  return enteredInView(features, entered) < FEW;
}

/** How many of the ledger's tiles lie on spaces in view. */
const enteredInView = (features: (Features | null)[], entered: Set<number>) => [...entered].filter((cell) => features[cell]).length;

/**
 * How far a space's colour or its texture may lie from the empty spaces' around it (their median within two spaces:
 * NEIGHBOURHOOD), in robust spreads of every empty space's so measured and at least a share of SCALE's, before, with
 * no tiles' look to learn, it is not said empty (unlikeTheEmptySpaces); and how split (its quarters' light apart) it
 * may be at most: a hard shadow's edge across a space parts its light, and its colour and texture with it. Texture is
 * asked past a step of light across the space too (`pastItsStep`: seen, a grey grid's empty space in uneven light,
 * its light stepped across it, was 10 robust spreads busier than the board around it, and as busy past the step as
 * the board). Colour asks 2 of SCALE's: a black board's colour in deep shadow is noise (seen: empty spaces 1.5-2.6
 * off the board around them), and a tile of the board's colour differs by its label's texture.
 */
const STRANGE = { colour: 8, colourLeast: 2, texture: 10, textureLeast: 2, split: 0.5 };
/**
 * How a space stands out from the empty spaces around it (standingOut): by its texture (past STRANGE's floor too); by
 * its colour and its texture, the texture beyond the board's own spread but not STRANGE's floor (a label in glare); or
 * by its colour alone.
 */
type StandingOut = 'texture' | 'colour and texture' | 'colour';

/** How far (in spaces, each way) the empty spaces a space is compared with lie (unlikeTheEmptySpaces). */
const NEIGHBOURHOOD = 2;
/**
 * A space's colour stands out (standingOut) only when it lies beyond the bar from the empty spaces' median around it
 * and from this many of them too, the nearest: a shadow over part of the neighbourhood tints the spaces in it alike,
 * while the median stays the lit board's. Three: more than the new tiles a turn or two places (MOST_NEW_EARLY), so new
 * tiles side by side do not pass for the board; also the fewest empty spaces around for a space to be measured at all
 * (as before stop 95: three). Only for a space whose texture is the board's own (not busier than its spread asks): a
 * label's strokes, however faint, are no shadow. Seen (from stop 95; ray-cast seed 307 photo 14): 9C and 8H of a black
 * board in a hard shadow, 1 tile entered, 0.024 from the median's colour (the bar 0.024) and 0.0004 from the shadowed
 * spaces', unseen. Asked of every space, two tiles on a paper board in glare (ray-cast seed 613 photo 6), their labels
 * dimmed and their colour the glare's, read empty against an empty ledger: said to agree.
 */
const COLOUR_LIKE = 3;

/**
 * The spaces `reading` says empty, not entered, whose colour or texture stands out from the empty spaces' around them
 * as no empty space's does (STRANGE), made unseen, while under two entries are in view (no tiles' look to learn:
 * localModel). The empty spaces' look near a space is then learned from every space not entered, the tiles on the
 * table among them, with its spread floored at SCALE: a tile differing from the board a little more than the board
 * from itself lies within NEAR of it. Around the space, not across the photo: a lamp whitens a cream board's colour
 * where it shines (seen: a whole column of an empty board stood out across the photo). Seen (stop 80; ray-cast and CSS
 * first turns, 19 seen sets, through their true corners, with their ledgers and again with none): a white tile on a
 * cream board, its texture 13 robust spreads over the board's around it but 6.8 from its look in SCALE, was read
 * empty, and the board and the game said to agree; of the 26 tiles read empty, 21 stand out so, and of 12,713 empty
 * spaces read empty, 21 (8 readings). Whole pipeline (720 seen photos): differences missed 2 -> 1, exact 597 -> 594
 * (unseen 47 -> 58: shadow edges, and a grid a space over an empty board, its outer column on the margin); read
 * against an empty ledger (58 first turns), boards said to agree with tiles on them 3 -> 1.
 */
export function unlikeTheEmptySpaces(
  features: (Features | null)[],
  entered: Set<number>,
  reading: SpaceReading[],
  pastItsStep: (cell: number) => PastAStep | null,
): SpaceReading[] {
  if (enteredInView(features, entered) >= FEWEST_TO_LEARN.tile) return reading;
  const standsOut = standingOut(features, entered, pastItsStep);
  return reading.map((r, cell) => (r === 'empty' && !entered.has(cell) && standsOut(cell) !== null ? 'unsure' : r));
}

/**
 * Early in a game (firstTurns), the entries left unseen whose texture stands out from the empty spaces around them as
 * no empty space's does (standingOut, as unlikeTheEmptySpaces asks: a tile's label), of one colour in their four
 * quarters (a tile's face; a hand's or a marker's edge over part of a space is not), read as the tile the ledger has.
 * Not by colour alone: a card or the flat of a hand over a space is of one colour and unlike the board, but smooth
 * (seen, stop 81: an empty space under a card, CSS seed 15 photo 5, its ledger made wrong there on purpose, was read
 * as the entry when colour counted). With a few tiles entered their look is no tile's own, and an entry is read as its
 * tile by its distance from the empty spaces' look only (entryPlainlyATile), in that look's spreads, floored at
 * SCALE's: a white tile on a light paper board, told from it by its label alone, lies within it. Seen (stop 81, through
 * the true corners of 24 seen sets): 10A of a cream board in glare, 3B of a cream board among markers, unseen.
 * An entry standing out by its colour and by a texture beyond the board's own spread, if not past the floor asked of
 * texture alone, is read as its tile too (from stop 86): a card is smooth, and its texture is not over the board's.
 * Seen (ray-cast seed 613 photo 6): two entries on a paper board in glare, their labels dimmed (texture 14-26 of the
 * board's spreads over it, 0.06-0.11, floor 0.1), unseen; seen sets: that board exact, nothing else read otherwise.
 */
export function entriesUnlikeTheEmptySpaces(
  features: (Features | null)[],
  entered: Set<number>,
  reading: SpaceReading[],
  pastItsStep: (cell: number) => PastAStep | null,
): SpaceReading[] {
  if (!firstTurns(features, entered) || !reading.some((r, cell) => r === 'unsure' && entered.has(cell))) return reading;
  const face = tileFace(features, entered, pastItsStep, ['texture', 'colour and texture']);
  return reading.map((r, cell) => (r === 'unsure' && entered.has(cell) && face(cell) ? 'tile' : r));
}

/**
 * How split (its quarters' light apart) a space not entered may be at most for newTilesUnlikeTheEmptySpaces to read it
 * as a new tile: under standingOut's STRANGE.split, as a space against the ledger is asked more than one with it.
 * Seen (stop 82, the seen sets through their true corners): the new tiles this reads lay 0.14-0.25 apart; a hand's
 * fingers over a paper board and a card's corner over a yellow tray, each standing out by the edges' texture, 0.34.
 */
const NEW_TILE_SPLIT = 0.3;

/**
 * Early in a game (firstTurns), with an entry or more in view, the spaces not entered left unseen whose texture
 * stands out from the empty spaces around them as no empty space's does (standingOut: a label), of one colour in their
 * four quarters (a tile's face) and split under NEW_TILE_SPLIT, read as new tiles: as entriesUnlikeTheEmptySpaces
 * reads an entry, more strictly, as the ledger is then contradicted. Not more new tiles than a turn or two could
 * have placed (with those already read, at most 2, as fewNewTiles asks). Not with nothing entered in view: no tile
 * then holds the grid in place, and a grid a row over an empty ledger's board showed two empty spaces beside tiles
 * (seen, ray-cast seed 7 photo 37) as new tiles, unseen before. Seen (stop 82, 786 seen boards, their grids found):
 * new tiles on a cream, a yellow, a black and a paper board, in uneven light, glare and a hard shadow, unseen,
 * read: exact 732 -> 737, unseen 74 -> 69, nothing read wrong that was not; ledgers made wrong on purpose: named 725
 * -> 728 of 778, those said to agree where made wrong (4) and over hidden spaces (75 of 553) as before.
 */
export function newTilesUnlikeTheEmptySpaces(
  features: (Features | null)[],
  entered: Set<number>,
  reading: SpaceReading[],
  pastItsStep: (cell: number) => PastAStep | null,
): SpaceReading[] {
  if (!firstTurns(features, entered) || enteredInView(features, entered) === 0) return reading;
  if (!reading.some((r, cell) => r === 'unsure' && !entered.has(cell))) return reading;
  const face = tileFace(features, entered, pastItsStep);
  const fresh = reading.flatMap((r, cell) => (r === 'unsure' && !entered.has(cell) && face(cell) && features[cell]![4] < NEW_TILE_SPLIT ? [cell] : []));
  const already = reading.filter((r, cell) => r === 'tile' && !entered.has(cell)).length;
  if (fresh.length === 0 || fresh.length + already > MOST_NEW_EARLY) return reading;
  const out = [...reading];
  for (const cell of fresh) out[cell] = 'tile';
  return out;
}

/**
 * Whether a space shows a tile's face by the first turns' measure (entriesUnlikeTheEmptySpaces,
 * newTilesUnlikeTheEmptySpaces): its texture stands out from the empty spaces around it (standingOut: a label), and
 * its four quarters are of one colour (a hand's or a marker's edge over part of a space is not). Not by colour alone:
 * a card over a space is one colour and unlike the board, but smooth.
 */
function tileFace(
  features: (Features | null)[],
  entered: Set<number>,
  pastItsStep: (cell: number) => PastAStep | null,
  faces: readonly StandingOut[] = ['texture'],
): (cell: number) => boolean {
  const standsOut = standingOut(features, entered, pastItsStep);
  return (cell) => {
    const f = features[cell];
    const how = f && ofOneColour(f) ? standsOut(cell) : null;
    return how !== null && faces.includes(how);
  };
}

/**
 * Whether a space's texture or else its colour stands out from the empty spaces' around it (their median within
 * NEIGHBOURHOOD, the spaces not entered), beyond STRANGE in robust spreads of every such space's own, and it is split
 * under STRANGE.split; texture also past a step of light across it (`pastItsStep`), colour also from the nearest of
 * those spaces (COLOUR_LIKE): which stands out, or null. Always null with under 10 measured.
 */
function standingOut(features: (Features | null)[], entered: Set<number>, pastItsStep: (cell: number) => PastAStep | null): (cell: number) => StandingOut | null {
  const empty = (cell: number) => features[cell] !== null && !entered.has(cell);
  // Each space's colour and texture less the median of the empty spaces around it; and its colour's distance from the
  // COLOUR_LIKE-th nearest of theirs (a shadow's spaces tinted alike).
  const offAround = features.map((f, cell) => {
    if (!f) return null;
    const around = within(cell, NEIGHBOURHOOD).filter(empty).map((other) => features[other]!);
    if (around.length < COLOUR_LIKE) return null;
    const nearest = around.map((g) => Math.hypot(f[1] - g[1], f[2] - g[2])).sort((a, b) => a - b)[COLOUR_LIKE - 1]!;
    return [...[1, 2, 3].map((k) => f[k]! - median(around.map((g) => g[k]!))), nearest];
  });
  const measured = offAround.filter((d, cell): d is number[] => d !== null && empty(cell));
  if (measured.length < 10) return () => null;
  const [red, green, texture] = [0, 1, 2].map((k) => robustSpread(measured.map((d) => d[k]!), 0).spread) as [number, number, number];
  return (cell) => {
    const f = features[cell];
    const d = offAround[cell];
    if (!f || !d || f[4]! >= STRANGE.split) return null;
    const busierThanItsBoard = (over: number) => over > STRANGE.texture * texture;
    const busier = (over: number) => busierThanItsBoard(over) && over > STRANGE.textureLeast * SCALE[3]!;
    // Busier past a step of light across it too (step.ts): a label's strokes stay, a shadow's edge goes.
    const step = busierThanItsBoard(d[2]!) ? pastItsStep(cell) : null;
    const pastStep = step ? d[2]! - f[3]! + step.look[3]! : d[2]!;
    if (busier(d[2]!) && busier(pastStep)) return 'texture';
    // From the nearest alike only where its texture is the board's own: a label's strokes, however faint, are no shadow.
    const colour = busierThanItsBoard(d[2]!) ? Math.hypot(d[0]!, d[1]!) : Math.min(Math.hypot(d[0]!, d[1]!), d[3]!);
    if (!(colour > STRANGE.colour * Math.hypot(red, green) && colour > STRANGE.colourLeast * SCALE[1]!)) return null;
    return busierThanItsBoard(d[2]!) && busierThanItsBoard(pastStep) ? 'colour and texture' : 'colour';
  };
}

/** How many spaces apart two cells are, the farther way (along a row or a column). */
const spacesApart = (a: number, b: number) => Math.max(Math.abs((a % COLUMNS) - (b % COLUMNS)), Math.abs(Math.floor(a / COLUMNS) - Math.floor(b / COLUMNS)));

/** The cells within `reach` spaces of `cell` each way (spacesApart), itself left out. */
const within = (cell: number, reach: number) => CELLS.filter((other) => other !== cell && spacesApart(cell, other) <= reach);
const CELLS = Array.from({ length: TILE_COUNT }, (_, cell) => cell);

/** A space this near a kind (squared distance in the kind's spreads, over four features) looks like it. */
const NEAR = 9;

/** How much each feature counts: light most, then colour, then texture (scales of a feature's usual spread). */
const SCALE = [0.12, 0.012, 0.012, 0.05];
/** The features of light and colour (not texture): where a quarter's look, or a space's without its texture, is asked. */
export const LIGHT_AND_COLOUR = [0, 1, 2];
/** Light, colour and texture: the look a kind learns, and a quarter's with its texture (quartersBear). */
const LOOK = [0, 1, 2, 3];
/** Colour and texture (not light): what a shadow's or a lamp's step of light leaves of a space's look (pastItsLight). */
const COLOUR_AND_TEXTURE = [1, 2, 3];
/** Colour alone. */
const COLOUR = [1, 2];
/** Texture alone: a label's print or ink, or a board's. */
const TEXTURE = [3];

/**
 * Each space's reading, the photo's look learned from the ledger (`entered`: the cells the game has a tile on).
 * Each space is compared with the spaces of each kind within a few spaces of it (nearer ones weigh more), itself
 * left out: the nearer kind wins when clearly nearer; a space far from both kinds cannot be seen. The reading
 * `reported` to the banker also weighs the ledger: a space in doubt that is nearer the ledger's kind is read as the
 * ledger says (leaning), and a space against it must be AGAINST times nearer the other kind. It compares a space with
 * the look of each kind nearest its own (nearestMode), but a space against the ledger must be so on the kinds' whole
 * looks too. Without (how the reader compares grids and counts a grid's contradictions), the space's look alone
 * decides, against the kinds' whole looks (the ledger's mistakes left out of them, as for the reading reported), and
 * a space it reads against the ledger is unseen without a witness (witnessAgainst) unless `witnessed` is false and
 * the space is not split (SPLIT): what the middle's look alone says, for the readings again that must not outvote it
 * (readByBands).
 */
export function readSpaces(features: (Features | null)[], entered: Set<number>, reported = true, witnessed = true): SpaceReading[] {
  const usual = teaching(features, entered, reported);
  const alone = fewNewTiles(features, entered, eachSpace(features, entered, usual, false));
  // The ledger's own mistakes do not teach, for the reading reported as for grids compared: a space that its look
  // alone reads against the ledger is left out of its kind. Seen: with 7 entries not on the table, the tiles' look
  // nearest the empty spaces beside them was theirs; with 6 tiles entered, one gone and two hidden, the gone one taught
  // the tiles near it the black board's look, the right grid left 33 spaces like neither kind and was refused. But
  // a kind left with too few to learn from keeps them all (KEPT_CLEAN).
  const clean = (cell: number) => alone[cell] === 'unsure' || (alone[cell] === 'tile') === entered.has(cell);
  const cleaned = (tile: boolean) => [...usual].filter((cell) => entered.has(cell) === tile && clean(cell)).length >= KEPT_CLEAN[tile ? 'tile' : 'empty'];
  const [emptyCleaned, tileCleaned] = [cleaned(false), cleaned(true)];
  const teachers = new Set([...usual].filter((cell) => !(entered.has(cell) ? tileCleaned : emptyCleaned) || clean(cell)));
  if (!reported) return fewNewTiles(features, entered, eachSpace(features, entered, teachers, false, witnessed));
  const out = fewNewTiles(features, entered, eachSpace(features, entered, teachers, true));
  for (const cell of touchingContradictions(out, entered)) out[cell] = 'unsure';
  for (const cell of goneUnlikeEmpty(features, entered, teachers, out)) out[cell] = 'unsure';
  for (const cell of twinTiles(features, entered, teachers, alone, out)) out[cell] = 'tile';
  return out;
}

/**
 * The fewest spaces of a kind that must be left once the ledger's own mistakes are left out of it (readSpaces); with
 * fewer, the kind keeps them all. Empty spaces: 3, each then read from two others. Tiles: 1 (from stop 110; until
 * then 3): an entry read plainly as gone taught the tiles' look to the spaces near it, which then lay between the
 * kinds. Seen (ray-cast seed 909 photo 18, a grey grid in glare, 2E and 7F entered, 7F not on the table): the empty
 * spaces round 7F in the glare's middle were 4 unseen; and with 1-2 tiles entered, one of them gone, three boards'
 * right grids were refused (907/28, 915/27, 915/31) and two more read with spaces unseen (915/4, 915/26). A tile left
 * alone learns no tiles' look (FEWEST_TO_LEARN) and is read against the empty spaces', as the only entry is. Seen sets
 * (1153 boards, their ledgers made wrong on purpose; with read-board.ts doubtOf): exact 1088 -> 1094, not found
 * 11 -> 8, unseen 89 -> 82, named 1086/1142 -> 1093/1145; a hidden space entered on purpose beside an entry gone was
 * said to agree (914/32; covered 115/815 -> 115/817, 903/13 no longer). Fresh sets read once before it and never tuned on (254
 * boards): exact 242 -> 244, nothing read worse.
 */
const KEPT_CLEAN = { empty: 3, tile: 1 };

/** Each space's reading, taught by `teachers`: on its look alone (`witnessed`, see readSpaces), or as `reported`. */
function eachSpace(features: (Features | null)[], entered: Set<number>, teachers: Set<number>, reported: boolean, witnessed = true): SpaceReading[] {
  const splitAsItsKind = splitsOfKinds(features, entered, teachers);
  const early = firstTurns(features, entered);
  return features.map((f, cell): SpaceReading => {
    if (!f) return 'unsure';
    const { whole: emptyLook, nearest: emptyNearest } = localModel(features, entered, teachers, cell, false, reported) ?? NO_LOOK;
    const { whole: tileLook, nearest: tileNearest } = localModel(features, entered, teachers, cell, true, reported) ?? NO_LOOK;
    const entry = entered.has(cell);
    if (!reported) {
      const r = judged(f, tileLook, emptyLook);
      if (r === 'unsure' || (r === 'tile') === entry) return r;
      // Unwitnessed, also what an unsplit middle's look says. Unsplit by SPLIT itself, not witnessAgainst's allowance for
      // a kind's own splits: such a split may still be a shadow's edge (seen, ray-cast seed 2 photo 26: 8F of a grey
      // grid, whose tiles' labels split them, read as a tile across a hard shadow's edge; its band rightly as empty).
      return witnessAgainst(f, r, tileLook, emptyLook, false, splitAsItsKind) || (!witnessed && f[4] <= SPLIT) ? r : 'unsure';
    }
    const r = asReported(f, entry, { tileLook, emptyLook, tileNearest, emptyNearest }, splitAsItsKind);
    // In the first turns, empty only near the empty spaces' look (EMPTY_EARLY), and an entry plainly no empty space
    // read as the tile the ledger has (entryPlainlyATile; only where the tiles have a look: with none, leaning reads
    // an entry unlike the empty spaces as its tile).
    if (early && r === 'unsure' && entry && tileLook && entryPlainlyATile(f, emptyLook)) return 'tile';
    return early && r === 'empty' && !entry && emptyNearest && distance(f, emptyNearest) > EMPTY_EARLY ? 'unsure' : r;
  });
}

/** A space's reading as reported (see readSpaces), from the kinds' whole looks near it and those nearest its own. */
function asReported(
  f: Features,
  entry: boolean,
  { tileLook, emptyLook, tileNearest, emptyNearest }: { tileLook: Model | null; emptyLook: Model | null; tileNearest: Model | null; emptyNearest: Model | null },
  splitAsItsKind: SplitAsItsKind,
): SpaceReading {
  const r = judged(f, tileNearest, emptyNearest);
  if (r === 'unsure') {
    const lean = leaning(f, entry, tileNearest, emptyNearest);
    if (lean !== 'unsure' || !tileLook || !emptyLook) return lean;
    const byParts = byQuarters(f, entry, tileLook, emptyLook);
    if (byParts !== 'unsure') return byParts;
    const past = pastItsLight(f, entry, tileLook, emptyLook);
    return past === 'unsure' ? inGlare(f, entry, tileLook, emptyLook) : past;
  }
  if ((r === 'tile') === entry) return r;
  // Against the ledger, the kinds' whole looks must say so too: seen, a hand's shadow greyed an empty space of a
  // yellow tray like the grey tiles beside it, five times nearer the tiles' look nearest it, not their whole look.
  if (judged(f, tileLook, emptyLook) === r && witnessAgainst(f, r, tileLook, emptyLook, true, splitAsItsKind)) return r;
  // No witness against the ledger, it is read past its light as one in doubt is (pastItsLight): a hard shadow can
  // step a tile's light down to the empty spaces' and leave its colour and texture. Seen (from stop 79; ray-cast seed
  // 612 photo 12): 6H of a grey grid, entered, in a hard shadow, 15.7 from the empty spaces' look and 87 from the
  // tiles', its colour and texture the tiles' (0.0 from theirs; 6.5 and 7.2 from the empty spaces'), was unseen.
  return tileLook && emptyLook ? pastItsLight(f, entry, tileLook, emptyLook) : 'unsure';
}

/** A kind needs this many spaces to tell how split its own spaces are. */
const SPLIT_KIND = 10;
/** The share of a kind's spaces that must be as split as a space for its split to be the kind's own. */
const SPLIT_SHARE = 0.03;

/**
 * A space split beyond SPLIT whose kind has too few teachers to tell its own splits (under SPLIT_KIND) witnesses when
 * this near (squared, in the kind's spreads, over all four features) the kind's whole look near it. Seen: a new tile in
 * a 7-tile game, split 0.61 by its label, was 2.1 from the tiles' look and 307 from the empty spaces', and unseen. At 4
 * and at 9 the seen sets (fourteen, whole pipeline) read the same: that board exact, nothing else changed. With the
 * kind's own splits known, a hand over a tray's space 1.4 from the grey tiles' look, split 0.68, would be a new tile:
 * so only when they are not.
 */
const SPLIT_FEW_NEAR = 4;

/** Whether a space read as `read` is split no more than its kind's own spaces (splitsOfKinds); the kinds' looks near it. */
type SplitAsItsKind = (f: Features, read: 'tile' | 'empty', tile: Model | null, empty: Model | null) => boolean;

/**
 * Whether a space is split (its quarters' light apart) no more than its kind's own spaces often are: its kind (the one
 * it is read as) has SPLIT_KIND teachers or more, and SPLIT_SHARE of them (one at least) are as split; with fewer (too
 * few to tell), when its whole look, texture too, is its kind's near it (SPLIT_FEW_NEAR), or, read as a tile, when
 * its own label splits it (splitByItsLabel). A tile's label splits it too: seen, new tiles split 0.56-0.78 by their
 * labels were unseen, though 6-48% of the tiles entered were as split; the edges of hands, cards and shadows read
 * against the ledger (17 seen) were split more than every space of their kind. Seen sets (fixed maps): exact +2 of
 * 356, unseen 38 -> 36, none read wrong.
 */
function splitsOfKinds(features: (Features | null)[], entered: Set<number>, teachers: Set<number>): SplitAsItsKind {
  const splits = [false, true].map((tile) => features.flatMap((g, cell) => (g && teachers.has(cell) && entered.has(cell) === tile ? [g[4]!] : [])));
  return (f, read, tile, empty) => {
    const kind = splits[read === 'tile' ? 1 : 0]!;
    const look = read === 'tile' ? tile : empty;
    if (kind.length < SPLIT_KIND) return (look !== null && distance(f, look) < SPLIT_FEW_NEAR) || (read === 'tile' && splitByItsLabel(f, empty));
    return kind.filter((split) => split >= f[4]!).length >= Math.max(1, SPLIT_SHARE * kind.length);
  };
}

/**
 * How near (squared, in the kind's spreads, over all four features) an entry read as gone must look to the empty
 * spaces' whole look near it to witness though split (witnessAgainst): one of their usual looks, as MODE_NEAR asks of
 * a look of theirs. A shadow's edge across an empty space splits it as few of the empty spaces are split, and leaves
 * its look as a whole theirs; a card or a marker over a tile does not look like the empty spaces to a hair. Seen (from
 * stop 60): ray-cast seed 306 photo 68 (9A of a paper board, split 0.70, 0.7 from the empty spaces' look, 19.5 from
 * the tiles') and seed 307 photo 14 (8F of a black board, split 0.63, 0.3 from theirs), each entered and not on the
 * table, were unseen. Seen sets (fixed maps): those boards exact, nothing else read differently; false ledgers (1260
 * visible spaces, 1224 hidden): none more read as the ledger says. At 2, a board lost a space to unseen.
 */
const GONE_NEAR = 1;

/**
 * How far (squared, in the kind's spreads, over all four features) an entry read as gone may lie from the empty spaces'
 * whole look near it (goneUnlikeEmpty): within two spreads on one feature, not the NEAR (three) that reads a space's
 * kind. Seen (from stop 63, seen sets, Node on Chromium's pixels): of 186 entries rightly read as gone, none farther
 * than 3.1; read as gone wrongly, 4.17 (the blank top of a hotel marker the yellow tray's colour, over the tile), 4.92
 * (a cream tile on a cream board in shadow, its tiles' look learned from four markers and a hand) and 8.61 (a hidden
 * space of a cream board in dim light).
 */
const GONE_FAR = 4;

/**
 * The entries read as gone (off the table) that do not look like the empty spaces near them nearly to a hair
 * (GONE_FAR): said unseen. Saying a tile is off the table offers the banker an undo, so the space must look as an empty
 * one does, not merely nearer that than the tiles' look (which a few tiles under markers may teach wrong). Asked after
 * the touching contradictions (touchingContradictions), among which such a space still counts: asked before them, a
 * false new tile beside such an entry, and a hidden space read as gone beside another, were no longer unseen with it
 * (two seen boards). Seen sets (21, 828 boards): two hidden spaces said gone and a cream tile said gone are unseen;
 * nothing else read differently.
 */
function goneUnlikeEmpty(features: (Features | null)[], entered: Set<number>, teachers: Set<number>, out: SpaceReading[]): number[] {
  return out.flatMap((r, cell) => {
    const f = features[cell];
    if (r !== 'empty' || !entered.has(cell) || !f) return [];
    const empty = localModel(features, entered, teachers, cell, false, false)?.whole;
    return (empty && distance(f, empty) > GONE_FAR) || labelTrace(f, features, entered, out, cell) ? [cell] : [];
  });
}

/**
 * Whether an entry read as gone still shows a trace of a label (goneUnlikeEmpty, from stop 109): busier than the empty
 * spaces around it (within NEIGHBOURHOOD, read empty and not entered, three at least) by GONE_BUSIER times their
 * median texture, and its quarters' light apart (split) by GONE_SPLIT times their median split and GONE_SPLIT_LEAST,
 * short of GONE_SPLIT_MOST. Glare on a light board washes a tile's label to a few strokes, which leave its face as
 * light and as coloured as the board, and its look within the empty spaces' spreads (floored at SCALE), while an
 * empty space there is smooth and even; a shadow's edge splits a space far more. Seen (CSS seeds 911 photo 17 and 913
 * photo 4, cream boards in glare tilted 34-36 degrees): 8D and 8G, entered and on the table, textures 0.06-0.11
 * (through the maps tried) against the empty spaces' median 0.042-0.048 near them, split 0.07-0.14 against 0.023-0.029,
 * were said off the table (the empty spaces' look 1.0-1.5 from theirs, under GONE_FAR). Of the 77,934 empty spaces
 * in view on the seen sets (through their true corners) 173 look so (0.22%, most at a shadow's soft edge), and would
 * be unseen if entered.
 */
function labelTrace(f: Features, features: (Features | null)[], entered: Set<number>, out: SpaceReading[], cell: number): boolean {
  if (f[4] < GONE_SPLIT_LEAST || f[4] >= GONE_SPLIT_MOST) return false;
  const around = within(cell, NEIGHBOURHOOD).flatMap((other) => (out[other] === 'empty' && !entered.has(other) && features[other] ? [features[other]!] : []));
  if (around.length < 3) return false;
  return f[3] > GONE_BUSIER * median(around.map((g) => g[3]!)) && f[4] > GONE_SPLIT * median(around.map((g) => g[4]!));
}

/** A label's trace (labelTrace): how many times the empty spaces' median texture near it an entry read as gone shows. */
const GONE_BUSIER = 1.5;
/** A label's trace: how many times their median split, and the least and the most split (a shadow's edge, beyond). */
const GONE_SPLIT = 2.5;
const GONE_SPLIT_LEAST = 0.07;
const GONE_SPLIT_MOST = 0.3;

/** Whether a space's whole look is the empty spaces' usual look near it (GONE_NEAR). */
const emptyAsUsual = (f: Features, empty: Model | null) => empty !== null && distance(f, empty) < GONE_NEAR;

/**
 * Whether each space's whole look is the empty spaces' usual look near it (GONE_NEAR), the kinds learned as the reading
 * reported learns them (teaching): what margin.ts asks of an entry read as gone beside a hand over the margin.
 */
export function asTheEmptySpaces(features: (Features | null)[], entered: Set<number>): (cell: number) => boolean {
  const teachers = teaching(features, entered, true);
  return (cell) => {
    const f = features[cell];
    return !!f && emptyAsUsual(f, localModel(features, entered, teachers, cell, false, false)?.whole ?? null);
  };
}

/** The most new tiles (not entered) a turn or two could have placed: early in a game, more are a hand or a card. */
const MOST_NEW_EARLY = 2;

/**
 * Early in a game (under FEW tiles entered in view: few tiles to learn from), more new tiles than a turn or two could
 * have placed are likelier a hand or a card lying over the board: none of them is taken for a tile. Seen: a hand over
 * three spaces of a paper board with three tiles entered was offered as a new tile.
 */
function fewNewTiles(features: (Features | null)[], entered: Set<number>, out: SpaceReading[]): SpaceReading[] {
  if (firstTurns(features, entered)) {
    const fresh = out.flatMap((r, cell) => (r === 'tile' && !entered.has(cell) ? [cell] : []));
    if (fresh.length > MOST_NEW_EARLY) for (const cell of fresh) out[cell] = 'unsure';
  }
  return out;
}

/**
 * Early in a game (firstTurns) the tiles' look is learned from a few tiles, some of them under a hotel marker or a
 * hand: a space farther than this (squared, in the kind's spreads) from the empty spaces' look nearest it is not said
 * empty merely for being farther still from that look; it is unseen. Seen: a new ivory tile on a grey grid in glare,
 * 36 from the empty spaces, was read as empty (so missed) when all 4 tiles entered were under markers and hands. No
 * truly empty space in an early game on the seen sets (fixed maps, eleven sets) was read empty from farther than 16
 * (at 14, one would be unseen); in later games dozens were, up to 99, so this holds only early.
 */
const EMPTY_EARLY = 2 * NEAR;

/**
 * Early in a game (firstTurns), whether an entry left in doubt is plainly a tile: beyond FAR from the empty spaces'
 * look, and its four quarters of one colour (each within NEAR of its whole, squared in SCALE): a tile's face is one
 * colour, a hand or a hotel marker over part of a space is not. It need not be nearer the tiles' look than the empty
 * spaces': with a few tiles entered, some under markers or entered by mistake, the tiles' look is no tile's own (stop
 * 72: seed 304 photo 1, 6B on a grey grid, 61 from the tiles' look, learned from a tile under a red marker and an
 * empty space entered by mistake, and 44 from the empty spaces'; seed 416 photo 12, 3D on paper; both unseen before.
 * Seen sets, 29 (1,032 boards, Node): exact 962 -> 964, unseen 102 -> 100, nothing else read otherwise, the false
 * ledgers included). A tile may be farther than FAR from the tiles' look too: seen, entries
 * 99-111 from the tiles' look and 130-209 from the empty spaces' (seed 414 photo 26, 3H on a paper board; seed 416
 * photo 31, 4H on a cream one; seed 413 photo 23, 2G on a yellow tray, 40 and 52), unseen. With a difference put on a
 * hidden space on purpose, a hand over part of 2I of a yellow tray entered by mistake (seed 413 photo 36), 89 from the
 * tiles' look and 104 from the empty spaces', its quarters' red shares 0.15-0.55, was read as the tile the ledger
 * says until the quarters' colour was asked. Seen sets (22, 789 boards, Node on Chromium's pixels): exact 735 -> 737
 * (seed 412 photo 1: entries 11B and 12B read so, and 11C below them, a false new tile before, read empty), unseen 3
 * fewer, nothing else read otherwise; ledgers made wrong on purpose (the 8 newest sets), on hidden spaces 154 of 612
 * and in view 18 of 1156 read as the ledger says, as before.
 */
function entryPlainlyATile(f: Features, empty: Model | null): boolean {
  return empty !== null && distance(f, empty) > FAR && ofOneColour(f);
}

/** Whether a space's four quarters are of one colour (each within NEAR of its whole, squared in SCALE): a tile's face. */
export const ofOneColour = (f: Features) => f.length >= QUARTER_TEXTURES_AT && [0, 1, 2, 3].every((q) => apart(quarterLook(f, q), f, COLOUR) < NEAR);

/**
 * With no tiles' look to learn from (the game's first tile, not yet entered), whether a space is plainly no empty
 * space though its face is busy (a tile's label): as plainly as an entry must be (entryPlainlyATile: beyond FAR from
 * the empty spaces' look, of one colour in its four quarters, which a card's or a hand's edge over part of it is not),
 * and its colour beyond NEAR from theirs, as this one is against the ledger (a shadow darkens a space, not tints it).
 */
const plainlyNoEmptySpace = (f: Features, empty: Model) => entryPlainlyATile(f, empty) && distance(f, empty, COLOUR) > NEAR;

/**
 * How alike (squared, in SCALE, over light, colour and texture) an entry in doubt and another entered tile must look
 * for the one to be read as the tile the other is (twinTiles). Set on seen sets: at 5 and at 12 the same; at 25, an
 * empty space entered by mistake on a paper board, as busy as the tiles, was read as entered (ray-cast seed 12,
 * photo 27, 9C).
 */
const TWIN = 5;

/**
 * Early in a game (firstTurns), the entries left in doubt that look like another entered tile read as one by its own
 * look (`alone`), not touching it (one hand or card over both would make them alike), and unlike the empty spaces near
 * them (beyond NEAR): read as the tiles the ledger has. With few tiles entered, the tiles' look near a space is
 * learned from every entry near it, a ledger's mistake or a tile under a hotel marker as much as a tile: seen
 * (ray-cast seed 302, photo 1), with 1H, 9A and (by mistake) 3H entered, 1H's tiles' look was mostly 3H's empty
 * space; 1H was 94 from it and 100 from the empty spaces' look, unseen, and 1.6 from 9A's. Seen sets (seventeen, fixed
 * maps): that board exact, a space of another read, nothing else read differently; false ledgers (early games, every
 * space hidden or partly hidden, and half of those in view, entered by mistake or left out): none more read as the
 * ledger says.
 */
function twinTiles(features: (Features | null)[], entered: Set<number>, teachers: Set<number>, alone: SpaceReading[], out: SpaceReading[]): number[] {
  if (!firstTurns(features, entered)) return [];
  return out.flatMap((r, cell) => {
    const f = features[cell];
    if (r !== 'unsure' || !f || !entered.has(cell)) return [];
    const empty = localModel(features, entered, teachers, cell, false, false)?.whole;
    if (!empty || distance(f, empty) <= NEAR) return [];
    const twin = (other: number) => alone[other] === 'tile' && !touching(cell, other) && other !== cell && apart(f, features[other]) < TWIN;
    return [...entered].some(twin) ? [cell] : [];
  });
}

/**
 * The spaces read against the ledger that touch another such space (side or corner). Each entry is one tile: two
 * neighbouring spaces both against the ledger are likelier one thing lying over both (a card, a hand) than two
 * mistakes side by side. Seen sets: 11 of the 26 spaces read against the ledger wrongly touched another (a card over
 * 12D-12F offered as three new tiles, a card over entered 12F and 12G said off the table), none of the 142 read
 * against it rightly did. Two neighbouring tiles truly not entered are said unseen and looked at again.
 */
export function touchingContradictions(out: SpaceReading[], entered: Set<number>): number[] {
  const against = out.flatMap((r, cell) => (r !== 'unsure' && (r === 'tile') !== entered.has(cell) ? [cell] : []));
  return against.filter((cell) => against.some((other) => touching(cell, other)));
}

/**
 * The spaces read against the ledger whose face is far smoother than their kind's: texture under SMOOTH of the median
 * texture of the spaces read as that kind. An empty space bears its printed name and a tile its label; a card or the
 * flat of a hand over a space bears neither (seen: a white card over an entered tile on a paper board read as the tile
 * gone, a palm over an empty space as a new tile). Seen sets (all 47, Node): of the 652 spaces read against the
 * ledger, the 21 wrongly read (18 hidden under a hand, a card or a marker, one partly) were 0.03-3.45 of their kind's
 * texture, 7 under 0.4; the 631 rightly read, 0.41 at least (entries gone 0.50, new tiles 0.41).
 */
export function smoothAgainst(features: (Features | null)[], reading: SpaceReading[], entered: Set<number>): number[] {
  const textureOf = (kind: SpaceReading) => median(reading.flatMap((r, cell) => (r === kind && features[cell] ? [features[cell]![3]!] : [])));
  const kinds = { tile: textureOf('tile'), empty: textureOf('empty') };
  return reading.flatMap((r, cell) => {
    const f = features[cell];
    if (!f || r === 'unsure' || (r === 'tile') === entered.has(cell)) return [];
    return f[3]! < SMOOTH * kinds[r] ? [cell] : [];
  });
}

/** A face this much smoother than its kind's bears no name and no label (smoothAgainst; set on the seen sets). */
const SMOOTH = 0.4;

/** Whether two spaces touch (side or corner). */
export const touching = (a: number, b: number) => a !== b && spacesApart(a, b) <= 1;

/**
 * Whether a space whose look (`read`) contradicts the ledger is witness enough to say so; otherwise it is unseen. A false
 * new tile would be offered to the banker to enter, a false missing one to undo; one not seen is only looked at again.
 */
function witnessAgainst(f: Features, read: 'tile' | 'empty', tile: Model | null, empty: Model | null, reported: boolean, splitAsItsKind: SplitAsItsKind): boolean {
  // Not a space split by a shadow's or a card's edge (its quarters far apart in light), unless split as its kind's own
  // spaces are (splitsOfKinds), or read as gone with the empty spaces' very look (emptyAsUsual).
  if (f[4] > SPLIT && !splitAsItsKind(f, read, tile, empty) && !(read === 'empty' && emptyAsUsual(f, empty))) return false;
  // Not a tile not entered still near the empty spaces around it (a marker's or a hand's edge over an empty space): it
  // must be as far from them as a space is near a kind (NEAR), unless, reported, it differs from them by its label alone.
  if (read === 'tile' && empty && distance(f, empty) < NEAR && !(reported && tile && byItsLabelAlone(f, tile, empty))) return false;
  // Nor an entered tile said off the table that does not look like the empty spaces, merely less unlike them than the
  // tiles (a marker or a card's shadow on it): seen, 3B on a dim paper board, 33 from the empty spaces.
  if (read === 'empty' && empty && distance(f, empty) > NEAR) return false;
  // Reported, nor one whose colour alone clearly says the ledger's kind (clearly, and beyond one spread of the kind
  // read): a shadow darkens an empty space, it does not tint it. Seen (from stop 65; ray-cast seed 402 photo 25): a
  // hand's shadow over 12D of a grey grid, 9.7 from the tiles' look and 76 from the empty spaces', its colour 0.03 from
  // theirs and 2.9 from the tiles', offered as a new tile. Not for grids compared: there it changed which map won.
  if (reported && tile && empty && clearly(f, tile, empty, COLOUR) === (read === 'tile' ? 'empty' : 'tile') && distance(f, read === 'tile' ? tile : empty, COLOUR) > 1) return false;
  // And, reported, either way it must be AGAINST times nearer the kind it is read as than the ledger's kind, and its
  // quarters must bear that out (quartersBear). Seen: every space rightly read against the ledger (151) had a quarter
  // clearly of the kind it truly is and none of the other; a cream space crossed by a shadow's edge, read as a tile
  // (10 times nearer the tiles), had no quarter like either kind.
  if (reported && tile && empty) {
    const [as, ledgers] = read === 'tile' ? [tile, empty] : [empty, tile];
    if (distance(f, as) * AGAINST > distance(f, ledgers) || quartersBear(f, read, tile, empty, true) === false) return false;
  }
  return true;
}

/**
 * How much nearer the ledger's kind a space in doubt must be to be read as the ledger says: the ledger is right about
 * nearly every space, so agreeing with it asks less than the CLEARLY (three times) nearer a space's look alone asks, and
 * the AGAINST (five times) that contradicting it asks.
 * A toss-up follows the ledger, with a fifth's margin. Set on seen photos (ten sets): spaces in view unseen 82 -> 73
 * (1.5 -> 1.2), none read wrong, and none of the 137 spaces where the ledger and the table differ read as the ledger
 * says, down to 0.7; those in doubt were 2.6 times nearer the kind they are.
 */
const LEAN = 1.2;

/**
 * A space in doubt read as the ledger says when it is clearly nearer the ledger's kind (LEAN) and not far from it (as
 * judged counts far); otherwise unseen. With no tiles' look to compare with (under two other tiles entered in view),
 * an entered tile is read as the ledger says when it is unlike the empty spaces (beyond NEAR: judged reads it empty
 * within): seen, the two labelled tiles of a 2-tile game, 12 and 16 from the empty spaces, and a tile 218 from them
 * in a 3-tile game with one tile hidden, were unseen. Seen sets: exact 2 more (of 646 found), unseen 4 fewer, nothing
 * read wrong. Never one with no empty spaces' look. A space split by a shadow's
 * or a card's edge leans too: the edge makes it no witness against the ledger, not one against agreeing with it (seen
 * sets: spaces in view unseen 92 -> 82, none of the spaces where ledger and table differ read as the ledger says);
 * but not when one of its quarters clearly looks the other kind (from stop 92): seen, ray-cast seed 702 photo 35, 4C
 * of a grey grid on the table and left out of the ledger, split 0.9-1.1 as the maps tried cut it, one quarter plainly
 * a tile, leaned empty and the difference was missed. Seen sets (1374 boards): ledgers made wrong, read as the ledger
 * says 2 -> 1; exact 1310 -> 1309 (one space more unseen), nothing else read differently. Asked of unsplit spaces
 * too, exact 8 fewer.
 */
function leaning(f: Features, entered: boolean, tile: Model | null, empty: Model | null): SpaceReading {
  if (!empty) return 'unsure';
  if (!tile) return entered && distance(f, empty) > NEAR ? 'tile' : 'unsure';
  const [mine, other] = entered ? [tile, empty] : [empty, tile];
  const d = distance(f, mine);
  if (!(d < FAR && d * LEAN < distance(f, other))) return 'unsure';
  // Split, and a quarter clearly the other kind: the split may be that quarter, the part of the space the ledger has
  // wrong, so the space is no witness for the ledger either.
  const says = f[4]! > SPLIT ? quartersSay(f, tile, empty) : null;
  return says?.includes(entered ? 'empty' : 'tile') ? 'unsure' : entered ? 'tile' : 'empty';
}

/** A space farther than this from both kinds looks like neither. */
const FAR = 40;
/** A space this many times nearer one kind than the other is that kind (as far as its look goes). */
const CLEARLY = 3;
/**
 * A space read against the ledger must be this many times nearer the kind it is read as: more than CLEARLY, as the
 * ledger is right about nearly every space, and a false new tile is offered to the banker to enter. Set on seen
 * photos: the edges of hands, cards and shadows read as new tiles were 3.5-4.8 times nearer the tiles, the real new
 * tiles 6.9 times at least; 6 of 10 wrong spaces went, no real difference was lost.
 */
const AGAINST = 5;

/** A space's reading from the look of each kind near it (null: none of that kind to learn from). */
function judged(f: Features, tile: Model | null, empty: Model | null): SpaceReading {
  const dT = tile ? distance(f, tile) : Infinity;
  const dE = empty ? distance(f, empty) : Infinity;
  // No tile to learn from: a space unlike the empty ones is taken for a tile when its face is even, or when it is
  // plainly no empty space (a tile's label makes its face busy).
  if (!tile) return !empty ? 'unsure' : dE < NEAR ? 'empty' : f[3] < empty.mean[3] + 0.1 || plainlyNoEmptySpace(f, empty) ? 'tile' : 'unsure';
  if (!empty) return dT < NEAR ? 'tile' : 'unsure';
  if (Math.min(dT, dE) > FAR) return 'unsure';
  if (dT * CLEARLY < dE) return 'tile';
  if (dE * CLEARLY < dT) return 'empty';
  return byLightAndColour(f, tile, empty);
}

/**
 * A space the four features leave in doubt, judged on light and colour alone where they tell the two kinds apart
 * here: its texture alone may mislead (a tile whose label is faint in dim light, a shadow's edge across an empty
 * space). Still never called empty when it is busier than the empty spaces (a label, a marker, an edge on it).
 */
function byLightAndColour(f: Features, tile: Model, empty: Model): SpaceReading {
  const apart = LIGHT_AND_COLOUR.reduce((s, k) => s + (tile.mean[k]! - empty.mean[k]!) ** 2 / Math.max(tile.spread[k]!, empty.spread[k]!) ** 2, 0);
  if (apart < 9) return 'unsure';
  const dT = distance(f, tile, LIGHT_AND_COLOUR);
  const dE = distance(f, empty, LIGHT_AND_COLOUR);
  // Not against what its colour alone clearly says (from stop 65): where the empty spaces lie in and out of a shadow
  // their light's spread is wide and colour decides. Seen (ray-cast seed 401 photo 15): an entered tile in a hard
  // shadow, 8.2 from the empty spaces' light and colour (8.1 of it colour) and 0 from the tiles' colour, read empty
  // against the ledger and so unseen; in doubt, it is read past its light as the tile it is.
  const byColour = clearly(f, tile, empty, COLOUR);
  if (dT < 9 && dT * 4 < dE && byColour !== 'empty') return 'tile';
  const busier = f[3] > empty.mean[3] && ((f[3] - empty.mean[3]) / empty.spread[3]) ** 2 > 9;
  if (dE < 9 && dE * 4 < dT && !busier && byColour !== 'tile') return 'empty';
  return 'unsure';
}

/**
 * A space in doubt read by its quarters, each on its light and colour against the kinds' looks near the space: as the
 * ledger says when one quarter at least clearly looks so (CLEARLY nearer, and NEAR) and none looks like the other kind,
 * or three clearly look so whatever the fourth (from stop 58: a fingertip or a neighbour's corner over one quarter;
 * seen, ray-cast seed 302 photo 26, a fingertip over 8A's quarter looked like the tiles; the seen sets, the whole
 * pipeline in Chromium: two boards exact, nothing else read differently); else unseen. A shadow's edge across an
 * empty space leaves it between the lit and the shadowed spaces, as a tile in that shadow may be too, while its lit
 * quarter is plainly an empty space. Never against the ledger: a space the ledger has wrong showed a quarter like
 * the kind it truly is (seen: none of the 153 spaces where ledger and table differ read as the ledger says, even at
 * 1.2 times nearer and within 40). Seen sets: unseen 36 -> 20 (fixed maps); the whole pipeline, exact 331 -> 338 of
 * 360 found, none read wrong. Comparing a quarter with the kind's look nearest it, or asking it only of split spaces,
 * read the same.
 */
function byQuarters(f: Features, entered: boolean, tile: Model, empty: Model): SpaceReading {
  const ledgers = entered ? 'tile' : 'empty';
  if (quartersBear(f, ledgers, tile, empty) === true) return ledgers;
  const says = quartersSay(f, tile, empty);
  return says && says.filter((say) => say === ledgers).length >= 3 ? ledgers : 'unsure';
}

/**
 * A space in doubt (or read against the ledger by its light without witness: asReported) read past its light, by its
 * colour and its face's texture: as the ledger says when its colour and texture clearly look so (CLEARLY nearer that
 * kind's look near it, and NEAR it), its colour alone too, and its quarters' colour and texture bear it out (one so,
 * none the other kind); else unseen. A hard shadow's edge or a
 * lamp's glare steps a space's light up or down, and leaves its colour and its texture for its level: seen, ivory tiles
 * on a black board lit where the rest lay in a hard shadow (log light 5.30 against the tiles' 4.43 and the empty
 * spaces' 3.08, farther from both than FAR), their colour and texture 0.2-0.5 from the tiles' and 20 from the empty
 * spaces'. Never against the ledger, as by the quarters. Its colour alone too, and each quarter: a hand's fingertip and
 * its shadow over part of an empty space make it as busy as a tile's label. Seen sets (seventeen, fixed maps): boards
 * exact 570 -> 580 of 630, none read wrong; ledgers made wrong on purpose on 1260 spaces in view (a tile left out, an
 * empty space entered) none more read as the ledger says; on 1394 spaces under or beside a hand or marker one more
 * (188 -> 189: a fingertip and its shadow over a grey tray's empty space, entered by mistake). Without the colour and
 * the quarters asked, 13 more.
 */
function pastItsLight(f: Features, entered: boolean, tile: Model, empty: Model): SpaceReading {
  const ledgers = entered ? 'tile' : 'empty';
  if (clearly(f, tile, empty, COLOUR_AND_TEXTURE) !== ledgers || clearly(f, tile, empty, COLOUR) !== ledgers) return 'unsure';
  const says = quartersSay(f, tile, empty, COLOUR_AND_TEXTURE);
  return says && bearOut(says, ledgers) ? ledgers : 'unsure';
}

/**
 * A space in doubt read in glare: as the ledger says when it is its kind's look whitened. Glare adds white light,
 * which raises a space's light and moves its colour from its own toward grey, along the line between them (further
 * where a channel is already near full and cannot rise); its texture it lowers. So a space brighter than the
 * ledger's kind near it, whose colour lies on that line (GLARE_OFF_LINE spreads off it at most) a share GLARE_LEAST of
 * the way from grey at least, no busier than that kind beyond NEAR, and whose colour is plainly not the other kind's
 * (GLARE_OTHER on colour, and beyond NEAR on colour and texture: a grey tile whitened is grey still), is that kind.
 * Only where the ledger's kind has a colour of its own (GLARE_COLOURED spreads from grey): a yellow tray's empty
 * spaces, not a cream, paper or black board's, which glare leaves as grey as their tiles. Never against the ledger.
 * Seen (from stop 108; CSS seed 910 photo 1): a yellow tray's empty space in glare, its colour whitened to 0.37 red
 * share (the tray's 0.54 elsewhere, the grey tiles' 0.335) and its texture 0.013 (the tiles' 0.24), was nearer the
 * tiles' whole look than the tray's and unseen.
 */
function inGlare(f: Features, entered: boolean, tile: Model, empty: Model): SpaceReading {
  const [kind, other] = entered ? [tile, empty] : [empty, tile];
  if (f[0] <= kind.mean[0]! + kind.spread[0]!) return 'unsure';
  const spread = Math.max(kind.spread[1]!, kind.spread[2]!);
  const [dr, dg] = [kind.mean[1]! - 1 / 3, kind.mean[2]! - 1 / 3];
  const reach = Math.hypot(dr, dg);
  if (reach < GLARE_COLOURED * spread) return 'unsure';
  const [cr, cg] = [f[1] - 1 / 3, f[2] - 1 / 3];
  const share = (cr * dr + cg * dg) / (reach * reach);
  const off = Math.hypot(cr - share * dr, cg - share * dg);
  if (share < GLARE_LEAST || share > 1 || off > GLARE_OFF_LINE * spread) return 'unsure';
  if (f[3] > kind.mean[3]! && distance(f, kind, TEXTURE) > NEAR) return 'unsure';
  return distance(f, other, COLOUR) > GLARE_OTHER && distance(f, other, COLOUR_AND_TEXTURE) > NEAR ? (entered ? 'tile' : 'empty') : 'unsure';
}

/** In glare (inGlare): how far a space's colour may lie off the line from its kind's to grey, in the kind's colour spreads. */
const GLARE_OFF_LINE = 2;
/** In glare: how far (squared, in its spreads) a whitened space's colour must lie from the other kind's: two spreads. */
const GLARE_OTHER = 4;
/** In glare: the least share of the way from grey to its kind's colour that a whitened space's colour keeps. */
const GLARE_LEAST = 0.15;
/** In glare: how far (in its colour spreads) a kind's colour must lie from grey for whitening to show. */
const GLARE_COLOURED = 4;

/**
 * What each of a space's quarters clearly looks (`over`: the features compared, light and colour unless given); null
 * for a space sampled without them (or without their textures when asked).
 */
function quartersSay(f: Features, tile: Model, empty: Model, over = LIGHT_AND_COLOUR): SpaceReading[] | null {
  if (f.length < (over.includes(3) ? QUARTER_TEXTURES_AT + 4 : QUARTER_TEXTURES_AT)) return null;
  return [0, 1, 2, 3].map((q) => clearly(quarterLook(f, q), tile, empty, over));
}

/**
 * Whether a space split beyond SPLIT is split by a tile's own label, as far as the empty spaces near it tell: no quarter
 * looks like them (each beyond NEAR on light and colour), so no edge of a cover or a shadow leaves part of an empty
 * space showing, and its colour is theirs (within NEAR): a hand, or a hotel marker's side, is tinted; a tile's face and
 * label are the board's neutral colours or near them. Asked (splitsOfKinds) only of a new tile whose kind has too few
 * teachers to know its own splits, where the tiles' look may be learned from hotel markers alone. Seen (ray-cast seed
 * 412, photo 4): a black tile with a white label (6C) on a cream board, split 0.63, 170 from the empty spaces' look and
 * 15 from the tiles' (six entries, all under markers), was unseen. Without the colour asked, a hand over 11D of a
 * black board (seed 13 photo 1, no tile entered), its red share 0.49 against the board's 0.39, was offered as a new
 * tile. Seen sets (22, 789 boards, Node on Chromium's pixels): exact 728 -> 732, nothing else read differently; false
 * ledgers (4 spaces a photo, 1156): 18 read as the ledger says, as before. Held out: unseen 26 -> 19 (ray-cast).
 */
function splitByItsLabel(f: Features, empty: Model | null): boolean {
  if (!empty || f.length < QUARTER_TEXTURES_AT || distance(f, empty, COLOUR) >= NEAR) return false;
  return [0, 1, 2, 3].every((q) => distance(quarterLook(f, q), empty, LIGHT_AND_COLOUR) > NEAR);
}

/**
 * Whether a space near the empty spaces' look (within NEAR) differs from them by a label alone, as a new tile does on a
 * board of the tiles' own light and colour (cream tiles on a cream board, grey on a grey grid in glare): its texture
 * half NEAR from theirs at least and CLEARLY more than its light and colour are, and its colour nearer the tiles' than
 * theirs. A hand's or a marker's edge over an empty space is busy too, but darkens or lightens it, or tints it.
 * Seen (22 sets, Node on Chromium's pixels): three new tiles unseen, all in view and none split, their texture
 * 4.7-6.7 from the empty spaces', 2-3 times their light and colour, their colour 0.00-0.01 from the tiles' and
 * 0.2-0.8 from the empty spaces' (ray-cast seed 2 photo 0, 11F on a grey grid in glare; seed 15 photo 20, 5C, and
 * seed 304 photo 13, 1G, cream in dim light). None of the twenty empty spaces as near the tiles' look (within a
 * third of their distance to the empty spaces'), under a hand, a marker or a shadow's edge, passes: the busiest
 * (texture 4.2-7.0) had the board's colour or a light unlike it (1D under a hand, seed 412 photo 17: texture 4.7,
 * light and colour 3.6). Asked only of the reading reported, not of grids compared. Boards exact 732 -> 735 of 789,
 * nothing else read otherwise; ledgers made wrong on purpose (the 8 newest sets), on hidden spaces 154 of 612 and in
 * view 18 of 1156 read as the ledger says, as before.
 */
function byItsLabelAlone(f: Features, tile: Model, empty: Model): boolean {
  const texture = distance(f, empty, TEXTURE);
  return texture >= NEAR / 2 && texture >= CLEARLY * distance(f, empty, LIGHT_AND_COLOUR) && distance(f, tile, COLOUR) < distance(f, empty, COLOUR);
}

/** Whether quarters' readings bear out `read`: one at least so, none the other kind. */
const bearOut = (says: SpaceReading[], read: SpaceReading) => says.includes(read) && says.every((say) => say === read || say === 'unsure');

/** Quarter `q`'s look (log light, red and green shares, and its texture when sampled) among a space's features. */
export const quarterLook = (f: Features, q: number) => [...f.slice(QUARTERS_AT + 3 * q, QUARTERS_AT + 3 * q + 3), ...f.slice(QUARTER_TEXTURES_AT + q, QUARTER_TEXTURES_AT + q + 1)];

/**
 * The spaces `reading` leaves unseen, read again by their bands (bandFeatures; `bands`, every space's): as the ledger
 * says when the band clearly looks so (clearly, as a quarter is judged), the kinds' band looks learned as the spaces'
 * are (teaching, localModel). Never against the ledger, as by the quarters. A tile's label fills its middle, and in
 * dim light or glare it may leave the middle like neither kind while the face round it is plainly the tile's. Seen
 * sets (sixteen, the whole pipeline): boards exact 601 -> 610 of 646 found, spaces in view unseen 59 -> 42, none more
 * read wrong (none of the spaces where ledger and table differ read as the ledger says). Not a space whose middle's
 * look alone (`middles`: readSpaces unreported) reads against the ledger (from stop 57; seen sets: a missed tile became
 * unseen, nothing else changed), with a witness or without one (from stop 87, readSpaces unwitnessed: seen, ray-cast
 * seed 10 photo 29, a cream tile on a cream board in glare left out of the ledger, its middle 127 times nearer the
 * tiles' look than the empty spaces' but with no witness, was read empty by its band, the board's look round its
 * label: "agree" where the ledger was wrong).
 */
export function readByBands(bands: (Features | null)[], entered: Set<number>, reading: SpaceReading[], middles: SpaceReading[]): SpaceReading[] {
  // A middle whose look alone reads against the ledger is a witness the band cannot outvote: a cream tile on a cream
  // board shows its difference in its label's ink, and its face round the label looks like the board's.
  const against = (cell: number) => middles[cell] !== 'unsure' && (middles[cell] === 'tile') !== entered.has(cell);
  return readAgain(bands, entered, reading, (cell, f, tile, empty) => (against(cell) || !tile ? 'unsure' : clearly(f, tile, empty)));
}

/**
 * The spaces `reading` leaves unseen, read again by their looks past a step of light (step.ts, `steps`: every
 * space's): as the ledger says when that look clearly looks so on light, colour and the texture left within the
 * step's sides (clearly, over all four), and each side's colour is within NEAR of that kind's, the kinds' looks learned
 * as the spaces' are. Never against the ledger, as by the bands. A hard shadow's edge across an empty space of a cream
 * board spreads its light as a tile's label does: seen (ray-cast seed 304, photo 26, 4G), 1.3 from the tiles' look
 * near it and 12 from the empty spaces', unseen; past the step its texture was 0.13, the tiles' 0.25 and the empty
 * spaces' 0.10 (6.5 and 0.8 from their looks). The bands, on light and colour, cannot tell the kinds apart where
 * tiles and board are both cream.
 * Unlike the bands, a space whose middle alone reads against the ledger is read again: that reading is the step's.
 * Each side's colour: a fingertip over part of a space leaves a side unlike either kind (seen: with a space under a
 * finger entered by mistake, its texture past the step was a tile's). Seen sets (21, Node on Chromium's pixels): 8
 * spaces on 6 boards read as the ledger has them rather than unseen, 5 boards exact, nothing read differently
 * otherwise; ledgers made wrong on purpose on spaces in view (2396) and under or beside a hand (1312): as many read
 * as the false ledger says as before. With no tiles' look to learn (under two tiles in view), an empty space is read
 * so when its look past the step is within NEAR of the empty spaces' look, as judged reads a space's own look then
 * (from stop 64: seen, 4 such spaces on 3 boards of 1-2 tiles, hard shadows' edges and uneven light; nothing else
 * read differently, the same false ledgers as often).
 */
export function readPastAStep(steps: (PastAStep | null)[], entered: Set<number>, reading: SpaceReading[]): SpaceReading[] {
  const looks = steps.map((step) => step?.look ?? null);
  return readAgain(looks, entered, reading, (cell, f, tile, empty) => {
    const kind = entered.has(cell) ? tile : empty;
    if (!kind || !steps[cell]!.sides.every(([red, green]) => distance([0, red, green], kind, COLOUR) < NEAR)) return 'unsure';
    // With no tiles' look to compare with, an empty space near the empty spaces' look (as judged reads one).
    if (!tile) return distance(f, empty, LOOK) < NEAR ? 'empty' : 'unsure';
    return clearly(f, tile, empty, LOOK);
  });
}

/**
 * The spaces `reading` leaves unseen, read again from another look of each (`looks`, every space's; the kinds' looks
 * learned from them as the spaces' are: teaching, localModel): as the ledger says where `says` reads so against the
 * kinds' whole looks near the space (the tiles' null where too few tiles are in view to learn it); never against it.
 */
function readAgain(
  looks: (Features | null)[],
  entered: Set<number>,
  reading: SpaceReading[],
  says: (cell: number, f: Features, tile: Model | null, empty: Model) => SpaceReading,
): SpaceReading[] {
  // Only the reading reported is read again (bands, a step of light), so its teaching.
  const teachers = teaching(looks, entered, true);
  return reading.map((r, cell) => {
    const f = looks[cell];
    if (r !== 'unsure' || !f) return r;
    const tile = localModel(looks, entered, teachers, cell, true, false)?.whole ?? null;
    const empty = localModel(looks, entered, teachers, cell, false, false)?.whole;
    if (!empty) return r;
    const read = says(cell, f, tile, empty);
    return read === (entered.has(cell) ? 'tile' : 'empty') ? read : r;
  });
}

/**
 * Whether a space's quarters bear out reading it as `read`: one at least clearly looks so (on light and colour,
 * CLEARLY nearer that kind's look near the space than the other's, and NEAR it) and none looks like the other kind.
 * Null for a space sampled without its quarters.
 *
 * `textured` (a space read against the ledger, from stop 57): failing that, all four quarters clearly so on their
 * texture too (each quarter's against the kinds' whole texture). Where tiles and empty spaces differ only in texture
 * (cream tiles on a cream board) light and colour leave every quarter in doubt, or a hair nearer one kind by chance:
 * seen (ray-cast seed 303, photo 28), a cream tile not entered, its quarters' light a hair nearer the board's, was
 * unseen with quarters' textures 0.30-0.33, the tiles' 0.27, the empty spaces' 0.13. All four, not one: a shadow's
 * edge crosses three quarters at most, and leaves the others as smooth as the board. Seen sets (thirteen): 2 boards
 * more exact (a tile not entered, an entry gone on cream boards), nothing else read differently. Only against the
 * ledger: asked also of spaces read as the ledger says (byQuarters), one smooth quarter of a tile's vetoed it (6 new
 * tiles lost to unseen).
 */
function quartersBear(f: Features, read: 'tile' | 'empty', tile: Model, empty: Model, textured = false): boolean | null {
  const says = quartersSay(f, tile, empty);
  if (!says) return null;
  if (bearOut(says, read)) return true;
  if (!textured) return false;
  return quartersSay(f, tile, empty, LOOK)?.every((say) => say === read) ?? false;
}

/**
 * How alike (squared, in SCALE, over light, colour and texture) a space and an unseen neighbour must look to be under
 * one cover (sharedCover). Set on seen sets: at 9, 196 of 1224 covered differences said to agree; at 25, 187; at
 * 100 (any neighbour), 180 and a board lost.
 */
const ALIKE = 25;

/**
 * The spaces read as the ledger says only by leaning on it (their look alone, `alone`, in doubt) beside an unseen
 * space (side or corner) that the ledger has as the other kind and that looks like them (ALIKE): a card or a hand
 * lying over both is likelier, and the ledger's word alone reads the one, while the other, read against it, is
 * unseen. Said unseen too. Seen (ray-cast seed 14, photo 39): three fingers over 4I-6I of a paper board in dim light,
 * as dark as its tiles; with 4I entered by mistake, it was read as a tile by leaning on the ledger, 5I and 6I unseen.
 * Seen sets (seventeen, fixed maps) with a difference put on a hidden space on purpose (1224 times): said to agree
 * 227 -> 187 times; photos as generated: boards exact 580 of 630 as before, 3 inexact boards with a space or two more
 * unseen; visible differences put on purpose (1260): as before. It only adds an unseen space beside one already
 * unseen: a board read exactly loses that only where the neighbour unseen is truly under something.
 */
export function sharedCover(features: (Features | null)[], reading: SpaceReading[], entered: Set<number>, alone: SpaceReading[]): number[] {
  return reading.flatMap((r, cell) => {
    const f = features[cell];
    if (r === 'unsure' || alone[cell] === r || !f) return [];
    const underOneCover = (g: Features | null, other: number) =>
      reading[other] === 'unsure' && entered.has(other) !== entered.has(cell) && touching(cell, other) && apart(f, g) < ALIKE;
    return features.some(underOneCover) ? [cell] : [];
  });
}

/**
 * The kind a part of a space (a quarter, its band) clearly looks, on light and colour (`over`: the features compared):
 * CLEARLY nearer that kind's look than the other's, and NEAR it; else unsure.
 */
function clearly(look: readonly number[], tile: Model, empty: Model, over = LIGHT_AND_COLOUR): SpaceReading {
  const dT = distance(look, tile, over);
  const dE = distance(look, empty, over);
  return dT < NEAR && dT * CLEARLY < dE ? 'tile' : dE < NEAR && dE * CLEARLY < dT ? 'empty' : 'unsure';
}

/**
 * How many of a space's rim strips (`looks`: log light and two chroma shares each, marker.ts) look like a tile's rim,
 * on light and colour against the kinds' whole looks near the space: unlike the empty spaces (beyond NEAR) and nearer
 * the tiles' look than theirs (a tile's rim round a marker lies in the marker's shade, or mixes with its edge: seen,
 * 6-55 from the tiles' look and 54-473 from the empty spaces'). None without both kinds to compare with.
 */
export function tileRims(features: (Features | null)[], entered: Set<number>, cell: number, looks: number[][]): number {
  // Asked only of the reading reported (a marker on an entry read as empty), so its teaching.
  const teachers = teaching(features, entered, true);
  const tile = localModel(features, entered, teachers, cell, true, false)?.whole;
  const empty = localModel(features, entered, teachers, cell, false, false)?.whole;
  if (!tile || !empty) return 0;
  return looks.filter((look) => {
    const dE = distance(look, empty, LIGHT_AND_COLOUR);
    return dE > NEAR && distance(look, tile, LIGHT_AND_COLOUR) < dE;
  }).length;
}

/**
 * The look of a box of board coordinates (sampleBox): log light, red and green shares, and the light's spread for
 * its level; null when fewer than `least` samples fall in the photo. A space's margin patch (margin.ts) and its rim
 * strips (marker.ts) are read so.
 */
export function boxLook(p: Photo, toPhoto: Mat3, box: [number, number, number, number], samples: number, least: number): [number, number, number, number] | null {
  const sums = sampleBox(p, toPhoto, box, samples);
  return sums.n < least ? null : lookOfSums(sums);
}

/** A box's look from its samples' sums (sampleBox): log light, red and green shares, light's spread for its level. */
function lookOfSums({ r, g, b, l, ll, n }: ReturnType<typeof sampleBox>): [number, number, number, number] {
  const L = l / n;
  const sum = r + g + b + 1e-6;
  return [Math.log(L + 4), r / sum, g / sum, Math.sqrt(Math.max(0, ll / n - L * L)) / (L + 8)];
}

interface Model {
  mean: Features;
  spread: Features;
}

/** A look to measure a space from: a kind's (Model), or another space's in SCALE (apart). */
type Yardstick = { mean: readonly number[]; spread: readonly number[] };

/**
 * How unlike two spaces look (squared, in SCALE, over light, colour and texture unless `over` says): one space's look
 * as the other's yardstick (twinTiles, sharedCover; a quarter against its whole, entryPlainlyATile; a band's side
 * against the four sides' middle, fill.ts). Infinitely so when the other was not sampled.
 */
export const apart = (f: readonly number[], g: readonly number[] | null | undefined, over = LOOK) => (g ? distance(f, { mean: g, spread: SCALE }, over) : Infinity);

/** A kind with too few spaces to learn its look from. */
const NO_LOOK = { whole: null, nearest: null };

/**
 * A teacher's weight in localModel by its squared distance in spaces from the space read (a few spaces' reach, and a
 * floor so that far ones count a little), worked out once for every distance on the board.
 */
const NEARNESS = Array.from({ length: (COLUMNS - 1) ** 2 + (TILE_COUNT / COLUMNS - 1) ** 2 + 1 }, (_, d2) => Math.exp(-d2 / (2 * 2.5 * 2.5)) + 0.02);

/**
 * The teachers of each kind, in board order: [empty spaces, tiles] of the ledger `entered`. Listed once per ledger and
 * set of teachers (localModel runs for every space of every map, twice or more): neither set changes once read
 * (teaching finishes its own before it returns it).
 */
const teacherLists = new WeakMap<Set<number>, WeakMap<Set<number>, [number[], number[]]>>();

function teachersOf(entered: Set<number>, teachers: Set<number>): [number[], number[]] {
  const byTeachers = onceFor(teacherLists, entered, () => new WeakMap<Set<number>, [number[], number[]]>());
  return onceFor(byTeachers, teachers, () => {
    const lists: [number[], number[]] = [[], []];
    for (let cell = 0; cell < TILE_COUNT; cell++) if (teachers.has(cell)) lists[entered.has(cell) ? 1 : 0].push(cell);
    return lists;
  });
}

/** The fewest spaces of a kind (the space read left out) that localModel learns a look from. */
const FEWEST_TO_LEARN = { tile: 2, empty: 3 };

/**
 * The look of the spaces of one kind near `cell`, weighted by nearness (a few spaces), with a floor on spread; from
 * three spaces at least, or two for tiles (early in a game each of three entered tiles is read from the other two).
 */
function localModel(
  features: (Features | null)[],
  entered: Set<number>,
  teachers: Set<number>,
  cell: number,
  tile: boolean,
  nearest: boolean,
): { whole: Model; nearest: Model } | null {
  const c = cell % COLUMNS;
  const r = Math.floor(cell / COLUMNS);
  const mean: Features = [0, 0, 0, 0, 0];
  let w = 0;
  const members: [Features, number][] = [];
  for (const other of teachersOf(entered, teachers)[tile ? 1 : 0]!) {
    if (other === cell) continue;
    const f = features[other];
    if (!f) continue;
    const dc = (other % COLUMNS) - c;
    const dr = Math.floor(other / COLUMNS) - r;
    const weight = NEARNESS[dc * dc + dr * dr]!;
    members.push([f, weight]);
    for (let k = 0; k < N; k++) mean[k]! += f[k]! * weight;
    w += weight;
  }
  if (members.length < (tile ? FEWEST_TO_LEARN.tile : FEWEST_TO_LEARN.empty)) return null;
  for (let k = 0; k < N; k++) mean[k]! /= w;
  // Spread about the mean, with the members far off (the ledger's own mistakes) weighed down by a second pass.
  const spread: Features = [0, 0, 0, 0, 0];
  for (let i = 0; i < members.length; i++) {
    const [f, weight] = members[i]!;
    for (let k = 0; k < N; k++) spread[k]! += weight * Math.abs(f[k]! - mean[k]!);
  }
  for (let k = 0; k < N; k++) spread[k] = Math.max(SCALE[k]!, (spread[k]! / w) * 1.25);
  const own = features[cell];
  const whole = { mean, spread };
  // The look nearest the space only for the reading reported; grids are compared on the whole looks.
  return { whole, nearest: own && nearest ? nearestMode(own, members, whole) : whole };
}

/** How far (in robust spreads of the kind across the photo) a space's colour may lie from its kind's to teach its look. */
const UNUSUAL_COLOUR = 6;

/**
 * The spaces that teach their kind's look: all in view but those whose colour is unlike the rest of their kind across
 * the photo (a hotel marker standing on a tile, a hand over a space), as each chroma share's median and median
 * deviation (made a spread, 1.4826 times, floored at SCALE) tell, for a kind of five spaces or more. Only colour: light
 * varies with shadow and glare across a photo, a kind's colour hardly. Those spaces are still read themselves. Seen: a
 * blue marker on 2H made the tiles' look near 1H blue enough that the marker's edge over 1H was offered as a new tile.
 * Seen sets (the whole pipeline): wrong spaces 6 -> 4, unseen 72 -> 55, exact 310 -> 320 of 356.
 *
 * For the reading `reported` (from stop 65), the median and deviation are those of the kind's commonest colour
 * (commonColour) when three share one, and for the tiles it is not the board's own (BOARDS_COLOUR). Early in a game
 * most tiles in view may wear hotel markers, each chain's its own colour, and their median is no tile's: seen
 * (ray-cast seed 401, grey grids of 10 tiles, 6 under markers), the tiles' look averaged violet, teal, red and
 * ivory, and its spreads took in a marker's shadow on an empty space, offered as a new tile (photo 3, 4G), or left
 * one unseen (photo 37, 3A). Not for grids compared (`reported` false): with a ledger made wrong on purpose, the
 * commonest colour of the entries under a map a space off is the board's, and such a map outscored the board's own.
 */
function teaching(features: (Features | null)[], entered: Set<number>, reported: boolean): Set<number> {
  const teachers = new Set(features.flatMap((f, cell) => (f ? [cell] : [])));
  // The board's colour is asked only of the reading reported: grids compared (many maps a photo) never need it.
  const empties = reported ? [...teachers].filter((cell) => !entered.has(cell)).map((cell) => features[cell]!) : [];
  const board = empties.length >= 5 ? colourOf(empties) : null;
  for (const tile of [true, false]) {
    const kind = [...teachers].filter((cell) => entered.has(cell) === tile);
    if (kind.length < 5) continue;
    const looks = kind.map((cell) => features[cell]!);
    const common = reported ? commonColour(looks) : null;
    const boards = tile && board && common && distance(colourOf(common), { mean: board, spread: SCALE }, COLOUR) < BOARDS_COLOUR;
    const core = common && !boards ? common : looks;
    for (const k of [1, 2]) {
      const { middle, spread } = robustSpread(core.map((f) => f[k]!), SCALE[k]!);
      for (const cell of kind) if (Math.abs(features[cell]![k]! - middle) > UNUSUAL_COLOUR * spread) teachers.delete(cell);
    }
  }
  return teachers;
}

/** The median colour of some spaces, as a look whose light is 0. */
const colourOf = (looks: Features[]): number[] => [0, ...COLOUR.map((k) => median(looks.map((f) => f[k]!)))];

/** How near (squared, in SCALE, over colour) two spaces' colours are to be one colour (commonColour). */
const ONE_COLOUR = NEAR;
/**
 * How near (squared, in SCALE, over colour) the tiles' commonest colour may lie to the empty spaces' median colour and
 * be the board's own, not the tiles' (teaching): entries on empty spaces (the ledger's mistakes) share it. Ivory tiles
 * on a grey grid lie 3.5-5 from it; at 9 (ONE_COLOUR) they were taken for the board's.
 */
const BOARDS_COLOUR = 2;

/**
 * The members of a kind that share its commonest colour: those within ONE_COLOUR of the member with the most others
 * so near; null when no colour is shared by three.
 */
function commonColour(kind: Features[]): Features[] | null {
  let best: Features[] = [];
  for (const f of kind) {
    const alike = kind.filter((g) => distance(g, { mean: f, spread: SCALE }, COLOUR) < ONE_COLOUR);
    if (alike.length > best.length) best = alike;
  }
  return best.length >= 3 ? best : null;
}

/**
 * The width of likeness (squared distance in the kind's spreads) by which members count toward the look nearest a
 * space: one 2·LIKE away counts e⁻¹ times as much as one alike.
 */
const LIKE = 4;
/** How many members' worth (by nearness on the board) that nearest look must hold to stand for the kind. */
const MODE_MASS = 4;
/**
 * How far (squared, in the kind's spreads) the look nearest a space may lie from the kind's whole look. On the seen
 * sets no look used was farther than 1 from its kind's whole.
 */
const MODE_NEAR = 1;

/**
 * The look of a kind that a space is to be compared with: where the kind looks two ways near it (tiles in and out of
 * a shadow, empty spaces in a lamp's glare and beside it), the way nearest the space's own look, when enough members
 * (MODE_MASS) hold it, and it is one of the kind's usual looks; else the kind's look as a whole. One or two members (a
 * ledger's mistake) can never make a look of their own. Seen sets (the whole pipeline): spaces in view unseen
 * 85 -> 72, boards exact 305 -> 310 of 356, the same 6 spaces wrong, no difference between ledger and table lost.
 */
function nearestMode(own: Features, members: [Features, number][], whole: Model): Model {
  const mean: Features = [0, 0, 0, 0, 0];
  let w = 0;
  for (const [f, weight] of members) {
    let d = 0;
    for (let k = 0; k < N; k++) d += ((f[k]! - own[k]!) / whole.spread[k]!) ** 2;
    const like = weight * Math.exp(-d / (2 * LIKE));
    for (let k = 0; k < N; k++) mean[k]! += f[k]! * like;
    w += like;
  }
  if (w < MODE_MASS) return whole;
  for (let k = 0; k < N; k++) mean[k]! /= w;
  const nearest = { mean, spread: whole.spread };
  // A way the kind looks is one of its usual looks, near its whole (within MODE_NEAR): a hand over five empty spaces
  // is a look of its own, but not one an empty space has.
  return distance(mean, whole) <= MODE_NEAR ? nearest : whole;
}

/**
 * Squared distance from a look (a kind's, or a space's in SCALE) in its spreads, over the features `over` (all four
 * unless given).
 */
function distance(f: readonly number[], m: Yardstick, over = LOOK): number {
  let d = 0;
  for (const k of over) d += ((f[k]! - m.mean[k]!) / m.spread[k]!) ** 2;
  return d;
}

/**
 * The spaces `reading` leaves unseen that the learned judge (difference.ts; `odds`, its by default) is sure show the
 * other kind than the ledger's (SURE), read so: a tile not entered, an entry gone. Not in the first turns (firstTurns:
 * with so few tiles the tiles' look is no tile's own; on CSS photos, which the judge never trained on, the only spaces
 * it read wrongly were in games of 2-3 tiles), nor where that leaves two spaces side by side against the ledger
 * (touchingContradictions: one cover over both is likelier).
 */
export function readByOdds(
  features: (Features | null)[],
  bands: (Features | null)[],
  steps: (PastAStep | null)[],
  entered: Set<number>,
  reading: SpaceReading[],
  odds: (measures: readonly number[], cell: number) => number = (measures) => differenceOdds(measures),
): SpaceReading[] {
  if (firstTurns(features, entered)) return reading;
  const measures = doubtMeasures(features, bands, steps, entered, reading);
  const out = reading.map((r, cell): SpaceReading => {
    const m = r === 'unsure' ? measures(cell) : null;
    return m && odds(m, cell) >= SURE ? (entered.has(cell) ? 'empty' : 'tile') : r;
  });
  for (const cell of touchingContradictions(out, entered)) if (out[cell] !== reading[cell]) out[cell] = 'unsure';
  return out;
}

/**
 * What the learned judge (difference.ts) weighs of a space the rules leave unseen, each against the kinds' looks near
 * it as the reading reported learns them (teaching, localModel): null where either kind has too few spaces to learn
 * from, or the space was not sampled. In this order (the trees name them by place; scripts/board-train.mts makes the
 * trees again when it changes): distances (log) to the ledger's kind and to the other, on the whole looks, on the looks
 * nearest the space, then on light, colour and texture alone; its light and texture in spreads of the ledger's kind;
 * how split it is; how many quarters clearly look each kind, on light and colour and then with texture; how far apart
 * the kinds are; its band's distances to each kind's band look and whether both were learned; its look past a step of
 * light (step.ts), whole and without light, and its sides' colour, to each kind; how many tiles and empty spaces teach
 * (log); how many spaces touching it `reading` leaves unseen (a hand or a card lies over several); whether the ledger
 * has a tile there.
 */
export function doubtMeasures(
  features: (Features | null)[],
  bands: (Features | null)[],
  steps: (PastAStep | null)[],
  entered: Set<number>,
  reading: readonly SpaceReading[],
): (cell: number) => number[] | null {
  const teachers = teaching(features, entered, true);
  const bandTeachers = teaching(bands, entered, true);
  const stepLooks = steps.map((step) => step?.look ?? null);
  const stepTeachers = teaching(stepLooks, entered, true);
  const [tileTeachers, emptyTeachers] = teachersOf(entered, teachers).map((kind) => Math.log1p(kind.length)).reverse() as [number, number];
  return (cell) => {
    const f = features[cell];
    const tile = f && localModel(features, entered, teachers, cell, true, true);
    const empty = f && localModel(features, entered, teachers, cell, false, true);
    if (!f || !tile || !empty) return null;
    const entry = entered.has(cell);
    const [mine, other] = entry ? [tile, empty] : [empty, tile];
    const d = (m: Model, over = LOOK) => Math.log1p(distance(f, m, over));
    const says = quartersSay(f, tile.whole, empty.whole) ?? [];
    const saysAll = quartersSay(f, tile.whole, empty.whole, LOOK) ?? [];
    const ledgers = entry ? 'tile' : 'empty';
    const others = entry ? 'empty' : 'tile';
    const band = bands[cell];
    const bandTile = band && localModel(bands, entered, bandTeachers, cell, true, false)?.whole;
    const bandEmpty = band && localModel(bands, entered, bandTeachers, cell, false, false)?.whole;
    const [bandMine, bandOther] = entry ? [bandTile, bandEmpty] : [bandEmpty, bandTile];
    const bandD = (m: Model | null | undefined) => (band && m ? Math.log1p(distance(band, m, LIGHT_AND_COLOUR)) : 3);
    const step = steps[cell];
    const stepTile = step && localModel(stepLooks, entered, stepTeachers, cell, true, false)?.whole;
    const stepEmpty = step && localModel(stepLooks, entered, stepTeachers, cell, false, false)?.whole;
    const [stepMine, stepOther] = entry ? [stepTile, stepEmpty] : [stepEmpty, stepTile];
    const stepD = (m: Model | null | undefined, over = LOOK) => (step && m ? Math.log1p(distance(step.look, m, over)) : 3);
    const sidesD = (m: Model | null | undefined) => (step && m ? Math.log1p(Math.max(...step.sides.map(([red, green]) => distance([0, red, green], m, COLOUR)))) : 3);
    return [
      d(mine.whole), d(other.whole), d(mine.nearest), d(other.nearest),
      d(mine.whole, [0]), d(other.whole, [0]), d(mine.whole, COLOUR), d(other.whole, COLOUR), d(mine.whole, TEXTURE), d(other.whole, TEXTURE),
      (f[0] - mine.whole.mean[0]!) / mine.whole.spread[0]!, (f[3] - mine.whole.mean[3]!) / mine.whole.spread[3]!,
      f[4],
      says.filter((s) => s === ledgers).length, says.filter((s) => s === others).length,
      saysAll.filter((s) => s === ledgers).length, saysAll.filter((s) => s === others).length,
      Math.log1p(distance(tile.whole.mean, empty.whole)),
      bandD(bandMine), bandD(bandOther), band && bandMine && bandOther ? 1 : 0,
      stepD(stepMine), stepD(stepOther), stepD(stepMine, COLOUR_AND_TEXTURE), stepD(stepOther, COLOUR_AND_TEXTURE), sidesD(stepMine), sidesD(stepOther),
      tileTeachers, emptyTeachers,
      reading.filter((r, other) => r === 'unsure' && touching(cell, other)).length,
      entry ? 1 : 0,
    ];
  };
}
