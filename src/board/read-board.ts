/**
 * The board reader's whole pipeline on one photo, on plain arrays (it runs in a worker, and in Node for the bench):
 * the photo's edges at a working size, the board's grid among them (or none), each space read with the ledger as the
 * photo's teacher, and what differs from the ledger. Position on the grid names each space; the two ways the grid
 * can lie (half a turn apart) are told apart by the ledger: the right one agrees with it on nearly every space.
 */
import { apply, invert, multiply, polygonArea, type Mat3, type Point } from './homography.ts';
import { calmEdges, crowded, edgesOf, findLines, regionEdges, thinLines, type Edges } from './lines.ts';
import { climbed, onLines, settled } from './settle.ts';
import { offSquare } from './square.ts';
import { boardHull, fill, PATCH, type Look as Compared } from './region.ts';
import { gridsInOutline, largestQuad, outlineOf } from './outline.ts';
import { gridByLedger, FITTED_FROM, refinedByLedger, SEPARATES, stepsOf } from './ledger-fit.ts';
import { differenceCount, differencesFrom, type Differences } from './differences.ts';
import { BOARD_CORNERS, mapFromCorners } from './overlay.ts';
import { cutAtItsLines, findBoard, HALF_TURN, LEDGER_BAR, LENIENT, maskLattice, STRICT, strongestLattice, snap, unmirrored, type GridFound } from './grid.ts';
import { reachedOver } from './margin.ts';
import { cameraOf, topShift } from './lean.ts';
import { markedTiles } from './marker.ts';
import { unfilled } from './fill.ts';
import { showsNoNames, wayRoundByNames } from './names.ts';
import { asTheEmptySpaces, bandFeatures, blank, checkered, entriesUnlikeTheEmptySpaces, FEW, newTilesUnlikeTheEmptySpaces, outerLineApart, outerLineBlank, readByBands, readByOdds, readPastAStep, readSpaces, sharedCover, smoothAgainst, spaceFeatures, touchingContradictions, unlikeTheEmptySpaces, type Features, type PastAStep, type Photo, type SpaceReading } from './spaces.ts';
import { pastAStep } from './step.ts';
import { onceFor } from './once.ts';
import { clothFreeHull } from './cloth.ts';
import type { Lattice } from './lattice.ts';
import { COLUMNS, parseTile, ROWS, tileName, TILE_COUNT } from '../engine/index.ts';
import { luma, shrink } from '../ocr/pixels.ts';

export interface BoardReading {
  /** Whether a board was found. */
  board: boolean;
  /** The spaces holding a tile, by name, in board order (1A, 2A, ... 12I). */
  occupied: string[];
  /** The spaces that could not be seen. */
  unsure: string[];
  /** The grid's corners in the photo (1A, 12A, 12I, 1I), for drawing and for the banker to correct; null without. */
  corners: [number, number][] | null;
  /** What differs from the ledger (differences.ts). */
  differences: Differences;
}

/** The photo is worked on this wide at most (its grid found there; its spaces read at full size). */
const WORK_WIDTH = 640;
/**
 * A photo on which no look finds a grid at WORK_WIDTH is looked at again this wide (readBoard): a small board, tilted
 * far, has spaces only a few pixels wide there.
 */
const FINER_WIDTH = 960;
/** How many times the strongest lattice is left out and the board looked for again (set on seen photos). */
const ROUNDS = 2;
/** The lines a lattice explains each way, at least, to be left out as a cloth's (set on seen photos). */
const CLOTH_LINES = 6;
/**
 * A grid leaving more spaces than this like neither kind is not the board's (a hand or a card hides at most a few
 * rows; set on seen photos, where a grid half a space off left 35 unseen and read 6 spaces wrong).
 */
const UNSEEN_MOST = 30;
/**
 * An outline's grid must stand out from its spaces' middles this much (OutlineGrid.contrast), and show this many lines
 * at least, across (of 13) and down (of 10), each above the spaces' middles beside it. Squared paper in two seen
 * photos without a board showed 7 across; the boards found read showed 11-13 and 9-10 (set on seen photos). With
 * FEW tiles entered or more, the ledger refutes a false grid (it must agree on most spaces), so the bar is lower:
 * seen, dim boards whose outline grid stood out 1.65 with 8 lines across, or 1.52, were lost at the strict bar, and a
 * tray tilted 39° in dim light whose far rows' lines were lost (6 down); no photo without a board (72 seen) gets a
 * grid against a 20-tile ledger even at the lower bar.
 */
const OUTLINE_BAR = {
  strict: { contrast: 1.8, across: 10, down: 7 },
  lenient: { contrast: 1.5, across: 8, down: 5 },
};
/**
 * The most lines within 15° of one another for the looks that give each direction its share (findLines): `first`
 * right after the first look, `last` after every other look. Seen: yellow trays tilted 33-39° in a hard shadow, whose
 * lines along the rows took 75 of the 90 and left the columns' family under the share that makes a family (grid.ts
 * familyPairs); at 35, 3 of 14 trays of a new seen set (ray-cast seed 14) found and read exactly, and 2 boards found
 * by a later look read exactly instead of with a space unseen; 25 finds a grey grid lost before (ray-cast seed 2,
 * photo 26), and 25 alone lost those 2 boards. Both right after the first look cost the CSS held-out set 70 ms on its
 * median (the bench), so 25 comes last, where it only runs when nothing else read.
 */
const PER_DIRECTION = { first: 35, last: 25 };
/** A rim patch is table, for the region's second two looks, when like this share of the rim (set on seen photos). */
const COMMON_RIM = 0.15;
/**
 * The region's patches again, twice as wide as its own (PATCH, in work pixels), as the last looks: a checked cloth's
 * checks about as wide as a patch leave every patch of the board like some patch of the rim, and no region stands out;
 * wider patches average the checks out. Only with FEW tiles entered or more, whose ledger refutes a false grid: asked
 * at every ledger, two photos without a board (of 120 seen) got a grid and a first-turn board read a hidden space. Seen
 * (from stop 58): a grey grid on a gingham cloth tilted 38 degrees (ray-cast seed 12, photo 7) found and read exactly.
 */
const COARSE_PATCH = 2 * PATCH;
/**
 * A grid found by the reader that contradicts the ledger on more spaces than this is taken for a grid a little off
 * (on a crowded board, a space's neighbour is often a tile too, so most spaces still agree), not for that many
 * mistakes in the ledger: the banker is asked to drag the corners instead of being shown false differences. Set on
 * seen photos: readings of real boards contradicted on 4 at most; a grid a row off over a paper board in glare on 12.
 */
const CONTRADICTING_MOST = 6;
/**
 * In the first turns, a map whose outer lines lie over OFF_LINE times as far from the lines within as the least of any
 * map's of the photo, and over OFF_LINE_LEAST usual steps (outerLineApart), has a line off the board (bestReading).
 */
const OFF_LINE = 2;
const OFF_LINE_LEAST = 4;

/**
 * Reads a photo of the board. `entered`: the tiles the game has on the board (the ledger). With `corners` given (the
 * banker dragged them), the grid is taken from them rather than looked for (either way round). A grid is looked for at
 * WORK_WIDTH, and where none is found, from FEW tiles entered, again at FINER_WIDTH.
 */
export function readBoard(photo: Photo, entered: string[], corners?: [number, number][]): BoardReading {
  const ledger = new Set(entered.map(parseTile).filter((c): c is number => c !== null));
  if (corners) {
    // The banker may have dragged 1A's handle to either end of the board: the half turn is tried too, and the ledger
    // tells them apart as it does for a grid found.
    const maps = [corners, [...corners.slice(2), ...corners.slice(0, 2)]].map(mapFromCorners).filter((m): m is Mat3 => m !== null);
    return bestReading(photo, maps, ledger, entered, false) ?? none();
  }
  const found = lookedFor(photo, ledger, entered);
  if (found || photo.width <= WORK_WIDTH || ledger.size < FEW) return found ?? none();
  // No grid at the working size: a small board far off, its spaces a few pixels wide there, is looked for again finer.
  // Only from FEW tiles entered: a ledger that full refutes a false grid; in the first turns squared paper looked at
  // finer showed a grid.
  // A new object for the finer work's own caches, its fields named: the worker's photo is an ImageData, whose fields a
  // spread would not copy.
  const closer: Photo = { width: photo.width, height: photo.height, data: photo.data };
  finer.add(closer);
  return lookedFor(closer, ledger, entered) ?? none();
}

