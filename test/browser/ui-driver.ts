/**
 * Plays engine actions through the app's UI only (taps and typing), the way a banker would, and waits after
 * each until the game screen shows it stored (data-actions).
 */
import type { Page } from 'playwright-core';
import { previewPlacement, replay, type Action, type GameRecord } from '../../src/engine/index.ts';

/**
 * The game screen showing `count` stored actions, drawn whole: the screen's first draw comes a part a frame, busy
 * until the last (Game's useFramesDrawn), so a check right after never looks at a screen still being drawn.
 */
export const gameShowing = (count: number): string => `.game[data-actions="${count}"]:not([aria-busy="true"])`;

/** Waits until the game screen shows `count` stored actions, drawn whole. */
export async function waitForActions(page: Page, count: number): Promise<void> {
  await page.waitForSelector(gameShowing(count), { timeout: 10_000 });
}

/** The buy panel's count button for `n` shares of a chain: one tap chooses that many. */
export const buyCount = (chain: string, n: number): string => `${n} ${chain}`;

/** Clicks a button `times` times. */
async function tap(page: Page, name: string | RegExp, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
}

/**
 * Starts a new game with these players (every other setting at its default but Tycoon mode when asked), from Home or
 * from the new-game screen.
 */
export async function startGame(page: Page, players: string[], { fromHome = true, tycoon = false } = {}): Promise<void> {
  if (fromHome) {
    // The app opens on the game that was open last on this browser, if any: go Home from it first.
    const newGame = page.getByRole('button', { name: 'New game' });
    await page.locator('.game').or(newGame).first().waitFor();
    if ((await page.locator('.game').count()) > 0) await page.getByRole('button', { name: 'Home' }).click();
    await newGame.click();
  }
  const inputs = page.getByPlaceholder(/^Player \d$/);
  // The form loads on first use: count its rows only once it is there.
  await inputs.first().waitFor();
  while ((await inputs.count()) < players.length) await tap(page, '+ Add player');
  for (const [i, name] of players.entries()) await inputs.nth(i).fill(name);
  if (tycoon) await page.getByRole('checkbox', { name: /Tycoon mode/ }).check();
  await tap(page, 'Start the game');
  await waitForActions(page, 0);
}

/**
 * Plays the record's actions from `from` to `to` through the UI. The UI may store fewer entries than the record
 * (a `buy` of nothing then `endTurn` is one tap, stored as `endTurn`), so the UI's own count is tracked: pass the
 * count the screen shows at `from` (default `from`); the count after is returned.
 */
export async function playThroughUi(page: Page, record: GameRecord, from = 0, to = record.actions.length, uiStart = from): Promise<number> {
  let ui = uiStart;
  for (let i = from; i < to; i++) {
    const action = record.actions[i]!;
    const next = record.actions[i + 1];
    const before = replay({ ...record, actions: record.actions.slice(0, i) }).state;
    // Buy, declare, end: one tap on the buy panel's "Buy N, declare the end and end the game".
    if (action.type === 'buy' && next?.type === 'declareEnd' && record.actions[i + 2]?.type === 'endTurn') {
      const total = Object.values(action.shares).reduce((a, b) => a + b, 0);
      for (const [chain, n] of Object.entries(action.shares)) await tap(page, buyCount(chain, n));
      await tap(page, total > 0 ? `Buy ${total}, declare the end and end the game` : 'Declare the end and end the game');
      ui += total > 0 ? 3 : 2;
      await waitForActions(page, ui);
      i += 2;
      continue;
    }
    if (action.type === 'buy' && next?.type === 'endTurn') {
      for (const [chain, n] of Object.entries(action.shares)) await tap(page, buyCount(chain, n));
      const total = Object.values(action.shares).reduce((a, b) => a + b, 0);
      await tap(page, total > 0 ? `Buy ${total} and end turn` : 'End turn without buying');
      ui += total > 0 ? 2 : 1;
      await waitForActions(page, ui);
      i++;
      continue;
    }
    // A tile that founds a chain is placed and the chain named in one tap on its preview. When the founding is past
    // `to`, the preview is left open: that is where the game waits for the chain (nothing is stored yet).
    if (action.type === 'place' && previewPlacement(before, action.tile).effect === 'found') {
      await page.locator('#tile-input').fill(action.tile.toLowerCase());
      await page.locator('#tile-input').press('Enter');
      if (i + 1 >= to) continue;
      if (next?.type !== 'found') throw new Error('a founding tile is placed with the chain it founds');
      await tap(page, new RegExp(`^${next.chain}\\b`));
      ui += 2;
      await waitForActions(page, ui);
      i++;
      continue;
    }
    await perform(page, action, before);
    await waitForActions(page, ++ui);
  }
  return ui;
}

async function perform(page: Page, action: Action, before: ReturnType<typeof replay>['state']): Promise<void> {
  switch (action.type) {
    case 'place': {
      await page.locator('#tile-input').fill(action.tile.toLowerCase());
      await page.locator('#tile-input').press('Enter');
      const p = previewPlacement(before, action.tile);
      if (p.effect === 'found') throw new Error('a founding tile is placed with the chain it founds');
      return;
    }
    case 'found':
      return tap(page, new RegExp(`^${action.chain}\\b`));
    case 'survivor':
    case 'defunct':
      return tap(page, new RegExp(`^${action.chain} \\(\\d+ tiles\\)`));
    case 'dispose': {
      await tap(page, 'Sell: one more', action.sell ?? 0);
      await tap(page, /^Trade 2 for 1 .*: one more$/, (action.trade ?? 0) / 2);
      return tap(page, `Confirm for ${action.player}`);
    }
    case 'trade': {
      await tap(page, 'More…');
      await page.getByRole('group', { name: 'Trade with' }).getByRole('button', { name: action.with, exact: true }).click();
      const me = before.players[(before.turn - 1) % before.players.length]!.name;
      for (const [who, side] of [[me, action.give], [action.with, action.get]] as const) {
        const group = page.getByRole('group', { name: `${who} gives` });
        if (side?.cash) await group.getByLabel('Cash').fill(String(side.cash));
        for (const [chain, n] of Object.entries(side?.shares ?? {})) await group.getByRole('spinbutton', { name: chain, exact: true }).fill(String(n));
      }
      return tap(page, 'Make the trade');
    }
    case 'declareEnd':
      await tap(page, 'The end may be declared…');
      return tap(page, 'Declare the end');
    case 'skipPlace':
      await tap(page, 'More…');
      await tap(page, 'No playable tile');
      return tap(page, new RegExp(`^Skip .*'s tile$`));
    case 'endTurn':
      return tap(page, before.awaiting === 'buy' ? 'End turn without buying' : 'End turn');
    case 'discard':
      // The panel lists the tiles that are dead now, before placing as after.
      return tap(page, `Set ${action.tile} aside as dead`);
    case 'market':
      return page.getByRole('group', { name: 'Number on the drawn tile' }).getByRole('button', { name: String(action.shares), exact: true }).click();
    case 'buy':
      for (const [chain, n] of Object.entries(action.shares)) await tap(page, buyCount(chain, n));
      throw new Error('a buy without a following endTurn is not scripted');
  }
}
