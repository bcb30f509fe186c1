/**
 * The scanner's tuning replica: the app's own pipeline (src/ocr/clean-up.ts, read-face.ts, recognise.ts) run in Node on
 * a set of generated photos, decoded by jpeg-js rather than Chromium, so a change can be weighed on the tuning sets in
 * minutes without a browser. Its figures are for choosing changes only: the scanner is measured by `npm run
 * bench:ocr`, in Chromium, on held-out photos this never reads.
 *
 *   npx tsx scripts/ocr-tune.mts [--faces | --shadows] [--misses] DIR...
 *
 * Per set: labels read exactly, wrong but sure, false labels, empty photos with a chip or a hint. `--faces` stops
 * before the recogniser and counts the tiles that have a face with a label on them (the faces stage alone, seconds a
 * set). `--shadows` checks the hard shadows found (src/ocr/shadow.ts) against those the photo generator drew: found,
 * missed, and found where there is none or elsewhere. `--misses` lists each photo's missed and false labels. DIR holds
 * NNN.jpg and truth.json (scripts/ocr-photos.mts or scripts/ocr-testset.mts); held-out sets are refused.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { cleanFaces, labelledFaces } from '../src/ocr/clean-up.ts';
import type { Pixels } from '../src/ocr/pixels.ts';
import type { Gray } from '../src/ocr/label-image.ts';
import { SURE } from '../src/ocr/label.ts';
import { readFaces } from '../src/ocr/read-face.ts';
import { recognise, startRecogniser } from '../src/ocr/recognise.ts';
import { findShadow } from '../src/ocr/shadow.ts';
import { photoShadow, type Force, type HardShadow } from './ocr-photos.mts';
import { scorePhoto } from './ocr-score.mts';

interface Truth {
  file: string;
  tiles: string[];
  centres?: [number, number][];
  table?: string;
  shadow?: HardShadow | null;
}

/** The generator's hard shadow in photo `i` of a set (drawn again from its seed when the set did not record it). */
function drawnShadow(dir: string, truth: Truth, i: number): HardShadow | null {
  if (truth.shadow !== undefined) return truth.shadow;
  const set = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8')) as { seed: number; only?: Force };
  return photoShadow(set.seed * 100003 + i, set.only);
}

/** Whether a shadow found is the one drawn: the same line within 2° and 4 px at the photo's centre. */
function sameShadow(found: { nx: number; ny: number; c: number }, drawn: HardShadow, width: number, height: number): boolean {
  const turn = Math.acos(Math.min(1, found.nx * drawn.nx + found.ny * drawn.ny));
  const at = (e: { nx: number; ny: number; c: number }) => e.nx * (width / 2) + e.ny * (height / 2) - e.c;
  return turn < (2 * Math.PI) / 180 && Math.abs(at(found) - at(drawn)) < 4;
}

const args = process.argv.slice(2);
const shadows = args.includes('--shadows');
const facesOnly = args.includes('--faces') || shadows;
const misses = args.includes('--misses');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.some((d) => d.includes('held'))) throw new Error('held-out sets are measured by npm run bench:ocr only');

