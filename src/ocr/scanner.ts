/**
 * The tile scanner. A photo goes to the clean-up worker (clean-up.worker.ts), which finds the tile faces and cuts each
 * label out; only those labels are read, by tesseract.js entirely from the app's own /ocr/<version>/ files (never its
 * default CDN), reached only through import(). Both workers have one life cycle (app/worker-life.ts): started on
 * demand, reused between scans, ended when idle or when the panel that holds them closes. One scan at a time: a second is refused (ScanBusyError) while one runs; a scan can always be cancelled.
 */
import type { Worker } from 'tesseract.js';
import type { WorkerFace } from './clean-up.worker.ts';
import { ocrPath } from './files.ts';
import type { LabelReading } from './label.ts';
import { readFaces } from './read-face.ts';
import { recognise, startRecogniser } from './recognise.ts';
import { askWorker, OneAtATime, WorkerLife } from '../app/worker-life.ts';

/** What a scan found: the labels read, how many faces held a label that could not be read, and how long it took. */
export interface ScanResult {
  labels: LabelReading[];
  /** Tiles seen whose label could not be read (hidden, blurred, too small): a hint, never a guess. */
  unread: number;
  ms: number;
}

/** Loading progress, 0-1, with what is loading. */
export type Progress = (fraction: number, what: string) => void;

/** What a cancelled scan rejects with: an AbortError, as the Scan panel expects. */
const abortError = () => new DOMException('Scan cancelled', 'AbortError');

/** A scan asked for while another is running. */
export class ScanBusyError extends Error {
  constructor() {
    super('A photo is still being read');
    this.name = 'ScanBusyError';
  }
}

/** The scanner's two workers: the clean-up worker and the recogniser. */
interface Workers {
  cleaner: globalThis.Worker;
  recogniser: Worker;
}

/** The core file for this browser: the SIMD build where WebAssembly SIMD validates (one exact file, not a folder). */
function corePath(): string {
  // The smallest module using a v128 instruction; valid only where SIMD is supported.
  const simd = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
  return ocrPath(WebAssembly.validate(simd) ? 'core/tesseract-core-simd-lstm.wasm.js' : 'core/tesseract-core-lstm.wasm.js');
}

/** Starts both workers; if the recogniser fails to start, the clean-up worker is ended too. */
async function startWorkers(progress?: Progress): Promise<Workers> {
  const cleaner = new Worker(new URL('./clean-up.worker.ts', import.meta.url), { type: 'module' });
  try {
    const recogniser = await startRecogniser({ workerPath: ocrPath('worker.min.js'), corePath: corePath(), langPath: ocrPath('lang') }, (m) => progress?.(m.progress, m.status));
    return { cleaner, recogniser };
  } catch (e) {
    cleaner.terminate();
    throw e;
  }
}

async function stopWorkers(w: Workers): Promise<void> {
  w.cleaner.terminate();
  await w.recogniser.terminate();
}

/** The workers' one life cycle (app/worker-life.ts): kept a minute after the last scan, or until the panel closes. */
const life = new WorkerLife<Workers, Progress>(startWorkers, stopWorkers, 60_000);
const oneScan = new OneAtATime(() => new ScanBusyError(), abortError);
let nextId = 0;

/** Starts the two workers, clean-up and recogniser (or returns the running recogniser). */
export async function startScanner(progress?: Progress): Promise<Worker> {
  return (await life.get(progress)).recogniser;
}

/** Holds the workers while a screen that scans is open; the returned function lets them go (ended unless scanning). */
export function holdScanner(): () => void {
  return life.hold();
}

/** Ends both workers now (cancel, or the scanner closed). */
export function stopScanner(): Promise<void> {
  return life.end();
}

/** The photo's faces, from the clean-up worker (the photo is handed over, not copied). */
async function cleanUp(w: globalThis.Worker, image: ImageBitmap): Promise<WorkerFace[]> {
  const answer = await askWorker<{ id: number; faces?: WorkerFace[]; error?: string }, { id: number; image: ImageBitmap }>(w, { id: ++nextId, image }, [image]);
  if (answer.faces) return answer.faces;
  throw new Error(answer.error ?? 'clean-up failed');
}

/**
 * Reads the tile labels in an image. Only tile faces are read: nothing elsewhere in the photo is ever a label.
 * Rejects with ScanBusyError while another scan runs, and with an AbortError when cancelled (the workers are ended).
 */
export async function scanImage(image: ImageBitmap, signal?: AbortSignal, progress?: Progress): Promise<ScanResult> {
  return oneScan.run(
    signal,
    () => void stopScanner(),
    (race) =>
      life.run(async (w) => {
        const t0 = performance.now();
        const faces = await race(cleanUp(w.cleaner, image));
        const { labels, unread } = await readFaces(faces, (cut, mode, whitelist) => race(recognise(w.recogniser, cut, mode, whitelist)));
        return { labels, unread, ms: performance.now() - t0 };
      }, progress),
  );
}

/** How long an unused worker is kept before it is ended (the harness shortens it to test that it ends). */
export function keepIdleWorkerFor(ms: number): void {
  life.idleMs = ms;
}

/** Whether a worker is running or starting. */
export function scannerRunning(): boolean {
  return life.running();
}
