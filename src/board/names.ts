/**
 * The board's printed space names, as a witness of which way round it lies. With few tiles entered the ledger cannot
 * tell a board from its half turn (both read its few tiles alike), and a tile would be named by its mirror's name. The
 * names printed in the spaces can: those of columns 10-12 have three characters ("12C"), the rest two ("1C"), so
 * printed the same size they are half as wide again. The names are not read (no OCR here): only how wide their ink is.
 * The middle columns (4-9) have two-character names either way round, so they say what a narrow name measures in this
 * photo: the wide end must stand out from them, and the other end must not.
 */
import { COLUMNS, ROWS } from '../engine/index.ts';
import { apply, type Mat3 } from './homography.ts';
import type { Photo } from './spaces.ts';
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
 * Which way round `toPhoto` has the board by its printed names: 'as-mapped' when columns 10-12 (as mapped) have the
 * wide names, 'half-turned' when columns 1-3 do, null when the names do not say (too faint, hidden, or unclear).
 * `empty`: the spaces to measure (tiles bear their own names, printed otherwise).
 */
export function wayRoundByNames(photo: Photo, toPhoto: Mat3, empty: (cell: number) => boolean): 'as-mapped' | 'half-turned' | null {
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
