/**
 * `npm run -s ocr -- IMAGE...`: runs the app's scanner pipeline (the ocr.html harness of the built app, in Debian's
 * Chromium) on image files and prints one JSON line per image:
 * { "file": …, "labels": [ { "tile": "7C", "confidence": 0.97, "alternatives": ["7G"] } ], "unread": 0, "ms": … }
 * ("unread": tiles seen whose label could not be read).
 * Builds the harness (`vite build --mode harness`, into dist-harness/) first when dist-harness/ocr.html is missing or
 * older than the app's code. Paths are taken from the directory the command was started in.
 */
import { buildHarnessIfStale, fromCaller, imageDataUrl, openScannerPage, printEachImage } from '../test/browser/harness.ts';
import type { ScanResult } from '../src/ocr/scanner.ts';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run -s ocr -- IMAGE...\n');
    return 2;
  }
  buildHarnessIfStale('ocr.html');
  const scanner = await openScannerPage();
  try {
    await scanner.call('start');
    return await printEachImage(files, async (file) => {
      const out = await scanner.call<ScanResult>('scan', imageDataUrl(fromCaller(file)));
      return { labels: out.labels, unread: out.unread, ms: Math.round(out.ms) };
    });
  } finally {
    await scanner.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
