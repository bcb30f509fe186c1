/**
 * Tycoon mode through the UI in real Chromium (docs/rules.md R19T): a game started with the option on, a merger whose
 * payout table ranks three places, the holders' disposals, and the stored game equal to the engine's replay.
 */
import { expect, test } from 'vitest';
import { replay, type Action } from '../../src/engine/index.ts';
import { recordOf, storedGames } from './records.ts';
import { openApp, sharedSession } from './session.ts';
import { playThroughUi, startGame } from './ui-driver.ts';
import { TOWER_TAKEN_OVER } from '../fixtures/tower-taken-over.ts';

const session = sharedSession({ width: 390, height: 844 });

// Tower (1A-3A, 3 tiles, $300; Tycoon 1st $3,000, 2nd $2,200, 3rd $1,500) is taken over by Luxor (5A-8A) at Ben's 4A.
const UP_TO_MERGER = TOWER_TAKEN_OVER;

test('a Tycoon merger played through the UI pays three places, as worked by hand and as the engine replays it', async () => {
  const players = ['Ann', 'Ben', 'Cal'];
  const page = await openApp(session);
  await startGame(page, players, { tycoon: true });
  const actions: Action[] = [...UP_TO_MERGER, { type: 'dispose', player: 'Ben', sell: 3 }, { type: 'dispose', player: 'Cal' }, { type: 'dispose', player: 'Ann', sell: 1 }];
  const record = recordOf(players, actions, { rules: { tycoon: true } });
  const ui = await playThroughUi(page, record, 0, UP_TO_MERGER.length);
  // Ben 3 Tower (founder's + 2 bought): 1st, $3,000. Ann and Cal, 1 each, share 2nd + 3rd: $3,700 ÷ 2 = $1,850 → $1,900.
  const rows = await page.locator('.disposal-payout tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));
  expect(rows).toEqual([
    ['Ben', '3', '1', '$3,000 1st', 'now'],
    ['Ann', '1', '2', '$1,900 2nd + 3rd', 'next'],
    ['Cal', '1', '2', '$1,900 2nd + 3rd', 'next'],
  ]);
  expect(await page.getByText(/ tie for /).textContent()).toBe('Ann and Cal tie for the 2nd + 3rd: $3,700 ÷ 2 = $1,850, rounded up to $1,900');
  await playThroughUi(page, record, UP_TO_MERGER.length, actions.length, ui);
  const stored = (await storedGames(page)).at(-1)!;
  expect(stored.actions).toEqual(record.actions);
  // Ann 6,000 - 300 (1 Tower at $300) + 1,900 + 1 × 300 sold = 7,900; Ben 6,000 - 400 + 3,000 + 3 × 300 = 9,500;
  // Cal 6,000 - 300 + 1,900 = 7,600 (keeps his share).
  expect(replay(record).state.players.map((p) => p.cash)).toEqual([7900, 9500, 7600]);
  await page.close();
});
