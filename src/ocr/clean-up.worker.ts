/**
 * The clean-up worker: everything done to a photo's pixels before recognition runs here (clean-up.ts), off the main
 * thread, on an OffscreenCanvas: the photo scaled to 1280 px on its longer side at most, then its faces found and
 * their labels cut out as PNGs for the recogniser.
 */
import { cleanFaces, type CleanFace } from './clean-up.ts';
import { fitWithin } from './pixels.ts';
import type { Gray } from './label-image.ts';

/** What the worker says of one face: its label's PNGs, or that it holds no label one could read. */
export type WorkerFace = CleanFace<Blob>;

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
    self.postMessage({ id, faces: await cleanFaces(ctx.getImageData(0, 0, width, height), png) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
