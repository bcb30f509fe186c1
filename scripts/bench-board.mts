/**
 * `npm run bench:board` (issue 37): the app's own board reader (its harness page of the built app, with its worker,
 * in Debian's Chromium) on generated photos with their truth, from both generators: the ray-cast one
 * (scripts/board-photos.mts) and the independent CSS 3D one (scripts/board-photos-css.mts). The reader was shaped on
 * ray-cast seeds 2 and 3 and CSS seed 11 ("seen": seeds 2 and 11 are shown); the held-out sets are seeds never looked at, and they are the
 * results. Each photo's ledger is the truth's, with a difference (a tile not entered, an entry not on the table) in
 * about half of them.
 *
 * Reported per set, and by board look, tilt, light and tile count: per-space accuracy of the visible spaces (a space
 * hidden under a hand, a card or a marker is left out; one partly hidden may be said unseen), boards read exactly
 * right, tiles invented and tiles missed (on hidden spaces too, since stop 48: a tile said under a card is a false
 * difference all the same), differences missed (the ledger and the board differ but the reader said
 * they agree), boards not found, photos without a board given a grid, median and p95 ms a photo, and the longest
 * main-thread task while reading. From stop 59, "covered": each photo with a space hidden under a hand, a card or a
 * marker read a second time with a difference there (underCover), and how often the reader said that space agrees.
 * From stop 75, "named" and "agreed": each photo with a board read again with a difference put on a space in view
 * (inView), how often the reader named it and how often it said that space agrees (the ms figures are the first
 * reads'). From stop 77, "nogrid8+": each photo without a board read again against a mid-game ledger (midGame), and
 * how often it was then given a grid. From stop 78, "late": each photo with a board and 1-7 tiles in view read again
 * against an empty ledger (a game entered late, or its first tiles never entered; enteredLate), how many of those tiles
 * the reader named as not entered (and, after "+", how many spaces it named so where no tile is: from stop 94), and on
 * how many photos it said the board and the game agree ("late agreed": a difference missed).
 *
 * Sets are made once and kept in test-results/board-sets/. BENCH_BOARD_COUNT sets the photos a held-out set has.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { existingBoardPhotos, generateBoardPhotos, type BoardTruth } from './board-photos.mts';
import { existingCssPhotos, generateCssPhotos } from './board-photos-css.mts';
import { imageDataUrl, openBoardPage } from '../test/browser/harness.ts';
import type { BoardReading } from '../src/board/read-board.ts';
import { agreesAt, saidToAgree, spacesToMakeWrong } from './board-score.mts';
import { tileName, TILE_COUNT } from '../src/engine/index.ts';

const COUNT = Number(process.env.BENCH_BOARD_COUNT ?? 100);
const SETS: { name: string; generator: 'ray' | 'css'; seed: number; count: number; held: boolean }[] = [
  { name: 'ray-cast, seen (seed 2)', generator: 'ray', seed: 2, count: 40, held: false },
  { name: 'ray-cast, held out (seed 101)', generator: 'ray', seed: 101, count: COUNT, held: true },
  { name: 'CSS 3D, seen (seed 11)', generator: 'css', seed: 11, count: 30, held: false },
  { name: 'CSS 3D, held out (seed 201)', generator: 'css', seed: 201, count: COUNT, held: true },
];

async function photos(set: (typeof SETS)[number]): Promise<{ dir: string; truth: BoardTruth[] }> {
  const dir = join('test-results', 'board-sets', `${set.generator}-${set.seed}`);
  if (set.generator === 'ray') return { dir, truth: existingBoardPhotos(dir, set.count, set.seed) ?? generateBoardPhotos(dir, set.count, set.seed) };
  return { dir, truth: existingCssPhotos(dir, set.count, set.seed) ?? (await generateCssPhotos(dir, set.count, set.seed)) };
}


/** Tallies for a group of photos. */
class Tally {
  photos = 0;
  boards = 0;
  found = 0;
  exact = 0;
  spaces = 0;
  right = 0;
  invented = 0;
  missed = 0;
  unsureSeen = 0;
  withDifference = 0;
  differenceMissed = 0;
  noBoard = 0;
  gridInvented = 0;
  /** Photos without a board read again against a mid-game ledger (midGame), and those then given a grid. */
  noBoardMid = 0;
  gridInventedMid = 0;
  covered = 0;
  coveredMissed = 0;
  put = 0;
  named = 0;
  putAgreed = 0;
  /** Photos read again against an empty ledger (enteredLate), their tiles in view, those named, and agreements said. */
  late = 0;
  lateTiles = 0;
  lateNamed = 0;
  /** Spaces named as not entered where no tile is (a false "on the table, not entered"). */
  lateFalse = 0;
  lateAgreed = 0;
  addLate(tiles: string[], r: BoardReading, t: BoardTruth): void {
    this.late++;
    this.lateTiles += tiles.length;
    this.lateNamed += tiles.filter((tile) => r.differences.notEntered.includes(tile)).length;
    this.lateFalse += r.differences.notEntered.filter((tile) => !t.occupied.includes(tile)).length;
    if (saidToAgree(r)) this.lateAgreed++;
  }
  /** A reading of the photo with a difference put on a space in view (inView): named, unseen, or said to agree there. */
  addPut({ ledger, space }: Cover, r: BoardReading, t: BoardTruth): void {
    this.put++;
    const { notEntered, notOnTable } = r.differences;
    if (t.occupied.includes(space) ? notEntered.includes(space) : notOnTable.includes(space)) this.named++;
    else if (agreesAt(r, ledger, space)) this.putAgreed++;
  }
  /** A photo without a board read against a mid-game ledger (midGame): any grid is invented. */
  addMidGame(r: BoardReading): void {
    this.noBoardMid++;
    if (r.board) this.gridInventedMid++;
  }
  /** A reading of the photo with a difference on a covered space (underCover): said to agree there, it is missed. */
  addCovered({ ledger, space }: Cover, r: BoardReading): void {
    this.covered++;
    if (agreesAt(r, ledger, space)) this.coveredMissed++;
  }
  add(t: BoardTruth, r: BoardReading): void {
    this.photos++;
    if (!t.board) {
      this.noBoard++;
      if (r.board) this.gridInvented++;
      return;
    }
    this.boards++;
    const occupied = new Set(t.occupied);
    const differs = t.ledger.length !== t.occupied.length || t.ledger.some((x) => !occupied.has(x));
    if (differs) this.withDifference++;
    if (!r.board) return;
    this.found++;
    const hidden = new Set(t.hidden);
    const partly = new Set(t.partly);
    const unsure = new Set(r.unsure);
    const said = new Set(r.occupied);
    let bad = 0;
    for (let cell = 0; cell < TILE_COUNT; cell++) {
      const name = tileName(cell);
      // A space hidden under a hand, a card or a marker is not counted among the visible spaces; but a tile said to be
      // there, or said gone, against the truth is a false difference offered to the banker all the same.
      if (hidden.has(name)) {
        if (unsure.has(name) || said.has(name) === occupied.has(name)) continue;
        bad++;
        if (said.has(name)) this.invented++;
        else this.missed++;
        continue;
      }
      this.spaces++;
      if (unsure.has(name)) {
        if (partly.has(name)) this.right++;
        else {
          this.unsureSeen++;
          bad++;
        }
      } else if (said.has(name) === occupied.has(name)) this.right++;
      else {
        bad++;
        if (said.has(name)) this.invented++;
        else this.missed++;
      }
    }
    if (bad === 0) this.exact++;
    if (differs && saidToAgree(r)) this.differenceMissed++;
  }
}

