/** Plane geometry of a face's outline: the convex hull of its points, the least rectangle around it, and inside tests. */

/** A point in the photo's pixels. */
export type Point = [number, number];

/** Convex hull (monotone chain), counter-clockwise in image coordinates. */
export function hull(points: Point[]): Point[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** The least-area rectangle around a convex polygon (one side lies along a hull edge): centre, sides, angle. */
export function leastRectangle(poly: Point[]): { cx: number; cy: number; w: number; h: number; angle: number } {
  let best = { area: Infinity, cx: 0, cy: 0, w: 0, h: 0, angle: 0 };
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const theta = Math.atan2(b[1] - a[1], b[0] - a[0]);
    const c = Math.cos(theta);
    const s = Math.sin(theta);
    let u0 = Infinity;
    let u1 = -Infinity;
    let v0 = Infinity;
    let v1 = -Infinity;
    for (const [x, y] of poly) {
      const u = x * c + y * s;
      const v = -x * s + y * c;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
    const area = (u1 - u0) * (v1 - v0);
    if (area < best.area) {
      const mu = (u0 + u1) / 2;
      const mv = (v0 + v1) / 2;
      best = { area, cx: mu * c - mv * s, cy: mu * s + mv * c, w: u1 - u0, h: v1 - v0, angle: theta };
    }
  }
  // Turned to the axes nearest the photo's: a tile lies within ±45° of upright.
  let { w, h, angle } = best;
  while (angle > Math.PI / 4) {
    angle -= Math.PI / 2;
    [w, h] = [h, w];
  }
  while (angle <= -Math.PI / 4) {
    angle += Math.PI / 2;
    [w, h] = [h, w];
  }
  return { cx: best.cx, cy: best.cy, w, h, angle };
}

/** Whether a point lies inside a convex polygon given counter-clockwise (in image coordinates). */
export function insideConvex(poly: Point[], x: number, y: number): boolean {
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) < 0) return false;
  }
  return true;
}
