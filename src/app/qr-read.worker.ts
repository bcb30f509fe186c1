/**
 * The Web Worker that reads QR codes (qr-reader.ts), so the page never waits on the decoder: a camera frame with the
 * decoder's retries within a frame's short budget, a photo within a photo's (qr-decode.ts).
 */
import { decodeQrPixels, FRAME_WIDTH } from './qr-decode.ts';

/**
 * A picture to read, and how hard to try: a camera frame as the page took it (handed over, not copied; made
 * FRAME_WIDTH wide here), or a photo's file, decoded here so that the page does none of it (cut to `photoSide` at most).
 */
export type QrJob = { id: number; frame: VideoFrame | ImageBitmap; thorough: false } | { id: number; file: Blob; thorough: true; photoSide: number };

/** A picture to read and the size it is drawn at for the decoder. */
type Picture = { image: VideoFrame | ImageBitmap; width: number; height: number };

let canvas: OffscreenCanvas | null = null;

/** The job's picture and the size it is read at: a frame made FRAME_WIDTH wide, a photo decoded here and kept to its side. */
async function pictureOf(job: QrJob): Promise<Picture> {
  if (!job.thorough) {
    const image = job.frame;
    const [w, h] = image instanceof ImageBitmap ? [image.width, image.height] : [image.displayWidth, image.displayHeight];
    const scale = Math.min(1, FRAME_WIDTH / w);
    return { image, width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
  }
  const full = await createImageBitmap(job.file);
  const scale = job.photoSide / Math.max(full.width, full.height);
  if (scale >= 1) return { image: full, width: full.width, height: full.height };
  const small = await createImageBitmap(full, { resizeWidth: Math.max(1, Math.round(full.width * scale)), resizeHeight: Math.max(1, Math.round(full.height * scale)), resizeQuality: 'high' });
  full.close();
  return { image: small, width: small.width, height: small.height };
}

self.onmessage = async (e: MessageEvent<QrJob>) => {
  const { id, thorough } = e.data;
  let text: string | null = null;
  let image: VideoFrame | ImageBitmap | null = e.data.thorough ? null : e.data.frame;
  try {
    const picture = await pictureOf(e.data);
    ({ image } = picture);
    const { width, height } = picture;
    canvas ??= new OffscreenCanvas(width, height);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(image, 0, 0, width, height);
    const pixels = ctx.getImageData(0, 0, width, height);
    text = decodeQrPixels(pixels, thorough ? 'photo' : 'frame');
  } catch {
    text = null;
  } finally {
    // A camera frame holds the camera's picture until closed, failed or not.
    image?.close();
  }
  (self as unknown as Worker).postMessage({ id, text });
};
