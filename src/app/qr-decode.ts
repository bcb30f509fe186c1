/**
 * Reading one QR code from pixels: the decoder the hand-over's reader runs (in its worker, qr-read.worker.ts) and
 * the one `npm run bench:qr` measures, so the bench scores exactly what a phone runs.
 */
import decodeQR from 'qr/decode.js';

/** Pixels as a canvas gives them (RGBA, row by row). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The widest a camera frame is read at (a code fills much of the frame, so this keeps several pixels a module). */
export const FRAME_WIDTH = 960;
/** The longest side a photo is read at. */
export const PHOTO_SIDE = 2048;

/**
 * Milliseconds the decoder's retries may take: for a photo, a code not found in this is not in it; for a camera
 * frame, a short budget (the next frame comes anyway), spent in the worker, never on the page.
 */
const BUDGET_MS = { frame: 80, photo: 3000 };

/** The code's text, or null. */
export function decodeQrPixels(image: Pixels, kind: 'frame' | 'photo'): string | null {
  try {
    return decodeQR(image, { effort: Infinity, timeLimit: BUDGET_MS[kind] });
  } catch {
    return null;
  }
}