/** The board as the looks at the photo find it (readBoard), or null where none makes sense of the spaces. */
function lookedFor(photo: Photo, ledger: Set<number>, entered: string[]): BoardReading | null {
  // Each look at the photo, in turn, until one gives a grid that makes sense of the spaces.
  let kept: BoardReading | null = null;
  let doubted: BoardReading | null = null;
  // Whether a grid that made sense of the spaces was refused for contradicting the ledger on too many (a ledger that
  // wrong, or a grid a row off) while leaving few unseen (bestReading): the ledger's own fit is then not made
  // (everyLook), as it would bend a grid to the wrong ledger.
  const asked = { refuted: false };
  for (const look of looks(photo, ledger, asked)) {
    const maps = mapsOf(look, ledger, photo);
    if (doubted) return steadier(photo, doubted, maps, ledger, entered);
    if (look.past) {
      if (kept) kept = fuller(photo, kept, maps, ledger, entered);
      continue;
    }
    let reading = bestReading(photo, maps, ledger, entered, true, () => (asked.refuted = true));
    // The ledger's own fit a little off: its best placing moved to where the spaces agree with the ledger most.
    if (!reading && look.fitted && maps.length > 0) reading = bestReading(photo, [movedToTheLedger(photo, maps, ledger)], ledger, entered, true, () => (asked.refuted = true));
    // Two spaces over (TWO_OVER) only where its own placings gave no reading or left many unseen. A farther map's refusal
    // is not the ledger refuted (asked.refuted): a grid found in place contradicts the ledger two spaces over.
    if (ledger.size >= FEW && (!reading || reading.unsure.length > UNSEEN_MANY)) {
      const farther = bestReading(photo, mapsOf(look, ledger, photo, TWO_OVER), ledger, entered, true);
      if (farther && (!reading || farther.unsure.length < reading.unsure.length)) reading = farther;
    }
    // A reading naming several differences may be a grid lying part of a space across the board's own (halfOver).
    if (reading && ledger.size >= FEW && differenceCount(reading.differences) >= OFF_BY_PART) reading = halfOver(photo, reading, ledger, entered);
    if (reading && reading.unsure.length <= UNSEEN_MANY) {
      if (ledger.size >= FEW || doubtOf(reading, ledger) === 0) return reading;
      doubted = reading;
      continue;
    }
    // A reading leaving many spaces unseen may be a grid a little off: kept while the later looks are asked for one
    // that sees more (the fewest unseen wins; the earlier a tie).
    if (reading && (!kept || reading.unsure.length < kept.unsure.length)) kept = reading;
  }
  return doubted ?? kept;
}

/**
 * A look's maps for the ledger to choose among: the grids found (best scored first), each both ways round and also one
 * space over each way (a tray's rim or the board's edge taken for its first line reads nearly as well on a full board);
 * the first wins a tie. An outline's grids, with FEW tiles entered or more, also one space over both ways at once (a
 * paper sheet's edges taken for the first line and row). Not earlier: the ledger's few tiles cannot tell so many maps
 * apart (seen: a map a space over both ways and half a turn round agreed with 3 tiles as well as the board's own); nor
 * the lines' grids (seen: one, twice the board's size and a space over both ways, read a 10-tile ledger). The board is
 * in the frame (40-95% of its width): a grid found running off the photo is not the board (squared paper, or a grid
 * found a space off the board's edge), nor is one far too small for it (MIN_AREA).
 */
function mapsOf({ grids, scale, outline }: Look, ledger: Set<number>, photo: Photo, shifts = outline && ledger.size >= FEW ? [...SHIFTS, ...DIAGONAL_SHIFTS] : SHIFTS): Mat3[] {
  const maps: Mat3[] = [];
  for (const b of grids) {
    const map = multiply([scale, 0, 0, 0, scale, 0, 0, 0, 1], b.toImage);
    for (const shift of shifts) maps.push(over(map, shift));
  }
  return maps.filter((m) => framed(m, photo) && offSquare(m, photo.width, photo.height) <= OFF_SQUARE_MOST);
}

/**
 * How far from square (square.ts offSquare) a grid found's spaces may be at the focal length that makes them squarest.
 * Through the true corners of 1009 generated boards (ray-cast 1011-1030, CSS 1009-1020): median 0.02, 99th percentile
 * 0.20, at most 0.30 (the ray-cast camera's axis is off the photo's middle, as in a cropped photo, and its lens bends
 * lines). The grids found stretched or sheared to fit there: 0.40 (CSS 1017/25, on the table beside the board), 0.49,
 * 0.65, and 1.10 (a grid given to a photo without a board, CSS 1020/7).
 */
const OFF_SQUARE_MOST = 0.35;

/**
 * In the first turns, a reading that differs from the ledger (`doubted`; doubtOf) is put beside the next look's grids on
 * the same board (every corner within a space and a half of its own, either way round): the reading of those in less
 * doubt that leaves no more unseen and names no more differences is taken instead. With so few tiles entered, a grid a little off
 * still agrees with the ledger, and the first look that reads ends the search (looks). Seen (from stop 63; ray-cast
 * seed 309 photo 13, in Chromium): a cream board in glare whose first grid laid 9 rows over 8 (its first line on row B's
 * top) read 4H and 6H, under the lower halves of the tiles on 4G and 6G, as two tiles not entered; the next look's grid
 * lay on the board's lines and read it exactly. Only the next look, and only when the reading differs: on the 195
 * first-turn seen photos the median reading time (Node) went 251 -> 293-313 ms (two runs); every later look, 1592 ms.
 * Seen sets (21, Node on Chromium's pixels): that board exact, nothing else read differently. Every later look's grids
 * let compete on the ledger's score (not only on fewer differences) read three seen entries and a hidden space as gone.
 */
function steadier(photo: Photo, doubted: BoardReading, maps: Mat3[], ledger: Set<number>, entered: string[]): BoardReading {
  const other = onTheSameBoard(photo, doubted, maps, ledger, entered);
  if (!other || other.unsure.length > doubted.unsure.length) return doubted;
  // Never more differences for fewer spaces unseen against the ledger: a difference is offered to the banker.
  return differenceCount(other.differences) <= differenceCount(doubted.differences) && doubtOf(other, ledger) < doubtOf(doubted, ledger) ? other : doubted;
}

/**
 * How far a first-turn reading differs from the ledger (steadier): its differences, and its spaces unseen because
 * their look alone read them against the ledger beside another so read (spaces.ts touchingContradictions): a grid a
 * space off reads tiles entered side by side as gone, and the spaces beside them as new tiles. From stop 110 (seen, ray-cast
 * seed 1001 photo 13, a yellow tray with 4 tiles entered in a square): the first look's grid, a space off, read the
 * square's one side as two new tiles and its other as two entries gone, all four unseen, and no difference; once the
 * tiles' look was no longer taught by the two entries read as gone (spaces.ts KEPT_CLEAN), the tray's rim it lay
 * over read as empty spaces, no longer 13 unseen, and that reading ended the search.
 */
function doubtOf(reading: BoardReading, ledger: Set<number>): number {
  const alone = readAlone.get(reading);
  if (!alone) return differenceCount(reading.differences);
  const unseen = new Set(reading.unsure.map(parseTile));
  // Only the spaces left unseen are asked: those the reading names a difference on are counted as differences.
  const slid = touchingContradictions(alone.map((r, cell) => (unseen.has(cell) ? r : 'unsure')), ledger);
  return differenceCount(reading.differences) + slid.length;
}

/**
 * Each reading's map read on its look alone (Candidate.alone, kept by readThrough), for doubtOf: asked of the reading
 * a map already gave, not of the photo read again through its rounded corners.
 */
const readAlone = new WeakMap<BoardReading, SpaceReading[]>();

