/**
 * `npm run bench:ocr`: the app's scanner pipeline in headless Chromium over the generated test set (made when missing
 * or stale: OCR_IMAGES images, default 200, from seed OCR_SEED, default 2026, in OCR_SET), and tesseract.js with its
 * default settings on the same images. Prints labels read exactly, labels wrong but shown as sure (confidence at least
 * SURE, as the Scan panel shows them), labels missed, median and p95 ms per image after warm-up, and the cold start.
 * Targets: ≥ 98% exact, ≤ 0.5% wrong-and-sure, median ≤ 300 ms.
 */
import { join } from 'node:path';
import { imageDataUrl, openScannerPage } from '../test/browser/harness.ts';
import { SURE } from '../src/ocr/label.ts';
import type { ScanResult } from '../src/ocr/scanner.ts';
import { existingSet, generateTestSet } from './ocr-testset.mts';

const DIR = process.env.OCR_SET ?? 'test-results/ocr-set';
const COUNT = Number(process.env.OCR_IMAGES ?? 200);
const SEED = Number(process.env.OCR_SEED ?? 2026);

const truth = existingSet(DIR, COUNT, SEED) ?? (await generateTestSet(DIR, COUNT, SEED));
const labels = truth.reduce((n, t) => n + t.tiles.length, 0);
const quantile = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const scanner = await openScannerPage();
try {
  const cold = await scanner.call<number>('start');
  for (const method of ['scan', 'scanDefault'] as const) {
    let exact = 0;
    let wrongSure = 0;
    let wrong = 0;
    const times: number[] = [];
    for (const [i, t] of truth.entries()) {
      const out = await scanner.call<ScanResult>(method, imageDataUrl(join(DIR, t.file)));
      if (i > 0) times.push(out.ms); // the first image warms up
      for (const l of out.labels) {
        if (t.tiles.includes(l.tile)) exact++;
        else if (l.confidence >= SURE) wrongSure++;
        else wrong++;
      }
    }
    const pct = (n: number) => `${((100 * n) / labels).toFixed(1)}%`;
    console.log(method === 'scan' ? '\nMergemaker pipeline (whitelist, clean-up, label grammar):' : '\ntesseract.js default settings (raw image, labels matched as written):');
    console.log(`  labels read exactly:         ${exact} of ${labels} (${pct(exact)})   target ≥ 98%`);
    console.log(`  wrong but shown as sure:     ${wrongSure} (${pct(wrongSure)})   target ≤ 0.5%`);
    console.log(`  wrong, shown as doubtful:    ${wrong}`);
    console.log(`  missed:                      ${labels - exact} (${pct(labels - exact)})`);
    console.log(`  ms per image after warm-up:  median ${quantile(times, 0.5).toFixed(0)}, p95 ${quantile(times, 0.95).toFixed(0)}   target median ≤ 300`);
  }
  console.log(`\n${truth.length} images (1280x720) in ${DIR}, ${labels} labels; scanner cold start ${cold.toFixed(0)} ms`);
} finally {
  await scanner.close();
}
