/**
 * The tile scanner: tesseract.js entirely from the app's own /ocr/ files (STACK.md pitfalls 4-5), reached only
 * through import(). One worker, started on demand, reused between scans, ended when idle; a scan can be cancelled.
 */
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { readLabels, type LabelReading } from './label.ts';
import { prepareImage } from './prepare.ts';

/** What a scan found, and how long recognition took. */
export interface ScanResult {
  labels: LabelReading[];
  ms: number;
}

/** Loading progress, 0-1, with what is loading. */
export type Progress = (fraction: number, what: string) => void;

const IDLE_MS = 60_000;
let worker: Promise<Worker> | null = null;
let idle: ReturnType<typeof setTimeout> | null = null;

/** The core file for this browser: the SIMD build where WebAssembly SIMD validates (one exact file, not a folder). */
function corePath(): string {
  // The smallest module using a v128 instruction; valid only where SIMD is supported.
  const simd = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
  return WebAssembly.validate(simd) ? '/ocr/core/tesseract-core-simd-lstm.wasm.js' : '/ocr/core/tesseract-core-lstm.wasm.js';
}

/** Starts the worker (or returns the running one). */
export function startScanner(progress?: Progress): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: '/ocr/worker.min.js',
      corePath: corePath(),
      langPath: '/ocr/lang',
      workerBlobURL: false,
      cacheMethod: 'none',
      gzip: true,
      logger: (m: { status: string; progress: number }) => progress?.(m.progress, m.status),
    });
    await w.setParameters({ tessedit_char_whitelist: '0123456789ABCDEFGHI', tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    return w;
  })().catch((e) => {
    worker = null;
    throw e;
  });
  return worker;
}

/** Ends the worker now (cancel, or the scanner closed). */
export async function stopScanner(): Promise<void> {
  const w = worker;
  worker = null;
  if (idle) clearTimeout(idle);
  if (w) await (await w.catch(() => null))?.terminate();
}

/** Reads the tile labels in an image. Rejects with an AbortError when cancelled (the worker is ended). */
export async function scanImage(image: ImageBitmap, signal?: AbortSignal, progress?: Progress): Promise<ScanResult> {
  if (idle) clearTimeout(idle);
  const w = await startScanner(progress);
  const canvas = prepareImage(image);
  const t0 = performance.now();
  const cancelled = new Promise<never>((_, reject) =>
    signal?.addEventListener('abort', () => {
      void stopScanner();
      reject(new DOMException('Scan cancelled', 'AbortError'));
    }),
  );
  const { data } = await Promise.race([w.recognize(canvas, {}, { blocks: true }), cancelled]);
  const ms = performance.now() - t0;
  idle = setTimeout(() => void stopScanner(), IDLE_MS);
  const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  const labels = words.flatMap((word) => readLabels(word.text, word.confidence));
  const unique = labels.filter((l, i) => labels.findIndex((o) => o.tile === l.tile) === i);
  return { labels: unique, ms };
}
