/**
 * Checking the board from a photo on the game screen (issue 37), on generated photos of the game's own board
 * (scripts/board-photos.mts, its `occupied` set to the game's tiles, so the photo's truth is the game's board with the
 * difference each test makes): agreement said only when every space was seen; a tile on the table not entered,
 * placed with one tap; the last entry not on the table, undone from the check; spaces under a hand named, "agree" not
 * said; a photo with no board; the corners dragged by hand when the grid is not found; one photo at a time, cancel,
 * the game left while a photo is read; offline. Every game is a prefix of one random legal game (3 players), checked by the engine when imported.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { boardPhoto, type BoardForce } from '../../scripts/board-photos.mts';
import { enteredTiles } from '../../src/app/board-check.ts';
import { parseTile, previewPlacement, replay, tileName, TILE_COUNT, type GameRecord } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { launchBrowser, startPreview } from './harness.ts';
import { importRecord } from './records.ts';
import { holdWorkers, openApp, sharedSession } from './session.ts';
import { waitForActions } from './ui-driver.ts';

const session = sharedSession();

// Game seed 5 (3 players): after 74 actions Cal... is at a place step with 24 tiles on the board; after 73, the last
// entry is the placing of 4H and the turn is buying.
const GAME = randomGame(5, { players: 3 }).record;
const AT_PLACE = 74;
const AFTER_PLACING = 73;
const prefix = (n: number): GameRecord => ({ ...GAME, actions: GAME.actions.slice(0, n) });
const tilesAt = (n: number) => enteredTiles(replay(prefix(n)).state);
/** The first space (board order) whose tile, placed at the place step, would have this effect (engine's preview). */
const firstTile = (effect: 'orphan' | 'found') => {
  const before = replay(prefix(AT_PLACE)).state;
  return tileName([...Array(TILE_COUNT).keys()].find((t) => previewPlacement(before, tileName(t)).effect === effect)!);
};
/** A photo of the game's board at the place step with one more tile on the table than entered. */
const withOneMore = (tile: string) => photoOf([...tilesAt(AT_PLACE), tile], 5, { look: 'grey-grid' });

/** A generated photo of exactly these tiles: a board square to the camera within 20°, even light, no hand. */
function photoOf(occupied: string[], seed: number, force: BoardForce = {}): Buffer {
  return boardPhoto(seed, { board: true, light: 'even', tilt: 20, hand: false, difference: 'none', occupied, ...force }).jpeg;
}

/** The game at `n` actions, imported from Home; the board check opened from the settings row. */
async function gameAt(n: number): Promise<Page> {
  const page = await openApp(session);
  await importRecord(page, prefix(n));
  await waitForActions(page, n);
  return page;
}

const openCheck = (page: Page) => page.locator('.game-side').getByRole('button', { name: 'Check the board' }).click();
const pick = (page: Page, jpeg: Buffer) => page.locator('.board-check input[type=file]').setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: jpeg });
/** Where an element is drawn over the next `frames` frames (a frame awaited at most 200 ms): one place if it stands still. */
async function placesOverFrames(element: Locator, frames: number): Promise<string[]> {
  const places = await element.evaluate(async (el, n) => {
    const seen: string[] = [];
    for (let k = 0; k < n; k++) {
      await new Promise<void>((done) => {
        const late = setTimeout(done, 200);
        requestAnimationFrame(() => (clearTimeout(late), done()));
      });
      const r = el.getBoundingClientRect();
      seen.push(`${r.x},${r.y} ${r.width}x${r.height}`);
    }
    return seen;
  }, frames);
  return [...new Set(places)];
}

