/**
 * A very large record and a watch on the page's main thread while it is imported: shared by the import test
 * (test/browser/import.test.ts) and the profile of that import (scripts/profile-import.mts).
 */

/** A record of `n` entries as compact JSON text: trades of $1 each way between Ann and Ben, then a tile. */
export function longRecord(n: number, last = '{"type":"place","tile":"5E"}'): string {
  const trade = '{"type":"trade","with":"Ben","give":{"cash":1},"get":{"cash":1}}';
  return `{"format":"mergemaker-game","version":1,"setup":{"players":["Ann","Ben"]},"actions":[${`${trade},`.repeat(n - 1)}${last}]}`;
}

/** What watchMainThread keeps on the page's window. */
export interface MainThreadWatch {
  /** The longest a 10 ms timer was late (ms): a frozen page delays it. */
  worstLate: number;
  /** What the import's progress said just after the worst (which step froze it). */
  worstDuring: string;
  /** Every time a timer was 30 ms late or more: when (ms since the page began), how late, and what the progress said. */
  lates: [at: number, late: number, during: string][];
}

/** Starts watching the page's main thread (run in the page, once; see MainThreadWatch). */
export const watchMainThread = () =>
  (window as unknown as { worstLate?: number }).worstLate === undefined &&
  (() => {
    const w = window as unknown as MainThreadWatch;
    w.worstLate = 0;
    w.lates = [];
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      const late = now - last - 10;
      if (late > w.worstLate || late >= 30) {
        const during = document.querySelector('.import-progress label')?.textContent ?? (document.querySelector('.game') ? 'the game screen' : 'no import');
        if (late > w.worstLate) [w.worstLate, w.worstDuring] = [late, during];
        if (late >= 30) w.lates.push([Math.round(now), Math.round(late), during]);
      }
      last = now;
    }, 10);
  })();
