/**
 * The tile scanner: tesseract.js entirely from the app's own /ocr/ files (STACK.md pitfalls 4-5), reached only
 * through import(). One worker, started on demand, reused between scans, ended when idle; a scan can be cancelled.
 */
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import {
  checkGlyphCount,
  compactText,
  DIGITS,
  distinctTiles,
  LABEL_CHARACTERS,
  PRINTED_COLUMN,
  PRINTED_LABEL,
  readLabel,
  readLabels,
  ROWS,
  withAlternative,
  type LabelReading,
} from './label.ts';
import { prepareImage } from './prepare.ts';
import { isBar, labelRegions, regionAround, standsOut, surface, type Glyph, type Region, type Surface } from './regions.ts';

/** What a scan found, and how long it took (clean-up and recognition; the worker's start is not counted). */
export interface ScanResult {
  labels: LabelReading[];
  ms: number;
}

/** Loading progress, 0-1, with what is loading. */
export type Progress = (fraction: number, what: string) => void;

let idleMs = 60_000;
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
    await w.setParameters({ tessedit_char_whitelist: LABEL_CHARACTERS, tessedit_pageseg_mode: PSM.SPARSE_TEXT });
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

/** What one region gave: for the OCR harness's `inspect`, to see why a label was missed. */
export type Trace = (region: Region, text: string, confidence: number, crop: HTMLCanvasElement, under: Surface) => void;

/** One recognition's text (compacted), its least sure character's confidence (0-100), and another label it may be. */
interface Read {
  text: string;
  confidence: number;
  also?: string;
}

/**
 * One recognition with a page-segmentation mode and a character whitelist. The confidence is the weakest
 * character's: tesseract's own word figure is often 0 for a non-word like "8F" even when every character is clear.
 */
async function recognise(w: Worker, image: HTMLCanvasElement, mode: PSM, whitelist: string): Promise<Read> {
  await w.setParameters({ tessedit_pageseg_mode: mode, tessedit_char_whitelist: whitelist });
  const { data } = await w.recognize(image, {}, { blocks: true });
  const symbols = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.flatMap((word) => word.symbols))));
  return { text: compactText(data.text), confidence: symbols.length > 0 ? Math.min(...symbols.map((s) => s.confidence)) : 0 };
}

/** The most a reading the two modes disagree on is worth: offered first, never shown as sure. */
const DISPUTED_CONFIDENCE = 60;

/** How sure a row letter read from shape alone is (a bar): enough to offer first, never shown as sure. */
const BAR_CONFIDENCE = 70;

/**
 * Reads one label region in two modes that fail differently: line mode (its layout analysis sometimes drops an end
 * glyph, "5I" read as "5") and raw-line mode (which sometimes reads nothing, or a 7 where line mode says 1). When both
 * give a whole label and agree, that is the reading; when they disagree, the surer one is offered with the other as
 * its alternative and never shown as sure. When neither is whole and only digits came back from a region holding one
 * more glyph, that last glyph is read alone as a row letter; when only a letter came back, the glyphs before it are
 * read alone as digits; then a glyph further along the line, if there is one, for a row letter the region left out.
 */