/** A ledger made to differ from the table on one covered space, and that space. */
interface Cover {
  ledger: string[];
  space: string;
}

/**
 * A difference under a hand, a card or a marker: the photo's ledger changed on one space hidden there (a tile entered
 * where none is, or one left out; the space picked by the photo's name), which no reader can see. The generators put
 * the photos' own differences on visible spaces only; this asks what the reader says of one it cannot see: it must
 * say it cannot see that space (or find no board), never that the space agrees.
 */
function underCover(t: BoardTruth): Cover | null {
  if (!t.board || t.hidden.length === 0) return null;
  return changedAt(t, t.hidden[nameHash(t.file, 0, 31) % t.hidden.length]!);
}

/** The photo's ledger made to differ from the table on `space`, a space where it agrees: a tile entered or left out. */
function changedAt(t: BoardTruth, space: string): Cover {
  return { ledger: t.occupied.includes(space) ? t.ledger.filter((x) => x !== space) : [...t.ledger, space], space };
}

/**
 * A difference on a space in view (from stop 75): the photo's ledger changed on one space neither hidden nor partly
 * hidden, and touching no space where the ledger already differs from the table (spacesToMakeWrong), picked by the
 * photo's name. The reader should name it (a tile not entered, an entry not on the table); unseen costs the banker a
 * look, said to agree there is a difference missed.
 */
