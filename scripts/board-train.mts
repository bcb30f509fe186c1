/**
 * `npx tsx scripts/board-train.mts` (issue 37): trains the board reader's learned judge (src/board/difference.ts) and
 * writes its trees to src/board/difference-trees.ts.
 *
 * Photos: ray-cast generator seeds TRAIN_SEEDS (scripts/board-photos.mts, 36 each), made once into
 * test-results/board-train/ and decoded in Debian's Chromium as the worker decodes them (cached beside each photo as
 * .rgba). Never the bench's held-out seeds (ray-cast 101, CSS 201), nor any CSS photo: the CSS generator judges
 * whether what the trees learned holds on photos of another make.
 *
 * Rows: through each photo's true grid, the spaces the rules leave unseen (read-board.ts readByRules) with their
 * measures (doubtMeasures), for the ledger as generated and for ledgers made wrong on purpose: 3 spaces in view
 * flipped (4 times; differences the judge is to name) and 2 hidden spaces flipped (2 times; the judge must not read
 * them). A row is a difference to name when its space is in view (neither hidden nor partly) and the ledger is wrong
 * there.
 *
 * Trees: gradient-boosted on log loss, ROUNDS trees DEPTH deep, each split on one of BINS quantiles of a measure.
 * With `--folds`, also five folds by set: each fold's rows judged by trees trained on the others, and what SURE
 * reads of each kind of row printed (how difference.ts's SURE was set).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { existingBoardPhotos, generateBoardPhotos, type BoardTruth } from './board-photos.mts';
import { launchBrowser } from '../test/browser/harness.ts';
import { pixels } from './board-pixels.mts';
import { featuresThrough, readByRules } from '../src/board/read-board.ts';
import { mapFromCorners } from '../src/board/overlay.ts';
import { doubtMeasures, type Photo } from '../src/board/spaces.ts';
import { differenceOdds, leafOf, SURE } from '../src/board/difference.ts';
import type { Tree } from '../src/board/difference-trees.ts';
import { parseTile, TILE_COUNT } from '../src/engine/index.ts';

const TRAIN_SEEDS = [2, 3, 7, 8, 12, 13, 14, 15, 16, 302, 303, 304, 306, 307, 308, 309, 401, 402, 501, 502, 503, 504, ...Array.from({ length: 16 }, (_, k) => 601 + k)];
const PHOTOS = 36;
const ROUNDS = 150;
const DEPTH = 3;
const BINS = 24;
const STEP = 0.1;
const L2 = 1;
/** The least summed hessian on each side of a split. */
const LEAST = 2;

type Kind = 'difference' | 'agrees' | 'hidden' | 'partly';
interface Row {
  set: number;
  measures: number[];
  kind: Kind;
  flipped: boolean;
}

/** A small deterministic random source (the flips), so the rows are the same every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The rows of one photo (see the head comment). */
function rowsOf(photo: Photo, t: BoardTruth, set: number, rnd: () => number): Row[] {
  const map = mapFromCorners(t.corners as [number, number][])!;
  const features = featuresThrough(photo, map);
  const cells = (names: string[]) => new Set(names.map(parseTile).filter((c): c is number => c !== null));
  const [occupied, hidden, partly, given] = [cells(t.occupied), cells(t.hidden), cells(t.partly), cells(t.ledger)];
  const inView = [...Array(TILE_COUNT).keys()].filter((c) => !hidden.has(c) && !partly.has(c) && features[c]);
  const pick = (from: number[], k: number) => {
    const left = [...from];
    const out: number[] = [];
    while (out.length < k && left.length) out.push(left.splice(Math.floor(rnd() * left.length), 1)[0]!);
    return out;
  };
  const variants: [Set<number>, Set<number> | null][] = [[given, null]];
  for (const flips of [pick([...hidden], 2), pick([...hidden], 2), pick(inView, 3), pick(inView, 3), pick(inView, 3), pick(inView, 3)]) {
    if (flips.length === 0) continue;
    const ledger = new Set(given);
    for (const c of flips) if (!ledger.delete(c)) ledger.add(c);
    variants.push([ledger, new Set(flips)]);
  }
  const rows: Row[] = [];
  for (const [ledger, only] of variants) {
    const { bands, steps, reading } = readByRules(photo, map, features, ledger);
    // No steps: the bands left no space unseen, so no row.
    if (!steps) continue;
    const measuresOf = doubtMeasures(features, bands, steps, ledger, reading);
    reading.forEach((r, cell) => {
      if (r !== 'unsure' || (only && !only.has(cell))) return;
      const measures = measuresOf(cell);
      if (!measures) return;
      const kind: Kind = hidden.has(cell) ? 'hidden' : partly.has(cell) ? 'partly' : occupied.has(cell) === ledger.has(cell) ? 'agrees' : 'difference';
      rows.push({ set, measures, kind, flipped: only !== null });
    });
  }
  return rows;
}