/** The best reading of the maps on the same board as `reading`'s grid (sameBoard); null when none reads. */
function onTheSameBoard(photo: Photo, reading: BoardReading, maps: Mat3[], ledger: Set<number>, entered: string[]): BoardReading | null {
  const own = reading.corners && mapFromCorners(reading.corners);
  return own ? bestReading(photo, maps.filter((map) => sameBoard(map, own)), ledger, entered, true) : null;
}

/**
 * In the first turns, a reading that leaves over UNSEEN_MANY spaces unseen (`kept`: a grid a space off, part of it on
 * the board's margin) is put beside each later look's grids on the same board, which are otherwise past (looks): the
 * reading of those that leaves fewer unseen and differs from the ledger on no more spaces is kept instead. Seen
 * (ray-cast seed 1001 photo 13, a yellow tray with 4 tiles entered): the first look's grid ran off the photo, its
 * placing a space over lay a row over the tray's rim and left 13 unseen, and the next look's grid, on the board's
 * lines, was past.
 */
function fuller(photo: Photo, kept: BoardReading, maps: Mat3[], ledger: Set<number>, entered: string[]): BoardReading {
  if (kept.unsure.length <= UNSEEN_MANY) return kept;
  const other = onTheSameBoard(photo, kept, maps, ledger, entered);
  return other && other.unsure.length < kept.unsure.length && differenceCount(other.differences) <= differenceCount(kept.differences) ? other : kept;
}

/**
 * A grid found lying part of a space across the board's own reads a row of entries as gone, each of its spaces astride
 * two; with a full ledger the rest still agrees, and that reading ends the search. From FEW tiles entered, a reading
 * naming OFF_BY_PART differences or more is put beside its own grid moved HALF_OVER a space each of eight ways (each
 * settled onto the board's lines as a grid found is: bestReading): the reading of those that leaves no more unseen and
 * names fewer differences is taken instead, unless its grid runs along fewer of the board's lines (by LINES_SLACK).
 * Seen (stop 112, CSS 1015/16, a printed paper board in dim light, 62 tiles entered): every look's grid lay 0.65 of a
 * space across and said three entries were not on the table; half a space back it read the board exactly, the one entry
 * truly gone named. Without the lines' say, a grid half a space off the lines of a cream board (ray-cast 1024/4, its
 * ledger made wrong on 11B beside a real difference on 12I) named only 12I: a real difference hidden.
 */
function halfOver(photo: Photo, reading: BoardReading, ledger: Set<number>, entered: string[]): BoardReading {
  const own = reading.corners && mapFromCorners(reading.corners);
  if (!own) return reading;
  const ways = [...SHIFTS.slice(1), ...DIAGONAL_SHIFTS];
  const other = bestReading(photo, ways.map(([du, dv]) => multiply(own, [1, 0, du * HALF_OVER, 0, 1, dv * HALF_OVER, 0, 0, 1])), ledger, entered, true);
  if (!other || other.unsure.length > reading.unsure.length || differenceCount(other.differences) >= differenceCount(reading.differences)) return reading;
  return onTheLines(photo, other) >= onTheLines(photo, reading) - LINES_SLACK ? other : reading;
}

/**
 * How many differences make a reading's grid suspect (halfOver), how far (in spaces) its grid is moved each way, and how
 * much less of the board's lines (settle.ts onLines: the share of its lines' samples on an edge) the moved grid may run
 * along. Seen: on the paper board above, whose lines hardly show in dim light, 0.03 for the grid found and 0 for the grid
 * put back; on the cream board above, 0.98 for its own grid and 0.69 for the one half a space off.
 */
const OFF_BY_PART = 2;
const HALF_OVER = 0.5;
const LINES_SLACK = 0.1;

/** How far a reading's grid runs along the board's lines (settle.ts onLines, on the working size's edges). */
function onTheLines(photo: Photo, reading: BoardReading): number {
  const map = reading.corners && mapFromCorners(reading.corners);
  return map ? onLines(atWorkingSize(photo, map), workEdges(photo)) : 0;
}

/** A map onto the photo's pixels made a map onto its working grey's (whose edges settle.ts reads). */
function atWorkingSize(photo: Photo, map: Mat3): Mat3 {
  const { scale } = workingGrey(photo);
  return multiply([1 / scale, 0, 0, 0, 1 / scale, 0, 0, 0, 1], map);
}

/** How far (in spaces) a corner of another grid may lie from a reading's own to be on the same board (sameBoard). */
const NEAR_GRID = 1.5;

/** Whether `map` lies on the same board as `own`: its every corner within NEAR_GRID spaces of own's, either way round. */
function sameBoard(map: Mat3, own: Mat3): boolean {
  const back = invert(own);
  if (!back) return false;
  const at = BOARD_CORNERS.map(([u, v]) => apply(back, ...apply(map, u, v)));
  const within = (turn: number) => at.every(([u, v], k) => Math.hypot(u - BOARD_CORNERS[(k + turn) % 4]![0], v - BOARD_CORNERS[(k + turn) % 4]![1]) <= NEAR_GRID);
  return within(0) || within(2);
}

/**
 * A look whose reading leaves more spaces than this unseen does not end the search (readBoard). Seen: a grey grid in
 * a 4-tile game, found by the first look a space off and a little large, left 28 unseen (column 1 and row I over the
 * board's margin) and said entered 6I was not on the table; a later look's grid read it with 1 unseen and named the
 * tile truly not entered (7F). On sixteen seen sets: spaces in view unseen 20 fewer, wrong spaces 2 fewer, none read
 * worse. At 4, a later look's reading with fewer unseen was wrong on 4 more spaces (hidden ones read), so only when
 * many are unseen.
 */
const UNSEEN_MANY = 10;

