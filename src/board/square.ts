/**
 * Whether a grid found can be the board at all: the board's spaces are square, and a camera sees a flat grid of
 * squares only as some homographies. Undoing the lens (its focal length unknown, its axis taken through the photo's
 * middle), a grid's map must turn the board's two directions into two equally long, perpendicular ones in space. A
 * grid that stretches one way to fit is no board, however well its few tiles agree with the ledger (seen: ray-cast
 * 1027/38 and 1029/20, paper boards in glare and in a hard shadow, each read through a grid laid 12 columns over about
 * 7 of the board's, its spaces 0.61 and 0.52 as wide as tall at the focal length that makes them squarest).
 * The axis is not searched for: free to lie anywhere in the photo, it explains 1027/38's grid as square (0.06). A
 * cropped photo's axis lies off its middle; the bar (read-board.ts OFF_SQUARE_MOST) leaves room for that.
 */
import type { Mat3 } from './homography.ts';

/**
 * The focal lengths tried, as shares of the photo's width: from a wide phone lens's (0.3; most phones' main camera is
 * 0.7-0.9) to a long zoom's (5); STEPS of them, evenly on a log scale.
 */
const FOCAL = { least: 0.3, most: 5 };
const STEPS = 100;

/**
 * How far a map's spaces are from square at the focal length that makes them squarest (how many times longer one way
 * than the other, as a log, plus the cosine of the angle between the two ways): 0 for a true grid of squares seen
 * through a lens without distortion, more the more it is stretched or sheared.
 */
export function offSquare(map: Mat3, width: number, height: number): number {
  const cx = width / 2;
  const cy = height / 2;
  // The map's first two columns (the board's across and down) with the lens's middle moved to the origin.
  const across = [map[0] - cx * map[6], map[3] - cy * map[6], map[6]] as const;
  const down = [map[1] - cx * map[7], map[4] - cy * map[7], map[7]] as const;
  let least = Infinity;
  for (let k = 0; k <= STEPS; k++) {
    const f = width * FOCAL.least * Math.pow(FOCAL.most / FOCAL.least, k / STEPS);
    const a = [across[0] / f, across[1] / f, across[2]];
    const d = [down[0] / f, down[1] / f, down[2]];
    const la = Math.hypot(a[0]!, a[1]!, a[2]!);
    const ld = Math.hypot(d[0]!, d[1]!, d[2]!);
    if (!(la > 0 && ld > 0)) continue;
    const cos = (a[0]! * d[0]! + a[1]! * d[1]! + a[2]! * d[2]!) / (la * ld);
    least = Math.min(least, Math.abs(Math.log(la / ld)) + Math.abs(cos));
  }
  return least;
}
