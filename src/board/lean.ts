/**
 * Where a tile's top is seen: a tile stands proud of its space, so in a tilted photo its top is seen displaced from
 * the space it stands on, away from the camera (up to a quarter of a space at the board's far side at 40° of tilt).
 * A space left unseen is looked at again there (read-board.ts readByNudges). Tried and not kept (stop 104): every
 * space's look sampled between the space and its top (half the displacement, and a quarter), as a tile's top and an
 * empty space's face both show there; the seen sets read worse (354 boards: exact 344 -> 338 and 340), the reading's
 * bars having been set on looks sampled on the board's plane.
 *
 * The camera is placed from the grid's map alone (board coordinates → photo pixels): square pixels, the lens's
 * middle at the photo's middle, its focal length from the two board directions being square to each other and of
 * one length (or a phone's usual lens when the photo is too straight on to tell).
 */
import { COLUMNS } from '../engine/index.ts';
import { cross, dot, type Mat3, type Vec3 } from './homography.ts';

/** A tile's height over its space, in spaces (the tiles are 3-4 mm thick on spaces about 2.5-3 cm across). */
export const TILE_HEIGHT = 0.13;
/** A phone's usual lens: its focal length a share of the photo's longer side (about 65° across). */
const USUAL_FOCAL = 0.78;

/** The camera over the board: its foot (board coordinates) and its height (in spaces). */
export interface Camera {
  foot: [number, number];
  height: number;
}

/** The camera a map was seen from, for a photo `width` x `height`; null when the map makes no camera. */
export function cameraOf(m: Mat3, width: number, height: number): Camera | null {
  const cx = width / 2;
  const cy = height / 2;
  // Columns of the map with the photo's middle as origin: the board's two directions and its origin.
  const col = (k: number): Vec3 => [m[k]! - cx * m[6 + k]!, m[3 + k]! - cy * m[6 + k]!, m[6 + k]!];
  const a1 = col(0);
  const a2 = col(1);
  const a3 = col(2);
  // 1/f² from the two directions square to each other and of one length, least squares over both.
  const c1 = a1[0] * a2[0] + a1[1] * a2[1];
  const d1 = a1[2] * a2[2];
  const c2 = a1[0] ** 2 + a1[1] ** 2 - a2[0] ** 2 - a2[1] ** 2;
  const d2 = a1[2] ** 2 - a2[2] ** 2;
  const w = -(c1 * d1 + c2 * d2) / (c1 * c1 + c2 * c2 || 1);
  const side = Math.max(width, height);
  let f = w > 0 ? 1 / Math.sqrt(w) : NaN;
  if (!(f > 0.4 * side && f < 2.5 * side)) f = USUAL_FOCAL * side;
  const k1: Vec3 = [a1[0] / f, a1[1] / f, a1[2]];
  const k2: Vec3 = [a2[0] / f, a2[1] / f, a2[2]];
  const k3: Vec3 = [a3[0] / f, a3[1] / f, a3[2]];
  const scale = 2 / (Math.hypot(...k1) + Math.hypot(...k2));
  if (!Number.isFinite(scale)) return null;
  const sign = k3[2] < 0 ? -scale : scale;
  const r1 = k1.map((v) => v * sign) as Vec3;
  const r2 = k2.map((v) => v * sign) as Vec3;
  const t = k3.map((v) => v * sign) as Vec3;
  const r3 = cross(r1, r2);
  const n = Math.hypot(...r3);
  if (!(n > 0)) return null;
  const up = -dot(r3, t) / n;
  const foot: [number, number] = [-dot(r1, t), -dot(r2, t)];
  const h = Math.abs(up);
  return h > 1 && foot.every(Number.isFinite) ? { foot, height: h } : null;
}

/**
 * The farthest a tile's top is seen from its space, in spaces: at the 40° of tilt the reader is made for, with half a
 * lens's view beyond it, the far side is seen 75° from straight down, and 0.13 · tan 75° = 0.49. Seen (739 boards
 * placed through their true corners) 0.39 at most; a camera placed from a grid badly wrong could move a box spaces away.
 */
const FARTHEST_TOP = 0.5;

/** How far (board coordinates) the top of a tile on space `cell` is seen from the space, away from `camera`'s foot. */
export function topShift(camera: Camera, cell: number): [number, number] {
  const k = TILE_HEIGHT / (camera.height - TILE_HEIGHT);
  const du = ((cell % COLUMNS) + 0.5 - camera.foot[0]) * k;
  const dv = (Math.floor(cell / COLUMNS) + 0.5 - camera.foot[1]) * k;
  const within = Math.min(1, FARTHEST_TOP / (Math.hypot(du, dv) || 1));
  return [du * within, dv * within];
}