/** A grid found, and one space over each way; and one space over both ways at once (read-board's loop). */
const SHIFTS: [number, number][] = [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAGONAL_SHIFTS: [number, number][] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
/**
 * A grid found placed two spaces over each way, with FEW tiles entered or more, and only where its own placings (mapsOf)
 * gave no reading or one leaving over UNSEEN_MANY unseen (readBoard). Seen (ray-cast seed 613 photo 26, a paper board with 60 tiles in a hard shadow across it):
 * every look's grid lay two columns off the board (on the margin and the shadow's edge) and the board was not found;
 * placed two over, it read exactly. Placed so at every look, a paper board in glare (seed 608 photo 31) read by its own
 * grid with 3 spaces unseen was read through another look's grid two over, 20 px off at a corner, and lost a space.
 */
const TWO_OVER: [number, number][] = [[2, 0], [-2, 0], [0, 2], [0, -2]];

/** A grid placed a space over: `du` columns and `dv` rows (its grid and shift kept, for featuresThrough). */
export function over(m: Mat3, shift: [number, number]): Mat3 {
  const [du, dv] = shift;
  const placed = multiply(m, [1, 0, du, 0, 1, dv, 0, 0, 1]);
  placedOver.set(placed, { grid: m, shift });
  return placed;
}

/** The grid and shift each map made by `over` came from. */
const placedOver = new WeakMap<Mat3, { grid: Mat3; shift: [number, number] }>();

/** Each grid's spaces' features, as read through it, per photo (featuresThrough). */
const gridFeatures = new WeakMap<Mat3, WeakMap<Photo, (Features | null)[]>>();

/**
 * The 108 spaces' features through a map. A map placed a space over a grid samples its spaces where the grid samples
 * the spaces beside them (the same photo pixels, but for a rounding at a pixel's very edge): those are read once, for
 * the grid, and shared by all its placings; only the spaces past the grid's edge are read through the map itself.
 */
export function featuresThrough(photo: Photo, map: Mat3): (Features | null)[] {
  const placed = placedOver.get(map);
  if (!placed) return Array.from({ length: TILE_COUNT }, (_, cell) => spaceFeatures(photo, map, cell));
  const { grid, shift: [du, dv] } = placed;
  const onPhotos = onceFor(gridFeatures, grid, () => new WeakMap<Photo, (Features | null)[]>());
  const shared = onceFor(onPhotos, photo, () => Array.from({ length: TILE_COUNT }, (_, cell) => spaceFeatures(photo, grid, cell)));
  return Array.from({ length: TILE_COUNT }, (_, cell) => {
    const c = (cell % COLUMNS) + du;
    const r = Math.floor(cell / COLUMNS) + dv;
    return c >= 0 && c < COLUMNS && r >= 0 && r < ROWS ? shared[r * COLUMNS + c]! : spaceFeatures(photo, map, cell);
  });
}

/** No board found (a new object each time: a caller may keep it). */
const none = (): BoardReading => ({ board: false, occupied: [], unsure: [], corners: null, differences: { notEntered: [], notOnTable: [] } });

/**
 * The grids found by each look at the photo, one look after another (the caller stops at the first that reads): the
 * whole photo's edges; their lines again with a few per direction (PER_DIRECTION.first); again with the strongest
 * lattice's edges left out (a checked cloth), twice; the calm edges; the board's region, its patches compared two ways
 * and then with only the rim's common patches as table; the outlines of those regions; the lines with fewer still per
 * direction (PER_DIRECTION.last); with FEW tiles entered or more, the regions and their outlines on wider patches;
 * the photo's thin lines; with FITTED_FROM tiles entered or more, the grid placed inside each outline by the ledger's
 * pattern, then the lattices of the edges, the calm edges and the thin lines at a lower bar (LEDGER_BAR). Each look's
 * grids are in the work image's pixels (`scale` back).
 * In the first turns the first look at the lines that finds a grid is the last of those read for a board (the later
 * ones `past`: only the next is looked at, by steadier): with no ledger to refute them, looking on until some grid
 * reads would in the end read squared paper. The outlines are still looked at (their own bar refuses squared paper: it
 * shows too few of a board's lines).
 */
function* looks(photo: Photo, ledger: Set<number>, asked: { refuted: boolean }): Generator<Look & { past: boolean }> {
  let lined = false;
  for (const look of everyLook(photo, ledger, asked)) {
    yield { ...look, past: ledger.size < FEW && lined && !look.outline };
    if (look.grids.length > 0) lined = true;
  }
}

/** One look's grids, in the work image's pixels (`scale` back); `outline`: found by the board's outline. */
interface Look {
  grids: GridFound[];
  scale: number;
  outline?: boolean;
  /** Placed by the ledger's own pattern (ledger-fit.ts). */
  fitted?: boolean;
}

/** The looks (above); `asked.refuted`: a grid was refused for contradicting the ledger (readBoard), so its own fit is not made. */
function* everyLook(photo: Photo, ledger: Set<number>, asked: { refuted: boolean }): Generator<Look> {
  const { grey, planes, scale } = workingGrey(photo);
  const edges = workEdges(photo);
  const firstLines = findLines(edges);
  let lines = firstLines;
  // Early in a game the ledger has too few tiles to refute a false grid, nor to choose among grids: only the best
  // scored is taken, and not when its lattice runs on past its window (squared paper, a cloth) or, found by a look at
  // the lines, its edge is on its outer lines (a sheet of squared paper cut at them).
  const trusted = (f: GridFound[], atLines = true) =>
    ledger.size >= FEW || !f[0] ? f : f[0].runsOn || (atLines && cutAtItsLines(f[0].toImage, edges)) ? [] : f.slice(0, 2);
  const bar = ledger.size >= FEW ? LENIENT : STRICT;
  const outlineBar = ledger.size >= FEW ? OUTLINE_BAR.lenient : OUTLINE_BAR.strict;
  /** The look at the photo's lines with at most `cap` per direction; none when that is the first look again. */
  const fewPerDirection = (cap: number): Look[] => (crowded(firstLines, cap) ? [{ grids: trusted(findBoard(findLines(edges, cap), edges, bar)), scale }] : []);
  yield { grids: trusted(findBoard(lines, edges, bar)), scale };
  // Seen steeply, one family of the grid's lines (those running away from the camera) spreads over many directions
  // and is outvoted: the strongest lines all run the other way. The lines looked for again with a few per direction;
  // not when no direction has that many (the same lines again).
  yield* fewPerDirection(PER_DIRECTION.first);
  // The strongest lattice (a checked cloth, most often) may have drowned the board's fainter lines. Its edges are left
  // out and the lines looked for again, the windows still judged on all the photo's edges.
  let masked = edges;
  /** The first lattice left out as a cloth's, whose cells show where the board is not (clothFreeHull). */
  let firstCloth: Lattice | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const cloth = strongestLattice(lines, masked);
    // Only a lattice of many lines both ways is worth leaving out (a cloth, squared paper): a few lines are no
    // cloth, and looking again costs as much as the first look.
    if (!cloth || Math.min(cloth.a.size, cloth.b.size) < CLOTH_LINES) break;
    firstCloth ??= cloth;
    masked = maskLattice(masked, cloth);
    lines = findLines(masked);
    yield { grids: trusted(findBoard(lines, edges, bar)), scale };
  }
  // A busy table's edges, far stronger than the board's lines, may have raised the photo's edge level above them.
  // They are left out, and the board looked for on the rest, at a lower level.
  const calm = calmEdges(edges);
  const calmLines = findLines(calm);
  yield { grids: trusted(findBoard(calmLines, calm, bar)), scale };
  // The board looked for only where the photo is unlike the table at its rim, at the edge level there.
  // The region's patches compared two ways, first with every rim patch taken for table, then only those like a good
  // share of the rim (a board running off the photo's edge is part of its rim).
  const kinds: [Compared, number][] = [['absolute', 0], ['relative', 0], ['absolute', COMMON_RIM], ['relative', COMMON_RIM]];
  const seen = new Set<string>();
  /** Every outline found, with its region's edges (for the ledger's own fit, last). */
  const outlines: { outline: Point[]; inside: ReturnType<typeof regionEdges> }[] = [];
  /** The regions found with patches `patch` wide (region.ts's own by default), each hull once (seen). */
  const regionsOf = (patch?: number) =>
    kinds.flatMap(([look, common]) => {
      const hull = boardHull(planes, grey.data, grey.width, grey.height, look, common, patch);
      // The same hull again (every rim patch common, or wider patches) is not looked at twice.
      if (!hull || seen.has(String(hull))) return [];
      seen.add(String(hull));
      return [{ hull, inside: regionEdges(edges, fill(hull, grey.width, grey.height)) }];
    });
  /** The looks at regions: the lines inside each, then each one's outline. */
  function* inRegions(regions: ReturnType<typeof regionsOf>, rough = false): Generator<Look> {
    for (const { inside } of regions) {
      // Snapped on the stronger edges the lines came from: at the judging level, noise pulls a line off.
      yield { grids: trusted(findBoard(findLines(inside.lines), inside.judged, bar, undefined, inside.lines)), scale };
    }
    // The region's outline, when the grid's lines are lost in noise (or outvoted by a cloth's): the grid found inside
    // it from the light's steps summed along whole columns and rows, then snapped on the region's edges as above.
    for (const { hull, inside } of regions) {
      // With FEW tiles entered or more, the ledger refutes a false outline: its sides are looked for farther off the
      // hull. A cloth-free hull (`rough`) follows the board's edge to a check or so: its own largest quadrilateral is
      // an outline too, as the sides looked for may be a hand's, a card's or a row of checks' beside the board's.
      const sided = outlineOf(grey, hull, ledger.size >= FEW);
      const quad = rough ? largestQuad(hull) : null;
      for (const outline of [sided, quad]) {
        if (!outline || (outline === quad && sided && sameOutline(sided, quad))) continue;
        outlines.push({ outline, inside });
        const grids = gridsInOutline(grey, outline).filter((f) => f.contrast >= outlineBar.contrast && f.across >= outlineBar.across && f.down >= outlineBar.down);
        yield {
          grids: trusted(grids.flatMap(({ toImage, contrast, across, down }) => {
            const m = snap(unmirrored(toImage), inside.lines);
            const found = { across, down, score: contrast, runsOn: false };
            return [{ toImage: m, ...found }, { toImage: multiply(m, HALF_TURN), ...found }];
          }), false),
          scale,
          outline: true,
        };
      }
    }
  }
  yield* inRegions(regionsOf());
  // Fewer still per direction (it costs as much as the first look, and finds a board only where all else failed).
  yield* fewPerDirection(PER_DIRECTION.last);
  // Then, with FEW tiles entered or more, the regions again on wider patches (COARSE_PATCH).
  if (ledger.size >= FEW) yield* inRegions(regionsOf(COARSE_PATCH));
  // Then, with FEW tiles entered or more, the stretch of a checked cloth's lattice where its checks do not show.
  if (ledger.size >= FEW && firstCloth) {
    const hull = clothFreeHull(grey, firstCloth);
    if (hull && !seen.has(String(hull))) {
      seen.add(String(hull));
      yield* inRegions([{ hull, inside: regionEdges(edges, fill(hull, grey.width, grey.height)) }], true);
    }
  }
  // Last, the photo's thin lines (lighter or darker than both sides) in place of its edges: a board's printed grid may
  // be outvoted by steps in light (a striped or checked cloth's, a shadow's, the board's own edge against the table),
  // which give no thin line. Windows judged and snapped on them. Seen (from stop 62): of 11 boards no look found, 7
  // found (five paper boards on cloths or in shadow, a cream board in dim light, a grey grid in a hard shadow) and 5
  // read exactly; no photo without a board newly given a grid (193 seen). Second, right after the first look, it read
  // 3 seen boards more exactly and 2 fewer, and two grey grids in a hard shadow found by later looks lost a space each
  // to unseen (its grid a pixel or two from theirs): so only where no other look reads.
  const thin = thinLines(grey);
  const thinFound = findLines(thin);
  yield { grids: trusted(findBoard(thinFound, thin, bar)), scale };
  // Last, with FITTED_FROM tiles entered or more, the grid inside each outline placed where the ledger's pattern shows
  // best (ledger-fit.ts): a board whose outline was found but whose lines did not place its grid.
  if (ledger.size < FITTED_FROM || asked.refuted) return;
  const fitted: Point[][] = [];
  const texture = stepsOf(grey);
  for (const { outline, inside } of outlines) {
    if (asked.refuted) return;
    if (fitted.some((o) => sameOutline(o, outline))) continue;
    fitted.push(outline);
    const placed = gridByLedger(grey, outline, ledger);
    // A placing under SEPARATES but over REFINED_FROM is made exact corner by corner too, and kept when it then parts
    // the kinds by SEPARATES: a hand or a card over a corner bends the outline, and so its straight-on placing.
    const refined = placed && placed.separation >= REFINED_FROM ? refinedByLedger(grey, texture, placed.toImage, ledger) : null;
    const grids = placed && refined && (placed.separation >= SEPARATES || refined.separation >= SEPARATES) ? [refined] : [];
    yield {
      grids: grids.map(({ toImage, separation }) => ({ toImage: snap(toImage, inside.lines), across: 13, down: 10, score: separation, runsOn: false })),
      scale,
      outline: true,
      fitted: true,
    };
  }
  // Last of all (still FITTED_FROM tiles entered or more), the lattices' best windows under the bar (LEDGER_BAR) on the
  // photo's edges, its calm edges and its thin lines: the ledger refutes a false grid (a grid found is no board when it
  // contradicts it on over CONTRADICTING_MOST spaces, or leaves many like neither kind). Each look's lattices and their
  // windows are those already judged (findBoard keeps them): only the bar is lower. Not once a grid was refuted above.
  if (asked.refuted) return;
  for (const [found, e] of [[firstLines, edges], [calmLines, calm], [thinFound, thin]] as const) yield { grids: findBoard(found, e, LEDGER_BAR), scale };
}

