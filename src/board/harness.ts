/**
 * A page exposing the app's own board reader (board.html), for `npm run -s board` and `npm run bench:board`: the same
 * code the game screen runs, in the same browser engine, its worker included.
 */
import { boardReaderRunning, readBoardPhoto } from './reader.ts';
import { bitmap, countWorkers } from '../app/test-page.ts';

// Web Workers counted as they are made and ended, so tests can see the reader's worker start and end.
const workers = countWorkers();

const api = {
  /** The app's reader on one image, with the ledger as JSON (the tiles entered). */
  async read(args: string) {
    const [dataUrl, entered] = JSON.parse(args) as [string, string[]];
    return readBoardPhoto(await bitmap(dataUrl), entered);
  },
  /** How many workers were made and ended so far, and whether the reader counts one as running. */
  workers() {
    return { ...workers, running: boardReaderRunning() };
  },
  /** Two reads at once: what the second ends with while the first runs (refused), then the first's tiles. */
  async readTwice(args: string) {
    const [dataUrl, entered] = JSON.parse(args) as [string, string[]];
    const first = readBoardPhoto(await bitmap(dataUrl), entered);
    const second = await readBoardPhoto(await bitmap(dataUrl), entered).then(
      () => 'finished',
      (e: Error) => e.name,
    );
    return { second, first: (await first).occupied };
  },
  /** A read cancelled after `ms` (the screen left before it answered): what it ends with. */
  async readCancelled(args: string) {
    const [ms, dataUrl, entered] = JSON.parse(args) as [number, string, string[]];
    const controller = new AbortController();
    const reading = readBoardPhoto(await bitmap(dataUrl), entered, { signal: controller.signal });
    setTimeout(() => controller.abort(), ms);
    return reading.then(
      (r) => `finished with ${r.occupied.length} tiles`,
      (e: DOMException) => e.name,
    );
  },
  /** One read, and the longest main-thread task (ms) seen while it ran. */
  async readBlocking(args: string) {
    const [dataUrl, entered] = JSON.parse(args) as [string, string[]];
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const result = await readBoardPhoto(await bitmap(dataUrl), entered);
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    return { ...result, longest: Math.max(0, ...tasks) };
  },
};
(window as unknown as { mergemakerBoard: typeof api }).mergemakerBoard = api;
document.body.dataset.ready = 'true';
