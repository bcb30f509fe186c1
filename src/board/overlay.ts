/**
 * The board's grid drawn over its photo (the board check's picture): where each space's centre and each grid line
 * falls, from the grid's four corners (1A, 12A, 12I, 1I, in the photo's pixels, as found or as dragged).
 */
import { apply, fitHomography, type Mat3, type Point } from './homography.ts';
import { COLUMNS, ROWS, TILE_COUNT } from '../engine/index.ts';

export type Corners = [number, number][];

/** The grid's four corners in board coordinates (0-12 across, 0-9 down): 1A's, 12A's, 12I's and 1I's outer corners. */
export const BOARD_CORNERS: Point[] = [[0, 0], [COLUMNS, 0], [COLUMNS, ROWS], [0, ROWS]];

/** The map from board coordinates to the photo, from the grid's four corners; null without. */
export function mapFromCorners(corners: Corners): Mat3 | null {
  return corners.length === 4 ? fitHomography(BOARD_CORNERS, corners) : null;
}

/** The grid as lines to draw and each space's centre (board order, 1A first); null when the corners make no plane. */
export function gridOverlay(corners: Corners): { lines: [Point, Point][]; centres: Point[] } | null {
  const m = mapFromCorners(corners);
  if (!m) return null;
  const lines: [Point, Point][] = [];
  for (let u = 0; u <= COLUMNS; u++) lines.push([apply(m, u, 0), apply(m, u, ROWS)]);
  for (let v = 0; v <= ROWS; v++) lines.push([apply(m, 0, v), apply(m, COLUMNS, v)]);
  const centres = Array.from({ length: TILE_COUNT }, (_, cell) => apply(m, (cell % COLUMNS) + 0.5, Math.floor(cell / COLUMNS) + 0.5));
  return { lines, centres };
}

/**
 * Where the handles start when no board was found: a board-shaped box (12 by 9) in the middle of the photo, 70% of
 * its width or height, whichever fits.
 */
export function startingCorners(width: number, height: number): Corners {
  const w = Math.min(width * 0.7, ((height * 0.7) / ROWS) * COLUMNS);
  const h = (w / COLUMNS) * ROWS;
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
}