/**
 * The ledger's own placing in an outline under SEPARATES is still made exact corner by corner (refinedByLedger) from
 * this, and kept when it then parts the kinds by SEPARATES (from stop 109). Seen (CSS seeds 911 and 912, glare, tilted
 * 36-39 degrees, a hand or a card at a corner of the board on a finely checked cloth): the outlines found bent there,
 * the placings that read parted the kinds by 1.46-1.82 and no board was found; made exact, by 3.4-8.4, and the three
 * boards were read (two exactly, one with a space unseen, as through the true corners). Placings made exact that
 * stayed under SEPARATES there: 0.58-1.74.
 */
const REFINED_FROM = 1;

/** Outlines whose corners all lie within this many work pixels are one (the regions often give one outline twice). */
const SAME_OUTLINE = 2;
const sameOutline = (a: Point[], b: Point[]) => a.every(([x, y], k) => Math.hypot(x - b[k]![0], y - b[k]![1]) <= SAME_OUTLINE);

/**
 * The reading of the map (photo pixels) that agrees with the ledger most and contradicts it least, if it makes sense
 * of the spaces: a grid leaving many spaces like neither kind, or a fifth against the ledger, is no board; nor is a
 * grid `found` (not dragged by the banker) that contradicts the ledger on more than CONTRADICTING_MOST spaces.
 */
function bestReading(photo: Photo, maps: Mat3[], ledger: Set<number>, entered: string[], found: boolean, refuted?: () => void): BoardReading | null {
  const scored: Scored[] = [];
  // The first-turn maps refused as squared paper (blank), kept for a map a space over that wins on the margin.
  const blanks: Omit<Scored, 'blankLine' | 'lineApart'>[] = [];
  const early = ledger.size < FEW;
  // Its outer lines judged (asked only of the maps that may win: each costs a look along them).
  const lined = (c: Omit<Scored, 'blankLine' | 'lineApart'>): Scored => ({ ...c, blankLine: early && outerLineBlank(c.features), lineApart: early ? outerLineApart(c.features, ledger) : 0 });
  for (const map of maps) {
    const features = featuresThrough(photo, map);
    // A grid found over a checkerboard is no board (its empty spaces differ side by side; a board's all look alike).
    if (found && checkered(features, ledger)) continue;
    // Judged on the spaces' look alone, not as reported (leaning on the ledger): leaning would raise every map's
    // agreement, a map a little off as much as the board's own; and a grid's contradictions are counted in full.
    const reading = readSpaces(features, ledger, false);
    // In the first turns, a grid found whose empty spaces are blank, and that does not show the ledger's tiles, is
    // squared paper: a board's spaces bear their names (blank too where dim light's noise makes the squares busy but
    // they show no names: names.ts showsNoNames). Set aside (`blanks`), not scored.
    const one = { map, features, alone: reading, ...weighed(reading, ledger) };
    if (found && early && blank(features, ledger, reading, () => showsNoNames(photo, map, (cell) => !ledger.has(cell)))) blanks.push(one);
    else scored.push(lined(one));
  }
  // In the first turns, a grid with an outer line on the board's margin (outerLineBlank) or off it is a space over: it
  // wins only where no other does. Off it: its outer lines lie over OFF_LINE times as far from the lines within as the
  // least of any map's of the photo (outerLineApart), and over OFF_LINE_LEAST usual steps. Not on a fixed measure:
  // through the true corners of the 94 first-turn seen photos, 83 boards' own lie 4 steps or under, but a hard shadow's
  // edge, a card or a hand along an outer line sets it 4-19 apart, and every map's with it. Seen (ray-cast seed 610
  // photo 24, nothing entered): a grid a row over left 11A and 12B off the board and outscored the board's own, which
  // read them as tiles not entered; both were said empty. And (ray-cast seed 15 photo 33, CSS seed 15 photo 5, ray-cast
  // seed 303 photo 27; nothing entered) a map a space over, its outer line on the table or a tray's rim (6.8-33 apart,
  // the board's own 2.1-3.2), left hidden spaces or a new tile (12C, said empty: "agree") off the grid and won.
  // A map with no outer line judged (0: mostly out of the photo, or beside tiles) sets no bar.
  const leastApart = Math.min(...scored.flatMap((c) => (c.lineApart > 0 ? [c.lineApart] : [])));
  const onMargin = ({ blankLine, lineApart }: Scored) => blankLine || (lineApart > OFF_LINE_LEAST && lineApart > OFF_LINE * leastApart);
  const chosen = choose(scored, onMargin, early);
  // Only a map on the margin won, and maps of the same board refused as squared paper are not on it: the board's
  // names are washed out (glare on a tray), and the map that won is a space over, its outer line on the rim. A sheet
  // refused so is still refused: this is asked only where a grid is given anyway.
  const won = chosen.best;
  const inner = won?.margin ? blanks.filter((c) => sameBoard(c.map, won.map)).map(lined).filter((c) => !onMargin(c)) : [];
  const picked = inner.length > 0 ? choose(inner, onMargin, early) : chosen;
  let { best, tied } = picked;
  if (best) [best, tied] = namedWayRound(photo, best, tied, picked.read, ledger);
  if (!best || !seesTheBoard(best)) return null;
  if (found && best.against > CONTRADICTING_MOST) {
    // The ledger refuted only by a grid that sees the board well: through the board's own corners a wrong ledger's
    // spaces are read plainly against it, few unseen, while a grid a space or more off leaves a row astride its lines.
    // Seen (from stop 97; ray-cast seed 10 photo 39, a yellow tray in dim light with 78 tiles): an outline's grid 1.4
    // spaces off, 15 against and 16 unseen, kept the ledger's own fit from being made, and no board was found; made,
    // the board read exactly. Seen sets with ledgers made 8 tiles short (276 photos): the same 31 tiles said to agree.
    if (best.unsure <= UNSEEN_MANY) refuted?.();
    return null;
  }
  const reading = readThrough(photo, best, tied, ledger, entered);
  // A grid found whose reading leaves a space unseen or names a difference is settled onto the board's lines, and read
  // there instead when it runs along more of them (settledOnLines); a reading with neither needs no second look.
  if (!found || (reading.unsure.length === 0 && differenceCount(reading.differences) === 0)) return reading;
  const settledBest = settledOnLines(photo, best, ledger);
  if (settledBest === best || !seesTheBoard(settledBest) || settledBest.against > CONTRADICTING_MOST) return reading;
  return readThrough(photo, settledBest, tied, ledger, entered);
}

