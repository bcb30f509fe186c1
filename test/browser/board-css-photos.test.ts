/**
 * The board reader on photos of the second, independent generator (scripts/board-photos-css.mts: a scene drawn by
 * Chromium's CSS 3D), read in Node as the bench's Node runs do, or by the app's own reader in Chromium where the
 * decoder matters (issue 37). The photos are from seen sets (seeds 11, 14, 15, 911, 1010 and 1015), each a case a
 * change to the reader was made for.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { expect, test } from 'vitest';
import { generateCssPhotos, type CssForce } from '../../scripts/board-photos-css.mts';
import { imageDataUrl, openBoardPage } from './harness.ts';
import { readBoard, type BoardReading } from '../../src/board/read-board.ts';
import { tileName, TILE_COUNT } from '../../src/engine/index.ts';

type CssTruth = Awaited<ReturnType<typeof generateCssPhotos>>[number];

/**
 * Photo `index` of the CSS set of `seed` (made with `only` forced, as board-tune.mts makes its forced sets), read
 * against its own ledger: the reading and the photo's truth. Read in Node on jpeg-js's pixels, or (`inApp`) by the
 * app's own reader in Chromium, its decoding and its worker (the reader's harness page).
 */
async function readCssPhoto(seed: number, index: number, { only = {}, inApp = false }: { only?: CssForce; inApp?: boolean } = {}): Promise<{ r: BoardReading; truth: CssTruth }> {
  const dir = mkdtempSync(join(tmpdir(), 'mergemaker-css-'));
  const [truth] = await generateCssPhotos(dir, 1, seed, only, index);
  const file = join(dir, truth!.file);
  const r = inApp ? await readInApp(file, truth!.ledger) : readBoard(jpeg.decode(readFileSync(file), { useTArray: true }), truth!.ledger);
  return { r, truth: truth! };
}

/** A photo read by the app's own reader on its harness page, against `ledger` (the tiles entered). */
async function readInApp(file: string, ledger: string[]): Promise<BoardReading> {
  const page = await openBoardPage();
  try {
    return await page.call<BoardReading>('read', JSON.stringify([imageDataUrl(file), ledger]));
  } finally {
    await page.close();
  }
}

/**
 * The board found, every space in view read right and none of them said unseen (the spaces hidden under a hand or a
 * card, wholly or partly, left out).
 */
function expectReadExactly(r: BoardReading, truth: CssTruth): void {
  expect(r.board).toBe(true);
  const names = Array.from({ length: TILE_COUNT }, (_, c) => tileName(c));
  const inView = names.filter((n) => !truth.hidden.includes(n) && !truth.partly.includes(n));
  expect(inView.filter((n) => r.unsure.includes(n))).toEqual([]);
  expect(inView.filter((n) => r.occupied.includes(n) !== truth.occupied.includes(n))).toEqual([]);
}

test('a look whose grids all run off the photo does not end the search: the next looks find the board (cream in glare, grey grid in uneven light, both on checked cloths)', async () => {
  // Photos 20 and 29 of the seen CSS set: the first look's grids had a corner outside the photo, and the reader said
  // "no board" without asking its later looks (the board's region found both).
  for (const index of [20, 29]) {
    const { r, truth } = await readCssPhoto(11, index);
    expectReadExactly(r, truth);
  }
}, 120_000);

test("boards whose grid lines no look at the photo's lines finds, found by their outline and read exactly (a yellow tray in dim light, a cream board on a checked cloth)", async () => {
  // Photos 2 and 25 of the seen CSS set: the tray's lines are lost in dim light's noise, the cream board's fainter than
  // the cloth's checks; neither was found. Their edges against the cloth, and the grid's lines summed along whole
  // columns and rows inside them, still show. Neither has a space hidden.
  for (const index of [2, 25]) {
    const { r, truth } = await readCssPhoto(11, index);
    expect([...truth.hidden, ...truth.partly]).toEqual([]);
    expectReadExactly(r, truth);
  }
}, 120_000);

