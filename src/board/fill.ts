/**
 * A tile set on the board fills its space: the band round the space's middle (its face round the label) looks the same
 * on its four sides, but for one at most (a tray's colour or a neighbour's shadow may show along one side when the
 * board is seen tilted). What else may look like a new tile does not: fingers across a space leave board or their
 * shadow between them, and a loose tile dropped askew covers one side of a space and leaves another bare. A space read
 * as a tile the ledger does not have, two of whose band's sides lie far from the four's middle in light and colour, is
 * said unseen instead.
 */
import type { Mat3 } from './homography.ts';
import { apart, bandSides, LIGHT_AND_COLOUR, type Photo, type SpaceReading } from './spaces.ts';

/**
 * How far the second most unlike of a new tile's four sides may lie from their middle (squared, in SCALE) for it to
 * fill its space. Seen sets (Node on Chromium's pixels, 937 boards, through the grids found): every tile in view 0.1 at
 * the median, 23.4 at the 99.9th percentile, 18 of 35189 over 30; the 220 new tiles read rightly 11.7 at most; fingers
 * over a paper board's 1D 35.6 and a loose tile askew over a black board's 3D 58.7, both read as new tiles. Between
 * them. The first form (481e69b) asked the farthest pair of sides (over 130): a tray showing along one side put 109
 * tiles of 35189 over, most on yellow trays, and cost real new tiles (docs/decisions.md, stop 90).
 */
const SECOND_SIDE = 30;

/** The spaces read as tiles the ledger (`entered`) does not have, two of whose band's sides are unlike the four. */
export function unfilled(photo: Photo, toPhoto: Mat3, reading: SpaceReading[], entered: Set<number>): number[] {
  return reading.flatMap((r, cell) => {
    if (r !== 'tile' || entered.has(cell)) return [];
    const sides = bandSides(photo, toPhoto, cell);
    // A side off the photo: nothing to compare it with.
    if (sides.some((side) => side === null)) return [];
    return secondUnlike(sides as number[][]) > SECOND_SIDE ? [cell] : [];
  });
}

/**
 * How far the second most unlike of four looks lies from their middle (each feature's: the mean of its middle two),
 * squared, in SCALE over light and colour. One look far off (a tray along one side) leaves it small; two raise it.
 */
export function secondUnlike(looks: number[][]): number {
  // Indexed as the features are: LIGHT_AND_COLOUR is their first three.
  const middle = LIGHT_AND_COLOUR.map((k) => {
    const sorted = looks.map((look) => look[k]!).sort((a, b) => a - b);
    return (sorted[1]! + sorted[2]!) / 2;
  });
  return looks.map((look) => apart(look, middle, LIGHT_AND_COLOUR)).sort((a, b) => b - a)[1]!;
}