/** A map scored in bestReading, before its margin is judged against the photo's other maps. */
type Scored = Omit<Candidate, 'margin'> & { blankLine: boolean; lineApart: number };

/**
 * The best of the maps scored (bestReading), with `tied`: in the first turns (`early`), the readings of maps as good
 * as the best (as high a score, as few contradictions) that name the spaces otherwise, as the ledger's few tiles
 * cannot tell them apart (later, seen: two boards of 51 and 81 tiles each had a map a space off as good as theirs, and
 * lost a space or two to unseen; a ledger that full refutes a false map); and `read`, in the first turns every map,
 * for the names to weigh a half turn scored nearly as well (namedWayRound). A map on the margin wins only where none
 * off it does; on a tie, the map that says the ledger is wrong on fewer spaces (a map a space over and half a turn
 * round read a 1-tile game as well as the board's own, the entry as gone and a space less unseen); then the first.
 */
function choose(among: Scored[], onMargin: (c: Scored) => boolean, early: boolean): { best: Candidate | null; tied: Candidate[]; read: Candidate[] } {
  let best: Candidate | null = null;
  let tied: Candidate[] = [];
  const read: Candidate[] = [];
  for (const one of among) {
    const { blankLine: _line, lineApart: _apart, ...scores } = one;
    const { map, score, against } = scores;
    const margin = onMargin(one);
    const candidate = { ...scores, margin };
    if (!best || (best.margin && !margin) || (best.margin === margin && (score > best.score || (score === best.score && against < best.against)))) {
      best = candidate;
      tied = [];
    } else if (early && margin === best.margin && score === best.score && against === best.against && !sameNaming(map, best.map)) tied.push(candidate);
    if (early) read.push(candidate);
  }
  return { best, tied, read };
}

/** Whether a map's reading makes sense of the spaces: few left like neither kind, four fifths of the rest agreeing. */
const seesTheBoard = (c: Candidate) => c.unsure <= UNSEEN_MOST && c.agree >= (TILE_COUNT - c.unsure) * 0.8;

/**
 * The board read through the map chosen (`best`): the rules, the learned judge, the nudges, then the spaces made unseen
 * for a cover, a marker, a smooth face, a shared cover or a tied map's other naming.
 */
function readThrough(photo: Photo, best: Candidate, tied: Candidate[], ledger: Set<number>, entered: string[]): BoardReading {
  const { bands, steps, reading: pastSteps } = readByRules(photo, best.map, best.features, ledger);
  // Those still unseen that the learned judge is sure differ from the ledger (difference.ts).
  const odds = steps && pastSteps.includes('unsure') ? readByOdds(best.features, bands, steps, ledger, pastSteps) : pastSteps;
  // Those still unseen read through the map nudged a little each way (a grid found a pixel or two off).
  const reading = odds.includes('unsure') ? readByNudges(photo, best.map, ledger, odds, { features: best.features, bands, steps }) : odds;
  // An outer space against the ledger where a hand or a card reaches in over the margin beside it is unseen (unless
  // it shows itself clear of the cover: a new tile unlike it, an entry gone looking as the empty spaces do).
  for (const cell of reachedOver(photo, best.map, best.features, reading, ledger, asTheEmptySpaces(best.features, ledger))) reading[cell] = 'unsure';
  // An entry read as empty whose tile's rim shows round a hotel marker standing on it is unseen.
  for (const cell of markedTiles(photo, best.map, best.features, reading, ledger)) reading[cell] = 'unsure';
  // A new tile two of whose band's sides are unlike the rest (fingers across it, a loose tile lying askew) is unseen.
  for (const cell of unfilled(photo, best.map, reading, ledger)) reading[cell] = 'unsure';
  // A space against the ledger showing neither a printed name nor a label (a card, a palm over it) is unseen.
  for (const cell of smoothAgainst(best.features, reading, ledger)) reading[cell] = 'unsure';
  // A space read only by leaning on the ledger beside an unseen one like it that the ledger has otherwise: one cover.
  for (const cell of sharedCover(best.features, reading, ledger, best.alone)) reading[cell] = 'unsure';
  // A space that a map as good as the best, naming the spaces otherwise, reads otherwise is named by a guess: unseen.
  // With no tile entered, a board and its half turn read alike, and a new tile was offered to be entered under its
  // mirror's name (a tile on 3B named 10H, two photos in twelve). Unless the board's printed names said which way
  // round it lies (namedWayRound): then the half turn is no longer among them.
  const { alone } = best;
  for (const { alone: other } of tied) {
    other.forEach((r, cell) => {
      if (r !== alone[cell]) reading[cell] = 'unsure';
    });
  }
  const occupied: string[] = [];
  const unsure: string[] = [];
  reading.forEach((r, cell) => {
    if (r === 'unsure') unsure.push(tileName(cell));
    if (r === 'tile') occupied.push(tileName(cell));
  });
  const at = ([u, v]: Point): [number, number] => {
    const [x, y] = apply(best.map, u, v);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  };
  const read = { board: true, occupied, unsure, corners: BOARD_CORNERS.map(at), differences: differencesFrom(entered, { occupied, unsure }) };
  readAlone.set(read, best.alone);
  return read;
}

/**
 * The spaces as the rules read them through `map`, leaning on the ledger; those left unseen read again, only ever as
 * the ledger says: by the band round their middles (not where the middle's look alone reads against the ledger,
 * witnessed or not: readByBands), then past a step of light across them (every space's look past its step, as the
 * kinds' looks are learned from them; made only when a space is left, else `steps` is null); in the first turns, an
 * entry left unseen that stands out from the empty spaces around it by a label's texture read as its tile
 * (entriesUnlikeTheEmptySpaces), with under two entries, a space read empty that stands out so unseen
 * (unlikeTheEmptySpaces), and with an entry or more, a space not entered left unseen that stands out so, a tile's
 * face, read as a new tile (newTilesUnlikeTheEmptySpaces). With the bands and steps, which the learned judge weighs
 * (doubtMeasures); its training (scripts/board-train.mts) reads through the same rules.
 * `given`: the bands and steps already made (readByNudges, which samples only the spaces it reads again).
 */
