/**
 * The board's printed space names, as a witness of which way round it lies. With few tiles entered the ledger cannot
 * tell a board from its half turn (both read its few tiles alike), and a tile would be named by its mirror's name. The
 * names printed in the spaces can: those of columns 10-12 have three characters ("12C"), the rest two ("1C"), so
 * printed the same size they are half as wide again. The names are not read (no OCR here): only how wide their ink is.
 * The middle columns (4-9) have two-character names either way round, so they say what a narrow name measures in this
 * photo: the wide end must stand out from them, and the other end must not. Where names are too faint to measure wide
 * or narrow, their halves still say: a name's digit is shared down its column and its letter along its row, and which
 * half repeats along the rows tells the way round (wayRoundByHalves). Each witness alone is enough; if they disagree,
 * nothing is said.
 */
import { COLUMNS, ROWS } from '../engine/index.ts';
import { apply, type Mat3 } from './homography.ts';
import { sampleBox, type Photo } from './spaces.ts';
import { luma, median } from '../ocr/pixels.ts';

/** Samples across a space's name band, and down it. */
const ACROSS = 32;
const DOWN = 8;
/** The band sampled: from this far in from each side across (the name's whole width), and this tall, mid-space. */
const SIDE = 0.15;
const BAND = [0.35, 0.65] as const;
/**
 * Where a space's own face is sampled above and below its name (down the space), at each sample across: the ground
 * its name's ink is measured from, column by column (nameWidth).
 */
const FACE_ABOVE = [0.24, 0.27, 0.3];
const FACE_BELOW = [0.7, 0.73, 0.76];
/** A space whose strongest column differs from its light by less than this (luma levels) shows no name. */
const INK_LEAST = 8;
/** A column is ink when it differs this share of the strongest column's difference (and 3/4 of INK_LEAST at least). */
const INK_SHARE = 0.5;
/**
 * How much wider (in spaces) the wide end's names must measure than the middle columns' and than the other end's, and
 * how near the other end's must be to the middle's. Set on generated photos of the first turns (3 tiles, seeds apart
 * from every set measured) and the seen sets' boards at their true corners; the figures are in docs/decisions.md.
 */
const WIDER = 0.125;
const ALIKE = 0.075;
/**
 * The middle columns' names measure this wide at least where names are seen at all (two characters; seen, 0.26 at the
 * narrowest): narrower, the ink found is a speck or a stroke of noise (seen: 0.04 on a yellow tray in a hard shadow,
 * and its other columns' "names" told the wrong way round).
 */
const NARROWEST = 0.2;
/** Each group of columns needs names measured in this many spaces at least. */
const ENOUGH = 10;

/**
 * Which way round `toPhoto` has the board by its printed names: 'as-mapped' when they say it lies as mapped (columns
 * 10-12 as mapped have the wide names, or the names' letters repeat along the rows on their right halves),
 * 'half-turned' when they say the other way, null when they do not say (too faint, hidden, unclear, or the widths and
 * the halves disagree). `empty`: the spaces to measure (tiles bear their own names, printed otherwise).
 */
export function wayRoundByNames(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): WayRound | null {
  const byWidths = wayRoundByWidths(photo, toPhoto, empty);
  const byHalves = wayRoundByHalves(photo, toPhoto, empty);
  // Each witness alone is enough; two that disagree say nothing.
  return byWidths && byHalves && byWidths !== byHalves ? null : (byHalves ?? byWidths);
}

export type WayRound = 'as-mapped' | 'half-turned';

/** Which way round by the widths of the names at either end against the middle columns' (above); null when unclear. */
export function wayRoundByWidths(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): WayRound | null {
  const widths: [number[], number[], number[]] = [[], [], []];
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    if (!empty(cell)) continue;
    const w = nameWidth(photo, toPhoto, cell);
    if (w === null) continue;
    const column = cell % COLUMNS;
    widths[column < 3 ? 0 : column >= COLUMNS - 3 ? 2 : 1].push(w);
  }
  if (widths.some((w) => w.length < ENOUGH)) return null;
  const [low, middle, high] = widths.map(median) as [number, number, number];
  if (middle < NARROWEST) return null;
  if (high - middle >= WIDER && high - low >= WIDER && Math.abs(low - middle) <= ALIKE) return 'as-mapped';
  if (low - middle >= WIDER && low - high >= WIDER && Math.abs(high - middle) <= ALIKE) return 'half-turned';
  return null;
}

