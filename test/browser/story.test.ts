/**
 * The game over time in real Chromium: the scripted game's results show its net worth by turn, mergers and
 * statistics (numbers worked out by hand in test/engine/story.test.ts); during a game it is one tap from the players,
 * and not offered while holdings are closed.
 */
import { describe, expect, test } from 'vitest';
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
