/**
 * A second opinion on a reading from the shapes of its glyphs, independent of the recogniser: how many closed holes
 * each glyph has (8 and B two; 0, 6, 9, A, D one; the rest none), and whether a stroke read as 1 carries a 7's top
 * bar. The recogniser is sometimes sure of a 1 that is a 7, or of an 8 that is a 6; the holes and the bar are not
 * fooled by the font. A reading its shapes contradict is never shown as sure. Pure, for the worker and Node tests.
 */
import type { Glyph, Gray } from './glyph.ts';
import { DISPUTED, type LabelReading } from './label.ts';

/** What the shapes of one glyph say. */
export interface GlyphShape {
  /** Closed holes in its ink (a counter filled in by blur is not one). */
  holes: number;
  /** How wide its ink is in its top tenth, as a share of its width. */
  top: number;
  /** Where its ink ends on the right in its bottom eighth, as a share of its width from its left. */
  footRight: number;
}

/** A hole smaller than this share of the glyph's height squared is a speck of paper, not a counter. */
const LEAST_HOLE = 0.005;
/** The bands a 7's top bar and its foot are measured in, as shares of the glyph's height. */
const TOP_BAND = 0.1;
const FOOT_BAND = 0.88;
/**
 * A 7: a bar across the whole top, and a foot that stops short of the right side, where its bar ends. A 1's stem
 * stands at its right side (its flag points left), and a 1's base spans its whole foot, so a 1's foot reaches the
 * right side even when a heavy flag makes its top as wide as the glyph. On the tuning photos the 1s whose top is
 * 95%+ of their width end their foot at 92-100% of it, and the 7s at 40-76%; how wide the foot is does not tell a
 * condensed bold 7 (a foot half its width) from such a 1.
 */
const BAR_LEAST = 0.95;
const FOOT_RIGHT_MOST = 0.84;
/**
 * An E has a bar along its foot, an F only its stem there: on the tuning photos an E's foot ends at 85-100% of its
 * width, an F's at 10-63%. The recogniser, unsure between them, sometimes names the wrong one.
 */
const E_FOOT_LEAST = 0.74;

/** The holes a printed character has, by font: a zero may be slashed or dotted (two), a 4 open or closed. */
const HOLES: Record<string, number[]> = {
  '0': [1, 2], '1': [0], '2': [0], '3': [0], '4': [0, 1], '5': [0], '6': [1], '7': [0], '8': [2], '9': [1],
  A: [1], B: [2], C: [0], D: [1], E: [0], F: [0], G: [0], H: [0], I: [0],
};

/** The shape of one glyph of a thresholded label (ink below 128). */
export function glyphShape(face: Gray, g: Glyph): GlyphShape {
  const bw = g.x1 - g.x0 + 1;
  const bh = g.y1 - g.y0 + 1;
  const paper = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) paper[y * bw + x] = face.data[(y + g.y0) * face.width + x + g.x0]! >= 128 ? 1 : 0;
  // Holes: runs of paper (4-connected) that never reach the glyph's box.
  const seen = new Uint8Array(bw * bh);
  let holes = 0;
  for (let start = 0; start < paper.length; start++) {
    if (!paper[start] || seen[start]) continue;
    seen[start] = 1;
    const run = [start];
    let open = false;
    for (let k = 0; k < run.length; k++) {
      const i = run[k]!;
      const x = i % bw;
      const y = (i - x) / bw;
      if (x === 0 || y === 0 || x === bw - 1 || y === bh - 1) open = true;
      for (const j of [x > 0 ? i - 1 : -1, x + 1 < bw ? i + 1 : -1, y > 0 ? i - bw : -1, y + 1 < bh ? i + bw : -1]) {
        if (j >= 0 && paper[j] && !seen[j]) {
          seen[j] = 1;
          run.push(j);
        }
      }
    }
    if (!open && run.length >= LEAST_HOLE * bh * bh) holes++;
  }
  // The ink's left and right ends within a band of rows, as shares of the width (nothing: 0 and 0).
  const ends = (from: number, to: number): [number, number] => {
    let lo = bw;
    let hi = -1;
    for (let y = Math.floor(bh * from); y < Math.ceil(bh * to); y++) {
      for (let x = 0; x < bw; x++) {
        if (paper[y * bw + x]) continue;
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    }
    return hi < lo ? [0, 0] : [lo / bw, (hi + 1) / bw];
  };
  const [left, right] = ends(0, TOP_BAND);
  return { holes, top: right - left, footRight: ends(FOOT_BAND, 1)[1] };
}

/** Whether each character of `text` has as many holes as its glyph (always so when there are not as many glyphs). */
export function holesAgree(text: string, shapes: GlyphShape[]): boolean {
  const chars = [...text];
  return chars.length !== shapes.length || chars.every((ch, i) => HOLES[ch]?.includes(shapes[i]!.holes) ?? true);
}

const sevenShaped = (s: GlyphShape) => s.top >= BAR_LEAST && s.footRight <= FOOT_RIGHT_MOST;

/**
 * A reading checked against its glyphs' shapes (one shape per printed character, else it is left as it is). A 1
 * shaped like a 7 is read as the 7, and an F with an E's foot as the E, with the first reading as an alternative; a 7
 * without a 7's bar, an E without its foot, or any character whose holes are not its own, keeps its reading. Either
 * way the reading is disputed: offered first, never shown as sure.
 */
export function checkShapes(reading: LabelReading, shapes: GlyphShape[]): LabelReading {
  const chars = [...reading.tile];
  if (shapes.length !== chars.length) return reading;
  let tile = reading.tile;
  let disputed = false;
  chars.forEach((ch, i) => {
    const shape = shapes[i]!;
    if (!HOLES[ch]!.includes(shape.holes)) disputed = true;
    // The row letter: an F with a bar along its foot is an E; an E without one is in doubt.
    if (i === chars.length - 1 && ch === 'F' && shape.footRight >= E_FOOT_LEAST) {
      tile = `${tile.slice(0, -1)}E`;
      disputed = true;
    }
    if (i === chars.length - 1 && ch === 'E' && shape.footRight < E_FOOT_LEAST) disputed = true;
    if (i < chars.length - 1 && ch === '1' && sevenShaped(shape) && shape.holes === 0) {
      const seven = [...tile];
      seven[i] = '7';
      // Only where a 7 makes a column (1-12): "11" may become "71", which is no column, and stays disputed.
      const column = Number(seven.slice(0, -1).join(''));
      if (column >= 1 && column <= 12) tile = seven.join('');
      disputed = true;
    }
    if (i < chars.length - 1 && ch === '7' && !sevenShaped(shape)) disputed = true;
  });
  if (!disputed) return reading;
  const alternatives = [...new Set([reading.tile, ...reading.alternatives])].filter((t) => t !== tile).slice(0, 3);
  return { tile, confidence: Math.min(reading.confidence, DISPUTED), alternatives };
}