/** The middle columns (4-9), whose names have two characters either way round: the halves are compared there. */
const MIDDLE = [3, 8] as const;
/** Samples across a name's band (the two halves, each half of them) and down it, for the halves compared. */
const HALF_ACROSS = 12;
const HALF_DOWN = 10;
/** The band sampled for the halves: from SIDE in from each side across, and this tall, mid-space. */
const HALF_BAND = [0.3, 0.7] as const;
/** The least number of pairs of spaces (in a row or a column) compared. */
const PAIRS_LEAST = 20;
/**
 * How sure the halves must be (their mean over its standard error; the pairs share spaces, so this is a bar set on
 * seen photos, not a probability): at the seen sets' true corners (1,374 boards, the spaces not holding a tile), the
 * wrong way round never measured beyond 1.6 and the right way 3.6 or more on 9 in 10.
 */
const HALVES_SURE = 3;
/**
 * And by this much at least, on the mean (of a correlation): names alike in every space (drawn bars) measure 0 but for
 * rounding, over no spread at all. Seen: 0.0245 at the least where HALVES_SURE was reached.
 */
const HALVES_LEAST = 0.02;

/**
 * Which way round by the names' two halves: along a row every name ends in the same letter, and down a column every
 * name begins with the same digit. So, the right way round, the right halves of the names match along the rows and
 * the left halves down the columns; half a turn off, the other way (the letter, turned, is on the left). Each half's
 * light pattern is compared with the same half of every other space in its row or column (their correlation); the
 * measure is the mean, over the pairs, of how much more the halves that should match do than those that should not.
 * Light that varies over the board (a shadow, a lamp's fall-off) is shared by both halves of a space and cancels.
 * Only the middle columns (MIDDLE), where a name's halves are its digit and its letter either way round. Names are
 * printed digit first, as the rule books name the spaces ("1A", "3-C"). A board printed letter first would measure the
 * other way: where its names' widths say (wide at columns 10-12 all the same), the two disagree and nothing is said;
 * where they do not, the halves alone would turn it wrongly. No edition known to us prints so.
 */
export function wayRoundByHalves(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): WayRound | null {
  const halves = new Map<number, [Float64Array, Float64Array]>();
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    const column = cell % COLUMNS;
    if (column < MIDDLE[0] || column > MIDDLE[1] || !empty(cell)) continue;
    const band = nameBand(photo, toPhoto, cell);
    if (band) halves.set(cell, band);
  }
  const terms: number[] = [];
  const cells = [...halves.keys()];
  for (let i = 0; i < cells.length; i++) {
    for (let k = i + 1; k < cells.length; k++) {
      const [a, b] = [cells[i]!, cells[k]!];
      const [[leftA, rightA], [leftB, rightB]] = [halves.get(a)!, halves.get(b)!];
      const byLeft = dot(leftA, leftB);
      const byRight = dot(rightA, rightB);
      if (Math.floor(a / COLUMNS) === Math.floor(b / COLUMNS)) terms.push(byRight - byLeft);
      else if (a % COLUMNS === b % COLUMNS) terms.push(byLeft - byRight);
    }
  }
  if (terms.length < PAIRS_LEAST) return null;
  const mean = terms.reduce((s, x) => s + x, 0) / terms.length;
  const spread = Math.sqrt(terms.reduce((s, x) => s + (x - mean) ** 2, 0) / terms.length);
  const sure = spread > 0 ? (mean * Math.sqrt(terms.length)) / spread : 0;
  if (Math.abs(mean) < HALVES_LEAST) return null;
  return sure >= HALVES_SURE ? 'as-mapped' : sure <= -HALVES_SURE ? 'half-turned' : null;
}

/**
 * The light across the middle of space `cell` (HALF_BAND), its left and right halves each made mean 0 and length 1
 * (so a dot product is their correlation); null where it leaves the photo. Sampled between pixels (bilinear): a space
 * is only some tens of pixels wide.
 */
