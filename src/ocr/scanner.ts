/**
 * The tile scanner. A photo goes to the clean-up worker (clean-up.worker.ts), which finds the tile faces and cuts each
 * label out; only those labels are read, by tesseract.js entirely from the app's own /ocr/<version>/ files (never its
 * default CDN), reached only through import(). Both workers start on demand, are reused between scans and end when
 * idle. One scan at a time: a second is refused (ScanBusyError) while one runs; a scan can always be cancelled.
 */
import type { Worker } from 'tesseract.js';
import type { WorkerFace } from './clean-up.worker.ts';
import { ocrPath } from './files.ts';
import type { LabelReading } from './label.ts';
import { readFaces } from './read-face.ts';
import { recognise, startRecogniser } from './recognise.ts';

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

let idleMs = 60_000;
let worker: Promise<Worker> | null = null;
let cleaner: globalThis.Worker | null = null;
let idle: ReturnType<typeof setTimeout> | null = null;
let scanning = false;
let nextId = 0;

/** The core file for this browser: the SIMD build where WebAssembly SIMD validates (one exact file, not a folder). */
function corePath(): string {
  // The smallest module using a v128 instruction; valid only where SIMD is supported.
  const simd = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
  return ocrPath(WebAssembly.validate(simd) ? 'core/tesseract-core-simd-lstm.wasm.js' : 'core/tesseract-core-lstm.wasm.js');
}

/** Starts the two workers, clean-up and recogniser (or returns the running recogniser). */
export function startScanner(progress?: Progress): Promise<Worker> {
  cleaner ??= new Worker(new URL('./clean-up.worker.ts', import.meta.url), { type: 'module' });
  worker ??= startRecogniser({ workerPath: ocrPath('worker.min.js'), corePath: corePath(), langPath: ocrPath('lang') }, (m) => progress?.(m.progress, m.status)).catch((e) => {
    worker = null;
    throw e;
  });
  return worker;
}

/** Ends both workers now (cancel, or the scanner closed). */
export async function stopScanner(): Promise<void> {
  const w = worker;
  worker = null;
  cleaner?.terminate();
  cleaner = null;
  if (idle) clearTimeout(idle);
  if (w) await (await w.catch(() => null))?.terminate();
}

/** The photo's faces, from the clean-up worker (the photo is handed over, not copied). */
function cleanUp(image: ImageBitmap): Promise<WorkerFace[]> {
  const w = cleaner;
  if (!w) return Promise.reject(abortError());
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    // Both listeners go once this photo is answered: the worker lives on for the next scans.
    const done = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    const onMessage = (e: MessageEvent<{ id: number; faces?: WorkerFace[]; error?: string }>) => {
      if (e.data.id !== id) return;
      done();
      if (e.data.faces) resolve(e.data.faces);
      else reject(new Error(e.data.error ?? 'clean-up failed'));
    };
    const onError = (e: ErrorEvent) => {
      done();
      reject(new Error(e.message));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, image }, [image]);
  });
}

/**
 * Reads the tile labels in an image. Only tile faces are read: nothing elsewhere in the photo is ever a label.
 * Rejects with ScanBusyError while another scan runs, and with an AbortError when cancelled (the workers are ended).
 */
export async function scanImage(image: ImageBitmap, signal?: AbortSignal, progress?: Progress): Promise<ScanResult> {
  if (scanning) throw new ScanBusyError();
  if (signal?.aborted) throw abortError();
  scanning = true;
  if (idle) clearTimeout(idle);
  let stopped = false;
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      stopped = true;
      void stopScanner();
      reject(abortError());
    };
    signal?.addEventListener('abort', cancel);
  });
  cancelled.catch(() => undefined); // raced below; never left unhandled
  const race = <T,>(p: Promise<T>) => Promise.race([p, cancelled]);
  try {
    const w = await race(startScanner(progress));
    const t0 = performance.now();
    const faces = await race(cleanUp(image));
    const { labels, unread } = await readFaces(faces, (cut, mode, whitelist) => race(recognise(w, cut, mode, whitelist)));
    return { labels, unread, ms: performance.now() - t0 };
  } finally {
    scanning = false;
    signal?.removeEventListener('abort', cancel);
    // Kept for the next scan, ended when idle; a cancelled scan has ended them already.
    if (!stopped) idle = setTimeout(() => void stopScanner(), idleMs);
  }
}

/** How long an unused worker is kept before it is ended (the harness shortens it to test that it ends). */
export function keepIdleWorkerFor(ms: number): void {
  idleMs = ms;
}

/** Whether a worker is running or starting. */
export function scannerRunning(): boolean {
  return worker !== null;
}
