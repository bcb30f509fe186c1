/**
 * At the table on a 390x844 phone: the game screen opens at its top, each new step brings the prompt into view, and
 * a reload lands on the open game exactly where it was (not on Home).
 */
import { describe, expect, test } from 'vitest';
import { scriptedRecord, SCRIPT_PLAYERS } from '../fixtures/scripted-game.ts';
import { BEN_MERGES, importRecord, recordOf, storedGames } from './records.ts';
import { openApp, sharedSession } from './session.ts';
import { playThroughUi, startGame, waitForActions } from './ui-driver.ts';

const PHONE = { width: 390, height: 844 };
const record = scriptedRecord();
const MID_MERGER = record.actions.findIndex((a) => a.type === 'defunct') + 1;

describe('on a phone', () => {
  const session = sharedSession(PHONE);

  test('the game opens at its top, even from a new-game screen scrolled down', async () => {
    const page = await session.browser.context.newPage();
    // A short screen (a phone in landscape), so that the new-game screen surely scrolls.
    await page.setViewportSize({ width: 390, height: 360 });
    await page.goto(session.preview.url);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await startGame(page, SCRIPT_PLAYERS, { fromHome: false });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  test('a step that begins after a tap far down the board brings its prompt into view', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    // Ann taps 12I, at the bottom of the board: it touches nothing, so it is placed and the buy step begins. The
    // whole board is in view at the place step (issue 36); the page is scrolled down a little first, as a thumb
    // leaves it, with 12I still on screen.
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.locator('.board .cell').nth(107).click();
    await waitForActions(page, 1);
    // In view, and below the pinned top, not under it.
    await page.waitForFunction(() => {
      const r = document.querySelector('.action h2')!.getBoundingClientRect();
      return r.top >= document.querySelector('.game-top')!.getBoundingClientRect().bottom && r.bottom <= window.innerHeight;
    });
    expect(await page.locator('.action h2').textContent()).toBe('Ann: buy up to 3 shares');
    // The status strip under the header says what the turn needs at a glance.
    expect(await page.locator('.status-strip').textContent()).toBe('Ann $6,000');
    await page.close();
  });

  test('the top stays pinned: scrolled to the bottom, who is on, Undo, History, the numbers and the end meter are in view and tappable; the players one tap away', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    await playThroughUi(page, record, 0, 6);
    // Scrolled until it holds: the app brings a new step's panel into view once it is drawn, which may come just
    // after a single scroll (the cause of a timed-out wait on a quiet machine).
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY > 300;
    });
    for (const name of ['Undo', 'History', 'Home']) {
      // The button is the topmost element at its own centre: nothing covers it, and it is on screen.
      const onTop = await page.getByRole('button', { name, exact: true }).evaluate((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= 0 && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
      });
      expect(onTop, name).toBe(true);
    }
    expect(await page.getByLabel('At a glance').isVisible()).toBe(true);
    expect(await page.getByLabel('Towards the end').textContent()).toMatch(/^Tower \d+\/41 · 0 of 1 chains safe$/);
    // The players are one tap away: "Players" brings their table in view, below the pinned top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Players', exact: true }).click();
    await page.waitForFunction(() => {
      const r = document.getElementById('players')!.getBoundingClientRect();
      return r.top >= document.querySelector('.game-top')!.getBoundingClientRect().bottom && r.top < window.innerHeight;
    });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });

  test('a focused square never hides under the pinned top: the page scrolls it out from under it', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    // Scrolled until it holds: the app brings a new step's panel into view once it is drawn, which may come just
    // after a single scroll (the cause of a timed-out wait on a quiet machine).
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY > 300;
    });
    // 1A, the board's first square, is above the screen now; focusing it (as Tab does) brings it into view.
    await page.getByRole('button', { name: '1A', exact: true }).focus();
    const gap = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top - document.querySelector('.game-top')!.getBoundingClientRect().bottom);
    expect(gap).toBeGreaterThanOrEqual(0);
    await page.close();
  });

  test("the next player's tile ends the turn; a quick second tap right after placing does not", async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    const cell = (name: string) => page.getByRole('button', { name, exact: true });
    await cell('1I').click();
    await waitForActions(page, 1);
    // A second tap at once, as a double tap lands (force: a finger does not wait for the button to wake).
    await cell('3E').click({ force: true });
    await page.waitForTimeout(700);
    expect(await page.locator('.game').getAttribute('data-actions')).toBe('1');
    // Ann chooses nothing; Ben's 3E tapped after the moment's rest ends her turn and places it: one write.
    await cell('3E').click();
    await waitForActions(page, 3);
    const game = (await storedGames(page)).at(-1)!;
    expect(game.actions).toEqual([{ type: 'place', tile: '1I' }, { type: 'endTurn' }, { type: 'place', tile: '3E' }]);
    expect(await page.locator('.action h2').textContent()).toBe('Ben: buy up to 3 shares');
    await page.close();
  });

  test('a double tap on a merger tile places it once; the second tap, on the merger now waiting, marks nothing', async () => {
    // Home first: the app reopens the game the last test left open.
    const page = await openApp(session);
    // Ben is about to place 3A, between Tower (1A 2A) and Luxor (4A 5A): a tie, so the merger waits for the survivor.
    await importRecord(page, recordOf(['Ann', 'Ben', 'Cal'], BEN_MERGES.slice(0, 12)));
    await waitForActions(page, 12);
    const cell = page.getByRole('button', { name: /^3A\b/ });
    await cell.click({ trial: true });
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForActions(page, 13);
    // And a stray tap on an empty space while the survivor is asked.
    await page.getByRole('button', { name: '9E', exact: true }).click({ force: true });
    await page.waitForTimeout(700);
    // Nothing refused either (a refusal would show its reason).
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await storedGames(page)).at(-1)!.actions.slice(12)).toEqual([{ type: 'place', tile: '3A' }]);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('survivor');
    expect(await page.locator('.board [aria-pressed="true"]').count()).toBe(0);
    await page.close();
  });

  test("Ben's founding tile, tapped to end Ann's turn, is shown to him; a double tap on its chain founds it once", async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    const cell = (name: string) => page.getByRole('button', { name, exact: true });
    await cell('1A').click();
    await waitForActions(page, 1);
    // 2A beside Ann's loose 1A would found a chain: her turn ends, and 2A waits for Ben to pick the chain.
    await cell('2A').click();
    await waitForActions(page, 2);
    const tower = page.getByRole('group', { name: 'Place 2A and found:' }).getByRole('button', { name: /^Tower\b/ });
    // Once it wakes from the step's rest (a tap within it is swallowed), two taps in a row, as a finger double-taps.
    await tower.click({ trial: true });
    const box = (await tower.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForActions(page, 4);
    await page.waitForTimeout(700);
    const game = (await storedGames(page)).at(-1)!;
    expect(game.actions).toEqual([{ type: 'place', tile: '1A' }, { type: 'endTurn' }, { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }]);
    expect(await page.locator('.action h2').textContent()).toBe('Ben: buy up to 3 shares');
    await page.close();
  });

  test('a merger explained on the phone: the payout table, then what to do at the table', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    await playThroughUi(page, record, 0, MID_MERGER);
    // Ben's 6B: American (2 tiles, medium tier: $300 a share, majority $3,000, minority $1,500) is paid first. Ann,
    // its only holder with 3, takes both: $4,500. Ben and Cal hold none and are listed all the same.
    const rows = await Promise.all((await page.locator('.disposal-payout tbody tr').all()).map((r) => r.locator('th, td').allTextContents()));
    expect(rows).toEqual([
      ['Ann', '3', '1', '$4,500 both', 'now'],
      ['Ben', '0', '—', '—', 'no share'],
      ['Cal', '0', '—', '—', 'no share'],
    ]);
    expect(await page.locator('.disposal-payout caption').textContent()).toBe('American: 2 tiles, $300 a share · majority $3,000, minority $1,500');
    await playThroughUi(page, record, MID_MERGER, MID_MERGER + 2);
    // Then Worldwide (2 tiles, medium): Cal's 3 take both, $4,500; he trades 2 for 1 Luxor and keeps 1. Luxor had 6
    // tiles: + American 2 + Worldwide 2 + 6B = 11.
    const steps = await page.getByRole('group', { name: 'At the table' }).getByRole('listitem').allTextContents();
    expect(steps).toEqual([
      'Pay Ann $4,500 (American both bonuses)',
      'Take 1 American from Ann, pay $300',
      'Take 2 American from Ann, give 1 Luxor share',
      'Pay Cal $4,500 (Worldwide both bonuses)',
      'Take 2 Worldwide from Cal, give 1 Luxor share',
      'Cal keeps 1 Worldwide',
      'Luxor now has 11 tiles; the American and Worldwide markers go back',
      'Ben draws a new tile at the end of the turn',
    ]);
    await page.close();
  });

  test('the large board: 48 px squares with their coordinates, scrolling sideways on the phone, kept after a reload', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    const square = page.getByRole('button', { name: '7C', exact: true });
    // The normal board fits the screen: 12 squares and the row letters in 390 px.
    expect((await square.boundingBox())!.width).toBeLessThan(30);
    expect(await square.locator('.coordinate').textContent()).toBe('7C');
    await page.getByRole('button', { name: 'Large board: off' }).click();
    expect((await square.boundingBox())!.width).toBeGreaterThanOrEqual(48);
    expect(await page.locator('.board-scroll').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Large board: on' }).waitFor();
    expect((await square.boundingBox())!.width).toBeGreaterThanOrEqual(48);
    await page.getByRole('button', { name: 'Large board: on' }).click();
    await page.close();
  });

  test('a reload in the middle of a merger lands on the game at the same holder, not on Home', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, SCRIPT_PLAYERS);
    await playThroughUi(page, record, 0, MID_MERGER);
    const heading = await page.locator('.action h2').textContent();
    await page.reload();
    await waitForActions(page, MID_MERGER);
    expect(await page.locator('.action h2').textContent()).toBe(heading);
    // Home, then a reload: Home stays.
    await page.getByRole('button', { name: 'Home' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.locator('.game').count()).toBe(0);
    await page.close();
  });
});
