/** The plain shapes a label is made of: a gray image and the boxes of its glyphs (pure data, no code). */

/** A bounding box with the ink it holds. */
export interface Glyph {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

/** A gray image (0 ink … 255 paper). */
export interface Gray {
  data: Uint8Array;
  width: number;
  height: number;
}