export function readByRules(
  photo: Photo,
  map: Mat3,
  features: (Features | null)[],
  ledger: Set<number>,
  given?: { bands: (Features | null)[]; steps: (PastAStep | null)[] },
): { bands: (Features | null)[]; steps: (PastAStep | null)[] | null; reading: SpaceReading[] } {
  const bands = given?.bands ?? Array.from({ length: TILE_COUNT }, (_, cell) => bandFeatures(photo, map, cell));
  const byBands = readByBands(bands, ledger, readSpaces(features, ledger), readSpaces(features, ledger, false, false));
  const steps = given?.steps ?? (byBands.includes('unsure') ? features.map((look, cell) => pastAStep(photo, map, cell, look)) : null);
  const reading = steps ? readPastAStep(steps, ledger, byBands) : byBands;
  const pastItsStep = (cell: number) => (steps ? steps[cell]! : pastAStep(photo, map, cell, features[cell]!));
  const entries = entriesUnlikeTheEmptySpaces(features, ledger, reading, pastItsStep);
  // After the bands and the step, which read an unseen space again as the ledger says and must not say this one empty.
  const standingOut = unlikeTheEmptySpaces(features, ledger, entries, pastItsStep);
  // After the empty spaces that stand out are made unseen (with one entry in view): those of a tile's face are read.
  return { bands, steps, reading: newTilesUnlikeTheEmptySpaces(features, ledger, standingOut, pastItsStep) };
}

/**
 * A map's reading weighed against the ledger: the spaces it agrees on, leaves unseen and contradicts. Agreeing counts for
 * a map, contradicting against: an early game's few tiles then still tell the two ways round apart when a hand hides one
 * of them.
 */
function weighed(reading: SpaceReading[], ledger: Set<number>): Pick<Candidate, 'agree' | 'unsure' | 'against' | 'score'> {
  const agree = reading.filter((r, cell) => r !== 'unsure' && (r === 'tile') === ledger.has(cell)).length;
  const unsure = reading.filter((r) => r === 'unsure').length;
  const against = TILE_COUNT - agree - unsure;
  return { agree, unsure, against, score: agree - against };
}

/**
 * The best map and those tied with it, once the board's printed names (names.ts) have said which way round it lies,
 * when the best is tied with its own half turn, or its half turn (among the maps `read`) scored within HALF_TURN_NEAR
 * of it: the way they say is the best, and neither it nor its half turn (nor a look's grid a pixel or two from either)
 * is tied any more. As they were when the names do not say.
 */
function namedWayRound(photo: Photo, best: Candidate, tied: Candidate[], read: Candidate[], ledger: Set<number>): [Candidate, Candidate[]] {
  const turned = multiply(best.map, HALF_TURN);
  const halfTurn = (other: Candidate) => sameNaming(other.map, turned);
  const mirror = tied.find(halfTurn) ?? read.find((other) => halfTurn(other) && other.margin === best.margin && other.score >= best.score - HALF_TURN_NEAR);
  const way = mirror && wayRoundByNames(photo, best.map, (cell) => !ledger.has(cell));
  if (!mirror || !way) return [best, tied];
  const rest = tied.filter((other) => !sameNaming(other.map, best.map) && !sameNaming(other.map, mirror.map));
  return [way === 'half-turned' ? mirror : best, rest];
}

/**
 * How much lower (in bestReading's score) a best map's half turn may score and still be put to the printed names
 * (namedWayRound). With one tile entered, the half turn learns the empty spaces' look with the tile among them, and
 * may read the tile as gone and still outscore the board's own map. Seen (from stop 63; ray-cast seed 308 photo 38, a
 * black board with 8B entered, in Chromium's pixels): the half turn scored 104, the board's own 102, and 8B was said
 * to be off the table; the names, asked, turned it. Seen sets (21, Node on Chromium's pixels): that board read
 * exactly, nothing else read differently.
 */
const HALF_TURN_NEAR = 2;

/** A map's reading as bestReading weighs it: the spaces' features and look alone, and its score against the ledger. */
interface Candidate {
  map: Mat3;
  features: ReturnType<typeof spaceFeatures>[];
  alone: SpaceReading[];
  agree: number;
  unsure: number;
  score: number;
  against: number;
  /**
   * Whether an outer line of it is blank, on the board's margin, or off the board (outerLineBlank, outerLineApart; asked
   * in the first turns only).
   */
  margin: boolean;
}

/**
 * Whether two maps name the spaces alike: 1A's middle in the photo within half a space of each other (two looks'
 * grids of one board a pixel or two apart), not a space over or half a turn round.
 */
function sameNaming(a: Mat3, b: Mat3): boolean {
  const [ax, ay] = apply(a, 0.5, 0.5);
  const [bx, by] = apply(b, 0.5, 0.5);
  const [nx, ny] = apply(b, 1.5, 0.5);
  return Math.hypot(ax - bx, ay - by) < 0.5 * Math.hypot(nx - bx, ny - by);
}

/**
 * How much more of its lines' length a grid settled onto the board's lines (settle.ts) must run along edges than the
 * grid found, to be read in its place. Seen (937 boards, Chromium's pixels): four grids 17-30 px off at one end read
 * exactly once settled (ray-cast 304/11, 304/25, 613/21, CSS 14/1); three of them rose 0.11-0.15 (0.83-0.89 to
 * 0.98-1.00).
 */
const SETTLED_GAIN = 0.05;
/**
 * How much of its lines' length a grid found must run along the photo's edges to be settled on them: a grid found on
 * other edges (a region's, the thin lines', at a lower level) may show few lines on the whole photo's, and settled there
 * goes after the tiles' and the table's edges.
 */
const SETTLED_FROM = 0.5;

/**
 * The best map settled onto the photo's edges (settle.ts), as a candidate to read in its place when its lines run along
 * SETTLED_GAIN more of their length (a grid found with one end a good part of a space off); else the best as it was.
 */
function settledOnLines(photo: Photo, best: Candidate, ledger: Set<number>): Candidate {
  const { map, before, after } = settled(atWorkingSize(photo, best.map), workEdges(photo), { from: SETTLED_FROM, gain: SETTLED_GAIN });
  if (after - before < SETTLED_GAIN) return best;
  const { scale } = workingGrey(photo);
  const placed = multiply([scale, 0, 0, 0, scale, 0, 0, 0, 1], map);
  const features = featuresThrough(photo, placed);
  const alone = readSpaces(features, ledger, false);
  return { map: placed, features, alone, ...weighed(alone, ledger), margin: best.margin };
}

/**
 * The steps (shares of a space along 1A-12A) by which movedToTheLedger moves a corner, and how many placings it reads
 * at most (each reads all 108 spaces).
 */
