/**
 * The tile scanner: tesseract.js entirely from the app's own /ocr/ files (STACK.md pitfalls 4-5), reached only
 * through import(). One worker, started on demand, reused between scans, ended when idle; a scan can be cancelled.
 */
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { checkGlyphCount, readLabel, readLabels, type LabelReading } from './label.ts';
import { prepareImage } from './prepare.ts';
import { labelRegions, type Box, type Region } from './regions.ts';

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

/** A region cut out of the cleaned image, turned level and scaled to a comfortable text height. */
function crop(source: HTMLCanvasElement, r: Region): HTMLCanvasElement {
  const w = r.x1 - r.x0 + 1;
  const h = r.y1 - r.y0 + 1;
  const scale = Math.min(3, Math.max(0.5, 96 / h));
  const diag = Math.ceil(Math.hypot(w, h) * scale);
  const out = document.createElement('canvas');
  out.width = diag + 16;
  out.height = Math.ceil(h * scale * 1.2) + 16;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(-r.angle);
  ctx.scale(scale, scale);
  ctx.drawImage(source, -(r.x0 + r.x1) / 2, -(r.y0 + r.y1) / 2);
  return out;
}

/** Reads the tile labels in an image. Rejects with an AbortError when cancelled (the worker is ended). */
export async function scanImage(image: ImageBitmap, signal?: AbortSignal, progress?: Progress): Promise<ScanResult> {
  if (idle) clearTimeout(idle);
  const w = await startScanner(progress);
  const boxes: Box[] = [];
  const canvas = prepareImage(image, boxes);
  const regions = labelRegions(boxes, canvas.width, canvas.height);
  const t0 = performance.now();
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      void stopScanner();
      reject(new DOMException('Scan cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', cancel);
  });
  const labels: LabelReading[] = [];
  // Each region alone, level, as one line of text.
  await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  for (const r of regions) {
    let { data } = await Promise.race([w.recognize(crop(canvas, r)), cancelled]);
    // Digits only ("10"): the row letter was left outside the region; look again a glyph further along the line.
    if (/^\s*\d+\s*$/.test(data.text)) {
      const reach = (r.y1 - r.y0 + 1) * 0.9;
      const wider = { ...r, x1: Math.min(canvas.width - 1, r.x1 + reach * Math.cos(r.angle)), y1: Math.min(canvas.height - 1, r.y1 + Math.max(0, reach * Math.sin(r.angle))) };
      const again = (await Promise.race([w.recognize(crop(canvas, wider)), cancelled])).data;
      if (/[A-I]/.test(again.text)) data = again;
    }
    const reading = readLabel(data.text, data.confidence);
    if (reading) labels.push(checkGlyphCount(reading, data.text, r.glyphs));
  }
  // Anything the regions missed: the whole cleaned image as sparse text.
  if (labels.length === 0) {
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    const { data } = await Promise.race([w.recognize(canvas, {}, { blocks: true }), cancelled]);
    const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    labels.push(...words.flatMap((word) => readLabels(word.text, word.confidence)));
  }
  signal?.removeEventListener('abort', cancel);
  const ms = performance.now() - t0;
  idle = setTimeout(() => void stopScanner(), IDLE_MS);
  const unique = labels.filter((l, i) => labels.findIndex((o) => o.tile === l.tile) === i);
  return { labels: unique, ms };
}
