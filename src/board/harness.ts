/**
 * A page exposing the app's own board reader (board.html), for `npm run -s board` and `npm run bench:board`: the same
 * code the game screen runs, in the same browser engine, its worker included.
 */
import { readBoardPhoto } from './reader.ts';

async function bitmap(dataUrl: string): Promise<ImageBitmap> {
  return createImageBitmap(await (await fetch(dataUrl)).blob());
}

const api = {
  /** The app's reader on one image, with the ledger as JSON (the tiles entered). */
  async read(args: string) {
    const [dataUrl, entered] = JSON.parse(args) as [string, string[]];
    return readBoardPhoto(await bitmap(dataUrl), entered);
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
