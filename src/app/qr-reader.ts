/**
 * Reading QR codes off the main thread: one worker (qr-read.worker.ts) with the app's one worker life cycle
 * (worker-life.ts). Camera frames are made small before they go (FRAME_WIDTH across) and a frame is read only when
 * the last one is answered; photos go as files, are decoded in the worker, kept to PHOTO_SIDE, and get the decoder's
 * retries within its time limit (qr-decode.ts).
 */
import { FRAME_WIDTH, PHOTO_SIDE } from './qr-decode.ts';
import type { QrJob } from './qr-read.worker.ts';
import { askWorker, WorkerLife } from './worker-life.ts';


const life = new WorkerLife<Worker>(
  async () => new Worker(new URL('./qr-read.worker.ts', import.meta.url), { type: 'module' }),
  (w) => w.terminate(),
  30_000,
);
let nextId = 0;

/** Holds the reader while a screen that reads codes is open; the returned function lets it go. */
export function holdQrReader(): () => void {
  return life.hold();
}

/** Whether the reader's worker is running (for tests). */
export function qrReaderRunning(): boolean {
  return life.running();
}

/** The code's text in a camera frame (a video, made small here), or null when none is read. */
export async function readQrFrame(source: ImageBitmapSource, width: number, height: number): Promise<string | null> {
  const scale = Math.min(1, FRAME_WIDTH / width);
  const image = await createImageBitmap(source, { resizeWidth: Math.max(1, Math.round(width * scale)), resizeHeight: Math.max(1, Math.round(height * scale)) });
  return ask({ id: ++nextId, image, thorough: false }, [image]);
}

/** The code's text in a photo's file (decoded and read in the worker, with the decoder's retries), or null. */
export function readQrPhoto(file: Blob): Promise<string | null> {
  return ask({ id: ++nextId, file, thorough: true, photoSide: PHOTO_SIDE }, []);
}

/** Sends a job to the worker and waits for its answer (null when the worker fails). */
function ask(job: QrJob, transfer: Transferable[]): Promise<string | null> {
  return life.run((w) => askWorker<{ id: number; text: string | null }>(w, job, transfer).then((a) => a.text, () => null));
}
