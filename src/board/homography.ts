/**
 * Plane-to-plane projective maps (homographies) for the board reader: the board's own coordinates (one unit a space,
 * 0-12 across the columns and 0-9 down the rows) to the photo's pixels and back. Plain arrays, so they run in the
 * worker and in Node tests alike.
 */
import { gaussJordan } from '../ocr/pixels.ts';

/** A point, in whichever plane. */
export type Point = [number, number];

/** A polygon's area (shoelace), its corners in order either way round. */
export function polygonArea(corners: Point[]): number {
  let twice = 0;
  corners.forEach((a, k) => {
    const b = corners[(k + 1) % corners.length]!;
    twice += a[0] * b[1] - b[0] * a[1];
  });
  return Math.abs(twice) / 2;
}

/** A 3x3 matrix, row by row. */
export type Mat3 = [number, number, number, number, number, number, number, number, number];

/** A line a·x + b·y + c = 0. */
export type Line = [number, number, number];

/** Three numbers: a homogeneous point or line, or a direction in space. */
export type Vec3 = [number, number, number];

/** The cross product: the line through two homogeneous points, the point where two lines meet, or the normal of two directions. */
export const cross = (p: Vec3, q: Vec3): Vec3 => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];

/** The dot product of two directions (or of a homogeneous point and a line: zero when the point lies on it). */
export const dot = (p: Vec3, q: Vec3): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];

/**
 * The length of (x, y). Math.hypot guards against overflow and underflow, which pixel-sized numbers never meet, at
 * several times the cost in V8: the reader measures millions of these a photo.
 */
export const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** Where `m` takes the point (x, y); NaN coordinates when it goes to infinity. */
export function apply(m: Mat3, x: number, y: number): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

export function multiply(a: Mat3, b: Mat3): Mat3 {
  const out = new Array<number>(9);
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) out[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return out as Mat3;
}

/** The inverse map, or null when `m` is singular. */
export function invert(m: Mat3): Mat3 | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return null;
  const inv: Mat3 = [A, -(b * i - c * h), b * f - c * e, B, a * i - c * g, -(a * f - c * d), C, -(a * h - b * g), a * e - b * d];
  return inv.map((x) => x / det) as Mat3;
}

/** A line of the first plane as it lies in the second under `m` (lines map by the inverse transpose). */
export function mapLine(mInverse: Mat3, l: Line): Line {
  const [a, b, c] = l;
  return [a * mInverse[0] + b * mInverse[3] + c * mInverse[6], a * mInverse[1] + b * mInverse[4] + c * mInverse[7], a * mInverse[2] + b * mInverse[5] + c * mInverse[8]];
}

/** Where two lines cross, or null when they are (nearly) parallel. */
export function meet(l: Line, k: Line): Point | null {
  const w = l[0] * k[1] - l[1] * k[0];
  if (Math.abs(w) < 1e-12) return null;
  return [(l[1] * k[2] - l[2] * k[1]) / w, (l[2] * k[0] - l[0] * k[2]) / w];
}

/** The line through two points (its normal of unit length). */
export function lineThrough(p: Point, q: Point): Line {
  const a = q[1] - p[1];
  const b = p[0] - q[0];
  const n = Math.hypot(a, b) || 1;
  return [a / n, b / n, -(a * p[0] + b * p[1]) / n];
}

/**
 * The total-least-squares line through points, each weighted by its third number when it has one: the line through
 * their weighted centroid along their main direction.
 */
export function fitLine(pts: readonly (readonly number[])[]): Line {
  let w = 0;
  let cx = 0;
  let cy = 0;
  for (const [x = 0, y = 0, s = 1] of pts) {
    w += s;
    cx += s * x;
    cy += s * y;
  }
  cx /= w;
  cy /= w;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x = 0, y = 0, s = 1] of pts) {
    sxx += s * (x - cx) ** 2;
    sxy += s * (x - cx) * (y - cy);
    syy += s * (y - cy) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return lineThrough([cx, cy], [cx + Math.cos(angle), cy + Math.sin(angle)]);
}

/**
 * The homography taking each `from` point to its `to` point: exact for four (no three on a line), the least-squares
 * fit for more (the direct linear transform on points moved and scaled about their centre first, which keeps the
 * arithmetic well conditioned). Null when the points do not fix one.
 */
export function fitHomography(from: readonly Point[], to: readonly Point[]): Mat3 | null {
  if (from.length < 4 || from.length !== to.length) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  // With the last entry fixed at 1, each pair gives two equations in the other eight.
  const ata = Array.from({ length: 8 }, () => new Array<number>(9).fill(0));
  const add = (row: number[], value: number) => {
    for (let i = 0; i < 8; i++) {
      for (let j = 0; j < 8; j++) ata[i]![j]! += row[i]! * row[j]!;
      ata[i]![8]! += row[i]! * value;
    }
  };
  for (let k = 0; k < from.length; k++) {
    const [x, y] = apply(nf, from[k]![0], from[k]![1]);
    const [u, v] = apply(nt, to[k]![0], to[k]![1]);
    add([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    add([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = gaussJordan(ata, 1e-10);
  if (!h) return null;
  const normal: Mat3 = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
  const back = invert(nt);
  if (!back) return null;
  const m = multiply(back, multiply(normal, nf));
  return m[8] === 0 ? null : (m.map((x) => x / m[8]) as Mat3);
}

/**
 * The homography taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to p00, p10, p11, p01: fitHomography's
 * answer for them, in closed form (Heckbert's square-to-quad), as the grid finder tries thousands of cells a photo.
 * Null when three of the points lie on a line.
 */
export function squareToQuad(p00: Point, p10: Point, p11: Point, p01: Point): Mat3 | null {
  const [x0, y0] = p00;
  const [x1, y1] = p10;
  const [x2, y2] = p11;
  const [x3, y3] = p01;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  if (!(Math.abs(den) > 1e-9)) return null;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The similarity moving `points` to their centroid and scaling them to a mean distance of √2. */
function normaliser(points: readonly Point[]): Mat3 {
  let cx = 0;
  let cy = 0;
  for (const [x, y] of points) {
    cx += x / points.length;
    cy += y / points.length;
  }
  let d = 0;
  for (const [x, y] of points) d += Math.hypot(x - cx, y - cy) / points.length;
  const s = d > 0 ? Math.SQRT2 / d : 1;
  return [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1];
}