/** `p`'s value, or null when it has not come within `ms`. */
async function within<T>(p: Promise<T>, ms: number): Promise<{ v: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), ms)));
  try {
    return await Promise.race([p.then((v) => ({ v })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How the page stands, asked with a bound of its own (a page whose main thread is stuck answers nothing): whether it is
 * shown and focused, and whether it drew a frame within a second (mouse moves wait for the page's next frame).
 */
async function pageState(page: Page): Promise<string> {
  const asked = page.evaluate(
    () =>
      new Promise<string>((done) => {
        const late = setTimeout(() => done(`${document.visibilityState}, focus ${document.hasFocus()}, no frame in 1 s`), 1000);
        requestAnimationFrame(() => (clearTimeout(late), done(`${document.visibilityState}, focus ${document.hasFocus()}, drawing frames`)));
      }),
  );
  return (await within(asked, 3000))?.v ?? 'the page did not answer in 3 s';
}

/**
 * A step that has no bound of its own (Playwright's mouse waits for the page to take each event, and takes a move only
 * at a frame), given `ms`. Past that, the page's state is written out, the page brought to the front (the one remedy
 * a test can try: a page in the background draws no frames; whether it helps is unknown, as no run here ever stalled),
 * and the step given `ms` more; past that too, the test fails naming the step and the state. The project's CI twice
 * ended this test in a bare timeout at the drags (at 60 s, then at 90 s; before, once in Playwright's own wait for a
 * frame), never seen here on Chromium 150 or 156.
 */
async function bounded<T>(page: Page, what: string, step: Promise<T>, ms = 10_000): Promise<T> {
  const first = await within(step, ms);
  if (first) return first.v;
  const before = await pageState(page);
  console.log(`board-check: ${what} not done in ${ms} ms (${before}); the page is brought to the front`);
  await page.bringToFront();
  const second = await within(step, ms);
  if (second) return second.v;
  throw new Error(`${what} not done in ${2 * ms} ms: before bringing the page to the front, ${before}; after, ${await pageState(page)}`);
}

/** The check's lines once a photo is read. */
async function lines(page: Page): Promise<string[]> {
  await page.locator('.check-lines li').first().waitFor({ timeout: 30_000 });
  return page.locator('.check-lines li span').allTextContents();
}

/** The game at the place step, checked with a photo showing one tile more than entered: the check says just that. */
async function checkedWithOneMore(effect: 'orphan' | 'found'): Promise<{ page: Page; tile: string }> {
  const page = await gameAt(AT_PLACE);
  const tile = firstTile(effect);
  await openCheck(page);
  await pick(page, withOneMore(tile));
  expect(await lines(page)).toEqual([`On the table, not entered: ${tile}.`]);
  return { page, tile };
}

describe('checking the board from a photo', () => {
  test('a photo of the same 24 tiles, every space seen: "agree", and the grid found drawn on the photo', async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    await pick(page, photoOf(tilesAt(AT_PLACE), 5, { look: 'black' }));
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);
    // 13 lines one way and 10 the other.
    expect(await page.locator('.check-photo svg line').count()).toBe(23);
    await page.close();
  }, 60_000);

  test('at the place step, a tile on the table and not entered is offered, and one tap (a double tap) places it once', async () => {
    const page = await gameAt(AT_PLACE);
    // The first space whose tile touches nothing (its placing needs no more choices).
    const fresh = firstTile('orphan');
    // Through "More…", as at the table when a tile was put down and not entered.
    await page.getByRole('button', { name: 'More…' }).click();
    await page.locator('.place-more').getByRole('button', { name: 'Check the board' }).click();
    await pick(page, withOneMore(fresh));
    expect(await lines(page)).toEqual([`On the table, not entered: ${fresh}.`]);
    await page.getByRole('button', { name: `Place ${fresh}` }).dblclick();
    await waitForActions(page, AT_PLACE + 1);
    // The check follows the game: the tile is entered now, and the board agrees.
    await expect.poll(() => page.locator('.check-lines li span').allTextContents()).toEqual(['The board and the game agree (25 tiles).']);
    await page.waitForTimeout(300);
    expect(await page.locator('.game').getAttribute('data-actions')).toBe(String(AT_PLACE + 1));
    expect(await page.getByRole('button', { name: `${fresh}, unincorporated` }).count()).toBe(1);
    await page.close();
  }, 60_000);

  test('an Undo while Place is offered: the check follows the game, and the Place that is no longer possible goes', async () => {
    const { page, tile: fresh } = await checkedWithOneMore('orphan');
    // The header's Undo takes back the last turn's end: the game is at that turn's buy step, where no tile is placed.
    expect(GAME.actions[AT_PLACE - 1]!.type).toBe('endTurn');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo it' }).click();
    await waitForActions(page, AT_PLACE - 1);
    await expect
      .poll(() => page.locator('.check-lines li span').allTextContents())
      .toEqual([`On the table, not entered: ${fresh}. A tile is entered when a player places one: finish this turn first.`]);
    expect(await page.getByRole('button', { name: `Place ${fresh}` }).count()).toBe(0);
    await page.close();
  }, 60_000);

  test('a tile seen that founds a chain: Place brings it to the prompt, whose chain is one tap more, as a tap on the board does', async () => {
    const { page, tile: founding } = await checkedWithOneMore('found');
    await page.getByRole('button', { name: `Place ${founding}` }).click();
    // Nothing stored yet: the founding waits for its chain, in the prompt, in view.
    const chain = page.locator('.place-prompt .chain-choice').first();
    await chain.waitFor();
    expect(await page.locator('.game').getAttribute('data-actions')).toBe(String(AT_PLACE));
    expect(await chain.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await chain.click();
    // The placing and the founding, stored together.
    await waitForActions(page, AT_PLACE + 2);
    await expect.poll(() => page.locator('.check-lines li span').allTextContents()).toEqual(['The board and the game agree (25 tiles).']);
    await page.close();
  }, 60_000);

  test('the last entry (4H) not on the table: Undo offered in the check takes it back, and the check follows', async () => {
    const page = await gameAt(AFTER_PLACING);
    const tiles = tilesAt(AFTER_PLACING);
    expect(tiles).toContain('4H');
    await openCheck(page);
    await pick(page, photoOf(tiles.filter((t) => t !== '4H'), 6, { look: 'cream' }));
    const said = await lines(page);
    expect(said[0]).toBe('Entered, not on the table: 4H. It is the last entry: Undo takes it back.');
    expect(said.join(' ')).not.toContain('agree');
    // A double tap undoes one entry, not two.
    await page.getByRole('button', { name: 'Undo 4H' }).dblclick();
    await waitForActions(page, AFTER_PLACING - 1);
    await page.waitForTimeout(300);
    expect(await page.locator('.game').getAttribute('data-actions')).toBe(String(AFTER_PLACING - 1));
    await expect.poll(async () => (await page.locator('.check-lines li span').allTextContents()).join(' ')).not.toContain('4H');
    expect(await page.getByRole('button', { name: 'Undo 4H' }).count()).toBe(0);
    await page.close();
  }, 60_000);

  test('a hand over the board: the spaces it hides are named, and "agree" is not said', async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    const made = boardPhoto(5, { board: true, light: 'even', tilt: 20, hand: true, difference: 'none', occupied: tilesAt(AT_PLACE), look: 'yellow-tray' });
    // The generator's truth: the hand hides 1E (a tile) and 1F.
    expect(made.truth.hidden).toEqual(['1E', '1F']);
    await pick(page, made.jpeg);
    const said = await lines(page);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Could not see \d spaces?: .*1E.*Nothing else differs, but those could\.$/);
    expect(said.join(' ')).not.toContain('agree');
    await page.close();
  }, 60_000);

  test('a photo with no board says so and offers the corners to drag', async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    await pick(page, boardPhoto(40, { board: false }).jpeg);
    expect(await lines(page)).toEqual(['No board found in this photo. Take it again with the whole board in view, or drag its four corners.']);
    expect(await page.getByRole('button', { name: /^Corner (1A|12A|12I|1I):/ }).count()).toBe(4);
    expect(await page.locator('.check-photo svg line').count()).toBe(23);
    // From the keyboard: each arrow press moves the focused corner 1/200 of the photo's longer side (1280 / 200 =
    // 6.4 px of the photo), ten times that with Shift. The handles start on a 12:9 box 70% of the photo's height
    // (504 px high, 672 wide) in its middle: 1A at x = (1280 - 672) / 2 = 304 px, 23.75% of the width.
    const corner = page.getByRole('button', { name: /^Corner 1A:/ });
    const left = () => corner.evaluate((b) => parseFloat((b as HTMLElement).style.left));
    expect(await left()).toBeCloseTo(23.75, 5);
    await corner.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    // 304 + 6.4 + 64 = 374.4 px of 1280: 29.25%.
    expect(await left()).toBeCloseTo(29.25, 5);
    await page.close();
  }, 60_000);

  test('no board found (a found grid contradicting the game on 7 spaces is not trusted): the four corners dragged onto the board, and the photo read from them names the 7 entries not on the table', async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    // The reader now finds every dim board this test used to miss (seeds 27, 31 and 44 by the Node reader; none of 77
    // dim photos in Chromium), so the fallback is reached the way it is meant for a ledger far off: 7 of the game's
    // 24 tiles are not on the table, more than the 6 contradictions a found grid may have (decision 55). No two of them
    // touch: neighbouring spaces against the ledger are said unseen (likelier a card or a hand over both). None is on the
    // board's outer ring: this photo's card lies over the board's edge, and an outer space against the ledger beside a
    // card or a hand over the margin is said unseen too (margin.ts; with 12B among them, 12B was).
    const entered = tilesAt(AT_PLACE);
    const touch = (a: string, b: string) => {
      const [p, q] = [parseTile(a)!, parseTile(b)!];
      return Math.abs((p % 12) - (q % 12)) <= 1 && Math.abs(Math.floor(p / 12) - Math.floor(q / 12)) <= 1;
    };
    const outer = (t: string) => {
      const c = parseTile(t)!;
      return c % 12 === 0 || c % 12 === 11 || c < 12 || c >= 96;
    };
    const gone = entered.reduce<string[]>((picked, t) => (picked.length < 7 && !outer(t) && !picked.some((o) => touch(o, t)) ? [...picked, t] : picked), []);
    expect(gone).toHaveLength(7);
    const made = boardPhoto(31, { board: true, light: 'even', tilt: 25, hand: false, difference: 'none', occupied: entered.filter((t) => !gone.includes(t)), look: 'black' });
    await pick(page, made.jpeg);
    expect((await lines(page))[0]).toMatch(/^No board found/);
    // Each handle dragged with the mouse to the grid's corner in the photo (1280 x 720, shown smaller).
    for (const [i, name] of ['1A', '12A', '12I', '1I'].entries()) {
      const handle = page.getByRole('button', { name: new RegExp(`^Corner ${name}:`) });
      // Scrolled to, then checked to stand still over ten frames (each awaited at most 200 ms, so a page drawing no
      // frames still answers): a handle that moves says where it went. (The project's CI once timed out in Playwright's
      // own wait for a handle to stand still; no run here ever saw one move.)
      await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await placesOverFrames(handle, 10), `Corner ${name} stands still`).toHaveLength(1);
      const shown = (await page.locator('.check-photo canvas').boundingBox())!;
      const at = (await handle.boundingBox())!;
      const [x, y] = made.truth.corners![i]!;
      await bounded(page, `the mouse onto corner ${name}`, page.mouse.move(at.x + at.width / 2, at.y + at.height / 2));
      await bounded(page, `the mouse pressed on corner ${name}`, page.mouse.down());
      await bounded(page, `corner ${name} dragged`, page.mouse.move(shown.x + (x / 1280) * shown.width, shown.y + (y / 720) * shown.height, { steps: 5 }));
      await bounded(page, `the mouse let go of corner ${name}`, page.mouse.up());
    }
    await page.getByRole('button', { name: 'Read with these corners' }).click();
    // One line for each entry not on the table, in board order (the last entry's line also offers Undo), and nothing
    // else but, at most, spaces said unseen (corners dragged by hand land a pixel or two off; never a false difference).
    const said = async () => (await page.locator('.check-lines li span').allTextContents()).map((t) => t.replace(/ It is the last entry.*$/, ''));
    await expect.poll(async () => (await said()).slice(0, 7), { timeout: 30_000 }).toEqual([...gone].sort((p, q) => parseTile(p)! - parseTile(q)!).map((t) => `Entered, not on the table: ${t}.`));
    expect((await said()).slice(7).every((t) => t.startsWith('Could not see'))).toBe(true);
    await page.close();
    // 90 s, not 60: this test's own waits (30 s for the first reading's lines, 30 s for the dragged corners' reading)
    // and the four drags filled 60 s, so a slow run (seen once on a clean clone, not again in four runs) ended in a
    // bare timeout instead of the poll's failure saying what was read; the waits' own bounds are unchanged.
  }, 90_000);

  test('one photo at a time: a second one pasted while the first is read is refused in words, the first still answers; Cancel stops a read, and so does closing the panel', async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    const jpeg = photoOf(tilesAt(AT_PLACE), 5, { look: 'black' });
    const reading = page.getByText('Reading the board…');
    // Each photo is held on its way to the reader until the test lets it go (holdWorkers): a read takes 0.3-1 s here,
    // and on the project's CI, and on this machine with its cores kept busy, one ended before the test acted.
    let letGo = await holdWorkers(page);
    await pick(page, jpeg);
    await reading.waitFor();
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'second.jpg', { type: 'image/jpeg' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, [...jpeg]);
    await page.getByText('Still reading the last photo: wait for it, or cancel it first.').waitFor();
    expect(await page.locator('.check-lines li').count()).toBe(0);
    expect(await letGo()).toBeGreaterThan(0);
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);

    letGo = await holdWorkers(page);
    await pick(page, jpeg);
    await reading.waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Reading cancelled.').waitFor();
    expect(await letGo()).toBeGreaterThan(0);
    expect(await page.locator('.check-lines li').count()).toBe(0);
    // And the next photo is read whole.
    await pick(page, jpeg);
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);
    // The panel closed while a photo is read (the read is dropped with it); opened again, it reads the next one.
    letGo = await holdWorkers(page);
    await pick(page, jpeg);
    await reading.waitFor();
    await page.locator('.board-check').getByRole('button', { name: 'Close' }).click();
    await openCheck(page);
    expect(await letGo()).toBeGreaterThan(0);
    await pick(page, jpeg);
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);
    await page.close();
  }, 90_000);

  test("the game left for Home while a photo is read: the read is dropped and the reader's worker ended; back in the game, the check reads the next photo", async () => {
    const page = await gameAt(AT_PLACE);
    await openCheck(page);
    const jpeg = photoOf(tilesAt(AT_PLACE), 5, { look: 'black' });
    const boardWorkers = () => page.workers().filter((w) => /board\.worker/.test(w.url())).length;
    const letGo = await holdWorkers(page);
    await pick(page, jpeg);
    await page.getByText('Reading the board…').waitFor();
    // Playwright hears of a worker a little after the page starts it: asked at once, it once counted 0.
    await expect.poll(boardWorkers, { timeout: 5_000 }).toBe(1);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await expect.poll(boardWorkers, { timeout: 5_000 }).toBe(0);
    // The held photo, let go now, goes to a worker that was ended: nothing comes of it on Home.
    expect(await letGo()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(boardWorkers()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    // Back in the game, the check starts a new worker and reads the next photo whole.
    await page.getByRole('button', { name: /^Continue:/ }).click();
    await openCheck(page);
    await pick(page, jpeg);
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);
    await page.close();
  }, 90_000);
});

test('offline (airplane mode) once the app has been opened: the board check loads and reads a photo; nothing leaves the origin', async () => {
  const site = await startPreview();
  const b = await launchBrowser();
  try {
    const page = await b.context.newPage();
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url) && !/^(data|blob):/.test(r.url())) outside.push(r.url());
    });
    await page.goto(site.url);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: 'New game' }).or(page.locator('.game')).first().waitFor();
    await importRecord(page, prefix(AT_PLACE));
    await waitForActions(page, AT_PLACE);
    await b.context.setOffline(true);
    await openCheck(page);
    await pick(page, photoOf(tilesAt(AT_PLACE), 5, { look: 'black' }));
    expect(await lines(page)).toEqual(['The board and the game agree (24 tiles).']);
    expect(outside).toEqual([]);
  } finally {
    await b.close();
    await site.stop();
  }
}, 90_000);
