/**
 * `npm run -s ocr -- IMAGE...`: runs the app's scanner pipeline (the ocr.html harness of the built app, in Debian's
 * Chromium) on image files and prints one JSON line per image:
 * { "file": …, "labels": [ { "tile": "7C", "confidence": 0.97, "alternatives": ["7G"] } ], "unread": 0, "ms": … }
 * ("unread": tiles seen whose label could not be read).
 * Builds the harness (`vite build --mode harness`, into dist-harness/) first when dist-harness/ocr.html is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { imageDataUrl, openScannerPage } from '../test/browser/harness.ts';
import type { ScanResult } from '../src/ocr/scanner.ts';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run -s ocr -- IMAGE...\n');
    return 2;
  }
  if (!existsSync('dist-harness/ocr.html')) spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'harness', '--logLevel', 'error'], { stdio: 'ignore' });
  const scanner = await openScannerPage();
  let status = 0;
  try {
    await scanner.call('start');
    for (const file of files) {
      let line: object;
      try {
        const out = await scanner.call<ScanResult>('scan', imageDataUrl(file));
        line = { file, labels: out.labels, unread: out.unread, ms: Math.round(out.ms) };
      } catch (e) {
        status = 1;
        line = { file, error: `cannot read this image (${(e as Error).message.split('\n')[0]})` };
      }
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  } finally {
    await scanner.close();
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