test('early in a game (6 tiles), a look whose grids do not read does not keep the outline from being looked at', async () => {
  // Photo 30 of a seen CSS set (seed 14): a paper board in even light. A look at the photo's lines found a grid that
  // did not read; in the first turns that ended the search (only the first look with grids counts, against squared
  // paper), before the board's outline, which finds it.
  const { r, truth } = await readCssPhoto(14, 30);
  expect(truth.ledger).toHaveLength(6);
  expect([...truth.hidden, ...truth.partly]).toEqual([]);
  expectReadExactly(r, truth);
}, 120_000);

test("a grey grid in a hard shadow on a checked cloth: its outline's sides found where only 40% of each side's pieces agree on the edge", async () => {
  // Photo 1 of the seen CSS set (seed 11): the shadow's edge and the cloth's checks along the board leave fewer than
  // half of a side's pieces a step on its line; with half asked for, no outline was found, nor any grid. 1E and 1G,
  // hidden under a card, are said unseen and left out.
  const { r, truth } = await readCssPhoto(11, 1);
  expect(truth.hidden).toEqual(['1E', '1G']);
  expectReadExactly(r, truth);
}, 120_000);

test("outline grids a space over both ways (a paper sheet's edges, a tray's rim taken for the first line and row): with 8 tiles entered or more, the ledger also tries them, and the boards are read exactly", async () => {
  // Photos 33 and 36 of a seen CSS set (seed 14), 75 and 85 tiles: a paper board in glare, whose outline's best grid
  // lay one space over in both directions (the sheet's edges taken for lines), and a grey grid in dim light on a checked
  // cloth. Only one space over one way at a time was tried, and neither board was found. 36 has an entry not on the
  // table, 5C, which is said.
  for (const index of [33, 36]) {
    const { r, truth } = await readCssPhoto(14, index);
    expectReadExactly(r, truth);
    expect(r.differences.notEntered).toEqual([]);
    expect(r.differences.notOnTable).toEqual(truth.ledger.filter((t) => !truth.occupied.includes(t)));
  }
}, 120_000);

test('a yellow tray in dim light at 39° of tilt, found by its outline though only 6 of its 10 row lines stand out: with 8 tiles entered or more, 5 rows are enough', async () => {
  // Photo 29 of a seen CSS set (seed 15), 72 tiles: the far rows' lines are lost in the dim light's noise at this tilt;
  // the outline's best grid stood out 1.75 with 13 lines across but 6 down, and the bar asked 7, so no board was found.
  // The ledger refutes a false grid at this count (none of the seen photos without a board gets a grid against a
  // 20-tile ledger at 5 rows). 5B, 2D, 9E and 8G are under markers or a hand, 8H partly: left out.
  const { r, truth } = await readCssPhoto(15, 29);
  expect(truth.look).toBe('yellow-tray');
  expect(truth.ledger).toHaveLength(72);
  expectReadExactly(r, truth);
}, 120_000);

test("in the first turns, a paper board whose printed names are too faint to show: its own grid is a board, not squared paper, as the ledger's tiles show on it though one entry is gone", async () => {
  // Photo 27 of a seen CSS set (seed 15), 6 tiles entered: 1A and 7A under markers, 5E entered and not on the table.
  // Through the board's own grid its empty spaces' names are too faint to measure (blank), and squared paper was called
  // wherever an entry did not read as a tile; here 5A, 6A and 1B read as tiles where entered, one entry empty: a board.
  const { r, truth } = await readCssPhoto(15, 27);
  expect(truth.look).toBe('paper');
  expect(truth.hidden).toEqual(['1A', '7A']);
  expectReadExactly(r, truth);
  expect(r.differences).toEqual({ notEntered: [], notOnTable: ['5E'] });
}, 120_000);

test("a cream board in dim light whose lines no look finds: the ledger's own fit places its grid a little off, and moved to where the spaces agree with the ledger most it reads the board exactly", async () => {
  // Photo 27 of a seen CSS set (seed 805), 79 tiles, 5F under a marker. Only the ledger's own fit (ledger-fit.ts) came
  // near the board, its grid 9 px off at a corner (a fifth of a space): 37 spaces read like neither kind, over the 30
  // that refuse a grid, and no board was found. Moved (read-board.ts movedToTheLedger), as many as through the true
  // corners are left unseen (27 on the look alone), and the reading leaning on the ledger is exact.
  const { r, truth } = await readCssPhoto(805, 27);
  expect(truth.look).toBe('cream');
  expect(truth.light).toBe('dim');
  expect(truth.ledger).toHaveLength(79);
  expectReadExactly(r, truth);
  expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
}, 120_000);

