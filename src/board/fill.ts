/**
 * A tile set on the board fills its space: the band round the space's middle (its face round the label) looks the same
 * on all four sides. What else may look like a new tile does not: fingers across a space leave board or their shadow
 * between them, and a loose tile dropped askew covers one side of a space and leaves another bare. A space read as a
 * tile the ledger does not have, whose band's sides are far apart in light and colour, is said unseen instead.
 */
import { COLUMNS } from '../engine/index.ts';
import type { Mat3 } from './homography.ts';
import { BAND, boxLook, SCALE, type Photo, type SpaceReading } from './spaces.ts';

/** Samples each way in a side of the band (as bandFeatures takes them), and the fewest in the photo for it to count. */
const SAMPLES = 6;
const LEAST = (SAMPLES * SAMPLES) / 2;
/** Light and colour (log light, two chroma shares): what a side is set against another on, in SCALE. */
const LIGHT_AND_COLOUR = [0, 1, 2];

/**
 * How far apart two of a new tile's sides may be (the farthest pair, squared, in SCALE) for it to fill its space. Seen
 * sets (Node on Chromium's pixels, 937 boards, through the grids found): every tile in view 2.0 at the median and 109
 * at the 99.5th percentile (most of the farthest on yellow trays: 52 of the 68 over 150); the 220 new tiles read
 * rightly 104 at most; fingers over a paper board's 1D 158 and a loose tile askew over a black board's 3D 276, both
 * read as new tiles. Between them. Held out, it cost one real new tile said unseen (docs/decisions.md, stop 90).
 */
const SIDES_APART = 130;

/** The spaces read as tiles the ledger (`entered`) does not have whose band's sides are too far apart for one face. */
export function unfilled(photo: Photo, toPhoto: Mat3, reading: SpaceReading[], entered: Set<number>): number[] {
  return reading.flatMap((r, cell) => {
    if (r !== 'tile' || entered.has(cell)) return [];
    const u = cell % COLUMNS;
    const v = Math.floor(cell / COLUMNS);
    const looks = BAND.map(([u0, v0, du, dv]) => boxLook(photo, toPhoto, [u + u0, v + v0, du, dv], SAMPLES, LEAST));
    // A side off the photo: nothing to compare it with.
    if (looks.some((look) => look === null)) return [];
    return farthestApart(looks as number[][]) > SIDES_APART ? [cell] : [];
  });
}

/** The farthest pair of looks, squared, in SCALE over light and colour. */
export function farthestApart(looks: number[][]): number {
  let most = 0;
  for (let i = 0; i < looks.length; i++) {
    for (let j = i + 1; j < looks.length; j++) {
      let d = 0;
      for (const k of LIGHT_AND_COLOUR) d += ((looks[i]![k]! - looks[j]![k]!) / SCALE[k]!) ** 2;
      most = Math.max(most, d);
    }
  }
  return most;
}
