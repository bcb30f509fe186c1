/** A lattice found in a photo, as both ways of finding one (grid.ts, vanishing.ts) give it. */
import type { Mat3 } from './homography.ts';

/** Lattice coordinates (one unit a space) to the work image's pixels, and its lines' indices. */
export interface Lattice {
  toImage: Mat3;
  /** Whole-number positions of the lines explained, in each family, with their votes. */
  a: Map<number, number>;
  b: Map<number, number>;
  score: number;
}
