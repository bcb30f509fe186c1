/**
 * Why was a label missed? Runs the app's scanner over a test set (OCR_SET, default test-results/ocr-set) and, for
 * each image with a missed or wrong label (or each image named: `npx tsx scripts/ocr-inspect.mts 017 049`), prints
 * what every label region read and writes the cleaned image with its regions boxed, and each region's crop, into
 * OCR_INSPECT (default test-results/ocr-inspect). A tool for tuning the pipeline; the figures come from bench:ocr.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageDataUrl, openScannerPage } from '../test/browser/harness.ts';

const DIR = process.env.OCR_SET ?? 'test-results/ocr-set';
const OUT = process.env.OCR_INSPECT ?? 'test-results/ocr-inspect';

type Reading = { tile: string; confidence: number };
type Inspected = {
  labels: Reading[];
  ms: number;
  cleaned: string;
  regions: { box: number[]; text: string; confidence: number; crop: string; under: { ink: number; paper: number } }[];
};

const only = process.argv.slice(2);
const truth: { file: string; tiles: string[] }[] = JSON.parse(readFileSync(join(DIR, 'truth.json'), 'utf8'));
const chosen = truth.filter((t) => only.length === 0 || only.includes(t.file.slice(0, 3)));
mkdirSync(OUT, { recursive: true });
const save = (name: string, dataUrl: string) => writeFileSync(join(OUT, name), Buffer.from(dataUrl.split(',')[1]!, 'base64'));

const scanner = await openScannerPage();
try {
  await scanner.call('start');
  let exact = 0;
  let labels = 0;
  let wrongSure = 0;
  for (const t of chosen) {
    const out = await scanner.call<Inspected>('inspect', imageDataUrl(join(DIR, t.file)));
    const missed = t.tiles.filter((tile) => !out.labels.some((l) => l.tile === tile));
    const wrong = out.labels.filter((l) => !t.tiles.includes(l.tile));
    labels += t.tiles.length;
    exact += t.tiles.length - missed.length;
    wrongSure += wrong.filter((l) => l.confidence >= 0.8).length;
    if (missed.length === 0 && wrong.length === 0 && only.length === 0) continue;
    const name = t.file.replace(/\.png$/, '');
    console.log(`${t.file}: truth ${t.tiles.join(' ')}; missed ${missed.join(' ') || '-'}; wrong ${wrong.map((l) => `${l.tile} (${l.confidence})`).join(' ') || '-'}`);
    out.regions.forEach((r, i) => {
      console.log(`  r${i} [${r.box.join(',')}] "${r.text}" ${Math.round(r.confidence)}  ink ${Math.round(r.under.ink)} paper ${Math.round(r.under.paper)}`);
      save(`${name}-r${i}.png`, r.crop);
    });
    save(`${name}-clean.png`, out.cleaned);
  }
  console.log(`${exact} of ${labels} labels exact, ${wrongSure} wrong shown as sure; images in ${OUT}`);
} finally {
  await scanner.close();
}
