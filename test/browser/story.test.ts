/**
 * The game over time in real Chromium: the scripted game's results show its net worth by turn, mergers and
 * statistics (numbers worked out by hand in test/engine/story.test.ts); during a game it is one tap from the players,
 * and not offered while holdings are closed.
 */
import { describe, expect, test } from 'vitest';
import { renamedScripted, sharedWinGame } from '../fixtures/finished-games.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';
import { importRecord, recordOf } from './records.ts';
import { openApp, sharedSession } from './session.ts';
import { waitForActions } from './ui-driver.ts';

const session = sharedSession();

const rows = (page: import('playwright-core').Page, name: string) =>
  page.getByRole('table', { name }).evaluate((t) => [...t.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent)));

describe('the game over time', () => {
  test('the results of the scripted game: net worth by turn, the final money last, the mergers in their turns, the statistics', async () => {
    const page = await openApp(session);
    const record = scriptedRecord();
    await importRecord(page, record);
    await page.waitForSelector('.game[data-awaiting="ended"]');
    await page.locator('.results .worth-chart').waitFor();
    // Worked by hand in test/engine/story.test.ts: turn 5 after the first merger, 11 after the second, 14 the final money.
    await page.getByText('Net worth by turn, as a table').click();
    const worth = await rows(page, 'Net worth after each turn');
    expect(worth).toHaveLength(15);
    expect(worth[5]).toEqual(['5', '$7,200', '$7,700', '$6,900', 'Luxor takes over Tower']);
    expect(worth[11]).toEqual(['11', '$12,500', '$8,300', '$11,700', 'Luxor takes over American and Worldwide']);
    expect(worth[14]).toEqual(['14 (final money)', '$20,800', '$15,300', '$11,700', 'Luxor takes over Festival']);
    expect(await page.locator('.worth-chart > svg polyline').count()).toBe(3);
    expect(await page.locator('.worth-chart .merger-mark').count()).toBe(3);
    // The chart is drawn where the eye can read it: at 390 px wide, the SVG fills the panel and its text is 9 px or more.
    const fontPx = await page.locator('.worth-chart > svg text').first().evaluate((t) => t.getBoundingClientRect().height);
    expect(fontPx).toBeGreaterThanOrEqual(9);
    expect(await rows(page, 'Bonuses received')).toEqual([
      ['Ann', '—', '$3,500', '$4,500', '—', '$4,500', '$12,500'],
      ['Ben', '$1,500', '$7,000', '—', '—', '—', '$8,500'],
      ['Cal', '$1,500', '—', '—', '$4,500', '—', '$6,000'],
    ]);
    expect(await page.locator('.facts li').allTextContents()).toEqual([
      'Biggest merger: Turn 11: Luxor takes over American and Worldwide, $9,000 in bonuses (11 tiles after, Ben placed the tile)',
      'Lead changes: 1 (Ann leads at the end)',
      'Chains founded: Tower by Ben (turn 2), Luxor by Ann (turn 4), American by Ann (turn 7), Worldwide by Cal (turn 9), Festival by Ann (turn 13)',
    ]);
    await page.close();
  });

  test('during a game: one tap from the players; with closed holdings only in the banker view', async () => {
    const page = await openApp(session);
    const record = scriptedRecord();
    // The scripted game up to the end of turn 5, its first merger's turn, with closed holdings.
    const ends = record.actions.flatMap((a, i) => (a.type === 'endTurn' ? [i] : []));
    const upTo = ends[4]! + 1;
    await importRecord(page, recordOf(record.setup.players, record.actions.slice(0, upTo), { rules: { holdings: 'closed' } }));
    await waitForActions(page, upTo);
    expect(await page.getByRole('button', { name: 'Net worth over the game' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Banker view' }).click();
    await page.getByRole('button', { name: 'Net worth over the game' }).click();
    await page.locator('.story-panel .worth-chart').waitFor();
    await page.getByText('Net worth by turn, as a table').click();
    const worth = await rows(page, 'Net worth after each turn');
    expect(worth.at(-1)).toEqual(['5', '$7,200', '$7,700', '$6,900', 'Luxor takes over Tower']);
    await page.close();
  });
});

describe('player records', () => {
  test('three finished games, one imported twice, and one being played: counted 3; the numbers worked out by hand', async () => {
    const page = await openApp(session);
    // A fresh start: no saved games from the other tests.
    await page.evaluate(async () => {
      const dbs = await indexedDB.databases();
      await Promise.all(dbs.map((d) => new Promise((r) => { const q = indexedDB.deleteDatabase(d.name!); q.onsuccess = q.onerror = q.onblocked = r; })));
    });
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    const games = [scriptedRecord(), renamedScripted(), scriptedRecord(), sharedWinGame(), { ...scriptedRecord(), actions: scriptedRecord().actions.slice(0, 10) }];
    for (const record of games) {
      await importRecord(page, record);
      await page.locator('.game').waitFor();
      await page.getByRole('button', { name: 'Home' }).click();
      await page.getByRole('button', { name: 'New game' }).waitFor();
    }
    expect(await page.locator('.saved-games > li').count()).toBe(5);
    await page.getByRole('button', { name: 'Player records' }).click();
    await page.getByRole('table', { name: 'Player records' }).waitFor();
    // Worked out in test/engine/player-records.test.ts: Ben 15,300 + 20,800 + 17,200 (shared first), Ann 20,800 +
    // 11,700 + 17,200 (shared first), Cal 11,700 + 15,300 + 6,000.
    expect(await rows(page, 'Player records')).toEqual([
      ['BenBest chain: Luxor $28,000', '3', '2 (1 shared)', '$17,767 averagebest $20,800'],
      ['AnnBest chain: Tower $12,700', '3', '2 (1 shared)', '$16,567 averagebest $20,800'],
      ['CalBest chain: Luxor $12,600', '3', '0', '$11,000 averagebest $15,300'],
    ]);
    expect(await page.getByText(/^From 3 finished games/).textContent()).toBe(
      'From 3 finished games saved on this device; 1 copy of a game already counted left out; 1 game still being played not counted.',
    );
    await page.close();
  });
});