const LEDGER_MOVES = [0.1, 0.05, 0.025];
const LEDGER_MOVES_MOST = 160;
/** How far (in spaces) movedToTheLedger may take a corner from the fit's: a fit a little off, not a grid made anew. */
const LEDGER_MOVED_MOST = 0.3;
/** How many spaces agreeing with the ledger one contradicting it costs, for movedToTheLedger. */
const CONTRADICTION_COSTS = 3;
/** movedToTheLedger moves one corner at a time, along x and along y. */
const EACH_CORNER = [[0], [1], [2], [3]];
const FOUR_WAYS: Point[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

/**
 * The ledger's own fit (ledger-fit.ts) places a grid by its spaces' light and texture; read by the rules, a fifth of a
 * space off may still leave a row of spaces astride their lines, like neither kind, and the grid is refused (over
 * UNSEEN_MOST unseen). The look's placing that agrees with the ledger most (the spaces' look alone, each contradiction
 * costing CONTRADICTION_COSTS) with its corners moved one at a time, a step each of four ways, each move kept while it
 * raises that, then with the step halved (LEDGER_MOVES; settle.ts climbed, the climb that settles a grid onto the
 * lines). Asked only of a fitted look none of whose placings read.
 * Seen (from stop 97; CSS seed 805 photo 27, a cream board in dim light with 79 tiles, every other look failed): the
 * fit's grid, 9 px off at a corner, left 37 spaces unseen, as moved 27 (as many as through the true corners), and the
 * board read exactly.
 */
function movedToTheLedger(photo: Photo, maps: Mat3[], ledger: Set<number>): Mat3 {
  const worth = (map: Mat3) => {
    const { agree, against } = weighed(readSpaces(featuresThrough(photo, map), ledger, false), ledger);
    return agree - CONTRADICTION_COSTS * against;
  };
  let best = maps[0]!;
  let most = worth(best);
  for (const map of maps.slice(1)) {
    const w = worth(map);
    if (w > most) [best, most] = [map, w];
  }
  const fit = BOARD_CORNERS.map(([u, v]) => apply(best, u, v));
  const space = Math.hypot(fit[1]![0] - fit[0]![0], fit[1]![1] - fit[0]![1]) / COLUMNS;
  const near = (c: Point[], k: number) => Math.hypot(c[k]![0] - fit[k]![0], c[k]![1] - fit[k]![1]) <= LEDGER_MOVED_MOST * space;
  const rate = (c: Point[]) => {
    const map = mapFromCorners(c);
    return map ? worth(map) : null;
  };
  const climb = climbed(fit, LEDGER_MOVES.map((share) => share * space), () => rate, near, { moves: EACH_CORNER, ways: FOUR_WAYS, most: LEDGER_MOVES_MOST });
  return climb.moved ? mapFromCorners(climb.corners)! : best;
}

/**
 * The photo's luma box-averaged down to WORK_WIDTH wide (FINER_WIDTH for a copy looked at again finer; never up: the
 * scanner's shrink), and the scale back.
 */
function workingGrey(p: Photo): { grey: { data: Float32Array; width: number; height: number }; planes: readonly [Float32Array, Float32Array, Float32Array]; scale: number } {
  return onceFor(workingGreys, p, () => {
    const { planes, width, height, scale } = shrink(p, Math.round(((finer.has(p) ? FINER_WIDTH : WORK_WIDTH) * Math.max(p.width, p.height)) / p.width));
    const data = new Float32Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = luma(planes[0][i]!, planes[1][i]!, planes[2][i]!);
    return { grey: { data, width, height }, planes, scale };
  });
}
const workingGreys = new WeakMap<Photo, ReturnType<typeof workingGrey>>();
/** The copies of photos looked at again finer (readBoard): worked on FINER_WIDTH wide. */
const finer = new WeakSet<Photo>();

/** The working grey's edges, once per photo: the looks find lines on them, and a grid found is settled on them. */
const workEdges = (p: Photo): Edges => onceFor(photoEdges, p, () => edgesOf(workingGrey(p).grey));
const photoEdges = new WeakMap<Photo, Edges>();

/** How far past the photo's edge a grid's corner may be found, as a share of its width (a corner cut off by a hair). */
const FRAME_SLACK = 0.01;

/**
 * The least share of the photo's area a grid found may cover. A board 40% of the photo's width (the least it is meant
 * for) covers about 0.15 of it seen square, 0.12 at 40° of tilt (seen: 0.122, ray-cast seed 2 photo 11); at 0.02, a
 * board a sixth of the width still passes. Seen without a board: a lattice on a card's edges gave a sliver of a grid,
 * 0.0012 of the photo (ray-cast seed 301, photo 17).
 */
const MIN_AREA = 0.02;

/** Whether a grid found can be the board as the photo frames it: its four corners in the photo, MIN_AREA of it at least. */
function framed(map: Mat3, p: Photo): boolean {
  const slack = p.width * FRAME_SLACK;
  const c = BOARD_CORNERS.map(([u, v]) => apply(map, u, v));
  if (!c.every(([x, y]) => x >= -slack && y >= -slack && x <= p.width + slack && y <= p.height + slack)) return false;
  return polygonArea(c) >= MIN_AREA * p.width * p.height;
}

/**
 * How far (in spaces) the map is nudged each way for readByNudges: four ways along the lines and four on the diagonals
 * (0.7 of it each way). Set on the seen sets (786 photos, Node on Chromium's pixels), each nudge reading every space
 * again: at 0.05 along the lines only, 737 -> 743 boards exact (three of four to agree); at 0.08, 743 with one false
 * tile fewer; with the diagonals, 744 (six of eight). Only the spaces left unseen looked at again: 744, unseen 69 -> 56.
 */
const NUDGE = 0.08;
const NUDGES: [number, number][] = [
  [NUDGE, 0], [-NUDGE, 0], [0, NUDGE], [0, -NUDGE],
  [0.7 * NUDGE, 0.7 * NUDGE], [0.7 * NUDGE, -0.7 * NUDGE], [-0.7 * NUDGE, 0.7 * NUDGE], [-0.7 * NUDGE, -0.7 * NUDGE],
];
/** How many nudged readings must say the ledger's kind of a space, none the other, for it to be read so (of eight). */
const NUDGES_AGREEING = 6;
/**
 * How many nudged readings must say the ledger's kind of a space, none the other, when the look at where a tile's top
 * is seen (lean.ts: the space's boxes moved away from the camera by the top's displacement) says it too. From stop
 * 104: seen, two entered cream tiles tilted 23° and 30° in glare and a hard shadow, four nudges of eight and the top's
 * look saying tile, were unseen (ray-cast seeds 3 photo 4, 1001 photo 14). NUDGES_AGREEING at 4 without the top's look
 * read those and two more, but said 2 more hidden spaces agree where the ledger was made wrong there.
 */
const NUDGES_WITH_TOP = 4;

/**
 * The spaces the rules leave unseen through `map`, read again through the map nudged a little each way (NUDGES): only
 * ever as the ledger says, where NUDGES_AGREEING of the nudged readings say so and none says otherwise (read either
 * way, a cream tile entered on a cream board in a hard shadow, 11I of read-board.test.ts, was said to be off the table:
 * a difference is named only on its own evidence, not on a nudge's). A grid found a pixel or two off (a corner
 * misplaced by 0.03-0.2 of a space) samples a tile's edge or the gap beside it as part of the space, and the space is
 * then like neither kind; a nudge lays the samples back on its face. Only the unseen spaces are sampled again; every
 * other space, and what the kinds' looks are learned from, stays as read through `map` (`features`, `bands`, `steps`:
 * as readByRules made them; steps made here when it did not need them). Seen: seven boards whose grid was found a
 * little off read exactly (a cream tile in plain view left unseen, ray-cast seed 605 photo 6; 737 -> 744 of 786 exact,
 * unseen 69 -> 56, false and missed tiles 5 and 3 as before); on the seen sets with every ledger made wrong on a space
 * in view, the same differences named (728 of 778) and said to agree (4) as without the nudges, and as many hidden
 * spaces with the ledger made wrong there said to agree (75 of 553). Also read where a tile's top is seen from the
 * camera the map implies (NUDGES_WITH_TOP).
 */
function readByNudges(
  photo: Photo,
  map: Mat3,
  ledger: Set<number>,
  reading: SpaceReading[],
  looks: { features: (Features | null)[]; bands: (Features | null)[]; steps: (PastAStep | null)[] | null },
): SpaceReading[] {
  const doubtful = reading.flatMap((r, cell) => (r === 'unsure' ? [cell] : []));
  const steps = looks.steps ?? looks.features.map((look, cell) => pastAStep(photo, map, cell, look));
  // The rules' reading with the doubtful spaces sampled again through the map each gives them.
  const readThrough = (mapOf: (cell: number) => Mat3) => {
    const features = [...looks.features];
    const given = { bands: [...looks.bands], steps: [...steps] };
    for (const cell of doubtful) {
      const moved = mapOf(cell);
      const look = spaceFeatures(photo, moved, cell);
      features[cell] = look;
      given.bands[cell] = bandFeatures(photo, moved, cell);
      given.steps[cell] = look && pastAStep(photo, moved, cell, look);
    }
    const r = readByRules(photo, map, features, ledger, given);
    return r.reading.includes('unsure') ? readByOdds(features, r.bands, given.steps, ledger, r.reading) : r.reading;
  };
  const shifted = (du: number, dv: number) => multiply(map, [1, 0, du, 0, 1, dv, 0, 0, 1]);
  const reads = NUDGES.map(([du, dv]) => {
    const nudged = shifted(du, dv);
    return readThrough(() => nudged);
  });
  const camera = cameraOf(map, photo.width, photo.height);
  const atTops = camera ? readThrough((cell) => shifted(...topShift(camera, cell))) : null;
  return reading.map((r, cell) => {
    if (r !== 'unsure') return r;
    const ledgers: SpaceReading = ledger.has(cell) ? 'tile' : 'empty';
    const saying = reads.filter((read) => read[cell] === ledgers).length;
    const against = reads.filter((read) => read[cell] !== ledgers && read[cell] !== 'unsure').length;
    if (against > 0) return r;
    return saying >= NUDGES_AGREEING || (atTops?.[cell] === ledgers && saying >= NUDGES_WITH_TOP) ? ledgers : r;
  });
}
