/**
 * A page exposing the app's own scanner pipeline (ocr.html), for `npm run -s ocr` and `npm run bench:ocr`: the
 * same code the Scan panel runs, in the same browser engine. Also tesseract.js with its default settings, from
 * the same local files, for comparison.
 */
import { createWorker } from 'tesseract.js';
import { PRINTED_LABEL } from './label.ts';
import { prepareImage } from './prepare.ts';
import type { Surface } from './regions.ts';
import { keepIdleWorkerFor, scanImage, scannerRunning, startScanner } from './scanner.ts';

// Web Workers counted as they are made and ended, so tests can see the scanner's worker start, stay and end.
const workers = { made: 0, ended: 0 };
window.Worker = class extends window.Worker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workers.made++;
  }
  override terminate(): void {
    workers.ended++;
    super.terminate();
  }
};

async function bitmap(dataUrl: string): Promise<ImageBitmap> {
  return createImageBitmap(await (await fetch(dataUrl)).blob());
}

/** The image unchanged, as a canvas (what tesseract.js takes). */
async function rawCanvas(dataUrl: string): Promise<HTMLCanvasElement> {
  const image = await bitmap(dataUrl);
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')!.drawImage(image, 0, 0);
  return canvas;
}

let plain: ReturnType<typeof createWorker> | null = null;

/** The harness's API on window. */
const api = {
  /** Starts the app's scanner; resolves with the cold-start time in ms. */
  async start(): Promise<number> {
    const t0 = performance.now();
    await startScanner();
    return performance.now() - t0;
  },
  /** The app's pipeline on one image. */
  async scan(dataUrl: string) {
    return scanImage(await bitmap(dataUrl));
  },
  /** How many workers were made and ended so far, and whether the scanner counts one as running. */
  workers() {
    return { ...workers, running: scannerRunning() };
  },
  /** Shortens how long an idle worker is kept (ms, as text), to see it end. */
  async idle(ms: string) {
    keepIdleWorkerFor(Number(ms));
  },
  /** Starts a scan and cancels it after `ms` (as text); resolves with what the scan ended with. */
  async scanCancelled(args: string) {
    const [ms, dataUrl] = JSON.parse(args) as [number, string];
    const controller = new AbortController();
    const scanning = scanImage(await bitmap(dataUrl), controller.signal);
    setTimeout(() => controller.abort(), ms);
    return scanning.then(
      (r) => `finished with ${r.labels.length} labels`,
      (e: DOMException) => e.name,
    );
  },
  /** The pipeline on one image with what each label region gave: its box, the OCR text, and the crop. */
  async inspect(dataUrl: string) {
    const regions: { box: number[]; text: string; confidence: number; crop: string; under: Surface }[] = [];
    const result = await scanImage(await bitmap(dataUrl), undefined, undefined, (r, text, confidence, crop, under) =>
      regions.push({ box: [r.x0, r.y0, r.x1, r.y1].map(Math.round), text: text.trim(), confidence, crop: crop.toDataURL(), under }),
    );
    // The cleaned image the regions were cut from, with their boxes drawn on it.
    const cleaned = prepareImage(await bitmap(dataUrl)).canvas;
    const ctx = cleaned.getContext('2d')!;
    ctx.strokeStyle = '#e00';
    for (const { box } of regions) ctx.strokeRect(box[0]!, box[1]!, box[2]! - box[0]!, box[3]! - box[1]!);
    return { ...result, regions, cleaned: cleaned.toDataURL() };
  },
  /** tesseract.js with its default settings (local files only) on the raw image; labels matched as written. */
  async scanDefault(dataUrl: string) {
    plain ??= createWorker('eng', undefined, {
      workerPath: '/ocr/worker.min.js',
      corePath: '/ocr/core/tesseract-core-lstm.wasm.js',
      langPath: '/ocr/lang',
      workerBlobURL: false,
      cacheMethod: 'none',
    });
    const w = await plain;
    const canvas = await rawCanvas(dataUrl);
    const t0 = performance.now();
    const { data } = await w.recognize(canvas);
    const ms = performance.now() - t0;
    const words = data.text.split(/\s+/).filter((x) => PRINTED_LABEL.test(x));
    return { labels: [...new Set(words)].map((tile) => ({ tile, confidence: data.confidence / 100, alternatives: [] as string[] })), ms };
  },
};
(window as unknown as { mergemakerOcr: typeof api }).mergemakerOcr = api;
document.body.dataset.ready = 'true';
