/**
 * Finding label regions: character-sized blobs that sit side by side at a similar height form a label (2-3 glyphs
 * such as "7C" or "12I"); each region's angle comes from the line through its glyphs, for deskewing. Pure.
 */

/** A bounding box. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A character-sized blob of ink: its box and how many ink pixels it has. */
export interface Glyph extends Box {
  area: number;
}

/** A label region: its box (padded), its tilt in radians, how many glyphs it holds, and their blobs left to right. */
export interface Region extends Box {
  angle: number;
  glyphs: number;
  parts: Glyph[];
}

/** How far a region reaches beyond its glyphs, as a share of their height. */
const PAD = 0.35;

const cx = (b: Box) => (b.x0 + b.x1) / 2;
const cy = (b: Box) => (b.y0 + b.y1) / 2;
const h = (b: Box) => b.y1 - b.y0 + 1;
const w = (b: Box) => b.x1 - b.x0 + 1;
/** Label glyphs (0-9, A-I) are taller than wide; a blob much wider than tall is two glyphs run together by blur. */
const glyphCount = (b: Box) => (w(b) > h(b) * 1.15 ? 2 : 1);

/** Groups glyphs into label regions of 2-3 glyphs. */
export function labelRegions(boxes: Glyph[], width: number, height: number): Region[] {
  const parent = boxes.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const ha = h(a);
      const hb = h(b);
      const ratio = ha / hb;
      if (ratio < 0.6 || ratio > 1.65) continue;
      const mh = (ha + hb) / 2;
      const gap = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
      // Side by side: a small horizontal gap, centres at about the same height (tilted up to ~20°).
      if (gap > mh * 0.6) continue;
      if (Math.abs(cy(a) - cy(b)) > mh * 0.55) continue;
      if (Math.abs(cx(a) - cx(b)) > mh * 1.6) continue;
      parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, Glyph[]>();
  boxes.forEach((b, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), b]));
  const regions: Region[] = [];
  for (const g of groups.values()) {
    const glyphs = g.reduce((n, b) => n + glyphCount(b), 0);
    if (glyphs >= 2 && glyphs <= 3) regions.push(regionAround(g, width, height));
  }
  return regions;
}

/**
 * The region around some glyphs (left to right), padded by PAD of their mean height and kept inside the image; tilted
 * along the line through the first and last glyph, or by `angle` when given (one glyph of a region read alone).
 */
export function regionAround(parts: Glyph[], width: number, height: number, angle?: number): Region {
  const g = [...parts].sort((a, b) => cx(a) - cx(b));
  const first = g[0]!;
  const last = g[g.length - 1]!;
  const p = (g.reduce((t, b) => t + h(b), 0) / g.length) * PAD;
  return {
    x0: Math.max(0, Math.min(...g.map((b) => b.x0)) - p),
    y0: Math.max(0, Math.min(...g.map((b) => b.y0)) - p),
    x1: Math.min(width - 1, Math.max(...g.map((b) => b.x1)) + p),
    y1: Math.min(height - 1, Math.max(...g.map((b) => b.y1)) + p),
    angle: angle ?? (g.length > 1 ? Math.atan2(cy(last) - cy(first), cx(last) - cx(first)) : 0),
    glyphs: g.reduce((n, b) => n + glyphCount(b), 0),
    parts: g,
  };
}

/** How a region's ink stands out from what lies around it: gray means (0-255) of its ink and of its paper. */
export interface Surface {
  ink: number;
  paper: number;
}

/** How much darker than the paper around it a label's ink is, at least, as a share of the paper's gray level. */
const MIN_CONTRAST = 0.3;

/** The surface under a region: the mean gray of its ink pixels and of the rest. */
export function surface(gray: Uint8ClampedArray, ink: Uint8Array, width: number, r: Box): Surface {
  let inkSum = 0;
  let inkN = 0;
  let paperSum = 0;
  let paperN = 0;
  for (let y = Math.round(r.y0); y <= Math.round(r.y1); y++) {
    for (let x = Math.round(r.x0); x <= Math.round(r.x1); x++) {
      const v = gray[y * width + x]!;
      if (ink[y * width + x]) {
        inkSum += v;
        inkN++;
      } else {
        paperSum += v;
        paperN++;
      }
    }
  }
  return { ink: inkN > 0 ? inkSum / inkN : 255, paper: paperN > 0 ? paperSum / paperN : 0 };
}

/** A printed label stands out from its tile face; table grain and the edges of shadows barely stand out from theirs. */
export function standsOut(s: Surface): boolean {
  return s.paper - s.ink >= s.paper * MIN_CONTRAST;
}

/**
 * A glyph that is a bare bar: little ink for its height (a bar's ink is its stroke times its length; every other row
 * letter has more strokes), however perspective slants it into a wide box.
 */
export function isBar(g: Glyph): boolean {
  return g.area < h(g) * h(g) * 0.3 && w(g) < h(g) * 0.7;
}
