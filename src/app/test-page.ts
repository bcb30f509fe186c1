/**
 * What the two test pages (ocr.html for the scanner, src/board/harness.html for the board reader; built only by
 * `vite build --mode harness`, never shipped) both need: Web Workers counted as they are made and ended, so tests see
 * a worker start, stay and end; and a picture handed over as a data: URL turned into a bitmap, as a photo would be.
 */

/** Counts every Web Worker made and ended from now on; the returned object is updated as they are. */
export function countWorkers(): { made: number; ended: number } {
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
  return workers;
}

/** A data: URL's picture as an ImageBitmap. */
export async function bitmap(dataUrl: string): Promise<ImageBitmap> {
  return createImageBitmap(await (await fetch(dataUrl)).blob());
}
