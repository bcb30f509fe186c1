/**
 * The board reader's worker: the photo's pixels (drawn from the bitmap handed over, on an OffscreenCanvas, 1280 px on
 * its longer side at most) read by read-board.ts, off the main thread.
 */
import { readBoard, type BoardReading } from './read-board.ts';

const LONGEST = 1280;

export interface BoardJob {
  id: number;
  image: ImageBitmap;
  entered: string[];
  corners?: [number, number][];
}

export type BoardAnswer = { id: number; reading: BoardReading; ms: number } | { id: number; error: string };

self.onmessage = (e: MessageEvent<BoardJob>) => {
  const { id, image, entered, corners } = e.data;
  try {
    const t0 = performance.now();
    const scale = Math.min(1, LONGEST / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(image, 0, 0, width, height);
    image.close();
    // Corners dragged on the photo as shown are in its own pixels: scaled as the photo is.
    const scaled = corners?.map(([x, y]) => [x * scale, y * scale] as [number, number]);
    const reading = readBoard(ctx.getImageData(0, 0, width, height), entered, scaled);
    // Corners back in the photo's own pixels.
    if (reading.corners) reading.corners = reading.corners.map(([x, y]) => [x / scale, y / scale]);
    self.postMessage({ id, reading, ms: performance.now() - t0 } satisfies BoardAnswer);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies BoardAnswer);
  }
};
