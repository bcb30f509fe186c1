/**
 * Reading QR codes off the main thread: one worker (qr-read.worker.ts) with the app's one worker life cycle
 * (worker-life.ts). A camera frame is taken as it is and made small in the worker (FRAME_WIDTH across), and a frame
 * is read only when the last one is answered; photos go as files, are decoded in the worker, kept to PHOTO_SIDE, and
 * get the decoder's retries within its time limit (qr-decode.ts).
 */
import { PHOTO_SIDE } from './qr-decode.ts';
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

/**
 * The code's text in the video's current frame, or null when none is read. The page only takes the frame: a
 * VideoFrame points at the camera's picture without copying it (0.0 ms median in Chromium at 1280 x 720), where a
 * bitmap made small here cost 10 ms a frame median and 27 ms at worst on an idle two-core machine, and more on a
 * busy one (seen: a 56 ms long task). Browsers without VideoFrame hand over a full-size bitmap (4.6 ms median).
 */
export async function readQrFrame(video: HTMLVideoElement): Promise<string | null> {
  const frame = typeof VideoFrame === 'function' ? new VideoFrame(video) : await createImageBitmap(video);
  return ask({ id: ++nextId, frame, thorough: false }, [frame]);
}

/** The code's text in a photo's file (decoded and read in the worker, with the decoder's retries), or null. */
export function readQrPhoto(file: Blob): Promise<string | null> {
  return ask({ id: ++nextId, file, thorough: true, photoSide: PHOTO_SIDE }, []);
}

/** Sends a job to the worker and waits for its answer (null when the worker fails). */
function ask(job: QrJob, transfer: Transferable[]): Promise<string | null> {
  return life.run((w) => askWorker<{ id: number; text: string | null }>(w, job, transfer).then((a) => a.text, () => null));
}