function nameBand(p: Photo, toPhoto: Mat3, cell: number): [Float64Array, Float64Array] | null {
  const column = cell % COLUMNS;
  const row = Math.floor(cell / COLUMNS);
  const halves = [new Float64Array(HALF_ACROSS * HALF_DOWN), new Float64Array(HALF_ACROSS * HALF_DOWN)] as const;
  const step = (1 - 2 * SIDE) / (2 * HALF_ACROSS);
  for (let j = 0; j < HALF_DOWN; j++) {
    const v = row + HALF_BAND[0] + ((HALF_BAND[1] - HALF_BAND[0]) * (j + 0.5)) / HALF_DOWN;
    for (let i = 0; i < 2 * HALF_ACROSS; i++) {
      const light = lumaBetween(p, ...apply(toPhoto, column + SIDE + step * (i + 0.5), v));
      if (light === null) return null;
      halves[i < HALF_ACROSS ? 0 : 1][j * HALF_ACROSS + (i % HALF_ACROSS)] = light;
    }
  }
  for (const half of halves) {
    let mean = 0;
    for (const x of half) mean += x;
    mean /= half.length;
    let length = 0;
    for (let k = 0; k < half.length; k++) length += (half[k]! -= mean) ** 2;
    length = Math.sqrt(length);
    for (let k = 0; k < half.length; k++) half[k] = length > 0 ? half[k]! / length : 0;
  }
  return [halves[0], halves[1]];
}

/** The photo's luma at (x, y), between its pixels; null off the photo. */
function lumaBetween(p: Photo, x: number, y: number): number | null {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  if (!(x0 >= 0 && y0 >= 0 && x0 + 1 < p.width && y0 + 1 < p.height)) return null;
  const [fx, fy] = [x - x0, y - y0];
  const at = (px: number, py: number) => {
    const k = (py * p.width + px) * 4;
    return luma(p.data[k]!, p.data[k + 1]!, p.data[k + 2]!);
  };
  return (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x0 + 1, y0)) + fy * ((1 - fx) * at(x0, y0 + 1) + fx * at(x0 + 1, y0 + 1));
}

const dot = (a: Float64Array, b: Float64Array): number => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
};

/**
 * How wide (in spaces) the ink across the middle of space `cell` spans; null when it shows none or leaves the photo.
 * Each column of samples is measured from the space's face just above and below the name at that column (FACE_ABOVE,
 * FACE_BELOW), not from the space's light as a whole: uneven light, a lamp's fall-off across the space, makes one side
 * of a space lighter than the other, and measured from the whole space's light, that side's plain face passed for
 * ink. Seen (from stop 73): on empty boards in uneven light, every group of columns measured 0.61-0.70 of a space
 * wide and the names never said which way round the board lay; a board tied with its half turn was then unseen on
 * both its own and its mirror's hidden spaces (24 of the 74 spaces in view left unseen on 22 dev sets, Node on
 * Chromium's pixels). At the true corners of those sets' boards (1,404 asks, both ways round), told right 694 -> 800,
 * wrong 0 -> 0; 90 new first-turn photos (ray-cast seed 601, 180 asks), 132 -> 148, wrong 0 -> 0.
 */
function nameWidth(p: Photo, toPhoto: Mat3, cell: number): number | null {
  const u0 = (cell % COLUMNS) + SIDE;
  const row = Math.floor(cell / COLUMNS);
  const width = 1 - 2 * SIDE;
  const tall = BAND[1] - BAND[0];
  const lumaAt = (u: number, v: number): number | null => {
    const [x, y] = apply(toPhoto, u, v);
    const px = Math.round(x);
    const py = Math.round(y);
    if (!(px >= 0 && py >= 0 && px < p.width && py < p.height)) return null;
    const k = (py * p.width + px) * 4;
    return luma(p.data[k]!, p.data[k + 1]!, p.data[k + 2]!);
  };
  // Each column's strongest difference from its own face.
  const columns: number[] = [];
  for (let i = 0; i < ACROSS; i++) {
    const u = u0 + (width * (i + 0.5)) / ACROSS;
    const above = FACE_ABOVE.map((dv) => lumaAt(u, row + dv));
    const below = FACE_BELOW.map((dv) => lumaAt(u, row + dv));
    if (!above.every(isNumber) || !below.every(isNumber)) return null;
    const ground = (median(above) + median(below)) / 2;
    let most = 0;
    for (let j = 0; j < DOWN; j++) {
      const light = lumaAt(u, row + BAND[0] + (tall * (j + 0.5)) / DOWN);
      if (light === null) return null;
      most = Math.max(most, Math.abs(light - ground));
    }
    columns.push(most);
  }
  const strongest = Math.max(...columns);
  if (strongest < INK_LEAST) return null;
  const level = Math.max(0.75 * INK_LEAST, INK_SHARE * strongest);
  const first = columns.findIndex((d) => d >= level);
  const last = columns.length - 1 - [...columns].reverse().findIndex((d) => d >= level);
  return ((last - first + 1) / ACROSS) * width;
}

