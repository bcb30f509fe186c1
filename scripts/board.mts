/**
 * `npm run -s board -- [--ledger FILE] IMAGE...`: runs the app's board reader (its harness page of the built app, with
 * its worker, in Debian's Chromium) on image files and prints one JSON line per image:
 * { "file", "board": true|false, "occupied": ["1A", …], "unsure": […] }, and with --ledger (a JSON object: image file
 * name → the tiles the game has entered) also "differences": { "notEntered": […], "notOnTable": […] }, as the game
 * screen reports them. Builds the harness (`vite build --mode harness`, into dist-harness/) first when it is missing
 * or older than the app's code. Paths are taken from the directory the command was started in.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { buildHarnessIfStale, fromCaller, imageDataUrl, openBoardPage, printEachImage } from '../test/browser/harness.ts';
import type { BoardReading } from '../src/board/read-board.ts';

async function main(args: string[]): Promise<number> {
  let ledger: Record<string, string[]> | null = null;
  const at = args.indexOf('--ledger');
  if (at >= 0) {
    const file = args[at + 1];
    args.splice(at, 2);
    if (!file) {
      process.stderr.write('board: --ledger needs a file after it (a JSON object: image file name → the tiles entered)\n');
      return 2;
    }
    try {
      ledger = JSON.parse(readFileSync(fromCaller(file), 'utf8')) as Record<string, string[]>;
      if (typeof ledger !== 'object' || ledger === null || Array.isArray(ledger) || Object.values(ledger).some((v) => !Array.isArray(v) || v.some((t) => typeof t !== 'string'))) throw new Error('not an object of tile lists');
    } catch (e) {
      process.stderr.write(`board: the ledger ${file} is not a JSON object of image name → tiles (${(e as Error).message})\n`);
      return 2;
    }
  }
  if (args.length === 0) {
    process.stderr.write('usage: npm run -s board -- [--ledger FILE] IMAGE...\n');
    return 2;
  }
  buildHarnessIfStale('src/board/harness.html');
  const page = await openBoardPage();
  try {
    return await printEachImage(args, async (file) => {
      const entered = ledger?.[file] ?? ledger?.[basename(file)] ?? [];
      const r = await page.call<BoardReading & { ms: number }>('read', JSON.stringify([imageDataUrl(fromCaller(file)), entered]));
      return { board: r.board, occupied: r.occupied, unsure: r.unsure, ...(ledger ? { differences: r.differences } : {}), ms: Math.round(r.ms) };
    });
  } finally {
    await page.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