test("boards on checked cloths that no other look finds (a paper board in a hard shadow, in uneven light and in even light; a grey grid in glare): found where the cloth's checks do not show, and read exactly", async () => {
  // Photos of seen CSS sets: seed 802 photo 16 (64 tiles, the shadow across the cloth beside the board), seed 701 photo
  // 3 (53 tiles), seed 801 photo 8 (52 tiles, 4 px checks) and seed 804 photo 9 (72 tiles, a card over its edge). Every
  // region compared with the photo's rim was the cloth's or the whole photo; no grid came within 15 px. The checks'
  // lattice, the strongest on each photo, shows the cloth's cells by their steps in light all round (cloth.ts): the
  // stretch without them is the board's region, and its outline (or the ledger placing its grid there) the grid.
  for (const [seed, index] of [[802, 16], [701, 3], [801, 8], [804, 9]] as const) {
    const { r, truth } = await readCssPhoto(seed, index);
    expect(truth.ledger.length).toBeGreaterThanOrEqual(52);
    expectReadExactly(r, truth);
    expect(r.differences).toEqual({ notEntered: [], notOnTable: [] });
  }
}, 240_000);

test("a grey grid in glare on a finely checked cloth, tilted 36 degrees, a hand over one corner: the ledger's placing in the bent outline is made exact corner by corner, and the board read exactly", async () => {
  // Photo 11 of the seen CSS set 911 (glare and 36 degrees forced), 50 tiles entered, read by the app in Chromium (the
  // outlines found on this photo differ with the decoder). The hand at the board's corner bent every outline found
  // there, and the ledger's placing in the best of them parted its two kinds by 1.82, under the 2.5 a placing needs:
  // no board was found. Made exact corner by corner (refinedByLedger), it parts them by 8.4 and reads.
  const { r, truth } = await readCssPhoto(911, 11, { only: { board: true, light: 'glare', tilt: 36 }, inApp: true });
  expect(truth.ledger.length).toBeGreaterThanOrEqual(12);
  expectReadExactly(r, truth);
}, 120_000);

test('small boards far off (a grey grid in glare tilted 35 degrees, a black board in glare): no look finds their grid at the working size, looked at finer they are found and read exactly', async () => {
  // Photos 5 and 8 of the CSS set 1010 (made at stop 111 as the generator makes them; 49 and 36 tiles entered): the
  // boards span 440 and 530 px of the photo's 1280, their far spaces 10-15 px wide at the working 640, and no look
  // found a grid there: "no board". Looked at again 960 wide (FINER_WIDTH), both are found and read exactly, by the app
  // in Chromium as by Node.
  for (const index of [5, 8]) {
    const { r, truth } = await readCssPhoto(1010, index, { inApp: true });
    expect(truth.ledger.length).toBeGreaterThanOrEqual(8);
    expectReadExactly(r, truth);
  }
}, 240_000);

test('a paper board in dim light whose every grid found lies most of a space across: put half a space back, it reads exactly, and only the entry truly gone is said to be off the table', async () => {
  // Photo 16 of the CSS set 1015 (made at stop 112 as the generator makes them; 62 tiles entered, 61 on the table, 9E
  // not): every look's grid lay 0.65 of a space across the board's own and said 3A, 7A and 7G, all on the table, were
  // not. Moved half a space each way and settled (read-board.ts halfOver), the grid reads the board exactly.
  const { r, truth } = await readCssPhoto(1015, 16, { inApp: true });
  expect(truth.ledger.filter((t) => !truth.occupied.includes(t))).toEqual(['9E']);
  expectReadExactly(r, truth);
  expect(r.differences).toEqual({ notEntered: [], notOnTable: ['9E'] });
}, 120_000);
