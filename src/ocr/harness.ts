/**
 * A page exposing the app's own scanner pipeline (ocr.html), for `npm run -s ocr` and `npm run bench:ocr`: the
 * same code the Scan panel runs, in the same browser engine.
 */
import { keepIdleWorkerFor, scanImage, scannerRunning, startScanner } from './scanner.ts';
import { bitmap, countWorkers } from '../app/test-page.ts';

// Web Workers counted as they are made and ended, so tests can see the scanner's workers start, stay and end.
const workers = countWorkers();

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
  /** Two scans at once: what the second one ends with while the first runs (it is refused), then the first's labels. */
  async scanTwice(dataUrl: string) {
    const first = scanImage(await bitmap(dataUrl));
    const second = await scanImage(await bitmap(dataUrl)).then(
      () => 'finished',
      (e: Error) => e.name,
    );
    return { second, first: (await first).labels.map((l) => l.tile) };
  },
  /** How long the main thread was blocked during one scan: the longest task (ms) seen by a long-task observer. */
  async scanBlocking(dataUrl: string) {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const image = await bitmap(dataUrl);
    const result = await scanImage(image);
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    return { ...result, longest: Math.max(0, ...tasks) };
  },
};
(window as unknown as { mergemakerOcr: typeof api }).mergemakerOcr = api;
document.body.dataset.ready = 'true';