/** Gradient-boosted trees on log loss over `rows` (label: a difference to name). */
function train(rows: Row[]): { base: number; trees: Tree[] } {
  const n = rows.length;
  const width = rows[0]!.measures.length;
  const y = rows.map((r): number => (r.kind === 'difference' ? 1 : 0));
  // Each measure's thresholds (its quantiles) and each row's bin under them.
  const thresholds: number[][] = [];
  const bins: Uint8Array[] = [];
  for (let j = 0; j < width; j++) {
    const sorted = rows.map((r) => r.measures[j]!).sort((a, b) => a - b);
    const cuts = [...new Set(Array.from({ length: BINS }, (_, k) => sorted[Math.floor((0.02 + (0.96 * k) / (BINS - 1)) * (n - 1))]!))];
    thresholds.push(cuts);
    bins.push(Uint8Array.from(rows, (r) => cuts.filter((c) => r.measures[j]! > c).length));
  }
  const mean = Math.min(1 - 1e-3, Math.max(1e-3, y.reduce((a, b) => a + b, 0) / n));
  const base = Math.log(mean / (1 - mean));
  const score = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const build = (members: number[], depth: number): Tree => {
    let G = 0;
    let H = 0;
    for (const i of members) {
      G += g[i]!;
      H += h[i]!;
    }
    const leaf = (-G / (H + L2)) * STEP;
    if (depth === 0 || members.length < 4) return leaf;
    let best = { gain: 0, j: -1, k: -1 };
    for (let j = 0; j < width; j++) {
      const cuts = thresholds[j]!.length;
      const gs = new Float64Array(cuts + 1);
      const hs = new Float64Array(cuts + 1);
      for (const i of members) {
        gs[bins[j]![i]!]! += g[i]!;
        hs[bins[j]![i]!]! += h[i]!;
      }
      let gl = 0;
      let hl = 0;
      for (let k = 0; k < cuts; k++) {
        gl += gs[k]!;
        hl += hs[k]!;
        const hr = H - hl;
        if (hl < LEAST || hr < LEAST) continue;
        const gr = G - gl;
        const gain = (gl * gl) / (hl + L2) + (gr * gr) / (hr + L2) - (G * G) / (H + L2);
        if (gain > best.gain) best = { gain, j, k };
      }
    }
    if (best.j < 0) return leaf;
    const { j, k } = best;
    const left = members.filter((i) => bins[j]![i]! <= k);
    const right = members.filter((i) => bins[j]![i]! > k);
    return [j, thresholds[j]![k]!, build(left, depth - 1), build(right, depth - 1)];
  };
  const trees: Tree[] = [];
  const all = [...Array(n).keys()];
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-score[i]!));
      g[i] = p - y[i]!;
      h[i] = p * (1 - p);
    }
    const tree = build(all, DEPTH);
    trees.push(tree);
    for (let i = 0; i < n; i++) score[i]! += leafOf(tree, rows[i]!.measures);
  }
  return { base, trees };
}

const browser = await launchBrowser({ width: 400, height: 300 });
const page = await browser.context.newPage();
await page.setContent('<html><body></body></html>');
const rows: Row[] = [];
const t0 = Date.now();
for (const seed of TRAIN_SEEDS) {
  const dir = join('test-results', 'board-train', `ray-${seed}`);
  const truth = existingBoardPhotos(dir, PHOTOS, seed) ?? generateBoardPhotos(dir, PHOTOS, seed);
  const rnd = random(seed);
  for (const t of truth) if (t.board) rows.push(...rowsOf(await pixels(async () => page, join(dir, t.file)), t, seed, rnd));
  console.error(`seed ${seed}: ${rows.length} rows so far (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
await browser.close();
const count = (kind: Kind) => rows.filter((r) => r.kind === kind).length;
console.log(`${rows.length} rows: ${count('difference')} differences, ${count('agrees')} agreeing, ${count('hidden')} hidden, ${count('partly')} partly hidden`);

if (process.argv.includes('--folds')) {
  const seeds = [...TRAIN_SEEDS];
  const judged = new Map<Row, number>();
  for (let fold = 0; fold < 5; fold++) {
    const out = new Set(seeds.filter((_, k) => k % 5 === fold));
    const model = train(rows.filter((r) => !out.has(r.set)));
    for (const r of rows) if (out.has(r.set)) judged.set(r, differenceOdds(r.measures, model.trees, model.base));
  }
  for (const kind of ['difference', 'agrees', 'hidden', 'partly'] as Kind[]) {
    const of = rows.filter((r) => r.kind === kind);
    const read = of.filter((r) => judged.get(r)! >= SURE);
    console.log(`five folds, at ${SURE}: ${kind} ${read.length} of ${of.length} read against the ledger (${of.filter((r) => !r.flipped).length} as generated, ${read.filter((r) => !r.flipped).length} of them read)`);
  }
}

const model = train(rows);
const round = (tree: Tree): Tree => (typeof tree === 'number' ? Math.round(tree * 1e5) / 1e5 : [tree[0], Math.round(tree[1] * 1e5) / 1e5, round(tree[2]), round(tree[3])]);
writeFileSync(
  join('src', 'board', 'difference-trees.ts'),
  `/**
 * The learned judge's trees (difference.ts), made by scripts/board-train.mts from generated photos; not edited by hand.
 */

/** A tree: a leaf's value, or [measure, threshold, the tree at or below it, the tree above]. */
export type Tree = number | [number, number, Tree, Tree];

export const BASE = ${Math.round(model.base * 1e5) / 1e5};

export const TREES: Tree[] = ${JSON.stringify(model.trees.map(round))};
`,
);
console.log(`trees written: ${ROUNDS} of depth ${DEPTH} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