function inView(t: BoardTruth): Cover | null {
  if (!t.board) return null;
  const free = spacesToMakeWrong(t);
  if (free.length === 0) return null;
  return changedAt(t, free[nameHash(t.file, 7, 131) % free.length]!);
}

/**
 * A mid-game ledger for a photo without a board (from stop 77): the ledger of one of the set's photos with a board and
 * 8 tiles entered or more (picked by the photo's name). The generators give a photo without a board the few tiles of
 * a first turn, and the reader's last looks are asked only later in a game (the region on wider patches from 8 tiles
 * entered; the grid placed by the ledger's own pattern, ledger-fit.ts, from 12): a banker who photographs the table's
 * edge, a cloth or a box mid-game is asked this way.
 */
function midGame(t: BoardTruth, all: BoardTruth[]): string[] | null {
  if (t.board) return null;
  const games = all.filter((x) => x.board && x.ledger.length >= 8);
  if (games.length === 0) return null;
  return games[nameHash(t.file, 7, 31) % games.length]!.ledger;
}

/**
 * The tiles in view of a photo with a board and 1-7 of them in view (from stop 78), to read it again against an empty
 * ledger: a game entered late, or its first tiles never entered. The bench's ledgers otherwise differ from the table by
 * one space at most, and with little entered the grid's place and the tiles' look are learned from the photo alone.
 */
function enteredLate(t: BoardTruth): string[] | null {
  if (!t.board) return null;
  const tiles = t.occupied.filter((tile) => !t.hidden.includes(tile) && !t.partly.includes(tile));
  return tiles.length >= 1 && tiles.length <= 7 ? tiles : null;
}

