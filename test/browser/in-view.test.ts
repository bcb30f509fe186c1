/**
 * Issue 36: at the place step the whole board is in view with no scrolling, below the pinned top and the prompt (whose
 * turn, "Tap the board or type the tile"), on two phones and two tablets; and again at the next player's place step
 * after a turn played further down the page.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { scriptedRecord, SCRIPT_PLAYERS } from '../fixtures/scripted-game.ts';
import { importRecord } from './records.ts';
import { sharedSession } from './session.ts';
import { playThroughUi, startGame, waitForActions } from './ui-driver.ts';

const SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

/** What of the place step is not wholly in view between the bottom of the pinned top and the bottom of the screen. */
async function outOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const top = document.querySelector('.game-top')!.getBoundingClientRect().bottom;
    const inView = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.top >= top - 0.5 && r.bottom <= window.innerHeight + 0.5 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
    };
    const missing = [...document.querySelectorAll('.board .cell')].filter((c) => !inView(c)).map((c) => c.querySelector('.coordinate')?.textContent ?? '?');
    const prompt = document.querySelector('.place-prompt');
    if (!prompt || !inView(prompt)) missing.unshift('the prompt');
    return missing;
  });
}

const record = scriptedRecord();
// A place step well into the game: the first time the 4th turn asks for a tile.
const FOURTH_TURN = record.actions.findIndex((a, i) => a.type === 'place' && record.actions.slice(0, i).filter((x) => x.type === 'endTurn').length === 3);

describe('the whole board at the place step', () => {
  for (const screen of SCREENS) {
    describe(`${screen.width}x${screen.height}`, () => {
      const session = sharedSession(screen);

      test('all 108 squares, the prompt and the pinned top are in view without a scroll', async () => {
        const page = await session.browser.context.newPage();
        await page.goto(session.preview.url);
        await startGame(page, SCRIPT_PLAYERS);
        expect(await page.locator('.place-prompt').textContent()).toBe(`${SCRIPT_PLAYERS[0]}: place a tileTap the board or type the tile.`);
        expect(await outOfView(page)).toEqual([]);
        // A turn played through (the buy step's panel comes into view, further down), then the next tile: in view again.
        await playThroughUi(page, record, 0, FOURTH_TURN);
        await page.waitForFunction(() => document.querySelector('.game')?.getAttribute('data-awaiting') === 'place');
        await page.waitForFunction(() => {
          const r = document.querySelector('.place-prompt')?.getBoundingClientRect();
          return r !== undefined && r.top >= document.querySelector('.game-top')!.getBoundingClientRect().bottom - 0.5;
        });
        expect(await outOfView(page)).toEqual([]);
        await page.close();
      });

      test('a game opened from Home (a long game, chains on the board) opens with the whole board in view', async () => {
        const page = await session.browser.context.newPage();
        await page.goto(session.preview.url);
        // The app reopens the game left open by the test before: Home first, where the file is imported.
        await page.locator('.game').or(page.getByRole('button', { name: 'New game' })).first().waitFor();
        if ((await page.locator('.game').count()) > 0) await page.getByRole('button', { name: 'Home' }).click();
        await importRecord(page, { ...record, actions: record.actions.slice(0, FOURTH_TURN) });
        await waitForActions(page, FOURTH_TURN);
        expect(await outOfView(page)).toEqual([]);
        await page.close();
      });
    });
  }
});
