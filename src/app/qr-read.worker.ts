/**
 * The Web Worker that reads QR codes (qr-reader.ts), so the page never waits on the decoder: a camera frame with the
 * decoder's quick pass, a photo with its retries within a time limit.
 */
import decodeQR from 'qr/decode.js';

/** A picture to read: its pixels as a bitmap (handed over, not copied), and how hard to try. */
export interface QrJob {
  id: number;
  image: ImageBitmap;
  thorough: boolean;
}

/** Milliseconds the decoder's retries may take for one photo: a code it cannot find in this is not in the photo. */
const PHOTO_MS = 3000;

let canvas: OffscreenCanvas | null = null;

self.onmessage = (e: MessageEvent<QrJob>) => {
  const { id, image, thorough } = e.data;
  let text: string | null = null;
  try {
    canvas ??= new OffscreenCanvas(image.width, image.height);
    if (canvas.width !== image.width) canvas.width = image.width;
    if (canvas.height !== image.height) canvas.height = image.height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height);
    text = decodeQR(pixels, thorough ? { effort: Infinity, timeLimit: PHOTO_MS } : {});
  } catch {
    text = null;
  } finally {
    image.close();
  }
  (self as unknown as Worker).postMessage({ id, text });
};
