/**
 * The Web Worker that reads QR codes (qr-reader.ts), so the page never waits on the decoder: a camera frame with the
 * decoder's retries within a frame's short budget, a photo within a photo's (qr-decode.ts).
 */
import { decodeQrPixels } from './qr-decode.ts';

/**
 * A picture to read, and how hard to try: a camera frame as a bitmap (handed over, not copied), or a photo's file,
 * decoded here so that the page does none of it (cut to `photoSide` at most).
 */
export type QrJob = { id: number; image: ImageBitmap; thorough: false } | { id: number; file: Blob; thorough: true; photoSide: number };

let canvas: OffscreenCanvas | null = null;

/** The job's picture as a bitmap: a photo is decoded here, and made smaller when it is larger than asked. */
async function bitmapOf(job: QrJob): Promise<ImageBitmap> {
  if (!job.thorough) return job.image;
  const full = await createImageBitmap(job.file);
  const scale = job.photoSide / Math.max(full.width, full.height);
  if (scale >= 1) return full;
  const small = await createImageBitmap(full, { resizeWidth: Math.max(1, Math.round(full.width * scale)), resizeHeight: Math.max(1, Math.round(full.height * scale)), resizeQuality: 'high' });
  full.close();
  return small;
}

self.onmessage = async (e: MessageEvent<QrJob>) => {
  const { id, thorough } = e.data;
  let text: string | null = null;
  let image: ImageBitmap | null = null;
  try {
    image = await bitmapOf(e.data);
    canvas ??= new OffscreenCanvas(image.width, image.height);
    if (canvas.width !== image.width) canvas.width = image.width;
    if (canvas.height !== image.height) canvas.height = image.height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height);
    text = decodeQrPixels(pixels, thorough ? 'photo' : 'frame');
  } catch {
    text = null;
  } finally {
    image?.close();
  }
  (self as unknown as Worker).postMessage({ id, text });
};