async function readRegion(w: Worker, canvas: HTMLCanvasElement, boxes: Glyph[], r: Region, race: <T>(p: Promise<T>) => Promise<T>): Promise<Read> {
  const cut = crop(canvas, r);
  const whole = (read: Read) => PRINTED_LABEL.test(read.text) && read.text.length === r.glyphs;
  const line = await race(recognise(w, cut, PSM.SINGLE_LINE, LABEL_CHARACTERS));
  const raw = await race(recognise(w, cut, PSM.RAW_LINE, LABEL_CHARACTERS));
  if (whole(line) && whole(raw)) {
    if (line.text === raw.text) return line.confidence >= raw.confidence ? line : raw;
    const [surer, other] = line.confidence >= raw.confidence ? [line, raw] : [raw, line];
    return { text: surer.text, confidence: Math.min(surer.confidence, DISPUTED_CONFIDENCE), also: other.text };
  }
  if (whole(line)) return line;
  if (whole(raw)) return raw;
  const digits = [line, raw].find((read) => /^\d{1,2}$/.test(read.text));
  if (digits && digits.text.length < r.glyphs && r.parts.length >= 2) {
    const part = r.parts[r.parts.length - 1]!;
    const letter = await race(recognise(w, crop(canvas, regionAround([part], canvas.width, canvas.height, r.angle)), PSM.SINGLE_CHAR, ROWS));
    if (/^[A-I]$/.test(letter.text)) return { text: digits.text + letter.text, confidence: Math.min(digits.confidence, letter.confidence) };
    // Alone, a sans-serif I is a bare bar that tesseract will not name; it is the only row letter shaped so.
    if (isBar(part)) return { text: `${digits.text}I`, confidence: Math.min(digits.confidence, BAR_CONFIDENCE) };
  }
  // Only the row letter came back ("7H" read as "H"): the glyphs before it, alone, as the column number.
  const letter = [line, raw].find((read) => /^[A-I]$/.test(read.text));
  if (letter && r.parts.length >= 2) {
    const head = regionAround(r.parts.slice(0, -1), canvas.width, canvas.height, r.angle);
    const column = await race(recognise(w, crop(canvas, head), PSM.SINGLE_LINE, DIGITS));
    if (PRINTED_COLUMN.test(column.text)) return { text: column.text + letter.text, confidence: Math.min(column.confidence, letter.confidence) };
  }
  const reach = (r.y1 - r.y0 + 1) * 0.9;
  const wider = { ...r, x1: Math.min(canvas.width - 1, r.x1 + reach * Math.cos(r.angle)), y1: Math.min(canvas.height - 1, r.y1 + Math.max(0, reach * Math.sin(r.angle))) };
  // Only where the cleaned image has a glyph there: over blank paper, tesseract makes letters up.
  const beyond = boxes.some((b) => (b.x0 + b.x1) / 2 > r.x1 && (b.x0 + b.x1) / 2 <= wider.x1 && (b.y0 + b.y1) / 2 >= r.y0 && (b.y0 + b.y1) / 2 <= wider.y1);
  if (digits && beyond) {
    const again = await race(recognise(w, crop(canvas, wider), PSM.SINGLE_LINE, LABEL_CHARACTERS));
    if (/[A-I]/.test(again.text)) return again;
  }
  // Neither looks whole: the one the label grammar makes most of.
  const score = (read: Read) => readLabel(read.text, read.confidence)?.confidence ?? -1;
  return score(raw) > score(line) ? raw : line;
}

/** Reads the tile labels in an image. Rejects with an AbortError when cancelled (the worker is ended). */
export async function scanImage(image: ImageBitmap, signal?: AbortSignal, progress?: Progress, trace?: Trace): Promise<ScanResult> {
  if (signal?.aborted) throw new DOMException('Scan cancelled', 'AbortError');
  if (idle) clearTimeout(idle);
  let stopped = false;
  let cancel: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      stopped = true;
      void stopScanner();
      reject(new DOMException('Scan cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', cancel);
  });
  cancelled.catch(() => undefined); // raced below; never left unhandled
  const race = <T,>(p: Promise<T>) => Promise.race([p, cancelled]);
  try {
    const w = await race(startScanner(progress));
    const t0 = performance.now();
    const { canvas, gray, ink, boxes } = prepareImage(image);
    const regions = labelRegions(boxes, canvas.width, canvas.height);
    const labels: LabelReading[] = [];
    // Each region alone, level, as one line of text.
    for (const r of regions) {
      const under = surface(gray, ink, canvas.width, r);
      if (!standsOut(under)) {
        trace?.(r, '', 0, crop(canvas, r), under);
        continue;
      }
      const read = await readRegion(w, canvas, boxes, r, race);
      trace?.(r, read.text, read.confidence, crop(canvas, r), under);
      const reading = readLabel(read.text, read.confidence);
      if (reading) labels.push(withAlternative(checkGlyphCount(reading, read.text, r.glyphs), read.also));
    }
    // Anything the regions missed: the whole cleaned image as sparse text.
    if (labels.length === 0) {
      await race(w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, tessedit_char_whitelist: LABEL_CHARACTERS }));
      const { data } = await race(w.recognize(canvas, {}, { blocks: true }));
      const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
      labels.push(...words.flatMap((word) => readLabels(word.text, word.confidence)));
    }
    return { labels: distinctTiles(labels), ms: performance.now() - t0 };
  } finally {
    signal?.removeEventListener('abort', cancel);
    // Kept for the next scan, ended when idle; a cancelled scan has ended it already.
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