// ---------------------------------------------------------------------------------------------------------------
// A grey PNG for the recogniser in Node (no canvas here): one IDAT, no filter.

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
async function png(g: Gray): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(g.width, 0);
  header.writeUInt32BE(g.height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  const rows = Buffer.alloc((g.width + 1) * g.height);
  for (let y = 0; y < g.height; y++) rows.set(g.data.subarray(y * g.width, (y + 1) * g.width), y * (g.width + 1) + 1);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------------------------------------------

function decode(file: string): Pixels {
  const image = jpeg.decode(readFileSync(file), { useTArray: true, formatAsRGBA: true });
  return { data: image.data, width: image.width, height: image.height };
}

/** Tiles with a face holding a label within 40% of the face's longer side of their centre (the faces stage alone). */
function facesFound(photo: Pixels, truth: Truth): { found: boolean[]; extra: number } {
  const faces = labelledFaces(photo).filter((f) => f.label).map((f) => f.face);
  const centres = truth.centres ?? [];
  const found = centres.map(([x, y]) => faces.some((f) => Math.hypot(f.cx - x, f.cy - y) < Math.max(f.w, f.h) * 0.4));
  const extra = faces.filter((f) => !centres.some(([x, y]) => Math.hypot(f.cx - x, f.cy - y) < Math.max(f.w, f.h) * 0.4)).length;
  return { found, extra };
}

const require = createRequire(import.meta.url);
const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const worker = facesOnly ? null : await startRecogniser({ langPath });
try {
  for (const dir of dirs) {
    const photos = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Truth[];
    let labels = 0;
    let exact = 0;
    let wrongSure = 0;
    let sureRight = 0;
    let falseLabels = 0;
    let empty = 0;
    let emptyChip = 0;
    let emptyHint = 0;
    const shadowCount = { drawn: 0, found: 0, missed: 0, wrong: 0 };
    for (const [i, p] of photos.entries()) {
      const pixels = decode(join(dir, p.file));
      labels += p.tiles.length;
      if (shadows) {
        const drawn = drawnShadow(dir, p, i);
        const found = findShadow(pixels);
        if (drawn) shadowCount.drawn++;
        if (drawn && found && sameShadow(found, drawn, pixels.width, pixels.height)) shadowCount.found++;
        else if (drawn) shadowCount.missed++;
        if (found && !(drawn && sameShadow(found, drawn, pixels.width, pixels.height))) shadowCount.wrong++;
        if (misses && (drawn || found) && !(drawn && found && sameShadow(found, drawn, pixels.width, pixels.height))) console.log(`${p.file} ${p.table ?? ''} drawn ${JSON.stringify(drawn)} found ${JSON.stringify(found && { nx: found.nx, ny: found.ny, c: found.c, k: found.k })}`);
        continue;
      }
      if (!worker) {
        const { found, extra } = facesFound(pixels, p);
        exact += found.filter(Boolean).length;
        falseLabels += extra;
        if (misses && (found.includes(false) || extra > 0)) console.log(`${p.file} ${p.table ?? ''} missed ${p.tiles.filter((_, k) => !found[k]).join(' ') || '-'}${extra ? `, ${extra} faces on no tile` : ''}`);
        continue;
      }
      const w = worker;
      const out = await readFaces(await cleanFaces(pixels, png), (cut, mode, whitelist) => recognise(w, cut, mode, whitelist));
      const score = scorePhoto(p.tiles, out.labels, out.unread);
      const missed = p.tiles.filter((_, k) => !score.hit[k]);
      exact += p.tiles.length - missed.length;
      sureRight += out.labels.filter((l) => l.confidence >= SURE && p.tiles.includes(l.tile)).length;
      falseLabels += score.wrong.length;
      wrongSure += score.wrongSure;
      if (p.tiles.length === 0) {
        empty++;
        if (!score.clean) emptyChip++;
        else if (!score.quiet) emptyHint++;
      }
      if (misses && (missed.length > 0 || score.wrong.length > 0)) {
        const said = score.wrong.map((l) => `${l.tile}${l.confidence >= SURE ? '(sure)' : ''}`).join(' ');
        console.log(`${p.file} ${p.table ?? ''} missed ${missed.join(' ') || '-'}; false ${said || '-'}; unread ${out.unread}`);
      }
    }
    const pct = (n: number) => `${((100 * n) / Math.max(1, labels)).toFixed(1)}%`;
    if (shadows) console.log(`${dir}: hard shadows drawn ${shadowCount.drawn}, found ${shadowCount.found}, missed ${shadowCount.missed}; found where none is or elsewhere ${shadowCount.wrong}`);
    else if (!worker) console.log(`${dir}: tiles with a face ${exact}/${labels} (${pct(exact)}), faces on no tile ${falseLabels}`);
    else console.log(`${dir}: exact ${exact}/${labels} (${pct(exact)}), right and sure ${sureRight}, wrong but sure ${wrongSure}, false ${falseLabels}, empty photos ${empty} (chip ${emptyChip}, hint ${emptyHint})`);
  }
} finally {
  await worker?.terminate();
}
