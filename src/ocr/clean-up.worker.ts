/**
 * The clean-up worker: everything done to a photo's pixels before recognition runs here, off the main thread, on an
 * OffscreenCanvas: the photo scaled to 1280 px on its longer side at most, its tile faces found, each face's label turned upright,
 * thresholded and cut out as PNGs for the recogniser (whole, all but the last glyph, the last glyph alone), and the
 * shape of each glyph measured for a second opinion on what the recogniser reads.
 */
import { findFaces, fitWithin } from './faces.ts';
import { glyphShape, type GlyphShape } from './glyph-shape.ts';
import { cutGlyphs, isBar, isText, labelOfFace, type Gray } from './label-image.ts';

/** What the worker says of one face: its label's images, or that it holds no label one could read. */
export type CleanFace = { whole: Blob; head: Blob; last: Blob; glyphs: number; bar: boolean; doubtful: boolean; byLabel: boolean; hiddenBefore: boolean; hiddenAfter: boolean; shapes: GlyphShape[] } | null;

const LONGEST = 1280;

async function png(g: Gray): Promise<Blob> {
  const canvas = new OffscreenCanvas(g.width, g.height);
  const image = new ImageData(g.width, g.height);
  for (let i = 0; i < g.data.length; i++) {
    image.data[i * 4] = image.data[i * 4 + 1] = image.data[i * 4 + 2] = g.data[i]!;
    image.data[i * 4 + 3] = 255;
  }
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

self.onmessage = async (e: MessageEvent<{ id: number; image: ImageBitmap }>) => {
  const { id, image } = e.data;
  try {
    const { width, height } = fitWithin(image.width, image.height, LONGEST);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(image, 0, 0, width, height);
    image.close();
    const pixels = ctx.getImageData(0, 0, width, height);
    const faces: CleanFace[] = [];
    for (const face of findFaces(pixels)) {
      const label = labelOfFace(pixels, face);
      if (!label) {
        // A face found by its label is a tile only as far as that label reads: no hint without it.
        if (!face.byLabel) faces.push(null);
        continue;
      }
      // A number of four or more glyphs on an even patch (a banknote, a card): not a tile at all, so not even a hint.
      if (isText(label)) continue;
      const last = label.glyphs[label.glyphs.length - 1]!;
      const head = label.glyphs.length > 1 ? label.glyphs.slice(0, -1) : label.glyphs;
      faces.push({
        whole: await png(cutGlyphs(label, label.glyphs)),
        head: await png(cutGlyphs(label, head)),
        last: await png(cutGlyphs(label, [last])),
        glyphs: label.count,
        bar: label.glyphs.length > 1 && isBar(last),
        // Read from a glyph cut off, or on a face whose rim was not seen: offered, never sure.
        doubtful: label.partial || face.byLabel === true,
        byLabel: face.byLabel === true,
        hiddenBefore: label.hiddenBefore,
        hiddenAfter: label.hiddenAfter,
        // One shape per printed character only: a blob of two glyphs run together has no shape of its own.
        shapes: label.glyphs.length === label.count ? label.glyphs.map((g) => glyphShape(label.face, g)) : [],
      });
    }
    self.postMessage({ id, faces });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