/** A number from a photo's file name, to pick by it (each pick its own start and factor, so the picks differ). */
function nameHash(file: string, start: number, factor: number): number {
  let h = start;
  for (const ch of file) h = (h * factor + ch.charCodeAt(0)) >>> 0;
  return h;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(2)}%`);
const row = (label: string, t: Tally) =>
  `${label.padEnd(30)} ${String(t.photos).padStart(4)} ${`${t.found}/${t.boards}`.padStart(8)} ${pct(t.right, t.spaces).padStart(8)} ${`${t.exact}/${t.boards}`.padStart(8)} ${String(t.invented).padStart(5)} ${String(t.missed).padStart(5)} ${String(t.unsureSeen).padStart(6)} ${`${t.differenceMissed}/${t.withDifference}`.padStart(8)} ${`${t.gridInvented}/${t.noBoard}`.padStart(8)} ${`${t.gridInventedMid}/${t.noBoardMid}`.padStart(8)} ${`${t.coveredMissed}/${t.covered}`.padStart(8)} ${`${t.named}/${t.put}`.padStart(8)} ${String(t.putAgreed).padStart(6)} ${`${t.lateNamed}/${t.lateTiles} +${t.lateFalse}`.padStart(14)} ${`${t.lateAgreed}/${t.late}`.padStart(11)}`;
const HEAD = `${'photos'.padEnd(30)} ${'n'.padStart(4)} ${'found'.padStart(8)} ${'spaces'.padStart(8)} ${'exact'.padStart(8)} ${'+tile'.padStart(5)} ${'-tile'.padStart(5)} ${'unseen'.padStart(6)} ${'diffmiss'.padStart(8)} ${'nogrid'.padStart(8)} ${'nogrid8+'.padStart(8)} ${'covered'.padStart(8)} ${'named'.padStart(8)} ${'agreed'.padStart(6)} ${'late named'.padStart(14)} ${'late agreed'.padStart(11)}`;

/** The groups a photo counts in: its board's look (or none), tilt, light and tile count. */
function groupsOf(t: BoardTruth): string[] {
  const tiles = t.occupied.length;
  const tilt = t.tilt < 15 ? 'tilt 0-15°' : t.tilt < 30 ? 'tilt 15-30°' : 'tilt 30-40°';
  if (!t.board) return ['no board', tilt, `light ${t.light}`];
  return [t.look!, tilt, `light ${t.light}`, tiles <= 20 ? '0-20 tiles' : tiles <= 50 ? '21-50 tiles' : '51+ tiles'];
}

async function main(): Promise<void> {
  if (!existsSync('dist-harness/src/board/harness.html')) throw new Error('build the harness first: vite build --mode harness');
  const page = await openBoardPage();
  try {
    console.log('Board reader on generated photos (the app pipeline in Chromium, its worker included)\n');
    for (const set of SETS) {
      const { dir, truth } = await photos(set);
      const all = new Tally();
      const groups = new Map<string, Tally>();
      const ms: number[] = [];
      let longest = 0;
      for (const t of truth) {
        const r = await page.call<BoardReading & { ms: number; longest: number }>('readBlocking', JSON.stringify([imageDataUrl(join(dir, t.file)), t.ledger]));
        ms.push(r.ms);
        longest = Math.max(longest, r.longest);
        const cover = underCover(t);
        const again = cover && (await page.call<BoardReading>('readBlocking', JSON.stringify([imageDataUrl(join(dir, t.file)), cover.ledger])));
        const put = inView(t);
        const named = put && (await page.call<BoardReading>('readBlocking', JSON.stringify([imageDataUrl(join(dir, t.file)), put.ledger])));
        const mid = midGame(t, truth);
        const midRead = mid && (await page.call<BoardReading>('readBlocking', JSON.stringify([imageDataUrl(join(dir, t.file)), mid])));
        const late = enteredLate(t);
        const lateRead = late && (await page.call<BoardReading>('readBlocking', JSON.stringify([imageDataUrl(join(dir, t.file)), []])));
        for (const tally of [all, ...groupsOf(t).map((g) => groups.get(g) ?? groups.set(g, new Tally()).get(g)!)]) {
          tally.add(t, r);
          if (cover && again) tally.addCovered(cover, again);
          if (put && named) tally.addPut(put, named, t);
          if (midRead) tally.addMidGame(midRead);
          if (late && lateRead) tally.addLate(late, lateRead, t);
        }
      }
      ms.sort((a, b) => a - b);
      console.log(`${set.name}${set.held ? '' : ' — tuning figures, not results'}`);
      console.log(HEAD);
      console.log(row('all', all));
      for (const [g, t] of [...groups.entries()].sort()) console.log(row(`  ${g}`, t));
      console.log(`median ${ms[ms.length >> 1]!.toFixed(0)} ms, p95 ${ms[Math.floor(ms.length * 0.95)]!.toFixed(0)} ms a photo (1280x720, in the worker); longest main-thread task ${longest.toFixed(0)} ms\n`);
    }
  } finally {
    await page.close();
  }
}

await main();
