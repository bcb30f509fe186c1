/**
 * At the table: closed holdings stay closed in every preview, a tile made dead by this turn's own placement is set
 * aside in the same turn, and the end can be declared after buying, all through the UI in real Chromium.
 */
import { describe, expect, test } from 'vitest';
import { replay, type Action } from '../../src/engine/index.ts';
import { BEN_MERGES, importRecord, recordOf, storedGames, typeTile } from './records.ts';
import { openApp, sharedSession } from './session.ts';
import { buyCount, waitForActions } from './ui-driver.ts';

const session = sharedSession();

/**
 * Tower (2A-12A, founded by Ann) reaches 11 tiles at once; Ben founds Luxor (9I 10I 11I 12I-12C, 10 tiles). Cal's
 * 8I then makes Luxor safe too, and 12B, between 12A and 12C, becomes dead in Cal's own turn.
 */
const TWO_SAFE = {
  initialTiles: ['2A', '3A', '4A', '5A', '6A', '7A', '8A', '9A', '10A', '11A', '12C', '12D', '12E', '12F', '12G', '12H', '12I', '11I', '10I'],
};
const BEFORE_CAL: Action[] = [
  { type: 'place', tile: '12A' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' },
  { type: 'place', tile: '9I' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
];

describe('at the table', () => {
  test('a tile made dead by this turn\'s placement is set aside in the same turn; then buy, declare the end and finish', async () => {
    const players = ['Ann', 'Ben', 'Cal'];
    const page = await openApp(session);
    await importRecord(page, recordOf(players, BEFORE_CAL, TWO_SAFE));
    await waitForActions(page, 6);
    await typeTile(page, '8I');
    await waitForActions(page, 7);
    // Luxor has 11 tiles now: both chains are safe, so 12B (between 12A and 12C) is dead.
    await page.getByRole('button', { name: 'Set 12B aside as dead' }).click();
    await waitForActions(page, 8);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('buy');
    expect(await page.getByRole('button', { name: 'Set 12B aside as dead' }).count()).toBe(0);
    // Every chain on the board is safe: the end may be declared, also after choosing what to buy.
    await page.getByRole('button', { name: buyCount('Tower', 1), exact: true }).click();
    await page.getByRole('button', { name: 'Buy 1, declare the end and end the game' }).click();
    await page.waitForSelector('.game[data-awaiting="ended"]');
    const game = (await storedGames(page)).at(-1)!;
    expect(game.actions.slice(6)).toEqual([
      { type: 'place', tile: '8I' },
      { type: 'discard', tile: '12B' },
      { type: 'buy', shares: { Tower: 1 } },
      { type: 'declareEnd' },
      { type: 'endTurn' },
    ]);
    expect(replay(recordOf(players, game.actions, TWO_SAFE)).state.awaiting).toBe('ended');
    await page.close();
  });

  test('a merger tile tapped on the board is placed at once; a closed game\'s survivor choice names no holder; Undo takes the tile back', async () => {
    const players = ['Ann', 'Ben', 'Cal'];
    const page = await openApp(session);
    // Ben is about to place 3A, between Tower (1A 2A: Ben 3, Cal 1) and Luxor (4A 5A: Ann 1): a tie of 2 and 2.
    await importRecord(page, recordOf(players, BEN_MERGES.slice(0, 12), { rules: { holdings: 'closed' } }));
    await waitForActions(page, 12);
    await page.getByRole('button', { name: /^3A\b/ }).click();
    await waitForActions(page, 13);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('survivor');
    expect((await storedGames(page)).at(-1)!.actions.at(-1)).toEqual({ type: 'place', tile: '3A' });
    // Each choice says what the other chain would pay: 2 tiles of a cheap chain, $200 a share, majority 10 × 200,
    // minority 5 × 200; with closed holdings, not to whom.
    const choices = await page.getByRole('button', { name: /^(Tower|Luxor) \(2 tiles\)/ }).allTextContents();
    expect(choices).toHaveLength(2);
    for (const text of choices) {
      expect(text).toContain('$2,000');
      for (const name of players) expect(text).not.toContain(name);
    }
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo it' }).click();
    await waitForActions(page, 12);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('place');
    // 3A is an empty space again: named by its coordinate alone, showing no chain's initials.
    const square = page.getByRole('button', { name: /^3A\b/ });
    expect(await square.getAttribute('aria-label')).toBe('3A');
    expect(await square.textContent()).toBe('3A');
    await page.close();
  });

  test('closed holdings: the standings preview names no holder until the banker view is on', async () => {
    const players = ['Ann', 'Ben', 'Cal'];
    // A closed game where the end may be declared: no standings table unless the banker view is on.
    const second = await openApp(session);
    await importRecord(second, recordOf(players, [...BEFORE_CAL, { type: 'place', tile: '8I' }], { ...TWO_SAFE, rules: { holdings: 'closed' } }));
    await waitForActions(second, 7);
    await second.getByRole('button', { name: 'The end may be declared…' }).click();
    await second.getByText('the standings stay hidden until the final payouts').waitFor();
    expect(await second.locator('.end-controls table').count()).toBe(0);
    await second.getByRole('button', { name: 'Banker view' }).click();
    await second.locator('.end-controls table').waitFor();
    await second.close();
  });

  test('a space touched during the buy step is not still chosen when the next turn asks for a tile', async () => {
    const page = await openApp(session);
    await importRecord(page, recordOf(['Ann', 'Ben'], [{ type: 'place', tile: '1A' }]));
    await waitForActions(page, 1);
    // Ann is buying (nothing to buy yet); a touch lands on 1A, her own tile: a space that takes no tile does nothing
    // (a tile that could be placed would end her turn and be Ben's: see phone.test.ts).
    await page.getByRole('button', { name: /^1A\b/ }).click();
    await page.waitForTimeout(500);
    expect(await page.locator('.game').getAttribute('data-actions')).toBe('1');
    await page.getByRole('button', { name: 'End turn without buying' }).click();
    await waitForActions(page, 2);
    // Ben's turn asks for his tile with nothing chosen: no space pressed and no preview card to confirm.
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('place');
    expect(await page.locator('.board [aria-pressed="true"]').count()).toBe(0);
    expect(await page.locator('.preview').count()).toBe(0);
    await page.close();
  });
});