const isNumber = (x: number | null): x is number => x !== null;

/**
 * The most a grid's name contrast (nameContrast) measures where its squares bear no names. Seen (first turns, the
 * grid each look found, 23 seen sets): squared paper 0.83-0.98 (its squares' light varies by the photo's noise alone,
 * the name band as the face); boards whose halves said nothing, 1.36 at the least (with their spaces under
 * NOISY_BLANK's texture, spaces.ts). Boards whose halves said, as little as 0.64 (a yellow tray's moulded names in
 * glare, its walls' shade in the face strips): so this is asked only where the halves do not say.
 */
const UNNAMED_MOST = 1.15;

/**
 * Whether a grid's spaces show no printed names: the names' two halves do not say which way round (wayRoundByHalves;
 * squared paper's squares have no halves to repeat), and the light across their middles varies no more than in their
 * plain faces (nameContrast under UNNAMED_MOST). Squared paper in dim light or a hard shadow, its squares as busy with
 * noise as a board's with names, so not blank by texture (spaces.ts blank), is told so.
 */
export function showsNoNames(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): boolean {
  if (wayRoundByHalves(photo, toPhoto, empty) !== null) return false;
  const contrast = nameContrast(photo, toPhoto, empty);
  return contrast !== null && contrast < UNNAMED_MOST;
}

/** Samples each way over a space's name band and over each face strip (nameContrast, by spaces.ts sampleBox). */
const CONTRAST_SAMPLES = 10;
/** The face strips above and below the name band (down the space), where no name's ink lies. */
const FACE_STRIPS = [[0.12, 0.27], [0.73, 0.88]] as const;

/**
 * How much the light varies across the middle of the spaces `empty` says are empty, where a board prints each space's
 * name, against how much it varies in the plain face above and below it (the median, over the spaces, of the ratio of
 * the two spreads; a face's spread floored at half a luma level): a board's names raise it where its faces are plain;
 * a sheet of squared paper's blank squares, whose light varies only by the photo's noise (however much dim light
 * raises it), leave it near 1. A space any of whose samples leave the photo is not measured; null with under ENOUGH.
 */
function nameContrast(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): number | null {
  const whole = CONTRAST_SAMPLES * CONTRAST_SAMPLES;
  // The light's spread over bands of a space (each across its name's width), or null where one leaves the photo.
  const spread = (column: number, row: number, bands: readonly (readonly [number, number])[]): number | null => {
    let [n, sum, squares] = [0, 0, 0];
    for (const [top, bottom] of bands) {
      const { l, ll, n: count } = sampleBox(photo, toPhoto, [column + SIDE, row + top, 1 - 2 * SIDE, bottom - top], CONTRAST_SAMPLES);
      if (count < whole) return null;
      [n, sum, squares] = [n + count, sum + l, squares + ll];
    }
    return Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));
  };
  const ratios: number[] = [];
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    if (!empty(cell)) continue;
    const [column, row] = [cell % COLUMNS, Math.floor(cell / COLUMNS)];
    const name = spread(column, row, [BAND]);
    const face = spread(column, row, FACE_STRIPS);
    if (name !== null && face !== null) ratios.push(name / Math.max(face, 0.5));
  }
  return ratios.length >= ENOUGH ? median(ratios) : null;
}
